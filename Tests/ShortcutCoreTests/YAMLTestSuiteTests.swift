import Foundation
import Testing
@testable import ShortcutCore

/// yaml-test-suite (../shared/conformance/yaml-test-suite): every invalid case is rejected, and
/// every case with an expected JSON value either yields exactly that value or is refused as
/// unsupported (outside the subset in docs/yaml.md), never misread.
///
/// `swift test --filter YAMLTestSuite` prints the one-line summary; with
/// `YAML_SUITE_LIST_REFUSED=1` it also prints the refused cases and their reasons as the rows of
/// the table docs/yaml.md keeps.
@Suite struct YAMLTestSuiteTests {
    @Test(.enabled(if: Conformance.isAvailable("yaml-test-suite"), Conformance.missingMessage("yaml-test-suite")),
          .timeLimit(.minutes(2)))
    func everyCaseIsMatchedRefusedOrRejected() throws {
        let root = Conformance.suite("yaml-test-suite")
        var matched = 0
        var refused: [String] = []
        var wrong: [String] = []
        var errorCases = 0
        var unrejected: [String] = []
        for (id, folder) in try Self.cases(in: root) {
            let yaml = try Data(contentsOf: folder.appendingPathComponent("in.yaml"))
            let result = YAMLParser.parseStream(SourceFile(path: "\(id)/in.yaml", bytes: Array(yaml)))
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("error").path) {
                errorCases += 1
                if result.error == nil { unrejected.append(id) }
                continue
            }
            let jsonURL = folder.appendingPathComponent("in.json")
            guard FileManager.default.fileExists(atPath: jsonURL.path) else { continue }
            let expected = try YAMLExpected.parseJSONValues(Array(try Data(contentsOf: jsonURL)))
            if let error = result.error {
                if error.kind == .unsupported {
                    // A markdown table row for docs/yaml.md (a tag message's list of known tags left out).
                    let reason = error.message.components(separatedBy: ": only the core schema").first ?? error.message
                    refused.append("| \(id) | \(reason) |")
                } else {
                    wrong.append("\(id): rejected: \(error.message) at \(error.offset)")
                }
                continue
            }
            let actual = result.documents.map { YAMLExpected($0, $0.root) }
            if actual == expected {
                matched += 1
            } else {
                wrong.append("\(id): got \(actual), expected \(expected)")
            }
        }
        print("yaml-test-suite: \(matched) match, \(refused.count) refused as unsupported, \(wrong.count) wrong; "
              + "\(errorCases - unrejected.count)/\(errorCases) errors rejected")
        if ProcessInfo.processInfo.environment["YAML_SUITE_LIST_REFUSED"] != nil {
            for row in refused { print(row) }
        }
        for line in wrong { Issue.record("wrong answer: \(line)") }
        for id in unrejected { Issue.record("invalid YAML accepted: \(id)") }
    }

    /// Case folders (`229Q`) and numbered sub-cases (`2G84/00`), in order.
    private static func cases(in root: URL) throws -> [(String, URL)] {
        let manager = FileManager.default
        var found: [(String, URL)] = []
        for name in try manager.contentsOfDirectory(atPath: root.path).sorted() {
            let folder = root.appendingPathComponent(name)
            if manager.fileExists(atPath: folder.appendingPathComponent("in.yaml").path) {
                found.append((name, folder))
                continue
            }
            guard let subfolders = try? manager.contentsOfDirectory(atPath: folder.path) else { continue }
            for sub in subfolders.sorted() {
                let subfolder = folder.appendingPathComponent(sub)
                if manager.fileExists(atPath: subfolder.appendingPathComponent("in.yaml").path) {
                    found.append(("\(name)/\(sub)", subfolder))
                }
            }
        }
        return found
    }
}

/// A JSON value, to compare a parsed document with a case's in.json (objects compare by key
/// text, numbers by value). Kept private here until the test helpers are unified.
private enum YAMLExpected: Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([YAMLExpected])
    case object([String: YAMLExpected])

    init(_ document: Document, _ node: NodeID) {
        switch document.kind(node) {
        case .null: self = .null
        case .bool: self = .bool(document.bool(node) ?? false)
        case .number: self = .number(document.number(node) ?? .nan)
        case .string: self = .string(document.text(node))
        case .array: self = .array(document.elements(node).map { YAMLExpected(document, $0) })
        case .object:
            var members: [String: YAMLExpected] = [:]
            for (key, value) in document.members(node) { members[document.text(key)] = YAMLExpected(document, value) }
            self = .object(members)
        }
    }

    var description: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return "\(value)"
        case .number(let value): return "\(value)"
        case .string(let value): return "\(value.debugDescription)"
        case .array(let values): return "[\(values.map(\.description).joined(separator: ", "))]"
        case .object(let members):
            return "{\(members.sorted { $0.key < $1.key }.map { "\($0.key.debugDescription): \($0.value)" }.joined(separator: ", "))}"
        }
    }

    /// Every JSON value in `bytes`, one after another (a multi-document stream's in.json).
    static func parseJSONValues(_ bytes: [UInt8]) throws -> [YAMLExpected] {
        var reader = Reader(bytes: bytes)
        var values: [YAMLExpected] = []
        reader.skipSpace()
        while reader.index < bytes.count {
            values.append(try reader.value())
            reader.skipSpace()
        }
        return values
    }

    struct BadJSON: Error {}

    /// A small JSON reader, enough for the suite's expected values.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func value() throws -> YAMLExpected {
            skipSpace()
            guard index < bytes.count else { throw BadJSON() }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members: [String: YAMLExpected] = [:]
                skipSpace()
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
                while true {
                    skipSpace()
                    let key = try string()
                    skipSpace()
                    guard bytes[index] == UInt8(ascii: ":") else { throw BadJSON() }
                    index += 1
                    members[key] = try value()
                    skipSpace()
                    if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    guard bytes[index] == UInt8(ascii: "}") else { throw BadJSON() }
                    index += 1
                    return .object(members)
                }
            case UInt8(ascii: "["):
                index += 1
                var elements: [YAMLExpected] = []
                skipSpace()
                if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
                while true {
                    elements.append(try value())
                    skipSpace()
                    if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    guard bytes[index] == UInt8(ascii: "]") else { throw BadJSON() }
                    index += 1
                    return .array(elements)
                }
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "t"): index += 4; return .bool(true)
            case UInt8(ascii: "f"): index += 5; return .bool(false)
            case UInt8(ascii: "n"): index += 4; return .null
            default:
                let start = index
                while index < bytes.count, !([0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(bytes[index])) {
                    index += 1
                }
                guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { throw BadJSON() }
                return .number(number)
            }
        }

        mutating func string() throws -> String {
            guard bytes[index] == UInt8(ascii: "\"") else { throw BadJSON() }
            index += 1
            var scalars = String.UnicodeScalarView()
            var pendingHigh: UInt32?
            var raw: [UInt8] = []
            func flush() { scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars); raw.removeAll() }
            while true {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\"") { break }
                guard byte == UInt8(ascii: "\\") else { raw.append(byte); continue }
                flush()
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "u"):
                    let hex = String(decoding: bytes[index..<index + 4], as: UTF8.self)
                    index += 4
                    guard let code = UInt32(hex, radix: 16) else { throw BadJSON() }
                    if (0xD800..<0xDC00).contains(code) {
                        pendingHigh = code
                    } else if (0xDC00..<0xE000).contains(code), let high = pendingHigh {
                        scalars.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00))!)
                        pendingHigh = nil
                    } else if let scalar = Unicode.Scalar(code) {
                        scalars.append(scalar)
                    }
                default: scalars.append(Unicode.Scalar(escape))
                }
            }
            flush()
            return String(scalars)
        }
    }
}
