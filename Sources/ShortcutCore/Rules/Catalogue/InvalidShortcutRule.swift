/// A key string that cannot be read as a shortcut.
struct InvalidShortcutRule: Rule {
    static let id = "invalid-shortcut"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: New Note
                    key: "↓Hyper-N"

                """, note: "the-finding-underlines-the-unknown",
                message: "\"Hyper-N\" of \"New Note\" is not a shortcut: unknown modifier \"Hyper\""),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: New Note
                    key: Command-↓Command-N

                """,
                message: "modifier Command appears twice"),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: New Note
                    key: ↓""

                """,
                message: "The key of \"New Note\" is not a shortcut: the shortcut is empty"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: New Note
                    key: ⌘N
                  - title: Save All
                    key: cmd+k cmd+s

                """)
        ])

    init() {}

    func check(_ context: LintContext) -> [Finding] {
        context.manifest.shortcuts.compactMap { entry in
            guard let error = entry.keyError, let text = entry.keyText else { return nil }
            var range = entry.keyRange
            if let offset = entry.keyTextOffset, error.length > 0 {
                // Underline exactly the part that is wrong.
                range = ByteRange(start: offset + error.offset, end: offset + error.offset + error.length)
            }
            let quoted: Message = text.isEmpty ? .invalidShortcutTheKey() : .quoted(text: .text(text.forMessage))
            return context.finding(
                Self.description, entry: entry,
                message: .invalidShortcutNotAShortcut(key: .message(quoted), name: context.name(entry), error: .message(error.wording)),
                range: range)
        }
    }
}
