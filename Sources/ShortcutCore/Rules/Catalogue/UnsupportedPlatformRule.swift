/// watchOS, which has no keyboard shortcuts.
struct UnsupportedPlatformRule: Rule {
    static let id = "unsupported-platform"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .error,
        guideline: .hig,
        triggeringExamples: [
            RuleExample(
                """
                app: Scribe
                platforms: [iOS, ↓watchOS]
                shortcuts:
                  - title: Insert Link
                    key: Command-K
                    menu: Format

                """,
                message:
                    "watchOS has no keyboard shortcuts (the HIG: “Not supported in watchOS”), so nothing declared for it can be pressed: remove it from `platforms`."
            ),
            RuleExample(
                """
                app: Scribe
                platforms: [iPadOS, ↓watchOS]
                shortcuts:
                  - title: Insert Link
                    key: Command-K
                    menu: Format
                    platforms: [↓watchOS]

                """,
                message: "watchOS has no keyboard shortcuts"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                app: Scribe
                platforms: [macOS, iPadOS, visionOS, tvOS]
                shortcuts:
                  - title: Insert Link
                    key: Command-K
                    menu: Format

                """
            )
        ])

    init() {}

    func check(_ context: LintContext) -> [Finding] {
        let message = Message.unsupportedPlatform()
        var findings = context.manifest.platformEntries.filter { $0.platform == .watchOS }.map {
            context.finding(Self.description, at: $0.range, message: message)
        }
        for entry in context.entries(where: { $0.declaredPlatforms?.contains(.watchOS) == true }) {
            for written in entry.declaredPlatformEntries where written.platform == .watchOS {
                findings.append(context.finding(Self.description, entry: entry, message: message, range: written.range))
            }
        }
        return findings
    }
}
