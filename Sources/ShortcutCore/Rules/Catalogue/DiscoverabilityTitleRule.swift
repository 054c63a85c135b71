/// iPadOS and visionOS: a submenu item whose title means little without the submenu's title.
struct DiscoverabilityTitleRule: Rule {
    static let id = "discoverability-title"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .warning,
        summary:
            "On iPadOS and visionOS, an item in a submenu has a title without the submenu's context and no `discoverabilityTitle`.",
        rationale: """
            The iPad shortcut interface (shown while people hold Command) lists each menu's items \
            flat, without submenu titles, so "Name" under View > Sort By reads as just "Name". Give \
            the item a `discoverabilityTitle` (UIKeyCommand's discoverabilityTitle) that carries the \
            context, or put the context in the title. A title counts as carrying the context when it \
            shares a significant word with the submenu's title ("Sort by Name" under Sort By; in \
            Japanese ブックマークを名前で並べ替える under ブックマークの並べ替え, read without spaces), and the \
            title suggested joins the two without repeating the submenu's words. Only \
            entries that apply to iPadOS or visionOS are checked: Apple Vision Pro shows the same \
            shortcut interface. In code the menu path is the one the reader \
            finds: a SwiftUI `Menu("Sort By")` inside `commands`, a UIKit `UIMenu(title: "Sort By", \
            children: […])` put in the menu bar by `buildMenu(with:)`; a UIKit key command may say \
            `discoverabilityTitle:`, a SwiftUI button only its title.
            """,
        guideline: .keyboards(
            "iPadOS",
            "Help people discover available actions in your iPadOS app. Because the iPad shortcut interface displays a flat list of all items in each category, submenu titles aren’t available to provide context for their child items."
        ),
        triggeringExamples: [
            RuleExample(
                "app: Scribe\nplatforms: [macOS, iPadOS]\nshortcuts:\n  - title: Name\n    key: ↓Control-Option-Command-N\n    menu: View > Sort By\n",
                message:
                    "\"Name\" sits in the View > Sort By submenu, but the iPad shortcut interface lists items without submenu titles, so \"Name\" loses its context: add `discoverabilityTitle: Sort By Name`"
            ),
            RuleExample(
                "app: Scribe\nplatforms: [iPadOS]\nshortcuts:\n  - title: 名前\n    key: ↓Control-Command-1\n    menu: 表示 > ブックマークの並べ替え\n",
                note: "Japanese titles are joined without a space.",
                message: "add `discoverabilityTitle: ブックマークの並べ替え：名前`"),
            RuleExample(
                swift: """
                    final class AppDelegate: UIResponder, UIApplicationDelegate {
                        override func buildMenu(with builder: UIMenuBuilder) {
                            let name = UIKeyCommand(title: "Name", action: #selector(sortByName), input: ↓"1", modifierFlags: [.command, .control])
                            builder.insertChild(UIMenu(title: "Sort By", children: [name]), atEndOfMenu: .view)
                        }
                    }

                    """,
                note: "A UIKit key command in a submenu the menu builder puts in View.",
                messages: [
                    "\"Name\" sits in the View > Sort By submenu, but the iPad shortcut interface lists items without submenu titles, so \"Name\" loses its context: give a UIKit key command the `discoverabilityTitle` \"Sort By Name\", or put the context in the title."
                ]),
            RuleExample(
                "app: Scribe\nplatforms: [visionOS]\nshortcuts:\n  - title: Date Added\n    key: ↓Control-Option-Command-D\n    menu: View > Sort By\n",
                note: "visionOS lists shortcuts the same way.",
                message: "but the Apple Vision Pro shortcut interface lists items without submenu titles"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "app: Scribe\nplatforms: [iPadOS]\nshortcuts:\n  - title: Name\n    key: Command-1\n    menu: View > Sort By\n    discoverabilityTitle: Sort by Name\n  - title: Sort by Date\n    key: Command-2\n    menu: View > Sort By\n"
            ),
            RuleExample(
                "app: Scribe\nplatforms: [macOS]\nshortcuts:\n  - title: Name\n    key: Command-1\n    menu: View > Sort By\n",
                note: "The Mac menu bar shows the submenu."),
            RuleExample(
                "app: Scribe\nplatforms: [iPadOS]\nshortcuts:\n  - title: ブックマークを名前で並べ替える\n    key: Control-Command-1\n    menu: 表示 > ブックマークの並べ替え\n",
                note: "The HIG's own example in Japanese: the title names its submenu's context."),
            RuleExample(
                swift: """
                    final class AppDelegate: UIResponder, UIApplicationDelegate {
                        override func buildMenu(with builder: UIMenuBuilder) {
                            let name = UIKeyCommand(title: "Name", action: #selector(sortByName), input: "1", modifierFlags: [.command, .control])
                            name.discoverabilityTitle = "Sort by Name"
                            builder.insertChild(UIMenu(title: "Sort By", children: [name]), atEndOfMenu: .view)
                        }
                    }

                    """,
                note: "A UIKit key command whose discoverability title carries the submenu's context."),
        ],
        judgesTitleWording: true,
        laterRevision: .keyboards2025(
            "visionOS too: \"In visionOS, an app’s keyboard shortcuts appear in the shortcut interface that displays when people hold the Command key on a connected keyboard\", and \"Write descriptive shortcut titles\" (since the revision of June 21, 2023)"
        ))

    /// Where the shortcut interface lists a menu's items flat: iPad and Apple Vision Pro.
    static let shortcutInterfacePlatforms = PlatformSet([.iPadOS, .visionOS])

    init() {}

    func check(_ context: LintContext) -> [Finding] {
        let candidates = context.entries { !$0.platforms.isDisjoint(with: Self.shortcutInterfacePlatforms) && $0.menu?.isSubmenu == true }
        var titles = RelatedTitles()
        return candidates.compactMap { entry in
            guard let menu = entry.menu, let title = entry.title,
                entry.discoverabilityTitle?.allSatisfy(\.isWhitespace) ?? true,
                let submenu = menu.components.last
            else { return nil }
            guard !titles.namesContext(title: title, submenu: submenu) else { return nil }
            let interface = entry.platforms.contains(.iPadOS) ? "the iPad shortcut interface" : "the Apple Vision Pro shortcut interface"
            return context.finding(
                Self.description, entry: entry,
                message:
                    "\(context.name(entry).sentenceStart) sits in the \(menu.text.forMessage) submenu, but \(interface) lists items without submenu titles, so \"\(title.forMessage)\" loses its context: \(context.phrase(.discoverabilityTitle(Titles.contextualTitle(title, submenu: submenu))).map { "\($0), or " } ?? "")put the context in the title."
            )
        }
    }
}
