/// Whether an entry is the app's own use of a reserved row: the row's action declared on the
/// row's chord (Copy on Command-C, Bigger on Shift-Command-=). Such an entry is the app
/// implementing a standard, not a custom shortcut, and the table's rules leave it alone.
///
/// The recognition itself (titles, the app's name, the menu path) belongs to the reserved table;
/// this is the one place the lint context asks it.
enum StandardUse {
    /// The first of `rows` (all on the entry's chord and platforms) whose action the entry
    /// declares, if any.
    static func row(of entry: ShortcutEntry, among rows: [ReservedEntry], app: String?) -> ReservedEntry? {
        guard let title = entry.title else { return nil }
        let normalized = TitleMatching.normalized(title)
        return rows.first { $0.matchesTitle(normalized: normalized) }
    }
}
