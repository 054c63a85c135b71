import Foundation
import Testing

/// `shortcut-lint extract`: where the manifests go, what it refuses, and its exit codes.
@Suite struct ExtractCommandTests {
    static let notes = ProjectFixture.commands([("Publish", "p", "[.command, .shift]")])

    /// Two apps: an Xcode project and a Swift package target.
    private func twoApps() throws -> TemporaryDirectory {
        try TemporaryDirectory([
            "Mac/Scribe.xcodeproj/project.pbxproj": ProjectFixture.pbxproj("SDKROOT = macosx;"),
            "Mac/Scribe/MainMenu.xib": ProjectFixture.xib(ProjectFixture.printItem),
            "Kit/Package.swift": ProjectFixture.package(platforms: ".macOS(.v14)"),
            "Kit/Sources/NotesKit/NoteCommands.swift": Self.notes,
        ])
    }

    @Test func oneAppIsOneManifestOnStandardOutput() throws {
        let directory = try TemporaryDirectory(["Scribe/MainMenu.xib": ProjectFixture.xib(ProjectFixture.printItem)])
        let run = try ToolRun(["extract", "Scribe"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("# The keyboard shortcuts of Scribe, extracted by shortcut-lint from 1 file:\n"))
        #expect(!run.standardOutput.contains("---"))
        #expect(
            run.standardOutput.contains(
                "  # from Scribe/MainMenu.xib:\(ProjectFixture.printLine)\n  - title: Print…\n    key: Shift-Command-P\n    menu: File\n"))
    }

    @Test func severalAppsOnStandardOutputAreAYAMLStream() throws {
        let directory = try twoApps()
        let run = try ToolRun(["extract", "."], in: directory.url)
        #expect(run.status == 0, "\(run.standardError)")
        let documents = run.standardOutput.components(separatedBy: "---\n").filter { !$0.isEmpty }
        #expect(documents.count == 2)
        #expect(documents.first?.hasPrefix("# The keyboard shortcuts of NotesKit,") == true, "Kit/ comes before Mac/")
        #expect(documents.last?.hasPrefix("# The keyboard shortcuts of Scribe,") == true)
    }

    @Test func aFolderGetsOneManifestPerAppAndEachLints() throws {
        let directory = try twoApps()
        let run = try ToolRun(["extract", "-o", "Shortcuts/", "."], in: directory.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.contains("wrote 1 shortcut to 'Shortcuts/NotesKit.shortcuts.yml'"))
        #expect(run.standardError.contains("wrote 2 shortcuts to 'Shortcuts/Scribe.shortcuts.yml'"))
        let lint = try ToolRun(["lint", "--no-color", "Shortcuts"], in: directory.url)
        #expect(!lint.standardOutput.contains("[duplicate-shortcut]"), "two apps, checked apart: \(lint.standardOutput)")
        #expect(lint.standardOutput.hasSuffix("in 2 files (3 shortcuts)\n"), "\(lint.standardOutput)")
    }

    @Test func anOutputThatIsAnInputIsRefused() throws {
        let directory = try twoApps()
        let run = try ToolRun(["extract", "-o", "Kit/Sources/NotesKit/NoteCommands.swift", "."], in: directory.url)
        #expect(run.status == 2)
        #expect(
            run.standardError.contains(
                "refusing to write the manifest to 'Kit/Sources/NotesKit/NoteCommands.swift': that is the input file 'Kit/Sources/NotesKit/NoteCommands.swift'"
            ))
        #expect(try directory.read("Kit/Sources/NotesKit/NoteCommands.swift") == Self.notes)
    }

    @Test func aManifestThatDoesNotParseIsAnErrorAndTheOthersAreStillExtracted() throws {
        let directory = try TemporaryDirectory([
            "App/broken.shortcuts.yml": "app: X\nshortcuts:\n  - title: \"unterminated\n",
            "App/MainMenu.xib": ProjectFixture.xib(ProjectFixture.printItem),
        ])
        let run = try ToolRun(["extract", "."], in: directory.url)
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("App/broken.shortcuts.yml:3:12: error: "), "\(run.standardError)")
        #expect(run.standardOutput.contains("title: Print…"))
    }

    /// The linter's own limits never fail a build: a source file it cannot follow is a note.
    @Test func aSourceFileThatCannotBeReadIsNotedAndTheOthersAreStillExtracted() throws {
        let directory = try TemporaryDirectory([
            "App/Broken.swift": "let title = \"unterminated\n", "App/MainMenu.xib": ProjectFixture.xib(ProjectFixture.printItem),
        ])
        let run = try ToolRun(["extract", "."], in: directory.url)
        #expect(run.status == 0)
        #expect(!run.standardError.contains("error:"), "\(run.standardError)")
        #expect(run.standardOutput.contains("App/Broken.swift:1:13: unterminated string literal"))
        #expect(run.standardOutput.contains("title: Print…"))
    }

    @Test func nothingFoundIsAnEmptyManifestAndANote() throws {
        let directory = try TemporaryDirectory(["App/Model.swift": "struct Note {}\n"])
        let run = try ToolRun(["extract", "."], in: directory.url)
        #expect(run.status == 0)
        #expect(run.standardOutput == "# No keyboard shortcuts were found.\nshortcuts: []\n")
        #expect(run.standardError == "shortcut-lint: no keyboard shortcuts found in 1 file\n")
    }

    @Test func aMissingPathExitsTwo() throws {
        let directory = try TemporaryDirectory()
        let run = try ToolRun(["extract", "nowhere"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.standardError.contains("cannot read 'nowhere': No such file or directory"))
    }

    /// A 300-character app name used to make `-o DIR/` fail with "File name too long" (row 12).
    @Test func aLongAppNameGivesAShortenedFileName() throws {
        let name = String(repeating: "Ä", count: 300)
        let directory = try TemporaryDirectory(["App/MainMenu.xib": ProjectFixture.xib(ProjectFixture.printItem, app: name)])
        let run = try ToolRun(["extract", "-o", "Shortcuts/", "App"], in: directory.url)
        #expect(run.status == 0, "\(run.standardError)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.url.appendingPathComponent("Shortcuts").path)
        #expect(files.count == 1)
        let file = try #require(files.first)
        #expect(file.hasSuffix("….shortcuts.yml"))
        #expect(file.utf8.count <= 255)
        #expect(try directory.read("Shortcuts/\(file)").contains("app: \(name)"))
    }

    /// The README's extract recipes, run one after another in one folder: each reads the app,
    /// never an earlier one's output, so the manifests hold each shortcut once (issue 20).
    @Test func theRecipesRunInOrderDoNotReadEachOthersOutput() throws {
        let directory = try TemporaryDirectory(["Scribe/MainMenu.xib": ProjectFixture.xib(ProjectFixture.printItem)])
        let toStandardOutput = try ToolRun(["extract", "."], in: directory.url)
        let toFile = try ToolRun(["extract", "-o", "Scribe.shortcuts.yml", "."], in: directory.url)
        #expect(toFile.status == 0, "\(toFile.standardError)")
        let toFolder = try ToolRun(["extract", "-o", "Shortcuts/", "."], in: directory.url)
        #expect(toFolder.status == 0, "\(toFolder.standardError)")
        #expect(toFolder.standardError.contains("not reading 'Scribe.shortcuts.yml': shortcut-lint extract wrote it"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.url.appendingPathComponent("Shortcuts").path) == [
                "Scribe.shortcuts.yml"
            ])
        #expect(try directory.read("Shortcuts/Scribe.shortcuts.yml") == toStandardOutput.standardOutput)
        let again = try ToolRun(["extract", "-o", "Shortcuts/", "."], in: directory.url)
        #expect(again.status == 0, "run twice, it writes its folder again: \(again.standardError)")
        #expect(try directory.read("Shortcuts/Scribe.shortcuts.yml") == toStandardOutput.standardOutput)
        let named = try ToolRun(["extract", "Scribe.shortcuts.yml"], in: directory.url)
        #expect(named.standardOutput.contains("title: Print…"), "a manifest named on the command line is read")
    }
}
