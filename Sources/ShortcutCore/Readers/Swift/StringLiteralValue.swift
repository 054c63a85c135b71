/// The value of a string literal token, worked out only when a reader needs it (a title, a key):
/// most literals of a source file are never asked for.
enum StringLiteralValue {
    /// The text the literal stands for; nil when it is computed (`\(…)`) or the compiler would
    /// refuse it (an unknown escape, a multi-line line indented less than its closing `"""`).
    static func decode(_ token: SourceToken, in bytes: [UInt8]) -> String? {
        guard token.kind == .string, !token.flags.contains(.interpolated), !token.flags.contains(.malformed) else { return nil }
        let decoded: [UInt8]?
        if token.flags.contains(.objectiveC), let raw = cRawContent(token, in: bytes) {
            decoded = Array(raw)
        } else if token.flags.contains(.objectiveC) {
            let open = Int(token.start) + (bytes[Int(token.start)] == UInt8(ascii: "@") ? 2 : 1)
            decoded = cEscapes(bytes[open..<Int(token.end) - 1])
        } else {
            decoded = swift(token, in: bytes)
        }
        return decoded.map { String(decoding: $0, as: UTF8.self) }
    }

    /// A C++ raw string's text (`R"x(` … `)x"`, after any encoding prefix), as written; nil for
    /// any other literal.
    private static func cRawContent(_ token: SourceToken, in bytes: [UInt8]) -> ArraySlice<UInt8>? {
        let start = Int(token.start)
        guard bytes[start] != UInt8(ascii: "\""), bytes[start] != UInt8(ascii: "@"), bytes[start] != UInt8(ascii: "'"),
            let quote = bytes[start..<Int(token.end)].firstIndex(of: UInt8(ascii: "\"")),
            let open = bytes[quote..<Int(token.end)].firstIndex(of: UInt8(ascii: "("))
        else { return nil }
        let delimiter = open - quote - 1
        return bytes[(open + 1)..<(Int(token.end) - delimiter - 2)]
    }

    private static func swift(_ token: SourceToken, in bytes: [UInt8]) -> [UInt8]? {
        let start = Int(token.start)
        let end = Int(token.end)
        var hashes = 0
        while bytes[start + hashes] == UInt8(ascii: "#") { hashes += 1 }
        let multiline = token.flags.contains(.multiline)
        let delimiter = multiline ? 3 : 1
        let open = start + hashes + delimiter
        let close = end - hashes - delimiter
        guard open <= close else { return nil }
        guard multiline else { return swiftEscapes(bytes[open..<close], hashes: hashes, continuation: false) }
        return multilineContent(bytes, open: open, close: close).flatMap { swiftEscapes($0[...], hashes: hashes, continuation: true) }
    }

    /// The lines between the delimiters, each without the closing delimiter's indentation,
    /// joined with `\n` (Swift normalises line breaks), escapes still in place.
    private static func multilineContent(_ bytes: [UInt8], open: Int, close: Int) -> [UInt8]? {
        var contentStart = open
        while contentStart < close, bytes[contentStart] == 0x20 || bytes[contentStart] == 0x09 { contentStart += 1 }
        if contentStart < close, bytes[contentStart] == 0x0D { contentStart += 1 }
        if contentStart < close, bytes[contentStart] == 0x0A { contentStart += 1 }
        var indentStart = close
        while indentStart > contentStart, bytes[indentStart - 1] == 0x20 || bytes[indentStart - 1] == 0x09 { indentStart -= 1 }
        let indentation = bytes[indentStart..<close]
        // Drop the line break before the closing line.
        var contentEnd = indentStart
        if contentEnd > contentStart, bytes[contentEnd - 1] == 0x0A { contentEnd -= 1 }
        if contentEnd > contentStart, bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
        guard contentEnd > contentStart else { return [] }
        var result: [UInt8] = []
        result.reserveCapacity(contentEnd - contentStart)
        var lineStart = contentStart
        while lineStart <= contentEnd {
            var lineEnd = lineStart
            while lineEnd < contentEnd, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
            let line = bytes[lineStart..<lineEnd]
            if line.starts(with: indentation) {
                result.append(contentsOf: line.dropFirst(indentation.count))
            } else if !line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                return nil
            }
            guard lineEnd < contentEnd else { break }
            result.append(0x0A)
            lineStart = lineEnd + (bytes[lineEnd] == 0x0D && lineEnd + 1 < contentEnd && bytes[lineEnd + 1] == 0x0A ? 2 : 1)
        }
        return result
    }

    /// `\0 \\ \t \n \r \" \' \u{…}` (with the literal's `#`s after the backslash); in multi-line
    /// literals a backslash ending a line joins it to the next.
    private static func swiftEscapes(_ text: ArraySlice<UInt8>, hashes: Int, continuation: Bool) -> [UInt8]? {
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var index = text.startIndex
        func at(_ offset: Int) -> UInt8 { offset < text.endIndex ? text[offset] : 0 }
        while index < text.endIndex {
            let byte = text[index]
            guard byte == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ at(index + 1 + $0) == UInt8(ascii: "#") }) else {
                result.append(byte)
                index += 1
                continue
            }
            let escaped = index + 1 + hashes
            index = escaped + 1
            switch at(escaped) {
            case UInt8(ascii: "0"): result.append(0)
            case UInt8(ascii: "\\"): result.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "t"): result.append(0x09)
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "\""): result.append(UInt8(ascii: "\""))
            case UInt8(ascii: "'"): result.append(UInt8(ascii: "'"))
            case 0x0A where continuation: break
            case UInt8(ascii: "u"):
                guard at(escaped + 1) == UInt8(ascii: "{") else { return nil }
                var digitsEnd = escaped + 2
                while digitsEnd < text.endIndex, hexValue(text[digitsEnd]) != nil { digitsEnd += 1 }
                guard at(digitsEnd) == UInt8(ascii: "}"), (1...8).contains(digitsEnd - escaped - 2),
                    let scalar = scalar(text[(escaped + 2)..<digitsEnd])
                else { return nil }
                result.append(contentsOf: String(Character(scalar)).utf8)
                index = digitsEnd + 1
            default:
                return nil
            }
        }
        return result
    }

    /// C escapes: `\n \t \r \\ \" \' \a \b \f \v`, octal, `\x…`, `\u…`, `\U…`.
    private static func cEscapes(_ text: ArraySlice<UInt8>) -> [UInt8]? {
        var result: [UInt8] = []
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < text.endIndex else {
                result.append(byte)
                index += 1
                continue
            }
            let escaped = text[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "t"): result.append(0x09)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "a"): result.append(0x07)
            case UInt8(ascii: "b"): result.append(0x08)
            case UInt8(ascii: "f"): result.append(0x0C)
            case UInt8(ascii: "v"): result.append(0x0B)
            case UInt8(ascii: "e"): result.append(0x1B)
            case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "?"): result.append(escaped)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, index < text.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(text[index]) {
                    value = value * 8 + UInt32(text[index] - UInt8(ascii: "0"))
                    index += 1
                    digits += 1
                }
                guard value < 0x80 else { return nil }
                result.append(UInt8(value))
            case UInt8(ascii: "x"), UInt8(ascii: "u"), UInt8(ascii: "U"):
                let maximum = escaped == UInt8(ascii: "x") ? 2 : escaped == UInt8(ascii: "u") ? 4 : 8
                var end = index
                while end < text.endIndex, end - index < maximum, hexValue(text[end]) != nil { end += 1 }
                guard end > index, escaped == UInt8(ascii: "x") || end - index == maximum, let scalar = scalar(text[index..<end]) else {
                    return nil
                }
                result.append(contentsOf: String(Character(scalar)).utf8)
                index = end
            default:
                return nil
            }
        }
        return result
    }

    private static func scalar(_ hexDigits: ArraySlice<UInt8>) -> Unicode.Scalar? {
        var value: UInt32 = 0
        for digit in hexDigits {
            guard let digitValue = hexValue(digit), value <= 0x0FFF_FFFF else { return nil }
            value = value << 4 | UInt32(digitValue)
        }
        return Unicode.Scalar(value)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
