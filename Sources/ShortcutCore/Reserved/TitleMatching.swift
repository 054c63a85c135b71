/// Whether a manifest title names the same action as a reserved row's title, the way people
/// read menus: letter case, a trailing ellipsis and the app's name do not matter, so
/// "Hide Scribe" is "Hide ‹App›" and "find" is "Find…".
///
/// A placeholder in angle quotes stands for any words, or none: `‹App›` for the app's name,
/// `‹Item›` for what a command acts on ("New ‹Item›" is "New Note" and "New").
public enum TitleMatching {
    public static func matches(_ title: String, _ reservedTitle: String) -> Bool {
        let title = normalized(title)
        let pattern = normalized(reservedTitle)
        guard let open = pattern.firstIndex(of: "‹"), let close = pattern[open...].firstIndex(of: "›") else {
            return title == pattern
        }
        let prefix = pattern[..<open]
        let suffix = pattern[pattern.index(after: close)...]
        // The app's name may be left out entirely ("Hide", "Quit").
        let bare = (prefix + suffix).split(separator: " ").joined(separator: " ")
        if title == bare { return true }
        return title.count > prefix.count + suffix.count && title.hasPrefix(prefix) && title.hasSuffix(suffix)
    }

    /// Whether `title` matches any of `reservedTitles`.
    public static func matchesAny(_ title: String?, _ reservedTitles: [String]) -> Bool {
        guard let title else { return false }
        return reservedTitles.contains { matches(title, $0) }
    }

    /// Lowercased, ellipsis removed, runs of spaces collapsed.
    static func normalized(_ title: String) -> String {
        var text = title.lowercased().filter { $0 != "…" }
        while text.hasSuffix(".") { text.removeLast() }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
