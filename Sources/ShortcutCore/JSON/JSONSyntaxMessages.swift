/// The words of every JSON error, in one place so they read alike: what was expected, what was
/// found instead, and a hint where the usual cause is obvious (a comment, a trailing comma, a
/// missing comma, single quotes). The words themselves are the catalogues' `json.*` messages.
enum JSONSyntaxMessages {
    /// What stands at an offset where something else was expected.
    struct Found {
        /// `'x'`, `'NaN'`, `a line break`, `end of file`…
        var description: Message
        /// The byte there; nil at the end of the input.
        var byte: UInt8?
        /// The bare word there (`NaN`, `undefined`), when it is one.
        var word: String?
    }

    static let endOfFileExpectingValue = Message.jsonEndExpectingValue()
    static let unterminatedString = Message.jsonUnterminatedString()
    static let invalidUnicodeEscape = Message.jsonInvalidUnicodeEscape()
    static let leadingZero = Message.jsonLeadingZero()
    static let tooDeep = Message.jsonTooDeep(depth: .number(ParseLimits.maximumDepth))

    // MARK: Structure

    static func expectedValue(found: Found) -> Message {
        expecting(.jsonWhatValue(), found: found, hint: valueHint(found))
    }

    static func trailingComma(closing: Character) -> Message {
        closing == "}"
            ? .jsonTrailingCommaMember(closing: .text(String(closing))) : .jsonTrailingCommaValue(closing: .text(String(closing)))
    }

    static func expectedSeparator(inObject: Bool, found: Found) -> Message {
        var hint: Message?
        if let byte = found.byte, startsValue(byte) { hint = inObject ? .jsonHintMissingCommaMembers() : .jsonHintMissingCommaElements() }
        return expecting(inObject ? .jsonWhatSeparatorInObject() : .jsonWhatSeparatorInArray(), found: found, hint: hint)
    }

    static func expectedKey(afterComma: Bool, found: Found) -> Message {
        var hint: Message?
        if let byte = found.byte, isLetter(byte) || byte == UInt8(ascii: "'") { hint = .jsonHintQuoteKeys() }
        return expecting(afterComma ? .jsonWhatKeyAfterComma() : .jsonWhatKeyOrClose(), found: found, hint: hint)
    }

    static func expectedColon(found: Found) -> Message {
        expecting(.jsonWhatColon(), found: found, hint: nil)
    }

    static func expectedEndOfFile(found: Found) -> Message {
        .jsonExpectedEndOfFile(found: .message(found.description))
    }

    static func endOfFileInLiteral(_ word: String) -> Message {
        .jsonEndInLiteral(word: .text(word))
    }

    // MARK: Strings and numbers

    static func controlCharacter(_ byte: UInt8) -> Message {
        switch byte {
        case 0x0A, 0x0D: .jsonLineBreakInString()
        case 0x09: .jsonTabInString()
        default: .jsonControlInString(code: .text(hex(UInt32(byte), digits: 4)))
        }
    }

    static func invalidEscape(_ found: Found) -> Message {
        if let byte = found.byte, byte > 0x20, byte < 0x7F {
            return .jsonInvalidEscape(character: .text(String(Character(Unicode.Scalar(byte)))))
        }
        return .jsonInvalidEscapeBefore(found: .message(found.description))
    }

    static func unpairedHighSurrogate(_ unit: UInt32) -> Message {
        .jsonUnpairedHighSurrogate(unit: .text(hex(unit, digits: 4)))
    }

    static func unpairedLowSurrogate(_ unit: UInt32) -> Message {
        .jsonUnpairedLowSurrogate(unit: .text(hex(unit, digits: 4)))
    }

    /// A digit after `what`: ``Digits``.
    enum Digits {
        case minus, decimalPoint, exponent
    }

    static func expectedDigit(after what: Digits, found: Found) -> Message {
        let expected: Message =
            switch what {
            case .minus: .jsonWhatDigitAfterMinus()
            case .decimalPoint: .jsonWhatDigitAfterPoint()
            case .exponent: .jsonWhatDigitAfterExponent()
            }
        return expecting(expected, found: found, hint: nil)
    }

    // MARK: Describing what was found

    static func describe(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, end: Int) -> Found {
        guard offset < end else { return Found(description: .jsonFoundEndOfFile(), byte: nil) }
        let byte = bytes[offset]
        switch byte {
        case _ where isLetter(byte):
            // A bare word: show all of it (`NaN`, `undefined`, `tru`), within reason.
            var wordEnd = offset
            while wordEnd < end, wordEnd - offset < 20, isLetter(bytes[wordEnd]) || isDigit(bytes[wordEnd]) {
                wordEnd += 1
            }
            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<wordEnd]), as: UTF8.self)
            return Found(description: .jsonFoundQuoted(text: .text(word)), byte: byte, word: word)
        case 0x21..<0x7F:
            return Found(description: .jsonFoundQuoted(text: .text(String(Character(Unicode.Scalar(byte))))), byte: byte)
        case 0x20: return Found(description: .jsonFoundSpace(), byte: byte)
        case 0x09: return Found(description: .jsonFoundTab(), byte: byte)
        case 0x0A, 0x0D: return Found(description: .jsonFoundLineBreak(), byte: byte)
        case ..<0x80: return Found(description: .jsonFoundControl(code: .text(hex(UInt32(byte), digits: 4))), byte: byte)
        default:
            // The input is valid UTF-8 up to `end`, and structure never stops mid-character.
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<min(offset + length, end)]), as: UTF8.self)
            let scalar = text.unicodeScalars.first.map { $0.value } ?? 0xFFFD
            let description: Message =
                scalar == 0xFEFF
                ? .jsonFoundByteOrderMark() : .jsonFoundCharacter(text: .text(text), code: .text(hex(scalar, digits: 4)))
            return Found(description: description, byte: byte)
        }
    }

    private static func expecting(_ what: Message, found: Found, hint: Message?) -> Message {
        found.byte == nil
            ? .jsonEndExpected(what: .message(what), hint: .optional(hint))
            : .jsonExpected(what: .message(what), found: .message(found.description), hint: .optional(hint))
    }

    private static func valueHint(_ found: Found) -> Message? {
        switch found.byte {
        case UInt8(ascii: "/"): return .jsonHintNoComments()
        case UInt8(ascii: "'"): return .jsonHintDoubleQuotes()
        case UInt8(ascii: "+"): return .jsonHintNoPlus()
        case UInt8(ascii: "."): return .jsonHintLeadingDigit()
        case UInt8(ascii: "N"), UInt8(ascii: "I"):
            return found.word.map { $0.contains("NaN") || $0.contains("Infinity") } == true ? .jsonHintNoNan() : nil
        default: return nil
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
