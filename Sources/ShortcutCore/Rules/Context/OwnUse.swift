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
    static func row(of entry: ShortcutEntry, among rows: [ReservedEntry], app: String?) -> ReservedEntry? {
        guard let title = entry.title, !title.isEmpty else { return nil }
        let query = StandardUseQuery(entry: entry, app: app)
        return rows.first { $0.recognizesUse(query) }
    }
}
