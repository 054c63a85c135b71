/// An action with no menu item: unreachable without a hardware keyboard, and hard to discover.
public struct ShortcutOnlyActionRule: Rule {
    public static let id = "shortcut-only-action"

    public static let description = RuleDescription(
        id: id,
        defaultSeverity: .warning,
        summary: "An entry has no `menu`, so a shortcut is its only way in: a warning on iOS, iPadOS, visionOS and tvOS, info on macOS alone.",
        rationale: """
            A virtual keyboard has no shortcuts (Human Interface Guidelines › Virtual keyboards), so on iPhone, iPad, Apple Vision Pro and \
            Apple TV without a hardware keyboard an action reachable only by its shortcut cannot be \
            reached at all; iPadOS also lists only commands that appear in menus in its shortcut \
            interface. On the Mac people find shortcuts in the menu bar, so a missing menu item \
            makes the shortcut hard to discover: reported as info when macOS is the only platform \
            the entry applies to. Name the menu (`menu: Edit`, or `View > Sort By` for a submenu). A \
            shortcut read from a SwiftUI button shown in a window is not reported: the button is the \
            other way in.
            """,
        guideline: .hig(
            page: "Virtual keyboards", path: "virtual-keyboards", section: "Virtual keyboards",
            quote: "A virtual keyboard doesn’t support keyboard shortcuts."),
        triggeringExamples: [
            RuleExample(
                "app: Scribe\nplatforms: [iPadOS]\nshortcuts:\n  - title: Insert Link\n    key: ↓Command-K\n",
                message: "\"Insert Link\" is in no menu; a virtual keyboard has no shortcuts, so on iPadOS without a hardware keyboard the action cannot be reached"),
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Insert Link\n    key: ↓Command-K\n", note: "macOS only: info.",
                message: "people discover Mac shortcuts in the menu bar, so this one stays hidden"),
        ],
        nonTriggeringExamples: [
            RuleExample("app: Scribe\nplatforms: [macOS, iPadOS]\nshortcuts:\n  - title: Insert Link\n    key: Command-K\n    menu: Format\n")
        ])

    static let virtualKeyboardPlatforms = PlatformSet([.iOS, .iPadOS, .visionOS, .tvOS])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        let menu = context.phrase(.addToMenu) ?? "put the command in a menu"
        return context.entries { $0.menu == nil && !$0.isVisibleControl }.compactMap { entry in
            let touch = entry.platforms.intersection(Self.virtualKeyboardPlatforms)
            if !touch.isEmpty {
                return context.finding(
                    Self.description, entry: entry,
                    message: "\(context.name(entry).sentenceStart) is in no menu; a virtual keyboard has no shortcuts, so on \(touch) without a hardware keyboard the action cannot be reached, and it is missing from the shortcut interface: \(menu).")
            }
            guard entry.platforms.contains(.macOS) else { return nil }
            return context.finding(
                Self.description, entry: entry,
                message: "\(context.name(entry).sentenceStart) is in no menu; people discover Mac shortcuts in the menu bar, so this one stays hidden: \(menu).",
                severity: .info)
        }
    }
}
