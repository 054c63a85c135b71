/// The families of a table's standard commands by the names their items carry, whatever chord the
/// item sits on: "Select None" on Esc is Deselect All's, "Save As..." on Command-S is Save As's,
/// an item sending `toggleBoldface:` is Bold's. What tells which families an app's menus show
/// (``ReservedEntry/family``). Built the first time a lint run asks, once per table.
///
/// Apple's titles as the table writes them (in every language it holds; not other apps'
/// synonyms, which name the command only on its own chord: "Filter" on Shift-Command-F is no Find), compared as
/// ``Titles/sameCommand(_:_:)`` compares two titles; a title with a placeholder (`Hide ‹App›`) is
/// left to the row's own chord, and so is a title of one word: off its chord a single word is
/// too common to name the command ("Stop" in a player is no Cancel, "Center" no Align Center). A
/// title that rows of different families share ("Center": Align
/// Center and the window's Center) names none. Only the standard commands' names count: a
/// behaviour's ("Transpose", "Zoom In") shows no family.
final class FamilyTitles: @unchecked Sendable {
    private var built: (titles: [String: String], selectors: [String: String])?

    /// The family `title` or `action` names, if any.
    func family(title: String?, action: String?, in entries: [ReservedEntry]) -> String? {
        let index = CompiledTerms.locked {
            if let built { return built }
            let made = Self.build(entries)
            built = made
            return made
        }
        if let action, let family = index.selectors[action] { return family }
        guard let title, !title.isEmpty else { return nil }
        return index.titles[Titles.normalized(title)]
    }

    private static func build(_ entries: [ReservedEntry]) -> (titles: [String: String], selectors: [String: String]) {
        var titles: [String: String] = [:]
        var selectors: [String: String] = [:]
        var shared: Set<String> = []
        func add(_ key: String, _ family: String, to table: inout [String: String]) {
            guard !shared.contains(key) else { return }
            if let other = table[key], other != family {
                table[key] = nil
                shared.insert(key)
            } else {
                table[key] = family
            }
        }
        for row in entries {
            guard let family = row.family, row.tier == .standard else { continue }
            // Scalars, not `String.contains(_:)`: with Foundation imported anywhere in the module,
            // that is NSString's search, a tenth of a small run's time over every localized title.
            for title in row.titles + row.localizedTitles.map(\.title)
            where !title.unicodeScalars.contains("‹") && Titles.commandWords(title).count > 1 {
                add(Titles.normalized(title), family, to: &titles)
            }
            for selector in row.selectors { add(selector, family, to: &selectors) }
        }
        return (titles, selectors)
    }
}
