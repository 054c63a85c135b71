/// A title as two titles are compared for being the same words: letter case, a trailing ellipsis,
/// trailing full stops and runs of spaces do not matter ("Find…" and "find" are one title).
/// duplicate-shortcut uses it to tell one command declared twice from two commands; an entry's
/// own use of a reserved row is ``ReservedEntry/recognizesUse(_:)``'s question.
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
