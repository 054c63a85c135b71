/// JSON strings: the common case (no escapes) becomes a slice of the source, so a finding can
/// point inside it; only strings with escapes are decoded into the document's side buffer.
extension JSONReader {
    /// Reads the string whose opening quote is at `position` and adds it to the document.
    mutating func readString() throws(ParseError) {
        let quote = position
        var index = quote + 1
        while true {
            index = Self.skipPlainStringBytes(bytes, from: index, end: end)
            guard index < end else { throw syntax(JSONSyntaxMessages.unterminatedString, at: quote) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                position = index + 1
                builder.addScalar(
                    .string, range: ByteRange(start: quote, end: position),
                    sourceText: ByteRange(start: quote + 1, end: index))
                return
            }
            if byte == UInt8(ascii: "\\") {
                try readEscapedString(quote: quote, firstEscape: index)
                return
            }
            throw syntax(JSONSyntaxMessages.controlCharacter(byte), at: index)
        }
    }

    /// Decodes a string from its first escape on, into ``scratch``.
    private mutating func readEscapedString(quote: Int, firstEscape: Int) throws(ParseError) {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[(quote + 1)..<firstEscape]))
        var index = firstEscape
        while true {
            guard index < end else { throw syntax(JSONSyntaxMessages.unterminatedString, at: quote) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                index = try decodeEscape(at: index, quote: quote)
                continue
            }
            if byte < 0x20 { throw syntax(JSONSyntaxMessages.controlCharacter(byte), at: index) }
            let runEnd = Self.skipPlainStringBytes(bytes, from: index, end: end)
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<runEnd]))
            index = runEnd
        }
        position = index + 1
        builder.addScalar(.string, range: ByteRange(start: quote, end: position), decodedText: scratch)
    }

    /// Appends the character the escape at `backslash` stands for; returns the offset after it.
    private mutating func decodeEscape(at backslash: Int, quote: Int) throws(ParseError) -> Int {
        guard backslash + 1 < end else { throw syntax(JSONSyntaxMessages.unterminatedString, at: quote) }
        let decoded: UInt8
        switch bytes[backslash + 1] {
        case UInt8(ascii: "\""): decoded = 0x22
        case UInt8(ascii: "\\"): decoded = 0x5C
        case UInt8(ascii: "/"): decoded = 0x2F
        case UInt8(ascii: "b"): decoded = 0x08
        case UInt8(ascii: "f"): decoded = 0x0C
        case UInt8(ascii: "n"): decoded = 0x0A
        case UInt8(ascii: "r"): decoded = 0x0D
        case UInt8(ascii: "t"): decoded = 0x09
        case UInt8(ascii: "u"): return try decodeUnicodeEscape(at: backslash, quote: quote)
        default:
            throw syntax(
                JSONSyntaxMessages.invalidEscape(
                    JSONSyntaxMessages.describe(bytes, at: backslash + 1, end: end)), at: backslash)
        }
        scratch.append(decoded)
        return backslash + 2
    }

    /// `\uXXXX`, or a UTF-16 surrogate pair written as two of them. A surrogate on its own has no
    /// UTF-8 form, so it is an error rather than a replacement character nobody asked for.
    private mutating func decodeUnicodeEscape(at backslash: Int, quote: Int) throws(ParseError) -> Int {
        let unit = try hexQuad(after: backslash, quote: quote)
        var next = backslash + 6
        var scalar = unit
        switch unit {
        case 0xD800...0xDBFF:
            guard next + 1 < end, bytes[next] == UInt8(ascii: "\\"), bytes[next + 1] == UInt8(ascii: "u") else {
                throw syntax(JSONSyntaxMessages.unpairedHighSurrogate(unit), at: backslash)
            }
            let low = try hexQuad(after: next, quote: quote)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw syntax(JSONSyntaxMessages.unpairedHighSurrogate(unit), at: backslash)
            }
            scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            next += 6
        case 0xDC00...0xDFFF:
            throw syntax(JSONSyntaxMessages.unpairedLowSurrogate(unit), at: backslash)
        default:
            break
        }
        appendUTF8(scalar)
        return next
    }

    /// The four hex digits after the `\u` at `backslash`.
    private func hexQuad(after backslash: Int, quote: Int) throws(ParseError) -> UInt32 {
        var value: UInt32 = 0
        for index in (backslash + 2)..<(backslash + 6) {
            guard index < end else { throw syntax(JSONSyntaxMessages.unterminatedString, at: quote) }
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw syntax(JSONSyntaxMessages.invalidUnicodeEscape, at: backslash)
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case ..<0x80:
            scratch.append(UInt8(scalar))
        case ..<0x800:
            scratch.append(UInt8(0xC0 | scalar >> 6))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            scratch.append(UInt8(0xE0 | scalar >> 12))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | scalar >> 18))
            scratch.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// The offset of the first byte from `start` on that ends a plain run: a quote, a backslash,
    /// a control character, or `end`. Eight bytes at a time while none of them is special.
    @inline(__always)
    static func skipPlainStringBytes(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Int {
        var index = start
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while index + 8 <= end {
            let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
            let quotes = word ^ (ones &* 0x22)
            let backslashes = word ^ (ones &* 0x5C)
            // A byte is flagged when it is zero (quote, backslash) or below 0x20 (control). The
            // lowest flag is always exact, so it locates the first special byte.
            let isQuote = (quotes &- ones) & ~quotes
            let isBackslash = (backslashes &- ones) & ~backslashes
            let isControl = (word &- (ones &* 0x20)) & ~word
            let special = (isQuote | isBackslash | isControl) & highs
            if special != 0 { return index + special.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { return index }
            index += 1
        }
        return index
    }
}
