/// More custom shortcuts than a configurable limit.
struct TooManyCustomRule: Rule {
    static let id = "too-many-custom"

    static let max = RuleOption.count(
        "max", default: 50)

    static let description = RuleDescription(
        id: id,
        // A note: the guideline speaks of a risk ("risks making your app seem difficult to learn"), and
        // a count cannot tell which actions are the app's most common. A team with a budget sets
        // `severity: warning` with its `max` (Examples/Scribe does).
        defaultSeverity: .info,
        guideline: .hig,
        options: [max],
        triggeringExamples: [
            RuleExample(
                """
                app: Scribe
                ↓shortcuts:

                """
                    + (1...51).map {
                        """
                          - title: Palette Action \($0)
                            key: Command-F1
                            when: palette\($0)
                            menu: Tools

                        """
                    }
                    .joined(),
                note: "51-custom-shortcuts-one-per",
                message: "The manifest declares 51 custom shortcuts, more than 50",
                exempt: [.scoped: "Every entry already has its own scope."])
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Copy
                    key: Command-C
                    menu: Edit
                  - title: Insert Link
                    key: Command-K
                    menu: Format

                """
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
