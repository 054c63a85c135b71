import Foundation
import Testing

@testable import ShortcutCore

/// docs/architecture.md, "Adding a manifest field": every field ``ManifestDecoder/EntryField``
/// declares is everywhere a field must be. Each test is one step of the checklist and fails when
/// a field skips it.
@Suite struct ManifestFieldChecklistTests {
    typealias Field = ManifestDecoder.EntryField

    // MARK: Step 1: the declaration

    @Test func everyFieldHasItsNameAndSummary() {
        #expect(Field.nameBytes.count == Field.allCases.count, "one name per case, in the cases' order")
        for field in Field.allCases {
            #expect(field.name == String(describing: field))
            #expect(!field.summary.isEmpty, "\(field.name) has no summary")
        }
    }

    /// The decoder keeps the fields present in an entry inline, in 16 slots.
    @Test func theFieldsFitTheDecodersSlots() {
        #expect(Field.allCases.count <= 16, "FieldValues holds 16 fields: widen its SIMD vectors first")
    }

    // MARK: Step 2: the JSON Schema

    @Test func theSchemaDescribesEveryFieldAsDeclared() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(ManifestSchema.json.utf8)) as? [String: Any])
        let defs = try #require(object["$defs"] as? [String: Any])
        let entry = try #require(defs["entry"] as? [String: Any])
        let properties = try #require(entry["properties"] as? [String: [String: Any]])
        #expect(Array(properties.keys).sorted() == Field.allCases.map(\.name).sorted())
        for field in Field.allCases {
            let property = try #require(properties[field.name])
            #expect(property["description"] as? String == field.summary, "\(field.name)")
            switch field.value {
            case .text, .located: #expect(property["type"] as? String == "string", "\(field.name) is text")
            case .flag: #expect(property["type"] as? String == "boolean", "\(field.name) is a flag")
            case .own: break
            }
        }
    }

    // MARK: Step 3: the README's field table

    /// The rows of the README's field table, `where` (top or entry) with the field names in order.
    static func readmeRows() throws -> [(field: String, place: String)] {
        let readme = try String(contentsOf: Conformance.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let header = "| field | where | meaning |"
        let table = try #require(readme.range(of: header)).upperBound
        return readme[table...].split(separator: "\n").dropFirst().prefix { $0.hasPrefix("|") }.compactMap { row in
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2, cells[0].hasPrefix("`"), cells[0].hasSuffix("`") else { return nil }
            return (String(cells[0].dropFirst().dropLast()), cells[1])
        }
    }

    /// In the declaration's order, which is the order `extract` writes them in (the README's
    /// "Extracting a manifest" refers to the table for it).
    @Test func theReadmeTableListsEveryEntryFieldInOrder() throws {
        let rows = try Self.readmeRows().filter { $0.place == "entry" }.map(\.field)
        #expect(rows == Field.allCases.map(\.name))
    }

    @Test func theReadmeTableListsEveryTopLevelField() throws {
        let rows = try Self.readmeRows().filter { $0.place == "top" }.map(\.field)
        #expect(rows.sorted() == ManifestDecoder.TopLevelField.allCases.map(\.name).sorted())
    }

    // MARK: Step 4: the unknown-field message

    @Test func theUnknownFieldMessageListsEveryField() throws {
        let text = "app: Scribe\nshortcuts:\n  - title: New Note\n    key: Command-N\n    tilte: New\n"
        let findings = LintHelpers.lint(text).findings.filter { $0.ruleID == UnknownFieldRule.id }
        let finding = try #require(findings.first)
        let known = Field.allCases.map(\.name).sorted().joined(separator: ", ")
        #expect(finding.message.hasSuffix("known fields: \(known)"), "\(finding.message)")
    }

    // MARK: Step 5: extract writes it, lint reads it back

    /// An entry with every field set, as a reader would fill it.
    static func entryWithEveryField() -> ShortcutEntry {
        var entry = ShortcutEntry(index: 0, position: 0, range: ByteRange(start: 0, end: 0))
        for field in Field.allCases {
            switch field.value {
            case .text(let property), .located(let property, _): entry[keyPath: property] = "\(field.name) value"
            case .flag(let property): entry[keyPath: property] = true
            case .own: break
            }
        }
        entry.id = "archive"
        entry.title = "Archive Note"
        entry.keyText = "Control-Command-A"
        entry.key = try? ShortcutNotation.parse("Control-Command-A").get()
        entry.menu = MenuPath("File > Archive")
        entry.when = "editor"
        entry.platforms = PlatformSet([.macOS])
        entry.allow = [Suppression(ruleID: ControlModifierRule.id, range: ByteRange(start: 0, end: 0))]
        return entry
    }

    @Test func extractWritesEveryFieldInOrderAndLintReadsItBack() throws {
        var manifest = ExtractedManifest(app: "Scribe", platforms: PlatformSet([.macOS, .iPadOS]))
        let written = Self.entryWithEveryField()
        manifest.entries = [ExtractedManifest.Entry(entry: written, file: "Menu.xib", location: SourceLocation(line: 1, column: 1))]
        let yaml = ManifestWriter.yaml(manifest)
        let names = yaml.split(separator: "\n").drop { !$0.hasPrefix("  - ") }.prefix { $0.hasPrefix("    ") || $0.hasPrefix("  - ") }
            .map { $0.dropFirst(4).prefix { $0 != ":" } }.map(String.init)
        #expect(names == Field.allCases.map(\.name), "\(yaml)")

        let document = YAMLParser.parse(SourceFile(path: "Scribe.shortcuts.yml", text: yaml)).document
        let (decoded, problems) = ManifestDecoder.decode(document)
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        let read = try #require(decoded.shortcuts.first)
        for field in Field.allCases {
            switch field.value {
            case .text(let property), .located(let property, _):
                #expect(read[keyPath: property] == written[keyPath: property], "\(field.name)")
            case .flag(let property): #expect(read[keyPath: property] == written[keyPath: property], "\(field.name)")
            case .own: break
            }
        }
        #expect(read.id == written.id)
        #expect(read.title == written.title)
        #expect(read.keyText == written.keyText)
        #expect(read.menu == written.menu)
        #expect(read.when == written.when)
        #expect(read.declaredPlatforms == written.platforms)
        #expect(read.allow.map(\.ruleID) == written.allow.map(\.ruleID))
    }

    /// A text field where a list is, and a flag that is a string, are reported with the field's
    /// name: the declared reading checks the value's type.
    @Test func aDeclaredFieldOfTheWrongTypeIsReported() {
        for field in Field.declared {
            let wrong: String
            let expected: String
            switch field.value {
            case .flag:
                (wrong, expected) = ("yes", "'\(field.name)' must be true or false, found a string")
            default:
                (wrong, expected) = ("[a, b]", "'\(field.name)' must be a string, found a list")
            }
            let text = "app: Scribe\nshortcuts:\n  - title: New Note\n    key: Command-N\n    \(field.name): \(wrong)\n"
            let document = YAMLParser.parse(SourceFile(path: "a.shortcuts.yml", text: text)).document
            #expect(ManifestDecoder.decode(document).problems.map(\.message) == [expected])
        }
    }
}
