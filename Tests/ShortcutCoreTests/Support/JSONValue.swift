import Foundation

@testable import ShortcutCore

/// A plain JSON value, to compare what our parsers read against what a reference reader (or a
/// conformance suite's expected JSON) says, without positions and without Foundation types.
///
/// Equality is JSON's: numbers compare as `Double` (NaN equals NaN, so a YAML `.nan` can match;
/// the last few bits are forgiven, because Foundation on Linux does not always round decimal
/// literals correctly, e.g. `-1e-78` becomes `-1.0000000000000005e-78`), and objects compare as unordered maps where the last of duplicate keys wins, which is how
/// `JSONSerialization` reads them.
enum JSONValue: Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in source order, duplicates kept.
    case object([(key: String, value: JSONValue)])

    /// The value of `node` in a parsed document, recursively.
    static func from(_ document: Document, _ node: NodeID) -> JSONValue {
        switch document.kind(node) {
        case .null: return .null
        case .bool: return .bool(document.bool(node) ?? false)
        case .number: return .number(document.number(node) ?? .nan)
        case .string: return .string(document.text(node))
        case .array: return .array(document.elements(node).map { from(document, $0) })
        case .object:
            return .object(document.members(node).map { (key: document.text($0.key), value: from(document, $0.value)) })
        }
    }

    /// Every JSON value in `bytes`, read by Foundation's `JSONSerialization`. Several values may
    /// follow one another (yaml-test-suite's `in.json` holds one per document of a stream);
    /// none at all gives an empty list. Throws when Foundation refuses one of them.
    static func parseJSONText(_ bytes: [UInt8]) throws -> [JSONValue] {
        try topLevelSlices(bytes).map { slice in
            try from(foundation: JSONSerialization.jsonObject(with: Data(slice), options: .fragmentsAllowed))
        }
    }

    /// Converts what `JSONSerialization` returns.
    static func from(foundation value: Any) -> JSONValue {
        switch value {
        case is NSNull:
            return .null
        case let number as NSNumber:
            // Foundation hands back booleans as NSNumber too; only their class tells them apart
            // (`__NSCFBoolean` on both Darwin and Linux).
            if type(of: number) == type(of: NSNumber(value: true)) { return .bool(number.boolValue) }
            return .number(number.doubleValue)
        case let string as String:
            return .string(string)
        case let array as [Any]:
            return .array(array.map { from(foundation: $0) })
        case let dictionary as [String: Any]:
            return .object(dictionary.map { (key: $0.key, value: from(foundation: $0.value)) })
        default:
            preconditionFailure("JSONSerialization returned \(type(of: value))")
        }
    }

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return sameNumber(a, b)
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            let left = Dictionary(a.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
            let right = Dictionary(b.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
            return left == right
        default: return false
        }
    }

    private static func sameNumber(_ a: Double, _ b: Double) -> Bool {
        if a == b || (a.isNaN && b.isNaN) { return true }
        guard a.isFinite, b.isFinite else { return false }
        return abs(a - b) <= max(abs(a), abs(b)) * 1e-14
    }

    var description: String {
        switch self {
        case .null: return "null"
        case let .bool(value): return String(value)
        case let .number(value): return String(value)
        case let .string(value): return String(reflecting: value)
        case let .array(values): return "[" + values.map(\.description).joined(separator: ", ") + "]"
        case let .object(members):
            return "{" + members.map { "\(String(reflecting: $0.key)): \($0.value)" }.joined(separator: ", ") + "}"
        }
    }

    /// Splits concatenated JSON values (separated by whitespace) into one slice each, by
    /// bracket depth and string quoting; each slice is then Foundation's to judge.
    private static func topLevelSlices(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var slices: [ArraySlice<UInt8>] = []
        var index = 0
        while true {
            while index < bytes.count, isWhitespace(bytes[index]) { index += 1 }
            guard index < bytes.count else { return slices }
            let start = index
            index = endOfValue(bytes, from: start)
            slices.append(bytes[start..<index])
        }
    }

    /// The offset just past the value that starts at `start`.
    private static func endOfValue(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        var depth = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    if depth == 0 { return index }
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return index }
            case _ where depth == 0 && isWhitespace(byte):
                return index - 1  // The end of a bare number, true, false or null.
            default: break
            }
        }
        return min(index, bytes.count)
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The value as JSON text (object members in their order), written with our `JSONWriter`.
    var jsonText: String {
        var writer = JSONWriter()
        write(to: &writer)
        return writer.string
    }

    private func write(to writer: inout JSONWriter) {
        switch self {
        case .null: writer.null()
        case .bool(let flag): writer.value(flag)
        case .number(let number):
            if number == number.rounded(), abs(number) < 1e15 { writer.value(Int(number)) } else { writer.value(String(number)) }
        case .string(let text): writer.value(text)
        case .array(let values): writer.array { writer in for value in values { value.write(to: &writer) } }
        case .object(let members):
            writer.object { writer in
                for (key, value) in members {
                    writer.key(key)
                    value.write(to: &writer)
                }
            }
        }
    }
}
