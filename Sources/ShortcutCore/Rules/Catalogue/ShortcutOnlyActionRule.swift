/// An action with no menu item: hard to discover, and unreachable without a hardware keyboard unless
/// a control on screen does the same. A note: the linter cannot see the screen (most UIKit key
/// commands mirror a button or gesture there).
struct ShortcutOnlyActionRule: Rule {
    static let id = "shortcut-only-action"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .info,
        guideline: .hig,
        triggeringExamples: [
            RuleExample(
                """
                app: Scribe
                platforms: [iPadOS]
                shortcuts:
                  - title: Insert Link
                    key: ↓Command-K

                """,
                message:
                    "\"Insert Link\" is in no menu the linter read; a virtual keyboard has no shortcuts, so on iPadOS without a hardware keyboard only a control on screen can run the action"
            ),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Insert Link
                    key: ↓Command-K

                """, note: "macos-only-info",
                message: "people discover Mac shortcuts in the menu bar, so this one stays hidden"),
            RuleExample(
                swift: """
                    final class CanvasViewController: UIViewController {
                        override var keyCommands: [UIKeyCommand]? {
                            [UIKeyCommand(input: ↓"k", modifierFlags: .command, action: #selector(insertLink))]
                        }
                    }

                    """,
                note: "a-uikit-key-command-with",
                messages: [
                    "An untitled shortcut is in no menu the linter read; a virtual keyboard has no shortcuts, so on iOS, iPadOS without a hardware keyboard only a control on screen can run the action (the linter cannot see the app's controls), and with no title it is missing from the shortcut interface"
                ]),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                app: Scribe
                platforms: [macOS, iPadOS]
                shortcuts:
                  - title: Insert Link
                    key: Command-K
                    menu: Format

                """),
            RuleExample(
                swift: """
                    final class AppDelegate: UIResponder, UIApplicationDelegate {
                        override func buildMenu(with builder: UIMenuBuilder) {
                            let link = UIKeyCommand(title: "Insert Link", action: #selector(insertLink), input: "k", modifierFlags: .command)
                            builder.insertChild(UIMenu(title: "", options: .displayInline, children: [link]), atEndOfMenu: .format)
                        }
                    }

                    """,
                note: "the-same-command-in-the"),
            RuleExample(
                """
                app: Arcade
                kind: game
                platforms: [iPadOS]
                shortcuts:
                  - title: Pause
                    key: P

                """,
                note: "a-games-key-binding-beside"),
        ],
        laterRevision: .gameKeyBindings)

    static let virtualKeyboardPlatforms = PlatformSet([.iOS, .iPadOS, .visionOS, .tvOS])

    init() {}

    func check(_ context: LintContext) -> [Finding] {
        let menu = MessageArgument.optional(context.phrase(.addToMenu))
        return context.entries { $0.menu == nil && !$0.isVisibleControl && !$0.isDetachedValue && !$0.isControlKey }.compactMap { entry in
            guard !context.isGameKeyBinding(entry) else { return nil }
            let touch = entry.platforms.intersection(Self.virtualKeyboardPlatforms)
            if !touch.isEmpty {
                // The shortcut interface lists a command by its discoverability title, else its title.
                let listed = !(entry.title ?? "").isEmpty || !(entry.discoverabilityTitle ?? "").isEmpty
                return context.finding(
                    Self.description, entry: entry,
                    message: .shortcutOnlyActionTouch(
                        name: context.name(entry), platforms: .text(touch.description),
                        untitled: listed ? .none : .message(.shortcutOnlyActionUntitled()), remedy: menu))
            }
            guard entry.platforms.contains(.macOS) else { return nil }
            return context.finding(
                Self.description, entry: entry, message: .shortcutOnlyActionMac(name: context.name(entry), remedy: menu))
        }
    }
}
