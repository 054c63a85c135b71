import Testing

@testable import ShortcutCore

/// Every row of the HIG tables, declared the way the table writes it: for a custom action it is
/// reported as its tier says (system-reserved where the system takes the chord, always or under
/// a condition; repurposed-standard for standard shortcuts and text-system or control
/// behaviours, conditional rows that are also a behaviour (⌘←) included; nothing for one app's
/// shortcut or a row of an earlier release); under Apple's own title it is not reported at all.
@Suite struct HIGTableRulesTests {
    static let rows: [ReservedTableEntry] = (try? ReservedTableFixture.entries().filter { $0.higTable != nil }) ?? []

    /// The row's shortcut as the table writes it; a bare key (F8–F12) has only its primary key,
    /// and the pattern row gets a concrete instance.
    static func writtenKey(_ row: ReservedTableEntry) -> String {
        if row.match == "withAnyExtraModifier" { return "Shift-Option-Command-Space" }
        let shortcut = row.higShortcut ?? ""
        return shortcut.isEmpty ? row.higPrimaryKey ?? "" : shortcut
    }

    @Test func tablesHaveAllRows() {
        #expect(Self.rows.count == 119)
    }

    @Test(arguments: rows)
    func tableTextParsesToTheRowsChord(_ row: ReservedTableEntry) throws {
        guard row.match == "exact" else { return }
        let parsed = try ShortcutNotation.parse(Self.writtenKey(row)).get()
        let chord = parsed.shortcut.first
        #expect(chord.key.dataName == row.key, "\(row.id)")
        #expect(chord.modifiers.ordered.map(\.dataName) == row.modifiers, "\(row.id)")
    }

    /// The rule that reports a custom action on `row`'s chord on macOS: the most serious tier of
    /// the rows on that chord that apply today (the rows for the chord itself, when there are
    /// any, rather than a pattern such as [Modifier key]-Command-Space).
    static func owner(of row: ReservedTableEntry) throws -> String? {
        let chord = try ShortcutNotation.parse(writtenKey(row)).get().shortcut.first
        let rows = ReservedTable.builtIn.matches(chord, on: .defaultPlatforms)
        let exact = rows.filter { $0.match == .exact }
        let considered = exact.isEmpty ? rows : exact
        let tiers = considered.map(\.tier)
        if tiers.contains(.intercepted) || considered.contains(where: { $0.tier == .conditional && $0.behavior == nil }) {
            return "system-reserved"
        }
        if tiers.contains(.standard) || tiers.contains(.behavior) || tiers.contains(.conditional) { return "repurposed-standard" }
        return nil
    }

    @Test(arguments: rows)
    func customActionOnARowIsReportedAsItsTierSays(_ row: ReservedTableEntry) throws {
        let ids = LintHelpers.ruleIDs(
            LintHelpers.singleEntryJSON(title: "Frobnicate Widgets", key: Self.writtenKey(row)), path: "t.json")
        let table = Set(ids).intersection(["system-reserved", "repurposed-standard"])
        #expect(table == Set([try Self.owner(of: row)].compactMap { $0 }), "\(row.id) (\(row.tier ?? "?")): \(ids)")
    }

    /// The HIG's ● rows the system really takes stay errors.
    @Test(arguments: rows.filter { $0.system && $0.tier == "intercepted" })
    func anInterceptedRowIsAnError(_ row: ReservedTableEntry) throws {
        let result = LintHelpers.lint(LintHelpers.singleEntryJSON(title: "Frobnicate Widgets", key: Self.writtenKey(row)), path: "t.json")
        #expect(result.findings.contains { $0.ruleID == "system-reserved" && $0.severity == .error }, "\(row.id)")
    }

    @Test(arguments: rows.filter { !$0.titles.isEmpty })
    func appleTitleOnARowIsNotReported(_ row: ReservedTableEntry) {
        let title = row.titles[0].replacingOccurrences(of: "‹App›", with: "Test")
            .replacingOccurrences(of: "‹Item›", with: "Note")
        let ids = LintHelpers.ruleIDs(LintHelpers.singleEntryJSON(title: title, key: Self.writtenKey(row)), path: "t.json")
        #expect(!ids.contains("system-reserved") && !ids.contains("repurposed-standard"), "\(row.id) as \(title): \(ids)")
    }

    @Test(arguments: rows.filter { !$0.system })
    func everyStandardRowHasATitle(_ row: ReservedTableEntry) {
        #expect(!row.titles.isEmpty, "\(row.id)")
    }

    @Test func modifiersWrittenInReverseOrderAreReportedOnEveryMultiModifierRow() throws {
        for row in Self.rows where row.match == "exact" && row.modifiers.count > 1 {
            let text = Self.writtenKey(row)
            let written = try ShortcutNotation.parse(text).get().written[0]
            // Rows like Command-Left bracket write one modifier; Shift is in the character.
            guard written.modifiers.count > 1 else { continue }
            let key = String(decoding: Array(text.utf8)[written.keyRange], as: UTF8.self)
            let reversed = (written.modifiers.reversed().map(\.name) + [key]).joined(separator: "-")
            let ids = LintHelpers.ruleIDs(LintHelpers.singleEntryJSON(title: "X", key: reversed), path: "t.json")
            // With Shift on a two-character key, two-character-key's fix also settles the order.
            let owner =
                Key(dataName: row.key)?.writesUpperWithShift == true && row.modifiers.contains("shift")
                ? "two-character-key" : "modifier-order"
            #expect(ids.contains(owner), "\(row.id) as \(reversed): \(ids)")
        }
    }
}
