/// The words of every JSON error, in one place so they read alike: what was expected, what was
/// found instead, and a hint where the usual cause is obvious (a comment, a trailing comma, a
/// missing comma, single quotes).
enum JSONSyntaxMessages {
    /// What stands at an offset where something else was expected.
    struct Found {
        /// `'x'`, `'NaN'`, `a line break`, `end of file`…
        var description: String
        /// The byte there; nil at the end of the input.
        var byte: UInt8?
    }

    static let endOfFileExpectingValue = "unexpected end of file: expected a value"
    static let unterminatedString = "unterminated string: no closing '\"' before the end of the file"
    static let invalidUnicodeEscape = "invalid \\u escape in string: expected four hexadecimal digits"
    static let leadingZero = "numbers must not have leading zeros"
    static let tooDeep =
        "arrays and objects are nested more than \(ParseLimits.maximumDepth) levels deep"

    // MARK: Structure

    static func expectedValue(found: Found) -> String {
        expecting("a value", found: found) + valueHint(found)
    }

    static func trailingComma(closing: Character) -> String {
        let what = closing == "}" ? "an object member" : "a value"
        return "expected \(what) after ',', found '\(closing)' (JSON does not allow a trailing comma)"
    }

    static func expectedSeparator(inObject: Bool, found: Found) -> String {
        let what = inObject ? "',' or '}' after object member" : "',' or ']' after array element"
        var message = expecting(what, found: found)
        if let byte = found.byte, startsValue(byte) {
            message += inObject ? " (missing ',' between members?)" : " (missing ',' between elements?)"
        }
        return message
    }

    static func expectedKey(afterComma: Bool, found: Found) -> String {
        let what = afterComma ? "a string key after ','" : "a string key or '}'"
        var message = expecting(what, found: found)
        if let byte = found.byte, isLetter(byte) || byte == UInt8(ascii: "'") {
            message += " (object keys must be in double quotes)"
        }
        return message
    }

    static func expectedColon(found: Found) -> String {
        expecting("':' after object key", found: found)
    }

    static func expectedEndOfFile(found: Found) -> String {
        "expected the end of the file after the top-level value, found \(found.description)"
            + " (a JSON file holds exactly one value)"
    }

    static func endOfFileInLiteral(_ word: String) -> String {
        "unexpected end of file: expected '\(word)'"
    }

    // MARK: Strings and numbers

    static func controlCharacter(_ byte: UInt8) -> String {
        switch byte {
        case 0x0A, 0x0D:
            return "unterminated string: line break before the closing '\"' (write \\n for a line break inside a string)"
        case 0x09:
            return "tab character in string must be escaped as \\t"
        default:
            let code = hex(UInt32(byte), digits: 4)
            return "control character U+\(code) in string must be escaped as \\u\(code)"
        }
    }

    static func invalidEscape(_ found: Found) -> String {
        let valid = "valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"
        if let byte = found.byte, byte > 0x20, byte < 0x7F {
            return "invalid escape '\\\(Character(Unicode.Scalar(byte)))' in string (\(valid))"
        }
        return "invalid escape in string: '\\' followed by \(found.description) (\(valid))"
    }

    static func unpairedHighSurrogate(_ unit: UInt32) -> String {
        "unpaired surrogate \\u\(hex(unit, digits: 4)) in string: a high surrogate must be followed by"
            + " a low surrogate escape (\\uDC00 to \\uDFFF)"
    }

    static func unpairedLowSurrogate(_ unit: UInt32) -> String {
        "unpaired surrogate \\u\(hex(unit, digits: 4)) in string: a low surrogate must follow"
            + " a high surrogate escape (\\uD800 to \\uDBFF)"
    }

    static func expectedDigit(after what: String, found: Found) -> String {
        expecting("a digit after \(what)", found: found)
    }

    // MARK: Describing what was found

    static func describe(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, end: Int) -> Found {
        guard offset < end else { return Found(description: "end of file", byte: nil) }
        let byte = bytes[offset]
        let description: String
        switch byte {
        case _ where isLetter(byte):
            // A bare word: show all of it (`NaN`, `undefined`, `tru`), within reason.
            var wordEnd = offset
            while wordEnd < end, wordEnd - offset < 20, isLetter(bytes[wordEnd]) || isDigit(bytes[wordEnd]) {
                wordEnd += 1
            }
            description = "'\(String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<wordEnd]), as: UTF8.self))'"
        case 0x21..<0x7F:
            description = "'\(Character(Unicode.Scalar(byte)))'"
        case 0x20: description = "a space"
        case 0x09: description = "a tab"
        case 0x0A, 0x0D: description = "a line break"
        case ..<0x80: description = "control character U+\(hex(UInt32(byte), digits: 4))"
        default:
            // The input is valid UTF-8 up to `end`, and structure never stops mid-character.
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<min(offset + length, end)]), as: UTF8.self)
            let scalar = text.unicodeScalars.first.map { $0.value } ?? 0xFFFD
            description =
                scalar == 0xFEFF
                ? "a byte order mark (U+FEFF)" : "'\(text)' (U+\(hex(scalar, digits: 4)))"
        }
        return Found(description: description, byte: byte)
    }

    private static func expecting(_ what: String, found: Found) -> String {
        found.byte == nil ? "unexpected end of file: expected \(what)" : "expected \(what), found \(found.description)"
    }

    private static func valueHint(_ found: Found) -> String {
        switch found.byte {
        case UInt8(ascii: "/"): return " (JSON does not allow comments)"
        case UInt8(ascii: "'"): return " (strings must be in double quotes)"
        case UInt8(ascii: "+"): return " (numbers must not start with '+')"
        case UInt8(ascii: "."): return " (numbers need a digit before the decimal point)"
        case UInt8(ascii: "N"), UInt8(ascii: "I"):
            return found.description.contains("NaN") || found.description.contains("Infinity")
                ? " (JSON has no NaN or Infinity)" : ""
        default: return ""
        }
    }

    private static func startsValue(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "-"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            return true
        default:
            return false
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }
    private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
