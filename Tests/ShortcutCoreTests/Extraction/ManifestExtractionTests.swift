import Testing

@testable import ShortcutCore

/// `extract`: the entries of each app's files gathered into one manifest, written in YAML in the
/// manifest's normal form, with where each entry came from.
@Suite struct ManifestExtractionTests {
    static let project = AppGroup(id: "/work/Scribe", name: "Scribe")

    static let menu = InterfaceBuilderFixture.xib(
        """
        <menuItem title="New Note" keyEquivalent="n" id="n1"/>
        <menuItem title="Close All" keyEquivalent="w" alternate="YES" id="c1">
            <modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/>
        </menuItem>
        <menuItem title="Debug Menu" keyEquivalent="d" hidden="YES" id="d1">
            <modifierMask key="keyEquivalentModifierMask" control="YES" command="YES"/>
        </menuItem>
        """)

    static let commands = """
        import SwiftUI

        struct NoteCommands: Commands {
            var body: some Commands {
                CommandMenu("Note") {
                    // shortcut-lint: allow control-modifier -- the Mail shortcut people know
                    Button("Send Note") { send() }
                        .keyboardShortcut("d", modifiers: [.control, .shift, .command])
                    Button("\\(title)") { rename() }
                        .keyboardShortcut("r", modifiers: .command)
                    Button("Archive") { archive() }
                        .keyboardShortcut(archiveKey)
                }
            }
        }

        struct EditorView: View {
            var body: some View {
                Button("Key: \\"Value\\" #1") { insert() }
                    .keyboardShortcut("k")
            }
        }
        """

    private func extract(_ files: [(String, String, AppGroup?)], configuration: LintConfiguration = .default) -> [ExtractedManifest] {
        let linter = Linter(configuration: configuration)
        return ManifestExtraction.extract(files.map { LintJob(source: SourceFile(path: $0.0, text: $0.1), linter: linter, app: $0.2) })
    }

    @Test func theFilesOfOneAppBecomeOneManifestInItsNormalForm() throws {
        var configuration = LintConfiguration()
        configuration.defaultPlatforms = PlatformSet([.macOS, .iPadOS])
        let manifests = extract(
            [("Scribe/MainMenu.xib", Self.menu, Self.project), ("Scribe/NoteCommands.swift", Self.commands, Self.project)],
            configuration: configuration)
        let manifest = try #require(manifests.first)
        #expect(manifests.count == 1)
        #expect(
            ManifestWriter.yaml(manifest) == """
                # The keyboard shortcuts of Scribe, extracted by shortcut-lint from 2 files:
                #   Scribe/MainMenu.xib
                #   Scribe/NoteCommands.swift
                # Each entry's comment names the file and line of its key.
                app: Scribe
                platforms: [macOS, iPadOS]
                shortcuts:
                  # from Scribe/MainMenu.xib:9
                  - title: Quit Scribe
                    key: Command-Q
                    menu: Scribe
                    platforms: [macOS]
                  # from Scribe/MainMenu.xib:16
                  - title: New Note
                    key: Command-N
                    menu: File
                    platforms: [macOS]
                  # from Scribe/MainMenu.xib:17, an alternate item, shown in place of the one above while its modifier is held
                  - title: Close All
                    key: Option-Command-W
                    menu: File
                    platforms: [macOS]
                  # from Scribe/MainMenu.xib:20
                  - title: Debug Menu
                    key: Control-Command-D
                    menu: File
                    platforms: [macOS]
                    hidden: true
                  # from Scribe/NoteCommands.swift:8
                  - title: Send Note
                    key: Control-Shift-Command-D
                    menu: Note
                    allow: [control-modifier]  # reason: the Mail shortcut people know
                  # from Scribe/NoteCommands.swift:10, its title is computed when the app runs: write it here
                  - title: null
                    key: Command-R
                    menu: Note
                  # from Scribe/NoteCommands.swift:20
                  - title: "Key: \\"Value\\" #1"
                    key: Command-K
                    when: view.EditorView
                    visibleControl: true

                # Not extracted, or not checked (as `shortcut-lint lint` reports them):
                #   Scribe/NoteCommands.swift:10:35: title not checked: the title of this Command-R shortcut is computed at run time, so the rules that compare titles see it as untitled
                #   Scribe/NoteCommands.swift:12:35: dynamic shortcut, not checked: the key `archiveKey` is computed at run time

                """)
    }

    @Test func eachAppIsAManifestOfItsOwnInTheOrderOfItsFirstFile() {
        let other = AppGroup(id: "/work/Notes", name: "Notes")
        let manifests = extract([
            ("Notes/Commands.swift", Self.commands, other), ("Scribe/MainMenu.xib", Self.menu, Self.project),
            ("Notes/MainMenu.xib", Self.menu, other),
        ])
        #expect(manifests.map(\.name) == ["Notes", "Scribe"])
        #expect(manifests.map(\.files) == [["Notes/Commands.swift", "Notes/MainMenu.xib"], ["Scribe/MainMenu.xib"]])
    }

    @Test func filesWithoutShortcutsAreLeftOut() {
        let manifests = extract([
            ("Scribe/Model.swift", "struct Note {}\n", Self.project), ("Scribe/MainMenu.xib", Self.menu, Self.project),
        ])
        #expect(manifests.first?.files == ["Scribe/MainMenu.xib"])
        #expect(extract([("Model.swift", "struct Note {}\n", nil)]).isEmpty)
    }

    @Test func aManifestsKeysAreWrittenInHIGTextAndItsFieldsKept() throws {
        let manifest = """
            app: Scribe
            platforms: [macOS, iPadOS]
            shortcuts:
              - id: export
                title: Export
                key: cmd+shift+e
                menu: File
                when: editor
                platforms: [iPadOS]
                repurposes: show-inspector
                complements: open
                discoverabilityTitle: Export Note
              - title: Broken
                key: Command-Contrl-S
            """
        let extracted = try #require(extract([("Scribe.shortcuts.yml", manifest, nil)]).first)
        #expect(
            ManifestWriter.yaml(extracted).hasSuffix(
                """
                shortcuts:
                  # from Scribe.shortcuts.yml:6
                  - id: export
                    title: Export
                    key: Shift-Command-E
                    menu: File
                    when: editor
                    platforms: [iPadOS]
                    repurposes: show-inspector
                    complements: open
                    discoverabilityTitle: Export Note
                  # from Scribe.shortcuts.yml:14
                  - title: Broken
                    key: Command-Contrl-S

                """), "an unreadable key is kept as written, for invalid-shortcut to report again")
    }

    @Test func anIdAlreadyGivenIsLeftOutAndSaidSo() throws {
        let first = "app: Scribe\nshortcuts:\n  - {id: publish, title: Publish, key: Command-U}\n"
        let second = "app: Scribe\nshortcuts:\n  - {id: publish, title: Upload, key: Command-L}\n"
        let text = ManifestWriter.yaml(try #require(extract([("a.shortcuts.yml", first, nil), ("b.shortcuts.yml", second, nil)]).first))
        #expect(text.contains("  # from b.shortcuts.yml:3, its id 'publish' is an earlier entry's\n  - title: Upload\n"), "\(text)")
    }

    @Test func aKeyCommandWrittenWithoutATitleIsSaidToHaveNone() throws {
        let code = """
            final class Canvas: UIViewController {
                override var keyCommands: [UIKeyCommand]? {
                    [UIKeyCommand(input: "k", modifierFlags: .command, action: #selector(link))]
                }
            }
            """
        let text = ManifestWriter.yaml(try #require(extract([("Scribe/Canvas.swift", code, Self.project)]).first))
        #expect(
            text.contains(
                "  # from Scribe/Canvas.swift:3, it has no title in the code (`title: null`): give it one here if it should have a menu title\n  - title: null\n    key: Command-K\n"
            ), "\(text)")
        #expect(!text.contains("computed"))
    }

    @Test func aShortcutValueAppliedInAnotherFileIsSaidToHaveItsTitleThere() throws {
        let code = "extension KeyboardShortcut {\n    static let exportAll = KeyboardShortcut(\"e\", modifiers: [.command, .option])\n}\n"
        let text = ManifestWriter.yaml(try #require(extract([("Scribe/Shortcuts.swift", code, Self.project)]).first))
        #expect(
            text.contains(
                "  # from Scribe/Shortcuts.swift:2, a KeyboardShortcut value whose title is where another file applies it: write it here\n"),
            "\(text)")
    }

    @Test func aSourceFileThatCannotBeReadIsNotedButIsNoSyntaxError() throws {
        let manifest = try #require(extract([("Scribe/Broken.swift", "let s = \"unterminated\n", Self.project)]).first)
        #expect(manifest.notes.count == 1)
        #expect(manifest.notes.first?.isSyntaxError == false)
        #expect(manifest.notes.first?.location == SourceLocation(line: 1, column: 9))
    }

    @Test func nothingFoundIsAnEmptyManifest() {
        #expect(ManifestWriter.yaml(ExtractedManifest()) == "# No keyboard shortcuts were found.\nshortcuts: []\n")
    }
}
