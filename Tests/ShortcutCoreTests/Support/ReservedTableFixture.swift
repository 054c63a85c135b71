import Foundation

@testable import ShortcutCore

/// One entry of `Resources/reserved.json`, read with `JSONSerialization`.
///
/// The tests read the table through Foundation rather than the project's own JSON parser so
/// that a parser bug cannot hide a data bug (and the parser is developed on another branch).
struct ReservedTableEntry: Sendable, CustomStringConvertible {
    let id: String
    let modifiers: [String]
    let key: String
    let match: String
    let system: Bool
    let english: String
    let japanese: String?
    let titles: [String]
    let complements: [String]
    let platforms: [String]
    let category: String
    let higTable: String?
    let higPrimaryKey: String?
    let higShortcut: String?
    let sources: [String]
    let tier: String?
    let tierSource: String?
    let condition: String?
    let behavior: String?
    /// `versions` as written: platform → ["since": …, "through": …].
    let versions: [String: [String: String]]
    /// `localizedTitles` as written: each item's members.
    let localizedTitles: [[String: String]]
    let synonyms: [String]
    /// Every key the JSON object has, so tests can reject fields the schema does not name.
    let fieldNames: Set<String>

    var description: String { id }
    var chord: TestChord { TestChord(modifiers: modifiers, key: key) }
}

/// A chord as the table spells it: canonical modifier names in HIG order, base key.
struct TestChord: Hashable, Sendable, CustomStringConvertible {
    let modifiers: [String]
    let key: String
    var description: String { (modifiers + [key]).joined(separator: "-") }
}

struct ReservedTableFormatError: Error, CustomStringConvertible {
    let description: String
}

enum ReservedTableFixture {
    static let jsonFile = Conformance.packageRoot.appendingPathComponent("Resources/reserved.json")

    /// `Resources/reserved.json` read from disk; ReservedDataTests keeps the compiled-in table
    /// equal to it.
    static func document() throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: jsonFile))
        guard let document = object as? [String: Any] else {
            throw ReservedTableFormatError(description: "reserved.json: top level is not an object")
        }
        return document
    }

    static func entries() throws -> [ReservedTableEntry] {
        guard let list = try document()["entries"] as? [[String: Any]] else {
            throw ReservedTableFormatError(description: "reserved.json: `entries` is not an array of objects")
        }
        return try list.enumerated().map { try entry($0.element, index: $0.offset) }
    }

    private static func entry(_ object: [String: Any], index: Int) throws -> ReservedTableEntry {
        let name = object["id"] as? String ?? "entries[\(index)]"
        func field<T>(_ key: String, in object: [String: Any] = object, as type: T.Type = T.self) throws -> T {
            guard let value = object[key] as? T else {
                throw ReservedTableFormatError(description: "\(name): `\(key)` is missing or not \(T.self)")
            }
            return value
        }
        let chord: [String: Any] = try field("chord")
        let action: [String: Any] = try field("action")
        let hig = object["hig"] as? [String: Any]
        return ReservedTableEntry(
            id: try field("id"),
            modifiers: try field("modifiers", in: chord),
            key: try field("key", in: chord),
            match: try field("match"),
            system: try field("system"),
            english: try field("en", in: action),
            japanese: action["ja"] as? String,
            titles: try field("titles"),
            complements: object["complements"] as? [String] ?? [],
            platforms: try field("platforms"),
            category: try field("category"),
            higTable: hig?["table"] as? String,
            higPrimaryKey: hig?["primaryKey"] as? String,
            higShortcut: hig?["shortcut"] as? String,
            sources: try field("sources"),
            tier: object["tier"] as? String,
            tierSource: object["tierSource"] as? String,
            condition: object["condition"] as? String,
            behavior: object["behavior"] as? String,
            versions: object["versions"] as? [String: [String: String]] ?? [:],
            localizedTitles: object["localizedTitles"] as? [[String: String]] ?? [],
            synonyms: object["synonyms"] as? [String] ?? [],
            fieldNames: Set(object.keys)
        )
    }
}
