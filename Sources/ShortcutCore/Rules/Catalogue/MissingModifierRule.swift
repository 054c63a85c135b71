/// A shortcut with no modifier at all.
struct MissingModifierRule: Rule {
    static let id = "missing-modifier"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .warning,
        summary: "A custom shortcut has no modifier (Esc excepted); a bare character key also fails WCAG 2.1.4.",
        rationale: """
            A shortcut is a primary key with modifiers; Esc, the cancel key, is the HIG's one exception. \
            A bare letter, digit or punctuation key fires whenever people type it outside a text field, \
            and speech-input users trigger it by accident: WCAG 2.1.4 (Character Key Shortcuts) asks \
            for a modifier. A bare function key is reported as info: it types nothing, but Mac \
            keyboards send brightness and volume unless people hold fn. Bare Tab and arrow keys are \
            navigation-key's (inside a `when` scope they are fine), and bare F8–F12 are \
            system-reserved's. Only the first stroke of a sequence is judged: after Command-K, a bare \
            S completes the sequence and types nothing. Return on a button shown in a window (read \
            from code: a SwiftUI button outside `commands`) is that window's default button, as the \
            platform defines it: SwiftUI's `.keyboardShortcut(.defaultAction)` is "the standard \
            keyboard shortcut for the default button, consisting of the Return (↩) key and no \
            modifiers" (SwiftUI › KeyboardShortcut › defaultAction), and AppKit draws its default \
            button "to indicate that the user can press the return key to invoke the button's \
            action" (AppKit › NSButton.BezelStyle › rounded); `.cancelAction` is Esc, the HIG's \
            exception. Neither is reported; Return on a menu item is. A game's key bindings (`kind: \
            game`, or a game target: entries outside its menus) may be single keys; its menu commands \
            are still checked.
            """,
        guideline: .keyboards(
            "Keyboard shortcuts",
            "Most keyboard shortcuts consist of a combination of keys: a single primary key and one or more of the modifier keys (Command, Shift, Control, and Option). A rare exception is the Esc (Escape) key, which people can use as a shortcut to invoke a cancel action in various contexts."
        ),
        defersTo: [
            SystemReservedRule.id, RepurposedStandardRule.id, NavigationKeyRule.id,
        ],
        triggeringExamples: [
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Publish\n    key: ↓P\n    menu: File\n", note: "Also fails WCAG 2.1.4.",
                message: "P in \"Publish\" has no modifier; a bare character key fires whenever people type it and fails WCAG 2.1.4"),
            RuleExample(
                "app: Arcade\nkind: game\nshortcuts:\n  - title: Save Game\n    key: ↓S\n    menu: File\n",
                note: "A game's menu commands follow the rules of every app.",
                message: "S in \"Save Game\" has no modifier"),
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Send Note\n    key: ↓Return\n    menu: File\n",
                message:
                    "Return (↩) in \"Send Note\" has no modifier; a shortcut combines its key with modifiers, Esc being the only exception"),
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Show Glossary\n    key: ↓F6\n    menu: Help\n", note: "Reported as info.",
                message: "F6 in \"Show Glossary\" is a function key with no modifier"),
            RuleExample(
                swift: """
                    CommandMenu("Notes") {
                        Button("Send Note") { send() }
                            .keyboardShortcut(↓.return, modifiers: [])
                    }

                    """,
                note: "A menu command on Return is no default button.",
                messages: ["Return (↩) in \"Send Note\" has no modifier"]),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Cancel\n    key: Esc\n    menu: Edit\n  - title: Publish\n    key: Command-P\n    menu: File\n    repurposes: print\n"
            ),
            RuleExample(
                swift: """
                    struct RenameSheet: View {
                        var body: some View {
                            HStack {
                                Button("Cancel", role: .cancel) { dismiss() }
                                    .keyboardShortcut(.cancelAction)
                                Button("Rename") { rename() }
                                    .keyboardShortcut(.defaultAction)
                            }
                        }
                    }

                    """,
                note: "Return and Esc for a dialog's default and cancel buttons, as SwiftUI defines them."),
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Save All\n    key: Command-K S\n    menu: File\n",
                note: "The second stroke of a sequence needs no modifier."),
            RuleExample(
                "app: Arcade\nkind: game\nshortcuts:\n  - title: Jump\n    key: Space\n  - title: Inventory\n    key: I\n",
                note: "A game's key bindings often consist of a single key (Keyboards, June 2025 revision)."),
        ],
        laterRevision: .gameKeyBindings)

    init() {}

    /// No modifier at all on the first stroke, Esc excepted; inside a `when` scope, Tab and the
    /// arrows belong to the view (a canvas moving its selection).
    static func applies(to stroke: Stroke) -> Bool {
        let chord = stroke.chord
        return stroke.isFirst && chord.modifiers.isEmpty && chord.key != .escape && !(stroke.isScoped && chord.key.movesFocus)
    }

    /// Return on a button shown in a window: the window's default button, the platform's own key.
    static func isDefaultButton(_ entry: ShortcutEntry, _ chord: Chord) -> Bool {
        entry.isVisibleControl && chord.key == .returnKey && chord.modifiers.isEmpty
    }

    func check(_ context: LintContext) -> [Finding] {
        context.customEntries(withStroke: Self.applies).compactMap { entry, key, stroke -> Finding? in
            let chord = key.chords[stroke]
            if Self.isDefaultButton(entry, chord) || context.isGameKeyBinding(entry) { return nil }
            let written = key.describe(stroke: stroke)
            if chord.key.kind == .function {
                return context.finding(
                    Self.description, entry: entry,
                    message:
                        "\(written) in \(context.name(entry)) is a function key with no modifier; Mac keyboards send brightness, volume and media controls from it unless people hold fn: consider adding Command.",
                    severity: .info)
            }
            if chord.key.typesCharacterWhenBare {
                return context.finding(
                    Self.description, entry: entry,
                    message:
                        "\(written) in \(context.name(entry)) has no modifier; a bare character key fires whenever people type it and fails WCAG 2.1.4 (Character Key Shortcuts): add Command."
                )
            }
            return context.finding(
                Self.description, entry: entry,
                message:
                    "\(written) in \(context.name(entry)) has no modifier; a shortcut combines its key with modifiers, Esc being the only exception: add Command."
            )
        }
    }

    func candidateFilter(_ context: LintContext) -> (any CandidateFilter)? {
        RejectWhen(.chordAndPlace) { chord, entry in Self.applies(to: .single(chord, for: entry)) }
    }
}
