/// A shortcut with no modifier at all.
struct MissingModifierRule: Rule {
    static let id = "missing-modifier"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .warning,
        guideline: .hig,
        defersTo: [
            SystemReservedRule.id, RepurposedStandardRule.id, NavigationKeyRule.id,
        ],
        triggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Publish
                    key: ↓P
                    menu: File

                """, note: "also-fails-wcag-2-1",
                message: "P in \"Publish\" has no modifier; a bare character key fires whenever people type it and fails WCAG 2.1.4"),
            RuleExample(
                """
                app: Arcade
                kind: game
                shortcuts:
                  - title: Save Game
                    key: ↓S
                    menu: File

                """,
                note: "a-games-menu-commands-follow",
                message: "S in \"Save Game\" has no modifier"),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Send Note
                    key: ↓Return
                    menu: File

                """,
                message:
                    "Return (↩) in \"Send Note\" has no modifier; a shortcut combines its key with modifiers, Esc being the only exception"),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Show Glossary
                    key: ↓F6
                    menu: Help

                """, note: "reported-as-info",
                message: "F6 in \"Show Glossary\" is a function key with no modifier"),
            RuleExample(
                swift: """
                    CommandMenu("Notes") {
                        Button("Send Note") { send() }
                            .keyboardShortcut(↓.return, modifiers: [])
                    }

                    """,
                note: "a-menu-command-on-return",
                messages: ["Return (↩) in \"Send Note\" has no modifier"]),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Cancel
                    key: Esc
                    menu: Edit
                  - title: Publish
                    key: Command-P
                    menu: File
                    repurposes: print

                """
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
                note: "return-and-esc-for-a"),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Save All
                    key: Command-K S
                    menu: File

                """,
                note: "the-second-stroke-of-a"),
            RuleExample(
                """
                app: Arcade
                kind: game
                shortcuts:
                  - title: Jump
                    key: Space
                  - title: Inventory
                    key: I

                """,
                note: "a-games-key-bindings-often"),
            RuleExample(
                swift: """
                    final class CanvasView: NSView {
                        func showTools(at point: NSPoint) {
                            let menu = NSMenu(title: "Tools")
                            menu.addItem(withTitle: "Highlight", action: #selector(highlight(_:)), keyEquivalent: "h").keyEquivalentModifierMask = []
                            menu.popUp(positioning: nil, at: point, in: self)
                        }
                    }

                    """,
                note: "a-menu-of-its-own"),
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
            if Self.isDefaultButton(entry, chord) || context.isGameKeyBinding(entry) || entry.isInMenuOfItsOwn { return nil }
            let (written, name) = (key.describe(stroke: stroke), context.name(entry))
            if chord.key.kind == .function {
                return context.finding(
                    Self.description, entry: entry, message: .missingModifierFunctionKey(stroke: written, name: name), severity: .info)
            }
            if chord.key.typesCharacterWhenBare {
                return context.finding(Self.description, entry: entry, message: .missingModifierCharacterKey(stroke: written, name: name))
            }
            return context.finding(Self.description, entry: entry, message: .missingModifierBareKey(stroke: written, name: name))
        }
    }

    func candidateFilter(_ context: LintContext) -> (any CandidateFilter)? {
        RejectWhen(.chordAndPlace) { chord, entry in Self.applies(to: .single(chord, for: entry)) }
    }
}
