/// iPadOS and visionOS: a submenu item whose title means little without the submenu's title.
struct DiscoverabilityTitleRule: Rule {
    static let id = "discoverability-title"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .warning,
        guideline: .hig,
        triggeringExamples: [
            RuleExample(
                """
                app: Scribe
                platforms: [macOS, iPadOS]
                shortcuts:
                  - title: Name
                    key: ↓Control-Option-Command-N
                    menu: View > Sort By

                """,
                message:
                    "\"Name\" sits in the View > Sort By submenu, but the iPad shortcut interface lists items without submenu titles, so \"Name\" loses its context: add `discoverabilityTitle: Sort By Name`"
            ),
            RuleExample(
                """
                app: Scribe
                platforms: [iPadOS]
                shortcuts:
                  - title: 名前
                    key: ↓Control-Command-1
                    menu: 表示 > ブックマークの並べ替え

                """,
                note: "japanese-titles-are-joined-without",
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
                note: "a-uikit-key-command-in",
                messages: [
                    "\"Name\" sits in the View > Sort By submenu, but the iPad shortcut interface lists items without submenu titles, so \"Name\" loses its context: give a UIKit key command the `discoverabilityTitle` \"Sort By Name\", or put the context in the title."
                ]),
            RuleExample(
                """
                app: Scribe
                platforms: [iPadOS]
                shortcuts:
                  - title: Name
                    key: ↓Control-Command-1
                    menu: View > Sort By
                    discoverabilityTitle: Name

                """,
                note: "a-discoverability-title-that-only-repeats",
                message: "so \"Name\" loses its context: add `discoverabilityTitle: Sort By Name`"),
            RuleExample(
                """
                app: Scribe
                platforms: [visionOS]
                shortcuts:
                  - title: Date Added
                    key: ↓Control-Option-Command-D
                    menu: View > Sort By

                """,
                note: "visionos-lists-shortcuts-the-same",
                message: "but the Apple Vision Pro shortcut interface lists items without submenu titles"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                app: Scribe
                platforms: [iPadOS]
                shortcuts:
                  - title: Name
                    key: Command-1
                    menu: View > Sort By
                    discoverabilityTitle: Sort by Name
                  - title: Sort by Date
                    key: Command-2
                    menu: View > Sort By

                """
            ),
            RuleExample(
                """
                app: Scribe
                platforms: [macOS]
                shortcuts:
                  - title: Name
                    key: Command-1
                    menu: View > Sort By

                """,
                note: "the-mac-menu-bar-shows"),
            RuleExample(
                """
                app: Scribe
                platforms: [iPadOS]
                shortcuts:
                  - title: Bold
                    key: Command-B
                    menu: Format > Font
                  - title: Jump to Selection
                    key: Command-J
                    menu: Edit > Find

                """,
                note: "a-standard-commands-title-makes-sense"),
            RuleExample(
                """
                app: Scribe
                platforms: [iPadOS]
                shortcuts:
                  - title: ブックマークを名前で並べ替える
                    key: Control-Command-1
                    menu: 表示 > ブックマークの並べ替え

                """,
                note: "the-higs-own-example-in"),
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
                note: "a-uikit-key-command-whose"),
        ],
        judgesTitleWording: true,
        laterRevision: .keyboards2025)

    /// Where the shortcut interface lists a menu's items flat: iPad and Apple Vision Pro.
    static let shortcutInterfacePlatforms = PlatformSet([.iPadOS, .visionOS])

    init() {}

    func check(_ context: LintContext) -> [Finding] {
        let candidates = context.entries { !$0.platforms.isDisjoint(with: Self.shortcutInterfacePlatforms) && $0.menu?.isSubmenu == true }
        var titles = RelatedTitles()
        return candidates.compactMap { entry in
            guard let menu = entry.menu, let title = entry.title, !Self.hasOwnTitle(entry, title: title),
                let submenu = menu.components.last
            else { return nil }
            guard !titles.namesContext(title: title, submenu: submenu), context.standardUse(of: entry) == nil else { return nil }
            let remedy = context.phrase(.discoverabilityTitle(Titles.contextualTitle(title, submenu: submenu)))
            let interface: Message =
                entry.platforms.contains(.iPadOS) ? .discoverabilityTitleIpadInterface() : .discoverabilityTitleVisionInterface()
            return context.finding(
                Self.description, entry: entry,
                message: .discoverabilityTitleLosesContext(
                    name: context.name(entry), menu: .text(menu.text.forMessage), interface: .message(interface),
                    title: .text(title.forMessage),
                    alternative: .optional(remedy.map { .discoverabilityTitleRemedy(remedy: .message($0)) })))
        }
    }

    /// Whether the entry's `discoverabilityTitle` says more than its title: one that is blank or
    /// only repeats the title ("Name" for Name under Sort By) leaves the overlay showing "Name".
    private static func hasOwnTitle(_ entry: ShortcutEntry, title: String) -> Bool {
        guard let own = entry.discoverabilityTitle, !own.allSatisfy(\.isWhitespace) else { return false }
        return Titles.normalized(own) != Titles.normalized(title)
    }
}
