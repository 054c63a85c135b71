/// How the YAML 1.2 core schema reads scalars: which plain texts are null, booleans or numbers,
/// and whether a scalar's text fits an explicit tag.
///
/// Only the core schema's spellings count, so `yes`, `no`, `on` and `NO` stay strings (YAML 1.1's
/// "Norway problem" cannot happen), and a number is recognised exactly where `Document.number`
/// can read it.
enum YAMLCoreSchema {
    typealias Text = UnsafeBufferPointer<UInt8>

    /// The kind of a plain, untagged scalar (and, for a boolean, its value).
    static func resolvePlain(_ text: Text) -> (kind: NodeKind, isTrue: Bool) {
        guard let first = text.first else { return (.null, false) }
        switch first {
        case 0x6E, 0x4E, 0x7E:  // n N ~
            return (isNull(text) ? .null : .string, false)
        case 0x74, 0x54, 0x66, 0x46:  // t T f F
            if let value = boolValue(text) { return (.bool, value) }
            return (.string, false)
        case 0x30...0x39, YAMLByte.dash, YAMLByte.plus, YAMLByte.dot:
            return (isInteger(text) || isFloat(text) ? .number : .string, false)
        default:
            return (.string, false)
        }
    }

    /// The kind a tagged scalar has, or nil when its text does not fit the tag (`!!int abc`).
    static func resolve(_ tag: YAMLTag, _ text: Text) -> (kind: NodeKind, isTrue: Bool)? {
        switch tag {
        case .string, .nonSpecific: return (.string, false)
        case .integer: return isInteger(text) ? (.number, false) : nil
        case .float: return isInteger(text) || isFloat(text) ? (.number, false) : nil
        case .boolean: return boolValue(text).map { (.bool, $0) }
        case .null: return isNull(text) ? (.null, false) : nil
        case .mapping, .sequence: return nil
        }
    }

    /// `~`, `null`, `Null`, `NULL` or nothing.
    static func isNull(_ text: Text) -> Bool {
        switch text.count {
        case 0: return true
        case 1: return text[0] == 0x7E
        case 4: return equals(text, "null") || equals(text, "Null") || equals(text, "NULL")
        default: return false
        }
    }

    static func boolValue(_ text: Text) -> Bool? {
        switch text.count {
        case 4 where equals(text, "true") || equals(text, "True") || equals(text, "TRUE"): return true
        case 5 where equals(text, "false") || equals(text, "False") || equals(text, "FALSE"): return false
        default: return nil
        }
    }

    /// `[-+]?[0-9]+`, `0o[0-7]+` or `0x[0-9a-fA-F]+`.
    static func isInteger(_ text: Text) -> Bool {
        let count = text.count
        if count > 2 && text[0] == 0x30 && (text[1] == 0x6F || text[1] == 0x78) {
            let hex = text[1] == 0x78
            for index in 2..<count {
                let byte = text[index]
                let valid = hex ? YAMLStreamParser.hexValue(byte) != nil : (byte >= 0x30 && byte <= 0x37)
                if !valid { return false }
            }
            return true
        }
        var index = 0
        if count > 0 && (text[0] == YAMLByte.dash || text[0] == YAMLByte.plus) { index = 1 }
        guard index < count else { return false }
        while index < count {
            guard isDigit(text[index]) else { return false }
            index += 1
        }
        return true
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, `[-+]?.inf` (any of three
    /// spellings) or `.nan` (likewise).
    static func isFloat(_ text: Text) -> Bool {
        let count = text.count
        var index = 0
        if count > 0 && (text[0] == YAMLByte.dash || text[0] == YAMLByte.plus) { index = 1 }
        let body = Text(rebasing: text[index...])
        if body.count == 4 && (equals(body, ".inf") || equals(body, ".Inf") || equals(body, ".INF")) {
            return true
        }
        if index == 0 && count == 4 && (equals(text, ".nan") || equals(text, ".NaN") || equals(text, ".NAN")) {
            return true
        }
        var integerDigits = 0
        while index < count && isDigit(text[index]) { index += 1; integerDigits += 1 }
        var fractionDigits = 0
        if index < count && text[index] == YAMLByte.dot {
            index += 1
            while index < count && isDigit(text[index]) { index += 1; fractionDigits += 1 }
            // `.5` needs a digit after the dot; `1.` is a float.
            if integerDigits == 0 && fractionDigits == 0 { return false }
        } else if integerDigits == 0 {
            return false
        }
        if index < count && (text[index] == 0x65 || text[index] == 0x45) {
            index += 1
            if index < count && (text[index] == YAMLByte.dash || text[index] == YAMLByte.plus) { index += 1 }
            var exponentDigits = 0
            while index < count && isDigit(text[index]) { index += 1; exponentDigits += 1 }
            if exponentDigits == 0 { return false }
        }
        return index == count
    }

    @inline(__always) private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func equals(_ text: Text, _ literal: StaticString) -> Bool {
        guard text.count == literal.utf8CodeUnitCount else { return false }
        let pointer = literal.utf8Start
        for index in 0..<text.count where text[index] != pointer[index] { return false }
        return true
    }
}
