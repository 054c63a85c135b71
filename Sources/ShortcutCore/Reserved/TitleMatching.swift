/// Whether a manifest title names the same action as a reserved row's title, the way people
/// read menus: letter case, a trailing ellipsis and the app's name do not matter, so
/// "Hide Scribe" is "Hide ‹App›" and "find" is "Find…".
///
/// A placeholder in angle quotes stands for any words, or none: `‹App›` for the app's name,
/// `‹Item›` for what a command acts on ("New ‹Item›" is "New Note" and "New").
///
/// Reserved titles are compiled into ``TitlePattern``s once, when the table loads, and each
/// manifest title is normalised once per entry; a comparison is then a few string compares.
public enum TitleMatching {
    public static func matches(_ title: String, _ reservedTitle: String) -> Bool {
        TitlePattern(reservedTitle).matches(normalizedTitle: normalized(title))
    }

    /// Whether `title` matches any of `reservedTitles`.
    public static func matchesAny(_ title: String?, _ reservedTitles: [String]) -> Bool {
        guard let title else { return false }
        let normalized = normalized(title)
        return reservedTitles.contains { TitlePattern($0).matches(normalizedTitle: normalized) }
    }

    /// Lowercased, ellipsis and trailing full stops removed, runs of spaces collapsed.
    public static func normalized(_ title: String) -> String {
        if title.utf8.allSatisfy({ $0 < 0x80 }) { return normalizedASCII(title) }
        var text = title.lowercased().filter { $0 != "…" }
        while text.hasSuffix(".") { text.removeLast() }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The common case, in one pass over the bytes.
    private static func normalizedASCII(_ title: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(title.utf8.count)
        var pendingSpace = false
        for byte in title.utf8 {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                pendingSpace = !bytes.isEmpty
                continue
            }
            if pendingSpace {
                bytes.append(0x20)
                pendingSpace = false
            }
            bytes.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
        }
        while bytes.last == UInt8(ascii: ".") { bytes.removeLast() }
        while bytes.last == 0x20 { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// A reserved title, normalised and split at its placeholder, ready to compare.
public struct TitlePattern: Hashable, Sendable {
    /// The whole title when it has no placeholder; otherwise the part before it.
    let prefix: String
    /// The part after the placeholder (empty without one).
    let suffix: String
    let hasPlaceholder: Bool
    /// The title with the placeholder left out ("hide" for "Hide ‹App›").
    let bare: String

    public init(_ title: String) {
        let pattern = TitleMatching.normalized(title)
        guard let open = pattern.firstIndex(of: "‹"), let close = pattern[open...].firstIndex(of: "›") else {
            prefix = pattern
            suffix = ""
            hasPlaceholder = false
            bare = pattern
            return
        }
        prefix = String(pattern[..<open])
        suffix = String(pattern[pattern.index(after: close)...])
        hasPlaceholder = true
        bare = (prefix + suffix).split(separator: " ").joined(separator: " ")
    }

    /// `title` must already be ``TitleMatching/normalized(_:)``.
    public func matches(normalizedTitle title: String) -> Bool {
        guard hasPlaceholder else { return title == prefix }
        if title == bare { return true }
        return title.utf8.count > prefix.utf8.count + suffix.utf8.count && title.hasPrefix(prefix)
            && title.hasSuffix(suffix)
    }
}
