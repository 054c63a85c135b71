/// Well-formed, but not a valid manifest: wrong types, missing fields, unknown platforms.
struct InvalidManifestRule: Rule {
    static let id = "invalid-manifest"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - ↓title: New Note

                """, note: "no-key-the-finding-points",
                message: "\"New Note\" has no 'key'; add the shortcut, e.g. key: Command-N"),
            RuleExample(
                """
                app: Scribe
                platforms: [macOS, ↓Windows]
                shortcuts:
                  - title: New Note
                    key: Command-N

                """,
                message: "unknown platform 'Windows'; expected one of macOS, iOS, iPadOS, visionOS, tvOS, watchOS"),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: ↓[New, Note]
                    key: Command-N

                """,
                message: "'title' must be a string, found a list"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: 2048
                    key: Command-2

                """, note: "a-plain-yaml-scalar-is",
                exempt: [
                    .json: "JSON writes the number 2048, which is not a title", .scoped: "the rewritten YAML may not keep the scalar plain",
                ])
        ],
        isConfigurable: false)

    init() {}

    func check(_ context: LintContext) -> [Finding] {
        context.problems.filter { $0.kind == .schema }.map {
            context.finding(Self.description, at: $0.range, message: $0.wording)
        }
    }
}
