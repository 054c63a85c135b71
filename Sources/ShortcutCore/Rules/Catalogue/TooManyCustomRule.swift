/// More custom shortcuts than a configurable limit.
public struct TooManyCustomRule: Rule {
    public static let description = RuleDescription(
        id: "too-many-custom",
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
            "Define custom keyboard shortcuts for only the most common actions in your app. People appreciate using keyboard shortcuts for app-specific actions they perform frequently, but defining too many new shortcuts risks making your app seem difficult to learn and can clutter the shortcut interface in an iPadOS app."),
        options: [RuleOption(name: "max", defaultValue: "50", summary: "The most custom shortcuts a manifest may declare.")],
        triggeringExamples: [
            RuleExample(
                "app: Scribe\nshortcuts:\n"
                    + (1...51).map { "  - title: Palette Action \($0)\n    key: Command-F1\n    when: palette\($0)\n    menu: Tools\n" }.joined(),
                note: "51 custom shortcuts (one per palette scope).")
        ],
        nonTriggeringExamples: [
            RuleExample("app: Scribe\nshortcuts:\n  - title: Copy\n    key: Command-C\n    menu: Edit\n  - title: Insert Link\n    key: Command-K\n    menu: Format\n")
        ])

    public var max = 50

    public init() {}

    public mutating func configure(_ options: RuleOptionValues) throws(RuleOptionError) {
        try options.forEach(rule: Self.description) { name, value throws(RuleOptionError) in
            guard name == "max" else { return false }
            max = try value.count(name, minimum: 0, example: "50")
            return true
        }
    }

    public func check(_ context: LintContext) -> [Finding] {
        guard let range = context.manifest.shortcutsKeyRange else { return [] }
        let custom = context.tally.total
        guard custom > max else { return [] }
        return [
            context.finding(
                Self.description, at: range,
                message: "The manifest declares \(custom) custom shortcuts, more than \(max); too many app-specific shortcuts make an app hard to learn and clutter the iPad shortcut interface: keep shortcuts for the most frequent actions, or raise `max`.")
        ]
    }
}
