import Foundation
import Testing

/// `shortcut-lint lint .` on a repository lints the app: not its tests, not the copies translation
/// tools keep, not JSON files that are no manifests; it says once what it left out, and a file
/// named on the command line is linted whatever it is. A project or workspace named on the
/// command line stands for what it builds.
@Suite struct WhatIsTheAppTests {
    private func lintedPaths(_ directory: TemporaryDirectory, _ arguments: [String] = ["."]) throws -> (paths: [String], run: ToolRun) {
        let run = try ToolRun(["lint", "--format", "json"] + arguments, in: directory.url)
        let report = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        return (((report?["files"] as? [[String: Any]]) ?? []).compactMap { $0["path"] as? String }.sorted(), run)
    }

    /// A project with an app target (`Scribe/App.swift`) and a unit-test target (`ScribeTests/MenuTests.swift`).
    static let testedProject = """
        {
            objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                F1 = {isa = PBXFileReference; path = Scribe/App.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = ScribeTests/MenuTests.swift; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = ( F1, F2, ); sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = ( B1, ); };
                P2 = {isa = PBXSourcesBuildPhase; files = ( B2, ); };
                T1 = {isa = PBXNativeTarget; buildPhases = ( P1, ); name = Scribe; productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; buildPhases = ( P2, ); name = ScribeTests; productType = "com.apple.product-type.bundle.unit-test"; };
                R0 = {isa = PBXProject; mainGroup = G0; targets = ( T1, T2, ); };
            };
            rootObject = R0;
        }
        """

    @Test func filesOnlyATestTargetBuildsAreLeftOutAndNoted() throws {
        let directory = try TemporaryDirectory([
            "Scribe.xcodeproj/project.pbxproj": Self.testedProject, "Scribe/App.swift": ProjectFixture.publish,
            "ScribeTests/MenuTests.swift": ProjectFixture.publish,
        ])
        let (paths, run) = try lintedPaths(directory)
        #expect(paths == ["Scribe/App.swift"])
        #expect(run.standardError.contains("shortcut-lint: not linted, as not part of the app"), "\(run.standardError)")
        #expect(run.standardError.contains("  1 file of test targets: ScribeTests"))
        #expect(run.standardError.contains("`tests: true` in .shortcut-lint.yml lints test code"))
        #expect(try lintedPaths(directory, ["ScribeTests/MenuTests.swift"]).paths == ["ScribeTests/MenuTests.swift"], "named, it is linted")
    }

    @Test func aPackagesTestsAreLeftOutUnlessTheConfigSaysTests() throws {
        let directory = try TemporaryDirectory([
            "Package.swift": ProjectFixture.package(platforms: ".macOS(.v14)"), "Sources/Scribe/App.swift": ProjectFixture.publish,
            "Tests/ScribeTests/MenuTests.swift": ProjectFixture.publish,
        ])
        #expect(try lintedPaths(directory).paths == ["Sources/Scribe/App.swift"])
        try directory.write("tests: true\n", to: ".shortcut-lint.yml")
        let (paths, run) = try lintedPaths(directory)
        #expect(paths == ["Sources/Scribe/App.swift", "Tests/ScribeTests/MenuTests.swift"])
        #expect(!run.standardError.contains("not linted"), "\(run.standardError)")
    }

    @Test func translationToolsCopiesAreLeftOutAndNoted() throws {
        let menu = ProjectFixture.xib(ProjectFixture.printItem)
        let directory = try TemporaryDirectory([
            "en.lproj/MainMenu.xib": menu, "Localization/Scribe.ldb/Resources/Scribe/MainMenu/1/MainMenu.xib": menu,
            "Localization/Scribe-fr.loc/Resources/Scribe/MainMenu/1/MainMenu.xib": menu,
            "Export/fr.xcloc/Source Contents/MainMenu.xib": menu,
        ])
        let (paths, run) = try lintedPaths(directory)
        #expect(paths == ["en.lproj/MainMenu.xib"])
        #expect(
            run.standardError.contains(
                "  3 translation tools' copies: Export/fr.xcloc, Localization/Scribe-fr.loc, Localization/Scribe.ldb"),
            "\(run.standardError)")
        #expect(try lintedPaths(directory, ["Localization/Scribe.ldb"]).paths.count == 1, "a folder named on the command line is searched")
    }

    @Test func aJSONFileWithoutAManifestsShapeIsLeftOutOfAScanButNotWhenNamed() throws {
        let directory = try TemporaryDirectory([
            "App/Shortcuts.json": #"[{"action": "copy", "keys": "cmd+c"}]"#,
            "App/app.shortcuts.json": #"{"app": "Scribe", "shortcuts": []}"#,
        ])
        let (paths, run) = try lintedPaths(directory)
        #expect(paths == ["App/app.shortcuts.json"])
        #expect(run.status == 0)
        #expect(run.standardError.contains("  1 JSON file that is not a manifest: App/Shortcuts.json"), "\(run.standardError)")
        let named = try ToolRun(["lint", "--no-color", "App/Shortcuts.json"], in: directory.url)
        #expect(named.status == 1, "named on the command line, it is a manifest that fails: \(named.standardOutput)")
    }

    @Test func aNibBundlesDesignableNibIsReadAsTheInterfaceBuilderFileItIs() throws {
        let directory = try TemporaryDirectory([
            "en.lproj/MainMenu.nib/designable.nib": ProjectFixture.xib(ProjectFixture.printItem),
            "en.lproj/MainMenu.nib/keyedobjects.nib": "bplist00",
        ])
        let run = try ToolRun(["lint", "--no-color", "."], in: directory.url)
        #expect(run.standardOutput.contains(" in 1 file (2 shortcuts)"), "\(run.standardOutput)")
    }

    @Test func aProjectNamedOnTheCommandLineIsWhatItBuilds() throws {
        let directory = try TemporaryDirectory([
            "Scribe.xcodeproj/project.pbxproj": ProjectFixture.twoAppProject, "Scribe/MainMenu.xib": ProjectFixture.xib(""),
            "Scribe/NoteCommands.swift": ProjectFixture.publish, "Helper/Helper.xib": ProjectFixture.xib("", app: "Helper"),
            "Scripts/Generate.swift": "let x = 1\n",
        ])
        #expect(
            try lintedPaths(directory, ["Scribe.xcodeproj"]).paths == [
                "Helper/Helper.xib", "Scribe/MainMenu.xib", "Scribe/NoteCommands.swift",
            ])
        try directory.write(
            #"<?xml version="1.0" encoding="UTF-8"?><Workspace version="1.0"><FileRef location="group:Scribe.xcodeproj"></FileRef></Workspace>"#,
            to: "Scribe.xcworkspace/contents.xcworkspacedata")
        #expect(
            try lintedPaths(directory, ["Scribe.xcworkspace"]).paths == [
                "Helper/Helper.xib", "Scribe/MainMenu.xib", "Scribe/NoteCommands.swift",
            ])
    }

    @Test func aPackageManifestNamedOnTheCommandLineIsItsPackage() throws {
        let directory = try TemporaryDirectory([
            "Kit/Package.swift": ProjectFixture.package(platforms: ".macOS(.v14)"),
            "Kit/Sources/Scribe/NoteCommands.swift": ProjectFixture.publish,
        ])
        #expect(try lintedPaths(directory, ["Kit/Package.swift"]).paths == ["Kit/Sources/Scribe/NoteCommands.swift"])
    }

    @Test func aProjectWithoutAProjectFileIsAnError() throws {
        let directory = try TemporaryDirectory(["Broken.xcodeproj/xcuserdata/x.txt": ""])
        let run = try ToolRun(["lint", "Broken.xcodeproj"], in: directory.url)
        #expect(run.status == 2)
        #expect(
            run.standardError.contains("cannot read the project 'Broken.xcodeproj': it has no readable project.pbxproj"),
            "\(run.standardError)")
    }
}
