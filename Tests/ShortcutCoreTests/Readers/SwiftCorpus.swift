import Testing

@testable import ShortcutCore

/// Six real Swift files from open-source apps that declare shortcuts (SwiftUI `commands`, UIKit
/// `keyCommands`, an AppKit main menu built in code), with the shortcuts counted by hand from the
/// file at the commit given: title, chord in HIG text, menu path and the line of the key; and the
/// lines where a shortcut cannot be checked. The files themselves are not copied here: each entry
/// carries a short excerpt rewritten as our own test input (same constructs, same titles, keys and
/// menus; the actions and the rest are ours), which the test reads every time. With the real files
/// in a folder named by `SHORTCUT_LINT_SWIFT_CORPUS` (each saved as `owner__repo__FileName.swift`,
/// e.g. with `git show COMMIT:PATH`), the test also checks every line (docs/swift-sources.md).
struct SwiftCorpusFile: Sendable, CustomTestStringConvertible {
    struct Expected: Sendable {
        var title: String?
        var key: String
        var menu: String?
        /// The line of the key in the real file.
        var line: Int
    }

    var repository: String
    var commit: String
    var path: String
    /// What code the file is written in, for the SwiftUI entries' platforms.
    var swiftUIPlatforms: PlatformSet = .defaultPlatforms
    var expected: [Expected]
    /// Lines of the real file with an `unresolved-shortcut` note.
    var unresolvedLines: [Int] = []
    var excerpt: String

    var testDescription: String { "\(repository) \(path)" }

    /// The name the real file has in the `SHORTCUT_LINT_SWIFT_CORPUS` folder.
    var localName: String {
        repository.replacingOccurrences(of: "/", with: "__") + "__" + (path.split(separator: "/").last.map(String.init) ?? path)
    }
}

extension SwiftCorpusFile {
    static let all: [SwiftCorpusFile] = [
        SwiftCorpusFile(
            repository: "Dimillian/IceCubesApp", commit: "0246b11f7d3d50780b0f4869a1563fcd19ac3f9c",
            path: "IceCubesApp/App/Main/IceCubesApp+Menu.swift", swiftUIPlatforms: PlatformSet([.macOS, .iPadOS]),
            expected: [
                Expected(title: "menu.new-window", key: "Shift-N", menu: "File", line: 11),
                Expected(title: "menu.new-post", key: "Command-N", menu: "File", line: 19),
                Expected(title: "timeline.latest", key: "Command-R", menu: "tab.timeline", line: 39),
                Expected(title: "timeline.home", key: "Shift-H", menu: "tab.timeline", line: 43),
                Expected(title: "timeline.trending", key: "Shift-T", menu: "tab.timeline", line: 47),
                Expected(title: "timeline.federated", key: "Shift-F", menu: "tab.timeline", line: 51),
                Expected(title: "timeline.local", key: "Shift-L", menu: "tab.timeline", line: 55),
            ],
            excerpt: """
                var menus: some Commands {
                    CommandGroup(replacing: .newItem) {
                        Button("menu.new-window") { openNewWindow() }
                            .keyboardShortcut("n", modifiers: .shift)
                        Button("menu.new-post") {
                #if targetEnvironment(macCatalyst)
                            openComposer(inWindow: true)
                #else
                            openComposer(inWindow: false)
                #endif
                        }
                        .keyboardShortcut("n", modifiers: .command)
                    }
                    CommandGroup(replacing: .textFormatting) {
                        Menu("menu.font") {
                            Button("menu.font.bigger") { grow() }
                            Button("menu.font.smaller") { shrink() }
                        }
                    }
                    CommandMenu("tab.timeline") {
                        Button("timeline.latest") { post(.latest) }.keyboardShortcut("r", modifiers: .command)
                        Button("timeline.home") { post(.home) }.keyboardShortcut("h", modifiers: .shift)
                        Button("timeline.trending") { post(.trending) }.keyboardShortcut("t", modifiers: .shift)
                        Button("timeline.federated") { post(.federated) }.keyboardShortcut("f", modifiers: .shift)
                        Button("timeline.local") { post(.local) }.keyboardShortcut("l", modifiers: .shift)
                    }
                }
                """),
        SwiftCorpusFile(
            repository: "CodeEditApp/CodeEdit", commit: "00da8c96f67c88ac79ded467ab63238dbad81a99",
            path: "CodeEdit/Features/WindowCommands/ViewCommands.swift",
            expected: [
                Expected(title: "Show Command Palette", key: "Shift-Command-P", menu: "View", line: 44),
                Expected(title: "Increase font size", key: "Command-+", menu: "View", line: 54),
                Expected(title: "Decrease font size", key: "Command--", menu: "View", line: 65),
                // The next titles are built with `\(…)` ("Show"/"Hide" Navigator…): untitled, noted
                // (lines 86, 92, 99, 108, 114). The `else` branch of `if newWindowing` declares
                // Control-Command-S and Control-Command-I again (lines 99, 108): only one branch
                // exists at run time, so each pair is one shortcut, at its first declaration.
                Expected(title: nil, key: "Control-Command-S", menu: "View", line: 86),
                Expected(title: nil, key: "Control-Command-I", menu: "View", line: 92),
                Expected(title: nil, key: "Shift-Command-Y", menu: "View", line: 114),
            ],
            unresolvedLines: [86, 92, 99, 108, 114],
            excerpt: """
                var body: some Commands {
                    CommandGroup(after: .toolbar) {
                        Button("Show Command Palette") { openPalette() }
                            .keyboardShortcut("p", modifiers: [.shift, .command])
                        Button("Increase font size") { fontSize += 1 }
                            .keyboardShortcut("+")
                            .disabled(controller == nil)
                        Button("Decrease font size") { fontSize -= 1 }
                            .keyboardShortcut("-")
                        Button("Customize Toolbar...") { }.disabled(true)
                        Divider()
                        if newWindowing {
                            Button("\\(visibility == .detailOnly ? "Show" : "Hide") Navigator") { toggleNavigator() }
                                .disabled(visibility == nil)
                                .keyboardShortcut("s", modifiers: [.control, .command])
                            Button("\\(inspector == false ? "Show" : "Hide") Inspector") { toggleInspector() }
                                .keyboardShortcut("i", modifiers: [.control, .command])
                        } else {
                            Button("\\(navigatorCollapsed ? "Show" : "Hide") Navigator") { toggleFirst() }
                                .keyboardShortcut("s", modifiers: [.control, .command])
                                .onReceive(keyWindowChanges) { window in controller = window?.controller }
                            Button("\\(inspectorCollapsed ? "Show" : "Hide") Inspector") { toggleLast() }
                                .keyboardShortcut("i", modifiers: [.control, .command])
                            Button("\\(inspectorCollapsed ? "Show" : "Hide") Utility Area") { openDrawer() }
                                .keyboardShortcut("y", modifiers: [.shift, .command])
                            Button("\\(pathBar ? "Hide" : "Show") Path Bar") { pathBar.toggle() }
                        }
                    }
                }
                """),
        SwiftCorpusFile(
            repository: "CodeEditApp/CodeEdit", commit: "0699bffecb70c728769579b81c923cbcc95406c8",
            path: "CodeEdit/Features/WindowCommands/MainCommands.swift",
            expected: [Expected(title: "Preferences...", key: "Command-,", menu: "‹App›", line: 30)],
            // `[.command, .option, .hidden]`: `.hidden` is no EventModifiers member the reader knows.
            unresolvedLines: [35],
            excerpt: """
                var body: some Commands {
                    CommandGroup(replacing: .appInfo) {
                        Button("About CodeEdit") { showAbout() }
                    }
                    CommandGroup(replacing: .appSettings) {
                        Button("Preferences...") { openPreferences() }
                            .keyboardShortcut(",")
                        Button("Settings...") { openSettings() }
                            .keyboardShortcut(",", modifiers: [.command, .option, .hidden])
                    }
                }
                """),
        SwiftCorpusFile(
            repository: "mikker/LeaderKey", commit: "8eb8343c545dbe5a56ed53b3f918df548922fc3d", path: "Leader Key/MainMenu.swift",
            expected: [
                Expected(title: "Undo", key: "Command-Z", menu: "Edit", line: 13),
                Expected(title: "Redo", key: "Shift-Command-Z", menu: "Edit", line: 14),
                Expected(title: "Cut", key: "Command-X", menu: "Edit", line: 16),
                Expected(title: "Copy", key: "Command-C", menu: "Edit", line: 17),
                Expected(title: "Paste", key: "Command-V", menu: "Edit", line: 18),
                Expected(title: "Select All", key: "Command-A", menu: "Edit", line: 19),
            ],
            excerpt: """
                let appMenu = NSMenuItem()
                appMenu.submenu = NSMenu()
                let editMenu = NSMenuItem()
                editMenu.submenu = NSMenu(title: "Edit")
                editMenu.submenu?.items = [
                    NSMenuItem(title: "Undo", action: Selector(("undo:")), keyEquivalent: "z"),
                    NSMenuItem(title: "Redo", action: Selector(("redo:")), keyEquivalent: "Z"),
                    .separator(),
                    NSMenuItem(title: "Cut", action: #selector(NSText.cut(_:)), keyEquivalent: "x"),
                    NSMenuItem(title: "Copy", action: #selector(NSText.copy(_:)), keyEquivalent: "c"),
                    NSMenuItem(title: "Paste", action: #selector(NSText.paste(_:)), keyEquivalent: "v"),
                    NSMenuItem(title: "Select All", action: #selector(NSText.selectAll(_:)), keyEquivalent: "a"),
                ]
                items = [appMenu, editMenu]
                """),
        SwiftCorpusFile(
            repository: "CleanCocoa/ReSwift-Mario", commit: "7a5204cc4b11cee12e04e3c50ba31048356391b5",
            path: "ReSwift-Mario/KeyboardInputHandler.swift",
            expected: [
                Expected(title: nil, key: "Left arrow", menu: nil, line: 9),
                Expected(title: nil, key: "Right arrow", menu: nil, line: 10),
            ],
            excerpt: """
                override var keyCommands: [UIKeyCommand]? {
                    [
                        UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: [], action: #selector(walkLeft)),
                        UIKeyCommand(input: UIKeyCommand.inputRightArrow, modifierFlags: [], action: #selector(walkRight)),
                    ]
                }
                """),
        SwiftCorpusFile(
            repository: "Ranchero-Software/NetNewsWire", commit: "07042b8a2a24fed599186bd035424b4d50f998cd",
            path: "iOS/KeyboardManager.swift",
            // Every key command goes through a helper taking the input and modifiers as parameters
            // (or reads them from a plist): nothing to check, two notes.
            expected: [],
            unresolvedLines: [46, 61],
            excerpt: """
                static func makeCommand(title: String, action: String, input: String, modifiers: UIKeyModifierFlags) -> UIKeyCommand {
                    UIKeyCommand(title: title, image: nil, action: NSSelectorFromString(action), input: input,
                                 modifierFlags: modifiers, propertyList: nil, alternates: [], discoverabilityTitle: nil,
                                 attributes: [], state: .on)
                }
                static func makeCommand(entry: [String: Any]) -> UIKeyCommand? {
                    guard let input = entry["key"] as? String else { return nil }
                    return UIKeyCommand(input: input, modifierFlags: flags(entry), action: NSSelectorFromString(entry["action"] as! String))
                }
                """),
    ]
}
