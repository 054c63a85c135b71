/// The lexer's Objective-C side: `@"…"` and C strings, C++ raw strings, `'c'` characters,
/// preprocessor lines; and the character classes both languages share.
extension SourceLexer.Scanner {
    // MARK: Objective-C literals and directives

    /// `"…"` or `@"…"`: C escapes, one line (a `\` at a line's end continues it).
    mutating func cString(from start: Int) {
        var offset = bytes[start] == UInt8(ascii: "@") ? start + 2 : start + 1
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\\") {
                offset += self[offset + 1] == 0x0D && self[offset + 2] == 0x0A ? 3 : 2
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
        literalProblem(
            .sourceUnterminatedStringOnLine(), range: ByteRange(start: start, end: start + 1),
            readingResumesAt: offset)
        emit(.string, start, offset, flags: SourceToken.Flags.objectiveC.with(.malformed))
        index = offset
    }

    /// C++11's raw string after its prefix (`R`, `u8R`, `uR`, `UR`, `LR`), `start` on the prefix:
    /// `R"delimiter(` … `)delimiter"`, over any number of lines, no escapes. False when what
    /// follows the `"` is no raw string's opening (the prefix is then a name).
    mutating func rawString(from start: Int, quote: Int) -> Bool {
        var open = quote + 1
        while open < bytes.count, open - quote <= 17, Self.isRawDelimiterCharacter(bytes[open]) { open += 1 }
        guard self[open] == UInt8(ascii: "("), open - quote - 1 <= 16 else { return false }
        let delimiter = bytes[(quote + 1)..<open]
        var offset = open + 1
        while offset < bytes.count {
            if bytes[offset] == UInt8(ascii: ")"), self[offset + 1 + delimiter.count] == UInt8(ascii: "\""),
                bytes[(offset + 1)..<min(offset + 1 + delimiter.count, bytes.count)].elementsEqual(delimiter)
            {
                emit(.string, start, offset + delimiter.count + 2, flags: .objectiveC)
                index = offset + delimiter.count + 2
                return true
            }
            offset += 1
        }
        literalProblem(
            .sourceUnterminatedRawString(delimiter: .text(String(decoding: delimiter, as: UTF8.self))),
            range: ByteRange(start: start, end: quote + 1), readingResumesAt: bytes.count)
        emit(.string, start, bytes.count, flags: SourceToken.Flags.objectiveC.with(.malformed))
        index = bytes.count
        return true
    }

    /// The prefixes that make a C++ raw string of the `"` right after them.
    static let rawStringPrefixes: Set<[UInt8]> = Set(["R", "u8R", "uR", "UR", "LR"].map { Array($0.utf8) })

    /// A raw string's delimiter: any source character but space, `(`, `)`, `\\` and controls.
    static func isRawDelimiterCharacter(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F && byte != UInt8(ascii: "(") && byte != UInt8(ascii: ")") && byte != UInt8(ascii: "\\")
            && byte != UInt8(ascii: "\"")
    }

    mutating func characterLiteral() {
        var offset = index + 1
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "'"), bytes[offset] != 0x0A, bytes[offset] != 0x0D {
            offset += bytes[offset] == UInt8(ascii: "\\") ? 2 : 1
        }
        // An unterminated one (an apostrophe in text C skips) ends with its line, not after it.
        let end = self[offset] == UInt8(ascii: "'") ? offset + 1 : min(offset, bytes.count)
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
        if let directive = Directive(bytes[offset..<end], language: .objectiveC) {
            enter(directive, conditionStart: end)
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

    // MARK: Character classes

    // Each is one bit of a 64-bit mask (the byte's half of ASCII, by its low six bits), no
    // branch per range: the lexer asks this of every byte of every name. Bytes from 0x80 on are
    // parts of UTF-8 names.

    /// `$` (bit 36 of the lower half); `A`–`Z`, `_` and `a`–`z` (the upper half).
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        let mask: UInt64 = byte < 64 ? 0x0000_0010_0000_0000 : 0x07FF_FFFE_87FF_FFFE
        return byte >= 0x80 || mask >> UInt64(byte & 63) & 1 != 0
    }

    /// The same, and the digits `0`–`9` (bits 48–57 of the lower half).
    static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
        let mask: UInt64 = byte < 64 ? 0x03FF_0010_0000_0000 : 0x07FF_FFFE_87FF_FFFE
        return byte >= 0x80 || mask >> UInt64(byte & 63) & 1 != 0
    }

    /// What may follow a C++14 digit separator `'` inside a number: a digit (hexadecimal ones too).
    static func isDigitSeparated(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f"))
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
