/// An action with no menu item: unreachable without a hardware keyboard, and hard to discover.
struct ShortcutOnlyActionRule: Rule {
    static let id = "shortcut-only-action"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .warning,
        summary:
            "An entry has no `menu`, so a shortcut is its only way in: a warning on iOS, iPadOS, visionOS and tvOS, info on macOS alone.",
        rationale: """
            A virtual keyboard has no shortcuts (Human Interface Guidelines › Virtual keyboards), so on iPhone, iPad, Apple Vision Pro and \
            Apple TV without a hardware keyboard an action reachable only by its shortcut cannot be \
            reached at all. A key command with no title or discoverability title is also missing from \
            the iPad shortcut interface, which lists a command by its discoverability title, else its \
            title (UIKit › UIKeyCommand › discoverabilityTitle). On the Mac people find shortcuts in \
            the menu bar, so a missing menu item makes the shortcut hard to discover: reported as \
            info when macOS is the only platform the entry applies to. Name the menu (`menu: Edit`, or \
            `View > Sort By` for a submenu); in code, add the command to the app's menus (SwiftUI \
            `commands`, UIKit `buildMenu(with:)`): the reader takes the menu path from there, and \
            a UIKit responder's `keyCommands` have none. A shortcut read from a SwiftUI button shown \
            in a window is not reported: the button is the other way in. Nor is a `KeyboardShortcut` \
            constant its file never applies: the control it belongs to, and its menu, are in another file. \
            Nor are a game's key bindings (`kind: game`, or a game target): they sit beside the game's \
            own controls, which are the way in without a keyboard (Game controls: "Support the \
            platform's default interaction method").
            """,
        guideline: .hig(
            page: "Virtual keyboards", path: "virtual-keyboards", section: "Virtual keyboards",
            quote: "A virtual keyboard doesn’t support keyboard shortcuts."),
        triggeringExamples: [
            RuleExample(
                "app: Scribe\nplatforms: [iPadOS]\nshortcuts:\n  - title: Insert Link\n    key: ↓Command-K\n",
                message:
                    "\"Insert Link\" is in no menu; a virtual keyboard has no shortcuts, so on iPadOS without a hardware keyboard the action cannot be reached"
            ),
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Insert Link\n    key: ↓Command-K\n", note: "macOS only: info.",
                message: "people discover Mac shortcuts in the menu bar, so this one stays hidden"),
            RuleExample(
                swift: """
                    final class CanvasViewController: UIViewController {
                        override var keyCommands: [UIKeyCommand]? {
                            [UIKeyCommand(input: ↓"k", modifierFlags: .command, action: #selector(insertLink))]
                        }
                    }

                    """,
                note:
                    "A UIKit key command with no menu and no discoverability title: unreachable without a hardware keyboard, and unlisted.",
                messages: [
                    "An untitled shortcut is in no menu; a virtual keyboard has no shortcuts, so on iOS, iPadOS without a hardware keyboard the action cannot be reached, and with no title it is missing from the shortcut interface"
                ]),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "app: Scribe\nplatforms: [macOS, iPadOS]\nshortcuts:\n  - title: Insert Link\n    key: Command-K\n    menu: Format\n"),
            RuleExample(
                swift: """
                    final class AppDelegate: UIResponder, UIApplicationDelegate {
                        override func buildMenu(with builder: UIMenuBuilder) {
                            let link = UIKeyCommand(title: "Insert Link", action: #selector(insertLink), input: "k", modifierFlags: .command)
                            builder.insertChild(UIMenu(title: "", options: .displayInline, children: [link]), atEndOfMenu: .format)
                        }
                    }

                    """,
                note: "The same command in the app's menus: the reader takes its menu path, Format."),
            RuleExample(
                "app: Arcade\nkind: game\nplatforms: [iPadOS]\nshortcuts:\n  - title: Pause\n    key: P\n",
                note: "A game's key binding, beside the game's own controls."),
        ],
        laterRevision: .gameKeyBindings)

    static let virtualKeyboardPlatforms = PlatformSet([.iOS, .iPadOS, .visionOS, .tvOS])

    init() {}

    func check(_ context: LintContext) -> [Finding] {
        let menu = context.phrase(.addToMenu) ?? "put the command in a menu"
        return context.entries { $0.menu == nil && !$0.isVisibleControl && !$0.isDetachedValue && !$0.isControlKey }.compactMap { entry in
            guard !context.isGameKeyBinding(entry) else { return nil }
            let touch = entry.platforms.intersection(Self.virtualKeyboardPlatforms)
            if !touch.isEmpty {
                // The shortcut interface lists a command by its discoverability title, else its title.
                let listed = !(entry.title ?? "").isEmpty || !(entry.discoverabilityTitle ?? "").isEmpty
                return context.finding(
                    Self.description, entry: entry,
                    message:
                        "\(context.name(entry).sentenceStart) is in no menu; a virtual keyboard has no shortcuts, so on \(touch) without a hardware keyboard the action cannot be reached\(listed ? "" : ", and with no title it is missing from the shortcut interface"): \(menu)."
                )
            }
            guard entry.platforms.contains(.macOS) else { return nil }
            return context.finding(
                Self.description, entry: entry,
                message:
                    "\(context.name(entry).sentenceStart) is in no menu; people discover Mac shortcuts in the menu bar, so this one stays hidden: \(menu).",
                severity: .info)
        }
    }
}
