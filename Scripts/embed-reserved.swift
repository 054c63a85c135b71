// Writes Sources/ShortcutCore/Reserved/EmbeddedReservedTable.swift from Resources/reserved.json.
//
// Run from the package root:  swift Scripts/embed-reserved.swift          (rewrite if stale)
//                             swift Scripts/embed-reserved.swift --check  (exit 1 if stale)
//
// Why a generated file: the table must live inside the binary (a copied `shortcut-lint` has no
// resource bundle next to it), and SwiftPM only embeds resources that sit inside a target folder.
// The file holds the table as Swift values (`ReservedEntry(...)` per row), not as JSON text, so a
// process start parses no JSON: decoding the 200 kB file was a third of a small lint run. This
// script reads the JSON the way `ReservedTableDecoder` does (first of duplicate member names,
// match → exact, no platforms → macOS, category → "house", action a string or {en, ja}) and
// leaves out the fields the decoder ignores (defaultEnabled, hig, notes, since).
// ReservedDataTests fails when the generated entries and the decoded JSON drift apart.
// One array literal of initialiser calls type-checks in about 2 s; ReservedEntry.init is
// @inline(never) so that optimising the 220 calls stays cheap in release builds.
import Foundation

let jsonPath = "Resources/reserved.json"
let outputPath = "Sources/ShortcutCore/Reserved/EmbeddedReservedTable.swift"

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("embed-reserved: \(message)\n".utf8))
    exit(2)
}

// MARK: JSON, with member order and duplicate names kept

/// Foundation's JSONSerialization forgets member order and which of two equal names came first;
/// the decoder reads the first, so the script parses the file itself.
indirect enum JSON {
    case object([(name: String, value: JSON)])
    case array([JSON])
    case string(String)
    case number(String)
    case bool(Bool)
    case null

    var kindName: String {
        switch self {
        case .object: "a mapping"
        case .array: "a list"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    /// The first member named `name`, as the decoder reads it.
    func member(_ name: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.name == name }?.value
    }
}

struct JSONParser {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func error(_ message: String) -> Never {
        let before = bytes[..<min(position, bytes.count)]
        let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let column = before.count - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
        fail("\(jsonPath):\(line):\(column): \(message)")
    }

    var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
    }

    mutating func expect(_ byte: UInt8) {
        guard peek == byte else { error("expected '\(Character(Unicode.Scalar(byte)))'") }
        position += 1
    }

    mutating func document() -> JSON {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        let value = self.value()
        skipWhitespace()
        guard peek == nil else { error("unexpected text after the JSON value") }
        return value
    }

    mutating func value() -> JSON {
        skipWhitespace()
        switch peek {
        case UInt8(ascii: "{"):
            position += 1
            var members: [(name: String, value: JSON)] = []
            skipWhitespace()
            if peek == UInt8(ascii: "}") { position += 1; return .object(members) }
            while true {
                skipWhitespace()
                guard peek == UInt8(ascii: "\"") else { error("expected a member name") }
                let name = string()
                skipWhitespace()
                expect(UInt8(ascii: ":"))
                members.append((name, value()))
                skipWhitespace()
                if peek == UInt8(ascii: ",") { position += 1; continue }
                expect(UInt8(ascii: "}"))
                return .object(members)
            }
        case UInt8(ascii: "["):
            position += 1
            var elements: [JSON] = []
            skipWhitespace()
            if peek == UInt8(ascii: "]") { position += 1; return .array(elements) }
            while true {
                elements.append(value())
                skipWhitespace()
                if peek == UInt8(ascii: ",") { position += 1; continue }
                expect(UInt8(ascii: "]"))
                return .array(elements)
            }
        case UInt8(ascii: "\""):
            return .string(string())
        case UInt8(ascii: "t"): literal("true"); return .bool(true)
        case UInt8(ascii: "f"): literal("false"); return .bool(false)
        case UInt8(ascii: "n"): literal("null"); return .null
        case let byte? where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte):
            let start = position
            while let byte = peek, "+-.eE0123456789".utf8.contains(byte) { position += 1 }
            return .number(String(decoding: bytes[start..<position], as: UTF8.self))
        default:
            error("expected a value")
        }
    }

    mutating func literal(_ word: String) {
        guard bytes[position...].starts(with: word.utf8) else { error("expected '\(word)'") }
        position += word.utf8.count
    }

    mutating func hex4() -> UInt32 {
        guard position + 4 <= bytes.count,
              let value = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
        else { error("expected four hex digits after \\u") }
        position += 4
        return value
    }

    mutating func string() -> String {
        expect(UInt8(ascii: "\""))
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            guard !run.isEmpty else { return }
            guard let text = String(validating: run, as: UTF8.self) else { error("invalid UTF-8 in a string") }
            scalars.append(contentsOf: text.unicodeScalars)
            run.removeAll()
        }
        while true {
            guard let byte = peek else { error("unterminated string") }
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                guard let escape = peek else { error("unterminated string") }
                position += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = hex4()
                    if (0xD800..<0xDC00).contains(code) {
                        guard bytes[position...].starts(with: "\\u".utf8) else { error("unpaired surrogate escape") }
                        position += 2
                        let low = hex4()
                        guard (0xDC00..<0xE000).contains(low) else { error("unpaired surrogate escape") }
                        code = 0x10000 + (code - 0xD800) << 10 + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { error("unpaired surrogate escape") }
                    scalars.append(scalar)
                default:
                    error("unknown escape")
                }
            case 0x00..<0x20:
                error("unescaped control character in a string")
            default:
                run.append(byte)
            }
        }
    }
}

// MARK: Rows, read as ReservedTableDecoder reads them

/// The modifier names of `Modifier.dataName`, in HIG order, with the `ModifierSet` member each
/// becomes.
let modifierMembers: [(dataName: String, member: String)] = [
    ("control", "control"), ("option", "option"), ("shift", "shift"), ("command", "command"), ("fn", "function"),
]
/// `Platform`'s cases in declaration order; the decoder accepts any letter case.
let platformNames = ["macOS", "iOS", "iPadOS", "visionOS", "tvOS", "watchOS"]

struct Row {
    var id: String
    var key: String
    var modifiers: [String]
    var match: String
    var system: Bool
    var action: String
    var actionJapanese: String?
    var titles: [String]
    var complements: [String]
    var platforms: [String]
    var category: String
    var sources: [String]
}

func string(_ value: JSON?, _ name: String, in id: String) -> String {
    guard case .string(let text)? = value else {
        fail("\(id): '\(name)' must be a string, not \(value?.kindName ?? "missing")")
    }
    return text
}

func strings(_ value: JSON?, _ name: String, in id: String) -> [String] {
    guard let value else { return [] }
    guard case .array(let elements) = value else { fail("\(id): '\(name)' must be a list of strings") }
    return elements.map { string($0, name, in: id) }
}

func row(_ value: JSON, index: Int) -> Row {
    guard case .object = value else { fail("entries[\(index)] must be a mapping") }
    let id = string(value.member("id"), "id", in: "entries[\(index)]")

    guard let chord = value.member("chord") else { fail("\(id): reserved entry is missing 'chord'") }
    // The decoder also accepts a chord in any notation ("Shift-Command-/") for house tables; the
    // built-in table writes the canonical form, which is all this script turns into values.
    guard case .object = chord else { fail("\(id): write 'chord' as { \"modifiers\": [...], \"key\": \"...\" }") }
    let key = string(chord.member("key"), "key", in: id)
    var modifierSet = Set<String>()
    for name in strings(chord.member("modifiers"), "modifiers", in: id) {
        guard let member = modifierMembers.first(where: { $0.dataName == name })?.member else {
            fail("\(id): unknown modifier '\(name)'; use control, option, shift, command or fn")
        }
        modifierSet.insert(member)
    }
    let modifiers = modifierMembers.map(\.member).filter(modifierSet.contains)

    var match = "exact"
    if let node = value.member("match") {
        match = string(node, "match", in: id)
        guard match == "exact" || match == "withAnyExtraModifier" else {
            fail("\(id): 'match' must be 'exact' or 'withAnyExtraModifier'")
        }
    }

    guard case .bool(let system)? = value.member("system") else { fail("\(id): 'system' must be true or false") }

    guard let actionNode = value.member("action") else { fail("\(id): reserved entry is missing 'action'") }
    let action: String
    var actionJapanese: String?
    if case .object = actionNode {
        guard let english = actionNode.member("en") else { fail("\(id): reserved entry is missing 'en'") }
        action = string(english, "action.en", in: id)
        if let japanese = actionNode.member("ja") { actionJapanese = string(japanese, "action.ja", in: id) }
    } else {
        action = string(actionNode, "action", in: id)
    }

    var platformSet = Set<String>()
    for name in strings(value.member("platforms"), "platforms", in: id) {
        guard let platform = platformNames.first(where: { $0.lowercased() == name.lowercased() }) else {
            fail("\(id): unknown platform '\(name)'")
        }
        platformSet.insert(platform)
    }
    var platforms = platformNames.filter(platformSet.contains)
    if platforms.isEmpty { platforms = ["macOS"] }  // PlatformSet.defaultPlatforms

    let category = value.member("category").map { string($0, "category", in: id) } ?? "house"

    return Row(
        id: id, key: key, modifiers: modifiers, match: match, system: system, action: action,
        actionJapanese: actionJapanese,
        titles: strings(value.member("titles"), "titles", in: id),
        complements: strings(value.member("complements"), "complements", in: id),
        platforms: platforms, category: category,
        sources: strings(value.member("sources"), "sources", in: id))
}

// MARK: Swift source

/// A Swift string literal for `text`: backslash, quote and control characters escaped, as are
/// invisible characters (no-break and other special spaces, format characters) so a reader sees
/// them; other non-ASCII text stays as it is.
func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": out += "\\\\"
        case "\"": out += "\\\""
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case "\0": out += "\\0"
        default:
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            case .spaceSeparator where scalar != " ":
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default:
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}

/// `[]`, `["a", "b"]` on one line when short, else one element per line.
func list(_ items: [String], indent: String) -> String {
    let oneLine = "[" + items.joined(separator: ", ") + "]"
    if oneLine.count <= 80 { return oneLine }
    return "[\n" + items.map { "\(indent)    \($0),\n" }.joined() + "\(indent)]"
}

func source(_ row: Row) -> String {
    let indent = "            "
    let modifiers = "[" + row.modifiers.map { "." + $0 }.joined(separator: ", ") + "]"
    var lines = [
        "id: \(literal(row.id)), chord: Chord(key: Key(dataName: \(literal(row.key)))!, modifiers: \(modifiers)),"
            + (row.match == "exact" ? "" : " match: .\(row.match),") + " system: \(row.system),",
        "action: \(literal(row.action)),",
    ]
    if let japanese = row.actionJapanese { lines.append("actionJapanese: \(literal(japanese)),") }
    if !row.titles.isEmpty { lines.append("titles: \(list(row.titles.map(literal), indent: indent)),") }
    if !row.complements.isEmpty { lines.append("complements: \(list(row.complements.map(literal), indent: indent)),") }
    let platforms = "PlatformSet([" + row.platforms.map { "." + $0 }.joined(separator: ", ") + "])"
    lines.append("platforms: \(platforms), category: \(literal(row.category)),")
    if !row.sources.isEmpty { lines.append("sources: \(list(row.sources.map(literal), indent: indent)),") }
    lines[lines.count - 1].removeLast()  // the last argument's comma
    return "        ReservedEntry(\n" + lines.map { "\(indent)\($0)\n" }.joined() + "        ),\n"
}

// MARK: Main

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.allSatisfy({ $0 == "--check" }) else {
    fail("unknown argument '\(arguments.first { $0 != "--check" }!)'; usage: swift Scripts/embed-reserved.swift [--check]")
}
let checkOnly = arguments.contains("--check")

guard FileManager.default.fileExists(atPath: "Package.swift") else {
    fail("run me from the package root (no Package.swift in \(FileManager.default.currentDirectoryPath))")
}
guard let bytes = FileManager.default.contents(atPath: jsonPath) else { fail("cannot read \(jsonPath)") }
var parser = JSONParser(Array(bytes))
let document = parser.document()
let list: JSON
if case .array = document {
    list = document
} else if let entries = document.member("entries") {
    list = entries
} else {
    fail("\(jsonPath): a reserved table is a mapping with 'entries' (a list of rows)")
}
guard case .array(let elements) = list else { fail("\(jsonPath): 'entries' must be a list") }
let rows = elements.enumerated().map { row($0.element, index: $0.offset) }

let output = """
// Generated from Resources/reserved.json by Scripts/embed-reserved.swift — do not edit.
// Regenerate from the package root: swift Scripts/embed-reserved.swift
//
// The rows as ReservedTableDecoder reads them from the JSON, written as Swift values so that
// starting the tool parses no JSON. Fields the decoder ignores (defaultEnabled, hig, notes,
// since) are left out; ReservedDataTests checks these entries against the decoded file.

/// The reserved and standard shortcut table, compiled in so a copied binary needs no resource bundle.
enum EmbeddedReservedTable {
    static let entries: [ReservedEntry] = [
\(rows.map(source).joined())    ]
}

"""

let existing = FileManager.default.contents(atPath: outputPath)
if existing == Data(output.utf8) {
    print("embed-reserved: \(outputPath) is up to date")
    exit(0)
}
if checkOnly {
    FileHandle.standardError.write(Data("embed-reserved: \(outputPath) is stale; run swift Scripts/embed-reserved.swift\n".utf8))
    exit(1)
}
do {
    try Data(output.utf8).write(to: URL(fileURLWithPath: outputPath), options: .atomic)
} catch {
    fail("cannot write \(outputPath): \(error)")
}
print("embed-reserved: wrote \(outputPath) (\(rows.count) entries)")
