/// Part of a Swift or Objective-C file the reader could not follow, noted with what was left
/// unchecked: the linter's limit, never a failed build.
struct UnreadableSourceRule: Rule {
    static let id = "unreadable-source"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .info,
        triggeringExamples: [
            RuleExample(
                swift: """
                    CommandMenu("Notes") {
                        Button("Share…") { share() }.keyboardShortcut("k", modifiers: [.command, .shift])
                    }
                    let help = ↓\"\"\"
                        Press ⇧⌘K to share the note.
                    CommandMenu("Format") {
                        Button("Bold") { bold() }.keyboardShortcut("b")
                    }

                    """,
                note: "a-multi-line-string-that",
                messages: ["the rest of the file is not checked (1 shortcut-like call in it)"])
        ],
        nonTriggeringExamples: [
            RuleExample(
                swift: """
                    CommandMenu("Format") {
                        Button("Strip Numbering") { text = text.replacing(/^\\d+\\)/, with: "") }
                            .keyboardShortcut("n", modifiers: [.command, .option])
                    }

                    """)
        ])

    init() {}

    func check(_ context: LintContext) -> [Finding] {
        context.problems.filter { $0.kind == .unreadable }.map {
            context.finding(Self.description, at: $0.range, message: $0.wording)
        }
    }
}
