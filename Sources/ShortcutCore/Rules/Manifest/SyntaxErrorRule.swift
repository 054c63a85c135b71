/// The file is not well-formed JSON or YAML (or not UTF-8, or beyond a parser limit).
struct SyntaxErrorRule: Rule {
    static let id = "syntax-error"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: ↓"New Note
                    key: Command-N

                """, note: "an-unclosed-quote",
                message: "unclosed double-quoted string",
                exempt: [.json: "the example is not YAML to rewrite", .scoped: "the example is not YAML to rewrite"])
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: New Note
                    key: Command-N

                """)
        ],
        isConfigurable: false)

    init() {}

    func check(_ context: LintContext) -> [Finding] {
        context.problems.filter { $0.kind == .syntax }.map {
            context.finding(Self.description, at: $0.range, message: $0.wording)
        }
    }
}
