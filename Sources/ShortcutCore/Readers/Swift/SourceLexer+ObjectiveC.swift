/// The lexer's Objective-C side: `@"…"` and C strings, `'c'` characters, preprocessor lines; and
/// the character classes both languages share.
extension SourceLexer.Scanner {
    // MARK: Objective-C literals and directives

    /// `"…"` or `@"…"`: C escapes, one line.
    mutating func cString(from start: Int) {
        var offset = bytes[start] == UInt8(ascii: "@") ? start + 2 : start + 1
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\\") {
                offset += 2
            } else if byte == UInt8(ascii: "\"") {
                emit(.string, start, offset + 1, flags: .objectiveC)
                index = offset + 1
                return
            } else if byte == 0x0A || byte == 0x0D {
                break
            } else {
                offset += 1
            }
        }
        offset = min(offset, bytes.count)
        literalProblem("unterminated string literal: no closing `\"` on this line", range: ByteRange(start: start, end: start + 1))
        emit(.string, start, offset, flags: SourceToken.Flags.objectiveC.with(.malformed))
        index = offset
    }

    mutating func characterLiteral() {
        var offset = index + 1
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "'"), bytes[offset] != 0x0A, bytes[offset] != 0x0D {
            offset += bytes[offset] == UInt8(ascii: "\\") ? 2 : 1
        }
        let end = min(offset + 1, bytes.count)
        emit(.number, index, end, flags: .objectiveC)
        index = end
    }

    /// `#if`, `#ifdef`, `#elif`, `#else`, `#endif` are tokens followed by their condition;
    /// every other directive (`#import`, `#define`, `#pragma`) is skipped to its line's end,
    /// backslash continuations included.
    mutating func preprocessorDirective() {
        let start = index
        var offset = index + 1
        while self[offset] == 0x20 || self[offset] == 0x09 { offset += 1 }
        var end = offset
        while end < bytes.count, Self.isIdentifierContinuation(bytes[end]) { end += 1 }
        let name = Array(bytes[offset..<end])
        if Self.conditionalDirectives.contains(name) {
            emit(.pound, start, end)
            index = end
            return
        }
        emit(.pound, start, end)
        index = end
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), self[index + 1] == 0x0A || self[index + 1] == 0x0D {
                index += 2
            } else if byte == 0x0A || byte == 0x0D {
                return
            } else if byte == UInt8(ascii: "/"), self[index + 1] == UInt8(ascii: "*") {
                blockComment()
            } else if byte == UInt8(ascii: "/"), self[index + 1] == UInt8(ascii: "/") {
                lineComment()
            } else {
                index += 1
            }
        }
    }

    static let conditionalDirectives: Set<[UInt8]> = Set(["if", "ifdef", "ifndef", "elif", "else", "endif"].map { Array($0.utf8) })

    // MARK: Character classes

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default:
            false
        }
    }
}
