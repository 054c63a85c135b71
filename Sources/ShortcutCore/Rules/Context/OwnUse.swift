/// Whether an entry is the app's own use of a reserved row: the row's action declared on the
/// row's chord (Copy on Command-C, Bigger on Shift-Command-=, Edit › Select › "All" on
/// Command-A). Such an entry is the app implementing a standard, not a custom shortcut, and the
/// table's rules leave it alone.
///
/// The recognition itself (titles, synonyms, verbs and objects, the app's name, the menu path,
/// command-style ids, Japanese titles) belongs to the reserved table
/// (``ReservedEntry/recognizesUse(_:)``); this is the one place the lint context asks it.
enum OwnUse {
    /// The first of `rows` (all on the entry's chord and platforms) whose action the entry
    /// declares, if any.
    ///
    /// Code can say which it is whatever the title (``ShortcutEntry/declaredStandard``: SwiftUI's
    /// `.cancelAction`), and so does the action an item sends (``ShortcutEntry/action``). An entry read from code or a menu whose title the reader could not see
    /// (computed at run time, or a key command without one) is taken as the standard action of a
    /// standard row on its chord: the reader noted the title as not checked, and calling it custom
    /// would be a guess (CodeEdit's "\(…) Navigator" on Control-Command-S, AppKit's sidebar chord).
    /// In a manifest an untitled entry is invalid-manifest's, and nothing is assumed.
    static func row(of entry: ShortcutEntry, among rows: [ReservedEntry], in manifest: Manifest) -> ReservedEntry? {
        if let declared = entry.declaredStandard, let row = rows.first(where: { $0.id == declared }) { return row }
        // The action it sends says which it is, titled or not (`terminate:` on Command-W is no Close).
        if entry.action != nil, entry.title?.isEmpty ?? true {
            let query = StandardUseQuery(entry: entry, app: manifest.app, language: manifest.variantLanguage?.code)
            return rows.first { $0.recognizesUse(query) }
        }
        guard let title = entry.title, !title.isEmpty else {
            return manifest.origin == .manifest ? nil : rows.first { $0.tier == .standard }
        }
        let query = StandardUseQuery(entry: entry, app: manifest.app, language: manifest.variantLanguage?.code)
        return rows.first { $0.recognizesUse(query) } ?? saveAsAlone(entry, rows, manifest)
    }

    /// Save under a Save As title: "Save As…" or "Save ‹Item› As…" on Command-S in an app with no
    /// other Save item is the app's Save (Cog's Save As... for its playlist, Transmission's Save
    /// Torrent File As…). Saving what was never saved opens the save panel (NSDocument
    /// `saveDocument:`), so the two are one command until the app has both.
    private static func saveAsAlone(_ entry: ShortcutEntry, _ rows: [ReservedEntry], _ manifest: Manifest) -> ReservedEntry? {
        guard let save = rows.first(where: { $0.id == "save" }), let title = entry.title, Titles.isSaveAs(title) else { return nil }
        let saves = manifest.shortcuts.contains { other in
            other.index != entry.index && other.title.map { other in save.titles.contains { Titles.sameCommand($0, other) } } == true
        }
        return saves ? nil : save
    }
}
