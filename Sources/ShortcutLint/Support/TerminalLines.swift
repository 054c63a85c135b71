/// Text cut into lines of a terminal's columns. Words are kept whole and lines break at spaces, as
/// in English; Chinese, Japanese and Korean characters take two columns each and a line may break
/// between any two of them, except before closing punctuation (`。`, `、`, `）`, `」`) and after
/// opening punctuation (`（`, `「`), as Japanese typesetting does.
enum TerminalLines {
    /// How many columns `text` takes.
    static func columns<Text: StringProtocol>(_ text: Text) -> Int {
        text.unicodeScalars.reduce(0) { $0 + (isWide($1) ? 2 : 1) }
    }

    /// `text` in lines of at most `width` columns (a word longer than that gets a line of its own).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var used = 0
        for (piece, spaced) in pieces(text) {
            let cost = columns(piece)
            let separator = spaced && !current.isEmpty ? 1 : 0
            if !current.isEmpty, used + separator + cost > width {
                lines.append(current)
                current = ""
                used = 0
            }
            if !current.isEmpty, spaced {
                current += " "
                used += 1
            }
            current += piece
            used += cost
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// The pieces a line may break between, each with whether a space came before it: words
    /// between spaces, and within a word each wide character (kept with the punctuation that may
    /// not start or end a line).
    private static func pieces(_ text: String) -> [(String, Bool)] {
        var pieces: [(String, Bool)] = []
        for word in text.split(separator: " ") {
            var spaced = true
            var piece = ""
            for character in word {
                let wide = character.unicodeScalars.contains(where: isWide)
                let breakBefore =
                    !piece.isEmpty && (wide || piece.last.map(isWideCharacter) == true)
                    && !noBreakBefore.contains(character) && !(piece.last.map { noBreakAfter.contains($0) } ?? false)
                if breakBefore {
                    pieces.append((piece, spaced))
                    spaced = false
                    piece = ""
                }
                piece.append(character)
            }
            if !piece.isEmpty { pieces.append((piece, spaced)) }
        }
        return pieces
    }

    private static func isWideCharacter(_ character: Character) -> Bool { character.unicodeScalars.contains(where: isWide) }

    /// East Asian wide and fullwidth characters: Hangul, CJK, kana, fullwidth forms.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6:
            true
        default: false
        }
    }

    private static let noBreakBefore: Set<Character> = ["。", "、", "）", "」", "』", "】", "・", "ー", "：", "，", "．", "！", "？", ")", ".", ","]
    private static let noBreakAfter: Set<Character> = ["（", "「", "『", "【", "("]
}
