/// Modifiers written out of the HIG's order.
public struct ModifierOrderRule: Rule {
    public static let id = "modifier-order"

    public static let description = RuleDescription(
        id: id,
        defaultSeverity: .warning,
        summary: "Modifiers are written out of the order Control, Option, Shift, Command.",
        rationale: """
            Menus and documentation list modifiers in one fixed order, so people read shortcuts at a \
            glance; a manifest that writes them in another order drifts from what the menu shows. \
            The fix reorders the modifiers in place, keeping your notation.
            """,
        guideline: .keyboards(
            "Custom keyboard shortcuts",
            "List modifier keys in the correct order. If you use more than one modifier key in a custom shortcut, always list them in this order: Control, Option, Shift, Command."
        ),
        isFixable: true,
        triggeringExamples: [
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Export\n    key: ↓Command-Shift-E\n",
                message: "Modifiers in Command-Shift-E (⇧⌘E) are out of order; the HIG lists them Control, Option, Shift, Command so shortcuts read the same everywhere: write Shift-Command-E.",
                corrected: "app: Scribe\nshortcuts:\n  - title: Export\n    key: Shift-Command-E\n"),
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Export\n    key: ↓cmd+alt+e\n", note: "The fix keeps the notation: only the order changes.",
                message: "write alt+cmd+e",
                corrected: "app: Scribe\nshortcuts:\n  - title: Export\n    key: alt+cmd+e\n"),
        ],
        nonTriggeringExamples: [
            RuleExample("app: Scribe\nshortcuts:\n  - title: Export\n    key: Shift-Command-E\n  - title: Archive\n    key: ⌃⌥⌘A\n")
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        context.parsedEntries.compactMap { entry, key in
            guard key.written.contains(where: { !$0.isInHIGOrder }) else { return nil }
            let fixed = Self.reordered(key)
            let written = key.text
            return context.finding(
                Self.description, entry: entry,
                message: "Modifiers in \(key.display) are out of order; the HIG lists them Control, Option, Shift, Command so shortcuts read the same everywhere: write \(fixed).",
                fix: entry.keyTextOffset.map { Fix(range: ByteRange(start: $0, end: $0 + written.utf8.count), replacement: fixed) })
        }
    }

    /// The key string with each chord's modifier tokens sorted into HIG order; separators, the key
    /// and the spelling of every token stay as written.
    static func reordered(_ key: ParsedShortcut) -> String {
        var bytes = Array(key.text.utf8)
        for chord in key.written.reversed() where !chord.isInHIGOrder {
            let tokens = zip(chord.modifiers, chord.modifierRanges).sorted { $0.0 < $1.0 }.map { Array(bytes[$0.1]) }
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
