import Foundation
import Testing

/// `shortcut-lint lint` pointed at an app's project as it is: the files found in a folder, the
/// files of one project checked together, the platforms SwiftUI code is read for.
@Suite struct ProjectFolderTests {
    private func lint(_ arguments: [String], in directory: TemporaryDirectory) throws -> ToolRun {
        try ToolRun(["lint", "--no-color"] + arguments, in: directory.url)
    }

    private func lintedPaths(_ directory: TemporaryDirectory, _ arguments: [String] = ["."]) throws -> [String] {
        let run = try ToolRun(["lint", "--format", "json"] + arguments, in: directory.url)
        let report = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        return ((report?["files"] as? [[String: Any]]) ?? []).compactMap { $0["path"] as? String }.sorted()
    }

    @Test func aScanFindsManifestsInterfaceBuilderFilesAndSourceFiles() throws {
        let directory = try TemporaryDirectory([
            "App/Base.lproj/MainMenu.xib": ProjectFixture.xib(""),
            "App/Base.lproj/Main.storyboard": ProjectFixture.xib(""),
            "App/Views/Editor.swift": "struct Editor {}\n",
            "App/Legacy/Menu.m": "@implementation Menu\n@end\n",
            "App/Legacy/Bridge.mm": "int x;\n",
            "App/app.shortcuts.yml": "app: Scribe\nshortcuts: []\n",
            "App/Info.plist": "<plist/>\n",
            "App/settings.json": "{}\n",
            "README.md": "# Scribe\n",
        ])
        #expect(
            try lintedPaths(directory) == [
                "App/Base.lproj/Main.storyboard", "App/Base.lproj/MainMenu.xib", "App/Legacy/Bridge.mm", "App/Legacy/Menu.m",
                "App/Views/Editor.swift", "App/app.shortcuts.yml",
            ])
    }

    @Test func aScanReadsAPackageManifestForItsPlatformsButDoesNotLintIt() throws {
        let directory = try TemporaryDirectory([
            "Package.swift": ProjectFixture.package(platforms: ".macOS(.v14)"),
            "Package@swift-5.9.swift": ProjectFixture.package(platforms: ".macOS(.v14)"),
            "Sources/Scribe/NoteCommands.swift": ProjectFixture.publish,
        ])
        #expect(try lintedPaths(directory) == ["Sources/Scribe/NoteCommands.swift"])
        #expect(try lint(["."], in: directory).standardOutput.contains(" in 1 file ("))
    }

    @Test func buildOutputDependenciesHiddenFoldersAndXcodeBundlesAreNotSearched() throws {
        var files = ["App/App.swift": "struct App {}\n"]
        for folder in [
            ".build", "DerivedData", "Pods", "Carthage", "node_modules", "build", ".git", "App.xcodeproj", "App.xcworkspace",
            "App/Assets.xcassets",
        ] {
            files["\(folder)/Generated/Menu.swift"] = "let x = 1\n"
        }
        let directory = try TemporaryDirectory(files)
        #expect(try lintedPaths(directory) == ["App/App.swift"])
    }

    /// Without a project saying which files are tests (WhatIsTheAppTests), a folder named Tests is code like any other.
    @Test func testFoldersOutsideAnyProjectAreLinted() throws {
        let directory = try TemporaryDirectory([
            "Sources/App/App.swift": "struct App {}\n", "Tests/AppTests/MenuTests.swift": "struct T {}\n",
        ])
        #expect(try lintedPaths(directory) == ["Sources/App/App.swift", "Tests/AppTests/MenuTests.swift"])
    }

    @Test func aFolderWithNothingToLintSaysWhatWasLookedFor() throws {
        let directory = try TemporaryDirectory(["notes.txt": "nothing\n", "data.json": "{}\n"])
        let run = try lint(["."], in: directory)
        #expect(run.status == 2)
        #expect(
            run.standardError.contains(
                "nothing to lint in '.' (looked for shortcuts.json, *.shortcuts.json, *.shortcuts.yml, *.shortcuts.yaml, *.xib, *.storyboard, *.nib/designable.nib, *.swift, *.m, *.mm)"
            ))
    }

    @Test func aSwiftUICommandThatCollidesWithTheMenuOfItsXcodeProjectIsADuplicateNamingBothFiles() throws {
        let directory = try TemporaryDirectory([
            "Scribe.xcodeproj/project.pbxproj": ProjectFixture.pbxproj("SDKROOT = macosx;"),
            "Scribe/Base.lproj/MainMenu.xib": ProjectFixture.xib(ProjectFixture.printItem),
            "Scribe/NoteCommands.swift": ProjectFixture.publish,
        ])
        let run = try lint(["."], in: directory)
        #expect(run.status == 1)
        let duplicates = run.standardOutput.split(separator: "\n").filter { $0.hasSuffix("[duplicate-shortcut]") }
        #expect(duplicates.count == 1)
        #expect(
            duplicates.first?.hasPrefix(
                "Scribe/NoteCommands.swift:7:35: error: Shift-Command-P (⇧⌘P) of \"Publish\" is already the shortcut of \"Print…\" in Scribe/Base.lproj/MainMenu.xib:\(ProjectFixture.printLine), another file of Scribe"
            )
                == true, "\(run.standardOutput)")
    }

    @Test func filesOfTwoProjectsAreNotCheckedTogether() throws {
        let directory = try TemporaryDirectory([
            "Mac/Scribe.xcodeproj/project.pbxproj": ProjectFixture.pbxproj("SDKROOT = macosx;"),
            "Mac/Scribe/MainMenu.xib": ProjectFixture.xib(ProjectFixture.printItem),
            "Companion/Companion.xcodeproj/project.pbxproj": ProjectFixture.pbxproj("SDKROOT = macosx;"),
            "Companion/Companion/NoteCommands.swift": ProjectFixture.publish,
        ])
        let run = try lint(["."], in: directory)
        #expect(!run.standardOutput.contains("[duplicate-shortcut]"), "\(run.standardOutput)")
    }

    @Test func eachAppTargetOfAnXcodeProjectIsCheckedOnItsOwn() throws {
        let directory = try TemporaryDirectory([
            "Scribe.xcodeproj/project.pbxproj": ProjectFixture.twoAppProject,
            "Scribe/MainMenu.xib": ProjectFixture.xib(ProjectFixture.printItem),
            "Scribe/NoteCommands.swift": ProjectFixture.publish,
            "Helper/Helper.xib": ProjectFixture.xib(ProjectFixture.printItem, app: "Helper"),
        ])
        let run = try lint(["."], in: directory)
        let duplicates = run.standardOutput.split(separator: "\n").filter { $0.hasSuffix("[duplicate-shortcut]") }
        #expect(duplicates.count == 1, "the helper's menu is another app's: \(run.standardOutput)")
        #expect(duplicates.first?.contains("in Scribe/MainMenu.xib:\(ProjectFixture.printLine), another file of Scribe") == true)
    }

    @Test func eachTargetOfASwiftPackageIsAnAppOfItsOwn() throws {
        let directory = try TemporaryDirectory([
            "Package.swift": ProjectFixture.package(platforms: ".macOS(.v14)"),
            "Sources/Scribe/NoteCommands.swift": ProjectFixture.publish,
            "Sources/Scribe/Resources/MainMenu.xib": ProjectFixture.xib(ProjectFixture.printItem),
            "Sources/Reader/NoteCommands.swift": ProjectFixture.publish,
        ])
        let run = try lint(["."], in: directory)
        let duplicates = run.standardOutput.split(separator: "\n").filter { $0.hasSuffix("[duplicate-shortcut]") }
        #expect(duplicates.count == 1, "\(run.standardOutput)")
        // The later file in path order carries the finding; the Reader target is another app.
        #expect(duplicates.first?.hasPrefix("Sources/Scribe/Resources/MainMenu.xib:\(ProjectFixture.printLine):") == true)
        #expect(duplicates.first?.contains("in Sources/Scribe/NoteCommands.swift:7, another file of Scribe") == true)
    }

    /// Option-Command-D shows the Dock on both systems, in different words: the message says
    /// which platform the SwiftUI code was read for.
    static let dockCommand = ProjectFixture.commands([("Toggle Panel", "d", "[.command, .option]")])

    @Test func swiftUICodeIsReadForThePlatformsOfItsPackage() throws {
        let directory = try TemporaryDirectory([
            "Package.swift": ProjectFixture.package(platforms: ".iOS(.v17)"),
            "Sources/Scribe/Commands.swift": Self.dockCommand,
            ".shortcut-lint.yml": "platforms: [macOS]\n",
        ])
        let run = try lint(["."], in: directory)
        #expect(
            run.standardOutput.contains("is reserved by iPadOS"), "the package's platforms win over the config's: \(run.standardOutput)")
        #expect(!run.standardOutput.contains("is reserved by macOS"))
    }

    @Test func swiftUICodeIsReadForThePlatformsOfItsXcodeProject() throws {
        let directory = try TemporaryDirectory([
            "Scribe.xcodeproj/project.pbxproj": ProjectFixture.pbxproj("SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator\";"),
            "Scribe/Commands.swift": Self.dockCommand,
        ])
        let run = try lint(["."], in: directory)
        #expect(run.standardOutput.contains("is reserved by iPadOS"), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("is reserved by macOS"))
    }

    @Test func withoutProjectPlatformsSwiftUICodeIsReadForTheConfigsPlatforms() throws {
        let directory = try TemporaryDirectory(["Commands.swift": Self.dockCommand, ".shortcut-lint.yml": "platforms: [iPadOS]\n"])
        let run = try lint(["."], in: directory)
        #expect(run.standardOutput.contains("is reserved by iPadOS"), "\(run.standardOutput)")
        let alone = try TemporaryDirectory(["Commands.swift": Self.dockCommand])
        #expect(try lint(["."], in: alone).standardOutput.contains("is reserved by macOS"), "else macOS")
    }
}
