/// How shortcut-lint prints chords: in the HIG's words (`Shift-Command-P`) and in menu symbols
/// (`⇧⌘P`). Both list modifiers in the HIG order and name a two-character punctuation key by its
/// upper character when Shift is part of the chord (`Command-?`, `⌘?`), as the HIG asks.
extension Chord {
    public var higText: String {
        var text = ""
        text.reserveCapacity(24)
        for modifier in Modifier.allCases where shownModifiers.contains(modifier) {
            text += modifier.name
            text += "-"
        }
        text += keyText.name
        return text
    }

    public var symbols: String {
        var text = ""
        for modifier in Modifier.allCases where shownModifiers.contains(modifier) { text += modifier.symbol }
        text += keyText.symbol
        return text
    }

    /// Shift is shown through the key's upper character when the HIG names it that way.
    private var showsUpperCharacter: Bool { key.writesUpperWithShift && modifiers.contains(.shift) }

    private var shownModifiers: ModifierSet { showsUpperCharacter ? modifiers.subtracting(.shift) : modifiers }

    private var keyText: (name: String, symbol: String) {
        let texts = KeyCatalog.renderedTexts[Int(key.code)]
        return showsUpperCharacter ? (texts.upper, texts.upper) : (texts.name, texts.symbol)
    }
}

extension Shortcut {
    /// Strokes separated by a space: `Command-K Command-S`.
    public var higText: String { chords.map(\.higText).joined(separator: " ") }

    /// Strokes separated by a space: `⌘K ⌘S`.
    public var symbols: String { chords.map(\.symbols).joined(separator: " ") }
}

extension ParsedShortcut {
    /// "Shift-Command-/ (⌘?)": the writing the user chose, then the symbols, as findings show it
    /// ("⌘N" alone when it was written in symbols already).
    package var display: String {
        text == shortcut.symbols ? text : "\(text) (\(shortcut.symbols))"
    }
}
