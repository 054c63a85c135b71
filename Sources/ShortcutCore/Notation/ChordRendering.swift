/// How shortcut-lint prints chords: in the HIG's words (`Shift-Command-P`) and in menu symbols
/// (`⇧⌘P`). Both list modifiers in the HIG order and name a two-character punctuation key by its
/// upper character when Shift is part of the chord (`Command-?`, `⌘?`), as the HIG asks.
extension Chord {
    public var higText: String {
        let (modifiers, key) = displayParts
        return (modifiers.map(\.name) + [key.name]).joined(separator: "-")
    }

    public var symbols: String {
        let (modifiers, key) = displayParts
        return modifiers.map(\.symbol).joined() + key.symbol
    }

    private var displayParts: (modifiers: [Modifier], key: (name: String, symbol: String)) {
        let info = key.info
        var shown = modifiers
        let character: UInt8?
        if key.writesUpperWithShift, shown.contains(.shift) {
            shown.remove(.shift)
            character = info.upper
        } else {
            character = info.lower.map { info.kind == .letter ? $0 & ~0x20 : $0 }
        }
        if let character {
            let text = String(UnicodeScalar(character))
            return (shown.ordered, (text, text))
        }
        let name = info.displayName ?? info.dataName
        return (shown.ordered, (name, info.symbol ?? name))
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
    public var display: String {
        text == shortcut.symbols ? text : "\(text) (\(shortcut.symbols))"
    }
}
