/// Finds where a Swift string literal ends: `"…"`, `"""…"""`, raw `#"…"#` with any number of
/// `#`, and `\(…)` interpolations holding expressions, comments and further strings.
///
/// Only the end and a few facts are found here; the value is decoded later, and only for the
/// literals a reader asks about (``SwiftStringValue``).
enum SwiftStringScan {
    struct Result {
        /// The offset after the literal (after the line's end for an unterminated one-line string).
        var end: Int
        var flags: SourceToken.Flags = .plain
        var failure: Failure?
    }

    struct Failure: Error {
        var wording: Message
        /// What it says in English.
        var message: String { MessageCatalogue.english.render(wording) }

        init(message: Message) { wording = message }
    }

    /// Scans the literal whose first `#` or `"` is at `start`.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, hashes: Int, depth: Int) -> Result {
        let count = bytes.count
        func at(_ offset: Int) -> UInt8 { offset < count ? bytes[offset] : 0 }
        func hashesFollow(_ offset: Int) -> Bool {
            (0..<hashes).allSatisfy { at(offset + $0) == UInt8(ascii: "#") }
        }
        var offset = start + hashes
        let multiline =
            at(offset + 1) == UInt8(ascii: "\"") && at(offset + 2) == UInt8(ascii: "\"")
            && !(hashes > 0 && closesOnItsLine(bytes, from: offset + 2, hashes: hashes))
        var result = Result(end: count)
        if multiline {
            result.flags.add(.multiline)
            offset += 3
            // The content starts on the next line; anything else on the opening line is an error.
            var probe = offset
            while at(probe) == 0x20 || at(probe) == 0x09 { probe += 1 }
            if probe < count, at(probe) != 0x0A, at(probe) != 0x0D { result.flags.add(.malformed) }
        } else {
            offset += 1
        }
        while offset < count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\\") {
                guard hashesFollow(offset + 1) else {
                    offset += 1
                    continue
                }
                let escaped = offset + 1 + hashes
                if at(escaped) == UInt8(ascii: "(") {
                    result.flags.add(.interpolated)
                    switch skipInterpolation(bytes, from: escaped + 1, multiline: multiline, depth: depth) {
                    case .success(let end): offset = end
                    case .failure(let failure):
                        result.failure = failure
                        result.end = lineEnd(bytes, from: offset, multiline: multiline)
                        result.flags.add(.malformed)
                        return result
                    }
                    continue
                }
                if !multiline, at(escaped) == 0x0A || at(escaped) == 0x0D { offset = escaped; continue }
                offset = escaped + 1
                continue
            }
            if byte == UInt8(ascii: "\"") {
                if multiline {
                    if at(offset + 1) == UInt8(ascii: "\""), at(offset + 2) == UInt8(ascii: "\""), hashesFollow(offset + 3) {
                        if !closesOnItsOwnLine(bytes, at: offset) { result.flags.add(.malformed) }
                        result.end = offset + 3 + hashes
                        return result
                    }
                } else if hashesFollow(offset + 1) {
                    result.end = offset + 1 + hashes
                    return result
                }
                offset += 1
                continue
            }
            if !multiline, byte == 0x0A || byte == 0x0D {
                result.end = offset
                result.flags.add(.malformed)
                result.failure = Failure(message: .sourceUnterminatedStringOnLine())
                return result
            }
            offset += 1
        }
        result.flags.add(.malformed)
        result.failure = Failure(
            message: multiline ? .sourceUnterminatedMultilineString() : .sourceUnterminatedStringInFile())
        return result
    }

    /// After `\(`: the offset after the matching `)`. A string literal inside is scanned
    /// recursively (to ``SourceLexer/maximumInterpolationDepth``), so its parentheses and quotes
    /// do not count; a line break ends a one-line string's interpolation as the compiler does.
    private static func skipInterpolation(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, multiline: Bool, depth: Int
    ) -> Swift.Result<Int, Failure> {
        guard depth < SourceLexer.maximumInterpolationDepth else {
            return .failure(Failure(message: .sourceInterpolationTooDeep(depth: .number(SourceLexer.maximumInterpolationDepth))))
        }
        let count = bytes.count
        var parentheses = 1
        var offset = start
        while offset < count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "("):
                parentheses += 1
            case UInt8(ascii: ")"):
                parentheses -= 1
                if parentheses == 0 { return .success(offset + 1) }
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                var hashes = 0
                while offset + hashes < count, bytes[offset + hashes] == UInt8(ascii: "#") { hashes += 1 }
                guard offset + hashes < count, bytes[offset + hashes] == UInt8(ascii: "\"") else {
                    offset += max(hashes, 1)
                    continue
                }
                let inner = scan(bytes, from: offset, hashes: hashes, depth: depth + 1)
                if let failure = inner.failure { return .failure(failure) }
                offset = inner.end
                continue
            case UInt8(ascii: "/") where multiline && offset + 1 < count && bytes[offset + 1] == UInt8(ascii: "/"):
                // A line comment in a multi-line string's interpolation: its `)` and `"""` are text.
                while offset < count, bytes[offset] != 0x0A, bytes[offset] != 0x0D { offset += 1 }
                continue
            case UInt8(ascii: "/") where offset + 1 < count && bytes[offset + 1] == UInt8(ascii: "*"):
                guard let end = blockCommentEnd(bytes, from: offset) else {
                    return .failure(Failure(message: .sourceUnterminatedCommentInInterpolation()))
                }
                offset = end
                continue
            case 0x0A, 0x0D:
                if !multiline {
                    return .failure(Failure(message: .sourceInterpolationNotClosedOnLine()))
                }
            default:
                break
            }
            offset += 1
        }
        return .failure(Failure(message: .sourceUnterminatedInterpolation()))
    }

    private static func blockCommentEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var depth = 0
        var offset = start
        while offset + 1 < bytes.count {
            if bytes[offset] == UInt8(ascii: "/"), bytes[offset + 1] == UInt8(ascii: "*") {
                depth += 1
                offset += 2
            } else if bytes[offset] == UInt8(ascii: "*"), bytes[offset + 1] == UInt8(ascii: "/") {
                depth -= 1
                offset += 2
                if depth == 0 { return offset }
            } else {
                offset += 1
            }
        }
        return nil
    }

    /// Where to resume after a broken literal: the end of its line, or of the file for a
    /// multi-line one.
    private static func lineEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, multiline: Bool) -> Int {
        guard !multiline else { return bytes.count }
        var offset = start
        while offset < bytes.count, bytes[offset] != 0x0A, bytes[offset] != 0x0D { offset += 1 }
        return offset
    }

    /// Whether a raw string that opens with `#"""` closes on its own line, as the compiler checks
    /// before taking it as multi-line: `#"""#` is the one-line string `"`.
    private static func closesOnItsLine(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, hashes: Int) -> Bool {
        var offset = start
        while offset < bytes.count, bytes[offset] != 0x0A, bytes[offset] != 0x0D {
            if bytes[offset] == UInt8(ascii: "\""),
                (1...hashes).allSatisfy({ offset + $0 < bytes.count && bytes[offset + $0] == UInt8(ascii: "#") })
            {
                return true
            }
            offset += 1
        }
        return false
    }

    /// Whether only indentation stands before the closing `"""` on its line.
    private static func closesOnItsOwnLine(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        var probe = offset
        while probe > 0 {
            let byte = bytes[probe - 1]
            if byte == 0x0A || byte == 0x0D { return true }
            if byte != 0x20, byte != 0x09 { return false }
            probe -= 1
        }
        return true
    }
}
