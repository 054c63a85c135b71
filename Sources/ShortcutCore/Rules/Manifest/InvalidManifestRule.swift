/// Well-formed, but not a valid manifest: wrong types, missing fields, unknown platforms.
struct InvalidManifestRule: Rule {
    static let id = "invalid-manifest"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .error,
        summary: "A field has the wrong type, a required field is missing, or a value is not allowed.",
        rationale: """
            Every entry needs a `title` (the command's menu title) and a `key`; fields have fixed types; \
            platforms must be Apple platform names; ids must be unique. The finding points at the value \
            at fault, and the other entries are still checked.
            """,
        triggeringExamples: [
            RuleExample(
                "app: Scribe\nshortcuts:\n  - ↓title: New Note\n", note: "No key: the finding points at the entry's first field.",
                message: "\"New Note\" has no 'key'; add the shortcut, e.g. key: Command-N"),
            RuleExample(
                "app: Scribe\nplatforms: [macOS, ↓Windows]\nshortcuts:\n  - title: New Note\n    key: Command-N\n",
                message: "unknown platform 'Windows'; expected one of macOS, iOS, iPadOS, visionOS, tvOS, watchOS"),
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: ↓[New, Note]\n    key: Command-N\n",
                message: "'title' must be a string, found a list"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: 2048\n    key: Command-2\n", note: "A plain YAML scalar is read as text.",
                exempt: [
                    .json: "JSON writes the number 2048, which is not a title", .scoped: "the rewritten YAML may not keep the scalar plain",
                ])
        ],
        isConfigurable: false)

    init() {}

    func check(_ context: LintContext) -> [Finding] {
        context.problems.filter { $0.kind == .schema }.map {
            context.finding(Self.description, at: $0.range, message: .verbatim(text: .text($0.message)))
        }
    }
}
