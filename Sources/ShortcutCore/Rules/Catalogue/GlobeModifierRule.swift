/// The Globe (fn) key in a custom shortcut.
struct GlobeModifierRule: Rule {
    static let id = "globe-modifier"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .warning,
        summary: "A custom shortcut uses the Globe (fn) key, which the system keeps for its own shortcuts.",
        rationale: """
            Globe shortcuts are the system's: on the Mac, Globe-F enters full screen, Globe-E shows \
            Emoji & Symbols, Globe-Control with an arrow tiles windows (macOS 15); on iPad, Globe-H \
            goes home and Globe with an arrow switches apps (`shortcut-lint reserved 🌐` lists them). \
            Many keyboards have no Globe key at all, and AppKit sets the function flag by itself for \
            the arrow and function keys, so an app cannot count on it as a modifier. Standard items \
            the system adds to an app's menus (Enter Full Screen on Globe-F) are not custom and are \
            not reported. Any other rule that describes the chord reports it instead.
            """,
        defersTo: [
            SystemReservedRule.id, RepurposedStandardRule.id, NavigationKeyRule.id, MissingModifierRule.id,
            ControlModifierRule.id, OptionTypesCharacterRule.id, PreferCommandRule.id, LayoutDependentKeyRule.id,
        ],
        triggeringExamples: [
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Focus Mode\n    key: ↓Globe-Command-K\n    menu: View\n",
                message: "Globe-Command-K (⌘🌐K) in \"Focus Mode\" uses the Globe key")
        ],
        nonTriggeringExamples: [
            RuleExample("app: Scribe\nshortcuts:\n  - title: Focus Mode\n    key: Shift-Command-K\n    menu: View\n"),
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Enter Full Screen\n    key: Globe-F\n    menu: View\n",
                note: "The system's own item, declared for its own action, is not a custom shortcut."),
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
