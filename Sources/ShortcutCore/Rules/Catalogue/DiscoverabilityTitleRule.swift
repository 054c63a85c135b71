/// iPadOS: a submenu item whose title means little without the submenu's title.
public struct DiscoverabilityTitleRule: Rule {
    public static let id = "discoverability-title"

    public static let description = RuleDescription(
        id: id,
        defaultSeverity: .warning,
        summary: "On iPadOS, an item in a submenu has a title without the submenu's context and no `discoverabilityTitle`.",
        rationale: """
            The iPad shortcut interface (shown while people hold Command) lists each menu's items \
            flat, without submenu titles, so "Name" under View > Sort By reads as just "Name". Give \
            the item a `discoverabilityTitle` (UIKeyCommand's discoverabilityTitle) that carries the \
            context, or put the context in the title. A title counts as carrying the context when it \
            shares a significant word with the submenu's title ("Sort by Name" under Sort By). Only \
            entries that apply to iPadOS are checked.
            """,
        guideline: .keyboards(
            "iPadOS",
            "Help people discover available actions in your iPadOS app. Because the iPad shortcut interface displays a flat list of all items in each category, submenu titles aren’t available to provide context for their child items."),
        triggeringExamples: [
            RuleExample(
                "app: Scribe\nplatforms: [macOS, iPadOS]\nshortcuts:\n  - title: Name\n    key: ↓Control-Option-Command-N\n    menu: View > Sort By\n",
                message: "\"Name\" sits in the View > Sort By submenu, but the iPad shortcut interface lists items without submenu titles, so \"Name\" loses its context: add `discoverabilityTitle: Sort By Name`")
        ],
        nonTriggeringExamples: [
            RuleExample("app: Scribe\nplatforms: [iPadOS]\nshortcuts:\n  - title: Name\n    key: Command-1\n    menu: View > Sort By\n    discoverabilityTitle: Sort by Name\n  - title: Sort by Date\n    key: Command-2\n    menu: View > Sort By\n"),
            RuleExample("app: Scribe\nplatforms: [macOS]\nshortcuts:\n  - title: Name\n    key: Command-1\n    menu: View > Sort By\n", note: "The Mac menu bar shows the submenu."),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        let candidates = context.entries { $0.platforms.contains(.iPadOS) && $0.menu?.isSubmenu == true }
        return candidates.compactMap { entry in
            guard let menu = entry.menu, let title = entry.title,
                entry.discoverabilityTitle?.allSatisfy(\.isWhitespace) ?? true,
                let submenu = menu.components.last
            else { return nil }
            let needed = TitleWords.significant(submenu)
            guard !needed.isEmpty, needed.isDisjoint(with: TitleWords.significant(title)) else { return nil }
            return context.finding(
                Self.description, entry: entry,
                message: "\(context.name(entry).sentenceStart) sits in the \(menu.text) submenu, but the iPad shortcut interface lists items without submenu titles, so \"\(title)\" loses its context: \(context.phrase(.discoverabilityTitle("\(submenu) \(title)")).map { "\($0), or " } ?? "")put the context in the title.")
        }
    }
}
