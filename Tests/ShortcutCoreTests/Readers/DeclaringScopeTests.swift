import Testing

@testable import ShortcutCore

/// Shortcuts that belong to a view or a responder are scoped to it: a SwiftUI button shown in a
/// window answers while its view is in the key window, a UIKit responder's `keyCommands` while it
/// is in the responder chain. Two dialogs' default buttons never meet, a view's button overrides
/// the menu on its chord, and a game view's arrows are its own.
@Suite struct DeclaringScopeTests {
    static let dialogs = """
        struct SaveChangesAlert: View {
            var body: some View {
                HStack {
                    Button("Don't Save") { discard() }
                    Button("Cancel", role: .cancel) { dismiss() }.keyboardShortcut(.cancelAction)
                    Button("Save") { save() }.keyboardShortcut(.defaultAction)
                }
            }
        }

        struct DeleteSheet: View {
            var body: some View {
                VStack {
                    Text("Delete the note?")
                    Button("Keep", role: .cancel) { dismiss() }.keyboardShortcut(.cancelAction)
                    Button("Delete", role: .destructive) { delete() }.keyboardShortcut(.defaultAction)
                }
            }
        }

        """

    @Test func aButtonShownInAWindowIsScopedToItsView() {
        let read = SourceReaderHelpers.read(Self.dialogs)
        #expect(
            read.manifest.shortcuts.map(\.when) == [
                "view.SaveChangesAlert", "view.SaveChangesAlert", "view.DeleteSheet", "view.DeleteSheet",
            ])
    }

    @Test func theDefaultAndCancelButtonsOfTwoDialogsNeitherConflictNorLackAModifier() {
        #expect(SourceReaderHelpers.ruleIDs(Self.dialogs).isEmpty)
    }

    @Test func aViewsButtonOverridesTheMenuItemOnItsChord() {
        let source = """
            struct Editor: View {
                var body: some View {
                    Button("Save Draft") { saveDraft() }.keyboardShortcut("s")
                }
            }

            struct EditorCommands: Commands {
                var body: some Commands {
                    CommandGroup(replacing: .saveItem) {
                        Button("Save") { save() }.keyboardShortcut("s")
                    }
                }
            }

            """
        #expect(!SourceReaderHelpers.ruleIDs(source).contains("duplicate-shortcut"))
    }

    @Test func aMenuCommandIsNotScoped() {
        let source =
            "struct AppCommands: Commands {\n    var body: some Commands {\n        CommandMenu(\"Notes\") {\n            Button(\"Send\") { send() }.keyboardShortcut(\"u\")\n        }\n    }\n}\n"
        #expect(SourceReaderHelpers.read(source).manifest.shortcuts.map(\.when) == [nil])
    }

    static let game = """
        final class GameViewController: UIViewController {
            override var keyCommands: [UIKeyCommand]? {
                [
                    UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: [], action: #selector(walkLeft)),
                    UIKeyCommand(input: UIKeyCommand.inputRightArrow, modifierFlags: [], action: #selector(walkRight)),
                ]
            }
        }

        """

    @Test func aRespondersKeyCommandsAreScopedToIt() {
        let read = SourceReaderHelpers.read(Self.game)
        #expect(read.manifest.shortcuts.map(\.when) == ["responder.GameViewController", "responder.GameViewController"])
    }

    /// The arrows a view answers as it is operated are no commands for a menu
    /// (``ShortcutEntry/isControlKey``): no rule asks for a menu item or a modifier.
    @Test func aRespondersArrowKeysAreItsOwnControlKeys() {
        let read = SourceReaderHelpers.read(Self.game)
        #expect(read.manifest.shortcuts.map(\.isControlKey) == [true, true])
        #expect(SourceReaderHelpers.ruleIDs(Self.game).isEmpty)
    }

    @Test func aRespondersCommandIsStillInNoMenu() {
        let source =
            "class Canvas: UIView {\n    override var keyCommands: [UIKeyCommand]? {\n        [UIKeyCommand(input: \"k\", modifierFlags: .command, action: #selector(link))]\n    }\n}\n"
        #expect(SourceReaderHelpers.ruleIDs(source) == ["shortcut-only-action"])
    }

    @Test func addKeyCommandScopesToTheResponderThatAddsIt() {
        let source =
            "class Canvas: UIView {\n    func setUp() {\n        addKeyCommand(UIKeyCommand(input: \"k\", modifierFlags: .command, action: #selector(link)))\n    }\n}\n"
        #expect(SourceReaderHelpers.read(source).manifest.shortcuts.map(\.when) == ["responder.Canvas"])
    }

    @Test func aKeyCommandInTheMenuBuilderBelongsToTheMenuNotAResponder() {
        let source = """
            class AppDelegate: UIResponder {
                override func buildMenu(with builder: UIMenuBuilder) {
                    let command = UIKeyCommand(title: "Insert Link", action: #selector(link), input: "k", modifierFlags: .command)
                    builder.insertChild(UIMenu(title: "", options: .displayInline, children: [command]), atStartOfMenu: .edit)
                }
            }

            """
        let read = SourceReaderHelpers.read(source)
        #expect(read.manifest.shortcuts.map(\.when) == [nil])
        #expect(read.manifest.shortcuts.map { $0.menu?.text } == ["Edit"])
    }
}
