/// Modifiers written out of the HIG's order.
struct ModifierOrderRule: Rule {
    static let id = "modifier-order"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .warning,
        guideline: .hig,
        isFixable: true,
        defersTo: [TwoCharacterKeyRule.id],
        triggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Export
                    key: ↓Command-Shift-E

                """,
                message:
                    "Modifiers in Command-Shift-E (⇧⌘E) are out of order; the HIG lists them Control, Option, Shift, Command so shortcuts read the same everywhere: write Shift-Command-E.",
                corrected: """
                    app: Scribe
                    shortcuts:
                      - title: Export
                        key: Shift-Command-E

                    """),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Export
                    key: ↓cmd+alt+e

                """,
                note: "the-fix-keeps-the-notation",
                message: "write alt+cmd+e",
                corrected: """
                    app: Scribe
                    shortcuts:
                      - title: Export
                        key: alt+cmd+e

                    """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Export
                    key: Shift-Command-E
                  - title: Archive
                    key: ⌃⌥⌘A

                """),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Scribe Help
                    key: Command-Shift-/
                    menu: Help

                """,
                note: "two-character-keys-fix-command"),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Tile Left
                    key: Globe-Control-Left arrow
                    menu: Window

                """,
                note: "globe-is-not-one-of"),
        ])

    init() {}

    func check(_ context: LintContext) -> [Finding] {
        context.parsedEntries.compactMap { entry, key in
            guard key.written.contains(where: { !Self.isInOrder($0) }) else { return nil }
            let fixed = Self.reordered(key)
            let written = key.text
            return context.finding(
                Self.description, entry: entry,
                message: .modifierOrder(shortcut: .text(key.display), fixed: .text(fixed)),
                fix: entry.keyTextOffset.map { Fix(range: ByteRange(start: $0, end: $0 + written.utf8.count), replacement: fixed) })
        }
    }

    /// Control, Option, Shift, Command, in that order. Globe is not one of the HIG's modifiers
    /// (Apple's menus show it first, its Support articles write it either way), so where it is
    /// written is not judged.
    static func isInOrder(_ chord: WrittenChord) -> Bool {
        var previous: Modifier?
        for modifier in chord.modifiers where modifier != .function {
            if let previous, previous >= modifier { return false }
            previous = modifier
        }
        return true
    }

    /// The key string with each chord's modifier tokens sorted into HIG order; separators, the key
    /// and the spelling of every token stay as written.
    static func reordered(_ key: ParsedShortcut) -> String {
        var bytes = Array(key.text.utf8)
        for chord in key.written.reversed() where !isInOrder(chord) {
            // The HIG's four modifiers trade places; Globe keeps its own.
            let slots = chord.modifiers.indices.filter { chord.modifiers[$0] != .function }
            let sorted = slots.sorted { chord.modifiers[$0] < chord.modifiers[$1] }
            var tokens = chord.modifierRanges.map { Array(bytes[$0]) }
            for (slot, source) in zip(slots, sorted) { tokens[slot] = Array(bytes[chord.modifierRanges[source]]) }
            var rebuilt: [UInt8] = []
            for (slot, range) in chord.modifierRanges.enumerated() {
                rebuilt += tokens[slot]
                // Keep whatever separated this slot from the next token (or from the key).
                let next = slot + 1 < chord.modifierRanges.count ? chord.modifierRanges[slot + 1].lowerBound : chord.keyRange.lowerBound
                rebuilt += bytes[range.upperBound..<next]
            }
            let start = chord.modifierRanges[0].lowerBound
            bytes.replaceSubrange(start..<chord.keyRange.lowerBound, with: rebuilt)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
