/// More custom shortcuts than a configurable limit.
struct TooManyCustomRule: Rule {
    static let id = "too-many-custom"

    static let max = RuleOption.count(
        "max", default: 50, summary: "The most custom shortcuts a manifest may declare.")

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .warning,
        summary: "The manifest declares more than `max` custom shortcuts.",
        rationale: """
            Every app-specific shortcut is one more thing to learn, one more line in the iPad \
            shortcut interface, and one more chance to collide with a system shortcut. Standard \
            shortcuts declared for their own action (Copy, Save, Find) do not count; custom ones, \
            repurposed standard chords included, do. Reported once, at the manifest's `shortcuts` key.
            """,
        guideline: .keyboards(
            "Keyboard shortcuts",
            "Define custom keyboard shortcuts for only the most common actions in your app. People appreciate using keyboard shortcuts for app-specific actions they perform frequently, but defining too many new shortcuts risks making your app seem difficult to learn and can clutter the shortcut interface in an iPadOS app."
        ),
        options: [max],
        triggeringExamples: [
            RuleExample(
                "app: Scribe\n↓shortcuts:\n"
                    + (1...51).map { "  - title: Palette Action \($0)\n    key: Command-F1\n    when: palette\($0)\n    menu: Tools\n" }
                    .joined(),
                note: "51 custom shortcuts (one per palette scope).",
                message: "The manifest declares 51 custom shortcuts, more than 50",
                exempt: [.scoped: "Every entry already has its own scope."])
        ],
        nonTriggeringExamples: [
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Copy\n    key: Command-C\n    menu: Edit\n  - title: Insert Link\n    key: Command-K\n    menu: Format\n"
            )
        ])

    let limit: Int

    init(settings: RuleSettings) { limit = settings.count(Self.max) }

    init() { self.init(settings: RuleSettings()) }

    func check(_ context: LintContext) -> [Finding] {
        guard let range = context.manifest.shortcutsKeyRange else { return [] }
        let custom = context.tally.total
        guard custom > limit else { return [] }
        return [
            context.finding(
                Self.description, at: range,
                message: .tooManyCustom(input: context.inputName, count: .number(custom), limit: .number(limit)))
        ]
    }

    /// Every suggestion makes its entry custom (suggestions never lean on a title), so a standard
    /// entry may move only while the count stays within `max`.
    func candidateFilter(_ context: LintContext) -> (any CandidateFilter)? {
        let total = context.tally.total
        let limit = limit
        return RejectWhen { _, entry in !context.isCustom(entry) && total + 1 > limit }
    }
}
