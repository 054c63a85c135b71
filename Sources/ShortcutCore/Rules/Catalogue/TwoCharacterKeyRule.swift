/// A two-character key named by the wrong character for its Shift.
struct TwoCharacterKeyRule: Rule {
    static let id = "two-character-key"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .warning,
        guideline: .hig,
        isFixable: true,
        triggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Scribe Help
                    key: ↓Shift-Command-/
                    menu: Help

                """,
                message:
                    "Shift-Command-/ (⌘?) in \"Scribe Help\" writes Shift with /, the key's lower character; with Shift the HIG names the key by its upper character, ?, as menus show it: write Command-?.",
                corrected: """
                    app: Scribe
                    shortcuts:
                      - title: Scribe Help
                        key: Command-?
                        menu: Help

                    """),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Scribe Help
                    key: ↓Shift-Command-?
                    menu: Help

                """,
                message: "writes Shift together with ?, which already implies it",
                corrected: """
                    app: Scribe
                    shortcuts:
                      - title: Scribe Help
                        key: Command-?
                        menu: Help

                    """),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Increase Indent
                    key: ↓cmd+shift+.
                    menu: Format

                """,
                message: "write cmd+>",
                corrected: """
                    app: Scribe
                    shortcuts:
                      - title: Increase Indent
                        key: cmd+>
                        menu: Format

                    """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Scribe Help
                    key: Command-?
                    menu: Help
                  - title: Hide Status Bar
                    key: Command-/
                    menu: View

                """
            ),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Take Snapshot
                    key: Shift-Command-7
                    menu: File

                """,
                note: "digits-keep-their-lower-character"),
        ])

    init() {}

    func check(_ context: LintContext) -> [Finding] {
        let miswritten = context.entries { entry in
            guard let key = entry.key else { return false }
            return zip(key.chords, key.written).contains { Self.isMiswritten($0.1, $0.0) }
        }
        return miswritten.compactMap { entry in
            guard let key = entry.key else { return nil }
            let wrong = zip(key.chords, key.written).filter { Self.isMiswritten($0.1, $0.0) }
            guard let (chord, written) = wrong.first else { return nil }
            let fixed = Self.rewritten(key)
            let upper = MessageArgument.text(chord.key.upperCharacter.map(String.init) ?? "")
            let (shortcut, name) = (MessageArgument.text(key.display), context.name(entry))
            return context.finding(
                Self.description, entry: entry,
                message: written.keyIsUpperCharacter
                    ? .twoCharacterKeyShiftWithUpper(shortcut: shortcut, name: name, upper: upper, fixed: .text(fixed))
                    : .twoCharacterKeyShiftWithLower(
                        shortcut: shortcut, name: name, lower: .text(chord.key.lowerCharacter.map(String.init) ?? ""), upper: upper,
                        fixed: .text(fixed)),
                fix: entry.keyTextOffset.map { Fix(range: ByteRange(start: $0, end: $0 + key.text.utf8.count), replacement: fixed) })
        }
    }

    static func isMiswritten(_ written: WrittenChord, _ chord: Chord) -> Bool {
        written.hasExplicitShift && chord.key.writesUpperWithShift
    }

    /// The key string with each miswritten chord's Shift token removed (up to the next token) and
    /// its key written as the upper character; everything else stays as written.
    static func rewritten(_ key: ParsedShortcut) -> String {
        var bytes = Array(key.text.utf8)
        for (chord, written) in zip(key.chords, key.written).reversed() where isMiswritten(written, chord) {
            if !written.keyIsUpperCharacter, let upper = chord.key.upperCharacter {
                bytes.replaceSubrange(written.keyRange, with: Array(String(upper).utf8))
            }
            guard let slot = written.modifiers.firstIndex(of: .shift) else { continue }
            let next = slot + 1 < written.modifierRanges.count ? written.modifierRanges[slot + 1].lowerBound : written.keyRange.lowerBound
            bytes.removeSubrange(written.modifierRanges[slot].lowerBound..<next)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
