import Foundation
import Testing

/// `Resources/reserved.json` must hold every row of both HIG tables in seed 000 (read from the
/// seed itself, quirks and all) and every item of the shared system-shortcut data file.
@Suite(Shared.needs("seeds", "the seeds"), Shared.needs("data/system-shortcuts.json", "the system shortcut data"))
struct ReservedSeedCoverageTests {
    static let englishSeed = "seeds/000_48cf527f1d019b5f.txt"
    static let japaneseSeed = "seeds/001_4155cac1ab27618e.txt"
    static let dataFile = "data/system-shortcuts.json"

    /// A row of either HIG table, normalised to the reserved table's four columns.
    struct HIGRow: CustomStringConvertible {
        let table: String
        let primaryKey: String?
        let shortcut: String
        let system: Bool
        let action: String
        let line: Int
        var description: String { "\(table) table line \(line): \(shortcut.isEmpty ? primaryKey ?? "" : shortcut) — \(action)" }
    }

    let entries: [ReservedTableEntry]
    let rows: [HIGRow]

    init() throws {
        entries = try ReservedTableFixture.entries()
        let seed = try String(contentsOf: Shared.file(Self.englishSeed), encoding: .utf8)
        var rows: [HIGRow] = []
        var primaryKey = ""
        for row in SeedTable.rows(under: "Reserved keyboard shortcuts", in: seed) where row.cells.count == 4 {
            // The Primary Key cell is blank on continuation rows: it carries over from above.
            if !row.cells[0].isEmpty { primaryKey = row.cells[0] }
            rows.append(
                HIGRow(
                    table: "reserved", primaryKey: primaryKey, shortcut: row.cells[1],
                    system: row.cells[2] == "●", action: row.cells[3], line: row.line))
        }
        for row in SeedTable.rows(under: "Reserved international keyboard shortcuts", in: seed) where row.cells.count == 2 {
            rows.append(
                HIGRow(
                    table: "international", primaryKey: nil, shortcut: row.cells[0],
                    system: true, action: row.cells[1], line: row.line))
        }
        self.rows = rows
    }

    func entry(for row: HIGRow) -> ReservedTableEntry? {
        entries.first {
            $0.higTable == row.table && $0.higShortcut == row.shortcut && $0.english == row.action
                && $0.higPrimaryKey == row.primaryKey
        }
    }

    @Test func seedTablesHave114And5Rows() {
        #expect(rows.filter { $0.table == "reserved" }.count == 114)
        #expect(rows.filter { $0.table == "international" }.count == 5)
    }

    @Test func everyHIGRowHasItsOwnEntry() {
        var used: Set<String> = []
        for row in rows {
            guard let entry = entry(for: row) else {
                Issue.record("reserved.json has no entry for \(row)")
                continue
            }
            #expect(used.insert(entry.id).inserted, "\(entry.id) stands for more than one row, e.g. \(row)")
        }
        #expect(entries.filter { $0.higTable != nil }.count == rows.count, "entries claim HIG rows the seed does not have")
    }

    @Test func systemFlagEqualsTheUsedByTheSystemColumn() {
        for row in rows {
            guard let entry = entry(for: row) else { continue }
            #expect(entry.system == row.system, "\(entry.id): system \(entry.system), seed says \(row.system ? "●" : "blank")")
        }
    }

    @Test func chordIsTheOneTheRowNames() {
        for row in rows {
            guard let entry = entry(for: row) else { continue }
            guard let expected = TestChordText.hig(primaryKey: row.primaryKey ?? "", shortcut: row.shortcut) else {
                Issue.record("cannot read the chord of \(row)")
                continue
            }
            #expect(entry.chord == expected.chord, "\(entry.id): \(entry.chord), row names \(expected.chord)")
            #expect(entry.match == expected.match, "\(entry.id): match \(entry.match)")
        }
    }

    @Test func everyHIGRowHasJapaneseActionQuotedFromSeed001() throws {
        let japanese = try String(contentsOf: Shared.file(Self.japaneseSeed), encoding: .utf8)
        for row in rows {
            guard let entry = entry(for: row) else { continue }
            let text = entry.japanese ?? ""
            #expect(!text.isEmpty, "\(entry.id) has no Japanese action")
            #expect(text.isEmpty || japanese.contains(text), "\(entry.id): Japanese action not found in seed 001")
        }
    }

    @Test func everyDataFileItemIsRepresentedWithItsSource() throws {
        let data = try Data(contentsOf: Shared.file(Self.dataFile))
        let items = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(items.count == 194)
        for (index, item) in items.enumerated() {
            guard let platform = item["platform"] as? String, let key = item["key"] as? String,
                let modifiers = item["modifiers"] as? [String], let source = item["source"] as? String
            else {
                Issue.record("data item \(index) lacks platform, key, modifiers or source")
                continue
            }
            let chord = TestChordText.canonical(modifiers: modifiers, key: key)
            let found = entries.contains {
                $0.chord == chord && $0.platforms.contains(platform) && $0.sources.contains(source)
            }
            #expect(found, "data item \(index) (\(platform) \(chord): \(item["action"] ?? "")) is not in reserved.json with its source")
        }
    }
}
