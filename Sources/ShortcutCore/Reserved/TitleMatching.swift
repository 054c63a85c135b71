/// Whether a manifest title names the same action as a reserved row's title, the way people
/// read menus: letter case, a trailing ellipsis and the app's name do not matter, so
/// "Hide Scribe" is "Hide ‹App›" and "find" is "Find…".
///
/// A placeholder in angle quotes stands for any words, or none: `‹App›` for the app's name,
/// `‹Item›` for what a command acts on ("New ‹Item›" is "New Note" and "New").
///
/// Reserved titles are compiled into ``TitlePattern``s the first time a row is asked, and each
/// manifest title is normalised once per entry; a comparison is then a few string compares.
///
/// The rules' first title match, kept until they use ``ReservedEntry/recognizesUse(_:)``, which
/// knows the app's name, synonyms, menu paths, command ids and Japanese titles.
enum TitleMatching {
    /// Lowercased, ellipsis and trailing full stops removed, runs of spaces collapsed.
    static func normalized(_ title: String) -> String {
        if let fast = normalizedOnBytes(title) { return fast }
        var text = title.lowercased().filter { $0 != "…" }
        while text.hasSuffix(".") { text.removeLast() }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The common case in one pass over the bytes: ASCII, plus the General Punctuation block
    /// (U+2000–U+206F: the ellipsis, ‹ ›, dashes, quotes, the typographic spaces), which has
    /// no letter case. Anything else (accented letters, other scripts) returns nil and takes the
    /// Unicode-aware path.
    private static func normalizedOnBytes(_ title: String) -> String? {
        var title = title
        return title.withUTF8 { text -> String? in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(text.count)
            var pendingSpace = false
            var index = 0
            while index < text.count {
                let byte = text[index]
                if byte >= 0x80 {
                    guard byte == 0xE2, index + 2 < text.count, text[index + 1] == 0x80 || text[index + 1] == 0x81 else {
                        return nil
                    }
                    let scalar = 0x2000 | UInt32(text[index + 1] & 0x0F) << 6 | UInt32(text[index + 2] & 0x3F)
                    index += 3
                    if scalar == 0x2026 { continue }  // …
                    if scalar <= 0x200A || scalar == 0x2028 || scalar == 0x2029 || scalar == 0x202F || scalar == 0x205F {
                        pendingSpace = !bytes.isEmpty
                        continue
                    }
                    if pendingSpace {
                        bytes.append(0x20)
                        pendingSpace = false
                    }
                    bytes.append(contentsOf: text[(index - 3)..<index])
                    continue
                }
                index += 1
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
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
}

/// A reserved title, normalised and split at its placeholder, ready to compare.
struct TitlePattern: Hashable, Sendable {
    /// The whole title when it has no placeholder; otherwise the part before it.
    let prefix: String
    /// The part after the placeholder (empty without one).
    let suffix: String
    let hasPlaceholder: Bool
    /// The title with the placeholder left out ("hide" for "Hide ‹App›").
    let bare: String

    init(_ title: String) {
        let pattern = TitleMatching.normalized(title)
        // ‹ is E2 80 B9 and › is E2 80 BA in UTF-8: found on the bytes, not by Character.
        let bytes = Array(pattern.utf8)
        func find(_ last: UInt8, from start: Int) -> Int? {
            var index = start
            while index + 2 < bytes.count {
                if bytes[index] == 0xE2, bytes[index + 1] == 0x80, bytes[index + 2] == last { return index }
                index += 1
            }
            return nil
        }
        guard let open = find(0xB9, from: 0), let close = find(0xBA, from: open + 3) else {
            prefix = pattern
            suffix = ""
            hasPlaceholder = false
            bare = pattern
            return
        }
        prefix = String(decoding: bytes[..<open], as: UTF8.self)
        suffix = String(decoding: bytes[(close + 3)...], as: UTF8.self)
        hasPlaceholder = true
        bare = (prefix + suffix).split(separator: " ").joined(separator: " ")
    }

    /// `title` must already be ``TitleMatching/normalized(_:)``.
    func matches(normalizedTitle title: String) -> Bool {
        guard hasPlaceholder else { return title == prefix }
        if title == bare { return true }
        return title.utf8.count > prefix.utf8.count + suffix.utf8.count && title.hasPrefix(prefix)
            && title.hasSuffix(suffix)
    }
}
