/// Option, or Option-Shift, alone with a character key: on the Mac that types a character.
struct OptionTypesCharacterRule: Rule {
    static let id = "option-types-character"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .warning,
        guideline: .hig,
        defersTo: [
            SystemReservedRule.id, RepurposedStandardRule.id, NavigationKeyRule.id, MissingModifierRule.id, ControlModifierRule.id,
        ],
        triggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Insert Copyright
                    key: ↓Option-G
                    menu: Insert

                """,
                message:
                    "Option-G (⌥G) in \"Insert Copyright\" holds only Option with a character key; on macOS that types a character (Option-G types © on a US keyboard)"
            ),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Next Heading
                    key: ↓⌥⇧5
                    menu: Go

                """,
                message: "holds only Option and Shift with a character key"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Insert Copyright
                    key: Option-Command-G
                    menu: Insert
                  - title: Go to Line
                    key: Command-G
                    menu: Go

                """
            ),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Next Section
                    key: Option-F6
                    menu: Go

                """,
                note: "a-function-key-types-nothing"),
        ])

    init() {}

    /// Option, or Option and Shift, alone with a character key on the first stroke (later strokes
    /// of a sequence are read by the app, not typed).
    static func applies(to stroke: Stroke) -> Bool {
        let modifiers = stroke.chord.modifiers
        return stroke.isFirst && modifiers.contains(.option) && modifiers.isSubset(of: [.option, .shift]) && stroke.chord.key.isCharacterKey
    }

    func check(_ context: LintContext) -> [Finding] {
        context.customEntries(withStroke: Self.applies).map { entry, key, stroke in
            let chord = key.chords[stroke]
            let typed = chord.modifiers == .option ? Self.typed(withOption: chord.key.dataName) : nil
            return context.finding(
                Self.description, entry: entry,
                message: .optionTypesCharacterTypesCharacter(
                    stroke: key.describe(stroke: stroke), name: context.name(entry),
                    modifiers: modifierList(chord.modifiers.contains(.shift) ? [.option, .shift] : [.option]), typed: .optional(typed)))
        }
    }

    func candidateFilter(_ context: LintContext) -> (any CandidateFilter)? {
        RejectWhen(.chordAndPlace) { chord, entry in Self.applies(to: .single(chord, for: entry)) }
    }

    /// What Option with the letter `key` types on the US layout, for the message.
    static func typed(withOption key: String) -> Message? {
        if deadKeys.contains(key) { return .optionTypesCharacterTyped(key: .text(key), character: .message(.optionTypesCharacterAccent())) }
        return usCharacters[key].map { .optionTypesCharacterTyped(key: .text(key), character: .text($0)) }
    }

    /// What Option with each other letter types on the US layout.
    static let usCharacters: [String: String] = [
        "A": "å", "B": "∫", "C": "ç", "D": "∂", "F": "ƒ", "G": "©", "H": "˙", "J": "∆", "K": "˚", "L": "¬", "M": "µ",
        "O": "ø", "P": "π", "Q": "œ", "R": "®", "S": "ß", "T": "†", "V": "√", "W": "∑", "X": "≈", "Y": "¥", "Z": "Ω",
    ]

    /// Dead keys on the US layout: with Option they type no character but an accent for the next one.
    static let deadKeys: Set<String> = ["E", "I", "N", "U"]
}
