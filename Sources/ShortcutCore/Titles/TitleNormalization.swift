extension Titles {
    /// A title as two titles are compared for being the same command: letter case, width
    /// (full-width Latin, half-width katakana), a trailing ellipsis (`…`, `...`, `⋯`), trailing
    /// full stops, `&` mnemonics (`&Copy`, `コピー(&C)`) and runs of spaces do not matter ("Find…"
    /// and "find" are one title).
    static func normalized(_ title: String) -> String {
        if let fast = normalizedOnBytes(title) { return fast }
        var scalars: [Unicode.Scalar] = []
        var pendingSpace = false
        var japanese: [UInt32] = []
        func flushJapanese() {
            guard !japanese.isEmpty else { return }
            scalars += japanese.compactMap(Unicode.Scalar.init)
            japanese.removeAll()
        }
        let input = Array(title.unicodeScalars)
        var index = 0
        while index < input.count {
            var value = input[index].value
            index += 1
            if (0xFF01...0xFF5E).contains(value) { value = value - 0xFF01 + 0x21 }  // full-width ASCII
            if (0xFF66...0xFF9F).contains(value) {
                if pendingSpace, !scalars.isEmpty { scalars.append(" ") }
                pendingSpace = false
                JapaneseSegmenter.appendHalfWidth(value, to: &japanese)
                continue
            }
            flushJapanese()
            if value == 0x2026 || value == 0x22EF { continue }  // … ⋯
            if value == 0x28, index + 2 < input.count, input[index].value == 0x26, input[index + 2].value == 0x29,
                input[index + 1].properties.isAlphabetic || input[index + 1].properties.numericType != nil
            {
                index += 3  // (&F)
                continue
            }
            if value == 0x26, index < input.count, input[index].properties.isAlphabetic { continue }  // &File
            guard let scalar = Unicode.Scalar(value) else { continue }
            if scalar.properties.isWhitespace {
                pendingSpace = true
                continue
            }
            if pendingSpace, !scalars.isEmpty { scalars.append(" ") }
            pendingSpace = false
            scalars.append(scalar)
        }
        flushJapanese()
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        text = text.lowercased()
        while text.hasSuffix(".") || text.hasSuffix(" ") { text.removeLast() }
        return text
    }

    /// The common case in one pass over the bytes: ASCII without `&`, plus the General
    /// Punctuation block (U+2000–U+206F: the ellipsis, ‹ ›, dashes, quotes, the typographic
    /// spaces), which has no letter case. Anything else (accented letters, other scripts, width
    /// forms, mnemonics) returns nil and takes the Unicode-aware path.
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
                if byte == UInt8(ascii: "&") { return nil }
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
