/// A value of an old-style (OpenStep) property list, the text format of Xcode's `project.pbxproj`:
/// `{ key = value; }`, `( a, b )`, quoted or bare strings, `<hex data>`, `//` and `/* */` comments.
enum PropertyListValue: Sendable {
    case string(String)
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var array: [PropertyListValue] {
        if case .array(let items) = self { return items }
        return []
    }

    subscript(_ key: String) -> PropertyListValue? {
        if case .dictionary(let members) = self { return members[key] }
        return nil
    }

    /// Reads a whole property list; nil when the text is not one (an XML or binary plist, a
    /// truncated file), or nests deeper than ``maximumDepth``.
    static func parse(_ bytes: [UInt8]) -> PropertyListValue? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = PropertyListReader(bytes: buffer)
            guard let value = reader.value(depth: 0) else { return nil }
            reader.skipBlanks()
            return reader.index == buffer.count ? value : nil
        }
    }

    static let maximumDepth = 64
}

/// The reading state of ``PropertyListValue/parse(_:)``: one pass over the bytes, no recursion
/// beyond ``PropertyListValue/maximumDepth``.
private struct PropertyListReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    mutating func value(depth: Int) -> PropertyListValue? {
        guard depth < PropertyListValue.maximumDepth else { return nil }
        skipBlanks()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [String: PropertyListValue] = [:]
            while true {
                skipBlanks()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .dictionary(members)
                }
                guard case .string(let key)? = scalar(), expect(UInt8(ascii: "=")), let member = value(depth: depth + 1),
                    expect(UInt8(ascii: ";"))
                else { return nil }
                members[key] = member
            }
        case UInt8(ascii: "("):
            index += 1
            var items: [PropertyListValue] = []
            while true {
                skipBlanks()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: ")") {
                    index += 1
                    return .array(items)
                }
                guard let item = value(depth: depth + 1) else { return nil }
                items.append(item)
                skipBlanks()
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
            }
        default:
            return scalar()
        }
    }

    /// A quoted string, a bare word or `<data>` (kept as its text).
    mutating func scalar() -> PropertyListValue? {
        skipBlanks()
        guard index < bytes.count else { return nil }
        let first = bytes[index]
        if first == UInt8(ascii: "\"") { return quoted() }
        if first == UInt8(ascii: "<") {
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
            guard index < bytes.count else { return nil }
            index += 1
            return .string(String(decoding: bytes[start..<index], as: UTF8.self))
        }
        let start = index
        while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
        guard index > start else { return nil }
        return .string(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private mutating func quoted() -> PropertyListValue? {
        index += 1
        var text: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") { return .string(String(decoding: text, as: UTF8.self)) }
            guard byte == UInt8(ascii: "\\"), index < bytes.count else {
                text.append(byte)
                continue
            }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "U"):
                var value: UInt32 = 0
                var digits = 0
                while digits < 4, index < bytes.count, let digit = Self.hexValue(bytes[index]) {
                    value = value * 16 + digit
                    index += 1
                    digits += 1
                }
                text += Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8)
            default: text.append(escaped)
            }
        }
        return nil
    }

    private mutating func expect(_ byte: UInt8) -> Bool {
        skipBlanks()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// White space and comments.
    mutating func skipBlanks() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index = min(index + 2, bytes.count)
            } else {
                return
            }
        }
    }

    private static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
            UInt8(ascii: "-"):
            true
        default: false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
