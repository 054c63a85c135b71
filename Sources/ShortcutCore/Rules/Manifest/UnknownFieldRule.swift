/// A field the manifest format does not define, usually a typo.
struct UnknownFieldRule: Rule {
    static let id = "unknown-field"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: New Note
                    key: Command-N
                    ↓tilte: New

                """,
                message: "unknown field 'tilte' in a shortcut entry; known fields: ")
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: New Note
                    key: Command-N
                    x-owner: editor-team

                """)
        ])

    init() {}

    func check(_ context: LintContext) -> [Finding] {
        context.problems.filter { $0.kind == .unknownField }.map {
            context.finding(Self.description, at: $0.range, message: $0.wording)
        }
    }
}
