/// The Globe (fn) key in a custom shortcut.
struct GlobeModifierRule: Rule {
    static let id = "globe-modifier"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .warning,
        defersTo: [
            SystemReservedRule.id, RepurposedStandardRule.id, NavigationKeyRule.id, MissingModifierRule.id,
            ControlModifierRule.id, OptionTypesCharacterRule.id, PreferCommandRule.id, LayoutDependentKeyRule.id,
        ],
        triggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Focus Mode
                    key: ↓Globe-Command-K
                    menu: View

                """,
                message: "Globe-Command-K (⌘🌐K) in \"Focus Mode\" uses the Globe key")
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Focus Mode
                    key: Shift-Command-K
                    menu: View

                """),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Enter Full Screen
                    key: Globe-F
                    menu: View

                """,
                note: "the-systems-own-item-declared"),
        ])

    init() {}

    /// Globe in any stroke.
    static func applies(to stroke: Stroke) -> Bool { stroke.chord.modifiers.contains(.function) }

    func check(_ context: LintContext) -> [Finding] {
        context.customEntries(withStroke: Self.applies).map { entry, key, stroke in
            context.finding(
                Self.description, entry: entry, message: .globeModifier(stroke: key.describe(stroke: stroke), name: context.name(entry)))
        }
    }

    func candidateFilter(_ context: LintContext) -> (any CandidateFilter)? {
        RejectWhen(.chordAndPlace) { chord, entry in Self.applies(to: .single(chord, for: entry)) }
    }
}
