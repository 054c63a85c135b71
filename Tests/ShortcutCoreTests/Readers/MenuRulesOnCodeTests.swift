import Testing

@testable import ShortcutCore

/// Issue 14 §3: the rules that need a menu (`shortcut-only-action`, `discoverability-title`) use
/// the menu path the reader found. A UIKit key command with no menu and no discoverability title
/// on iPadOS is exactly what they are for; a SwiftUI `commands` button or a key command the menu
/// builder places is in a menu.
@Suite struct MenuRulesOnCodeTests {
    static let iPad = PlatformSet([.iPadOS])

    static func messages(_ source: String, rule: String, platforms: PlatformSet = .defaultPlatforms) -> [String] {
        SourceReaderHelpers.lint(source, platforms: platforms).filter { $0.ruleID == rule && !$0.isSuppressed }.map(\.message)
    }

    static func keyCommands(_ commands: String) -> String {
        "final class NotesViewController: UIViewController {\n    override var keyCommands: [UIKeyCommand]? {\n        [\(commands)]\n    }\n}\n"
    }

    @Test func aKeyCommandWithNoMenuAndNoTitleNeedsAControlOnScreenAndIsUnlisted() throws {
        let source = Self.keyCommands("UIKeyCommand(input: \"k\", modifierFlags: .command, action: #selector(insertLink))")
        let message = try #require(Self.messages(source, rule: "shortcut-only-action").first)
        #expect(message.contains("on iOS, iPadOS without a hardware keyboard only a control on screen can run the action"))
        #expect(message.contains("with no title it is missing from the shortcut interface"))
    }

    @Test func aKeyCommandWithADiscoverabilityTitleIsListedButStillNeedsAControlForTouch() throws {
        let source = Self.keyCommands(
            "UIKeyCommand(input: \"k\", modifierFlags: .command, action: #selector(insertLink), discoverabilityTitle: \"Insert Link\")")
        let message = try #require(Self.messages(source, rule: "shortcut-only-action").first)
        #expect(message.hasPrefix("\"Insert Link\" is in no menu the linter read;"))
        #expect(!message.contains("missing from the shortcut interface"))
    }

    /// ownCloud's Find Next on `input: "G"` with `.command` beside Find Previous on `"G"` with
    /// `[.command, .shift]`: they collide only if iPadOS reads the capital letter as Shift, which
    /// UIKit does not document, so it is a warning that says so, never an error that fails a build.
    @Test func aConflictThatRestsOnAnUppercaseUIKitInputIsAWarning() throws {
        let source = Self.keyCommands(
            "UIKeyCommand(title: \"Find Next\", action: #selector(next), input: \"G\", modifierFlags: .command), "
                + "UIKeyCommand(title: \"Find Previous\", action: #selector(previous), input: \"G\", modifierFlags: [.command, .shift])")
        let findings = SourceReaderHelpers.lint(source).filter { $0.ruleID == "duplicate-shortcut" }
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("if the capital-letter input of \"Find Next\" means Shift"))
    }

    /// ownCloud appends Find Next and Find Previous under separate ifs too: the capital letter is
    /// the likelier cause, and its fix is exact, so the message names it.
    @Test func aCapitalLetterInputIsNamedBeforeSeparateConditions() throws {
        let next = "commands.append(UIKeyCommand(title: \"Find Next\", action: #selector(next), input: \"G\", modifierFlags: .command))"
        let previous =
            "commands.append(UIKeyCommand(title: \"Find Previous\", action: #selector(previous), input: \"G\", modifierFlags: [.command, .shift]))"
        let source = """
            final class ViewerController: UIViewController {
                override var keyCommands: [UIKeyCommand]? {
                    var commands: [UIKeyCommand] = []
                    if canGoForward { \(next) }
                    if canGoBack { \(previous) }
                    return commands
                }
            }

            """
        let finding = try #require(SourceReaderHelpers.lint(source).first { $0.ruleID == "duplicate-shortcut" })
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("capital-letter input"))
    }

    @Test func theSameConflictWrittenWithShiftIsAnError() throws {
        let source = Self.keyCommands(
            "UIKeyCommand(title: \"Find Next\", action: #selector(next), input: \"g\", modifierFlags: [.command, .shift]), "
                + "UIKeyCommand(title: \"Find Previous\", action: #selector(previous), input: \"g\", modifierFlags: [.command, .shift])")
        let finding = try #require(SourceReaderHelpers.lint(source).first { $0.ruleID == "duplicate-shortcut" })
        #expect(finding.severity == .error)
    }

    static func conditionalEscapes(firstUnderCondition: Bool) -> String {
        let close =
            "commands.append(UIKeyCommand(title: \"Close Search\", action: #selector(closeSearch), input: UIKeyCommand.inputEscape, modifierFlags: []))"
        let exit =
            "commands.append(UIKeyCommand(title: \"Exit Full Screen\", action: #selector(exitFullScreen), input: UIKeyCommand.inputEscape, modifierFlags: []))"
        return """
            final class ViewerController: UIViewController {
                override var keyCommands: [UIKeyCommand]? {
                    var commands: [UIKeyCommand] = []
                    \(firstUnderCondition ? "if showsResults { \(close) }" : close)
                    if barIsHidden { \(exit) }
                    return commands
                }
            }

            """
    }

    /// ownCloud's two Esc commands, each appended under a condition of its own: they collide only
    /// while both hold, which code reading cannot tell, so the conflict is a warning that says so.
    @Test func twoKeyCommandsEachUnderItsOwnConditionConflictAsAWarning() throws {
        let findings = SourceReaderHelpers.lint(Self.conditionalEscapes(firstUnderCondition: true)).filter {
            $0.ruleID == "duplicate-shortcut"
        }
        let finding = try #require(findings.first)
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("each is declared under a condition of its own"))
    }

    /// A command always there and one added under a condition collide whenever the condition holds.
    @Test func aConditionalKeyCommandBesideAnUnconditionalOneIsAnError() throws {
        let findings = SourceReaderHelpers.lint(Self.conditionalEscapes(firstUnderCondition: false)).filter {
            $0.ruleID == "duplicate-shortcut"
        }
        #expect(try #require(findings.first).severity == .error)
    }

    @Test func aSwiftUICommandOnIPadIsInItsMenu() {
        let source = "CommandMenu(\"Notes\") {\n    Button(\"Insert Link\") { link() }.keyboardShortcut(\"k\")\n}\n"
        #expect(SourceReaderHelpers.read(source, platforms: Self.iPad).manifest.shortcuts.map { $0.menu?.text } == ["Notes"])
        #expect(Self.messages(source, rule: "shortcut-only-action", platforms: Self.iPad).isEmpty)
    }

    @Test func aKeyCommandTheMenuBuilderPlacesIsInItsMenu() {
        let source = """
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                override func buildMenu(with builder: UIMenuBuilder) {
                    let link = UIKeyCommand(title: "Insert Link", action: #selector(insertLink), input: "k", modifierFlags: .command)
                    builder.insertChild(UIMenu(title: "", options: .displayInline, children: [link]), atEndOfMenu: .format)
                }
            }

            """
        #expect(SourceReaderHelpers.read(source).manifest.shortcuts.map { $0.menu?.text } == ["Format"])
        #expect(Self.messages(source, rule: "shortcut-only-action").isEmpty)
    }

    static func swiftUISortBy(_ title: String) -> String {
        """
        CommandGroup(after: .sidebar) {
            Menu("Sort By") {
                Button("\(title)") { sort(.name) }.keyboardShortcut("1", modifiers: [.command, .control])
            }
        }

        """
    }

    @Test func aSwiftUISubmenuItemOnIPadNeedsTheSubmenusContextInItsTitle() throws {
        let message = try #require(Self.messages(Self.swiftUISortBy("Name"), rule: "discoverability-title", platforms: Self.iPad).first)
        #expect(message.hasPrefix("\"Name\" sits in the View > Sort By submenu"))
        #expect(message.hasSuffix("or put the context in the title."))
        #expect(Self.messages(Self.swiftUISortBy("Sort by Name"), rule: "discoverability-title", platforms: Self.iPad).isEmpty)
    }

    @Test func aSwiftUISubmenuOnTheMacAloneIsFine() {
        #expect(Self.messages(Self.swiftUISortBy("Name"), rule: "discoverability-title", platforms: PlatformSet(.macOS)).isEmpty)
    }

    static func uiKitSortBy(_ setTitle: String) -> String {
        """
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            override func buildMenu(with builder: UIMenuBuilder) {
                let name = UIKeyCommand(title: "Name", action: #selector(sortByName), input: "1", modifierFlags: [.command, .control])
        \(setTitle)
                builder.insertChild(UIMenu(title: "Sort By", children: [name]), atEndOfMenu: .view)
            }
        }

        """
    }

    @Test func aUIKitSubmenuKeyCommandNeedsADiscoverabilityTitle() throws {
        let message = try #require(Self.messages(Self.uiKitSortBy(""), rule: "discoverability-title").first)
        #expect(message.contains("give a UIKit key command the `discoverabilityTitle` \"Sort By Name\""))
        #expect(
            Self.messages(Self.uiKitSortBy("        name.discoverabilityTitle = \"Sort by Name\""), rule: "discoverability-title").isEmpty)
    }
}
