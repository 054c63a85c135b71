/// A shortcut in source code or an Interface Builder menu that cannot be checked: reported once,
/// at its line, never guessed.
struct UnresolvedShortcutRule: Rule {
    static let id = "unresolved-shortcut"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .info,
        triggeringExamples: [
            RuleExample(
                swift: """
                    Button("Open Recent") { openRecent() }
                        .keyboardShortcut(↓recentKey, modifiers: .command)

                    """,
                note: "the-key-is-a-variable", messages: ["not checked"])
        ],
        nonTriggeringExamples: [
            RuleExample(
                swift: """
                    Button("Open Recent") { openRecent() }
                        .keyboardShortcut("o", modifiers: [.command, .shift])

                    """)
        ])

    init() {}

    func check(_ context: LintContext) -> [Finding] {
        context.problems.filter { $0.kind == .unresolved }.map {
            context.finding(Self.description, at: $0.range, message: $0.wording)
        }
    }
}
