import Foundation
import Testing

/// No report or baseline is ever written over a file the run reads: outputs are compared with
/// inputs by device and inode, so no spelling, symbolic link or hard link gets past.
@Suite struct OutputOverInputTests {
    static let manifest = "app: X\nshortcuts:\n  - {title: Shot, key: Shift-Command-4, menu: File}\n"

    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory(["app.shortcuts.yml": Self.manifest])
    }

    /// Runs the arguments and expects a refusal (exit 2) naming `output`, with every file as it was.
    private func expectRefusal(_ arguments: [String], naming output: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try snapshot()
        let run = try ToolRun(arguments, in: directory.url)
        #expect(run.status == 2, "\(run.standardError)", sourceLocation: sourceLocation)
        #expect(run.standardError.contains("refusing to write") || run.standardError.contains("same file"), sourceLocation: sourceLocation)
        #expect(run.standardError.contains("'\(output)'"), "\(run.standardError)", sourceLocation: sourceLocation)
        #expect(run.standardOutput.isEmpty, sourceLocation: sourceLocation)
        #expect(try snapshot() == before, "a file changed", sourceLocation: sourceLocation)
    }

    private func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.url.path) where !name.hasPrefix(".std") {
            var isFolder: ObjCBool = false
            let path = directory.url.appendingPathComponent(name).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                files[name] = FileManager.default.contents(atPath: path)
            }
        }
        return files
    }

    @Test func outputNamingTheManifestIsRefused() throws {
        try expectRefusal(["lint", "-o", "app.shortcuts.yml", "app.shortcuts.yml"], naming: "app.shortcuts.yml")
    }

    @Test func outputSpelledDifferentlyIsStillTheManifest() throws {
        try expectRefusal(["lint", "-o", "./app.shortcuts.yml", "app.shortcuts.yml"], naming: "./app.shortcuts.yml")
        let absolute = directory.url.appendingPathComponent("app.shortcuts.yml").path
        try expectRefusal(["lint", "--format", "json:\(absolute)", "."], naming: absolute)
    }

    @Test func formatFileNamingAManifestFoundInAFolderIsRefused() throws {
        try expectRefusal(["lint", "--format", "sarif:app.shortcuts.yml", "."], naming: "app.shortcuts.yml")
    }

    @Test func writeBaselineOverTheManifestIsRefused() throws {
        try expectRefusal(["lint", "--write-baseline", "app.shortcuts.yml", "."], naming: "app.shortcuts.yml")
    }

    @Test func outputThroughASymbolicOrHardLinkToTheManifestIsRefused() throws {
        let target = directory.url.appendingPathComponent("app.shortcuts.yml").path
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("soft.json").path, withDestinationPath: target)
        try FileManager.default.linkItem(atPath: target, toPath: directory.url.appendingPathComponent("hard.json").path)
        try expectRefusal(["lint", "-o", "soft.json", "app.shortcuts.yml"], naming: "soft.json")
        try expectRefusal(["lint", "-o", "hard.json", "app.shortcuts.yml"], naming: "hard.json")
    }

    @Test func outputNamingTheConfigurationIsRefused() throws {
        try directory.write("rules:\n  modifier-order: error\n", to: ".shortcut-lint.yml")
        try expectRefusal(["lint", "-o", ".shortcut-lint.yml", "app.shortcuts.yml"], naming: ".shortcut-lint.yml")
        try directory.write("rules:\n  modifier-order: error\n", to: "other.yml")
        try expectRefusal(["lint", "--config", "other.yml", "--format", "junit:other.yml", "app.shortcuts.yml"], naming: "other.yml")
    }

    @Test func outputNamingAHouseTableIsRefused() throws {
        try directory.write(#"{"entries": []}"#, to: "house.json")
        try expectRefusal(["lint", "--reserved", "house.json", "-o", "house.json", "app.shortcuts.yml"], naming: "house.json")
    }

    @Test func writingTheBaselineBeingReadIsRefused() throws {
        _ = try ToolRun(["lint", "--write-baseline", "baseline.json", "."], in: directory.url)
        try expectRefusal(
            ["lint", "--baseline", "baseline.json", "--write-baseline", "./baseline.json", "."], naming: "./baseline.json")
        try expectRefusal(["lint", "--baseline", "baseline.json", "-o", "baseline.json", "."], naming: "baseline.json")
    }

    @Test func twoOutputsSpelledDifferentlyAreOneFile() throws {
        try expectRefusal(["lint", "--format", "json:r.json", "--format", "sarif:./r.json", "."], naming: "./r.json")
        try expectRefusal(["lint", "--format", "json:r.json", "--write-baseline", "r.json", "."], naming: "r.json")
    }

    @Test func anOutputOfItsOwnIsStillWritten() throws {
        let run = try ToolRun(["lint", "-o", "report.txt", "--write-baseline", "b.json", "app.shortcuts.yml"], in: directory.url)
        #expect(run.status == 1)
        #expect(try directory.read("report.txt").contains("system-reserved"))
        #expect(try directory.read("app.shortcuts.yml") == Self.manifest)
    }

    @Test func outputNamingThePackageManifestReadForPlatformsIsRefused() throws {
        try directory.write("// swift-tools-version:5.9\nimport PackageDescription\n", to: "pkg/Package.swift")
        try directory.write("Button(\"Go\") {}.keyboardShortcut(\"g\")\n", to: "pkg/Sources/App/View.swift")
        try expectRefusal(["lint", "-o", "pkg/Package.swift", "pkg/Sources"], naming: "pkg/Package.swift")
        try expectRefusal(["lint", "--write-baseline", "pkg/Package.swift", "pkg/Sources"], naming: "pkg/Package.swift")
    }

    @Test func outputNamingTheXcodeProjectFileIsRefused() throws {
        try directory.write("// !$*UTF8*$!\n{ objects = { }; }\n", to: "xp/App.xcodeproj/project.pbxproj")
        try directory.write("Button(\"Go\") {}.keyboardShortcut(\"g\")\n", to: "xp/App/View.swift")
        try expectRefusal(["lint", "-o", "xp/App.xcodeproj/project.pbxproj", "xp"], naming: "xp/App.xcodeproj/project.pbxproj")
        try expectRefusal(["extract", "-o", "xp/App.xcodeproj/project.pbxproj", "xp"], naming: "xp/App.xcodeproj/project.pbxproj")
    }

    /// `lint -o app.shortcuts.yml - < app.shortcuts.yml`: standard input is that file.
    @Test func outputNamingTheFileStandardInputIsRedirectedFromIsRefused() throws {
        let binary = try #require(ToolRun.binary)
        for command in [
            "'\(binary.path)' lint -o app.shortcuts.yml - < app.shortcuts.yml",
            "'\(binary.path)' extract -o app.shortcuts.yml - < app.shortcuts.yml",
        ] {
            let before = try snapshot()
            let run = try ToolRun.Shell(["sh", "-c", command], in: directory.url)
            #expect(run.status == 2, "\(command)")
            #expect(run.standardError.contains("that is standard input"), "\(run.standardError)")
            #expect(try snapshot() == before, "\(command) changed a file")
        }
    }

    /// `-o /dev/stdout >> log` appends to the log like any output to standard output; the log
    /// is not replaced by a new file holding only the report.
    @Test func aReportToDevStdoutIsWrittenWhereStandardOutputStands() throws {
        let binary = try #require(ToolRun.binary)
        try directory.write("HEADER\n", to: "log.txt")
        let inode = {
            try FileManager.default.attributesOfItem(atPath: self.directory.url.appendingPathComponent("log.txt").path)[.systemFileNumber]
                as? Int
        }
        let before = try inode()
        let run = try ToolRun.Shell(["sh", "-c", "'\(binary.path)' lint -o /dev/stdout app.shortcuts.yml >> log.txt"], in: directory.url)
        #expect(run.status == 1)
        let log = try directory.read("log.txt")
        #expect(log.hasPrefix("HEADER\n") && log.contains("system-reserved"), "\(log)")
        #expect(try inode() == before)
        let piped = try ToolRun.Shell(["sh", "-c", "'\(binary.path)' lint -o /dev/stdout app.shortcuts.yml | cat"], in: directory.url)
        #expect(piped.standardOutput.contains("system-reserved"), "\(piped.standardError)")
    }

    /// Only a file on standard input is protected: /dev/null or a terminal is no file a report
    /// could overwrite.
    @Test func standardInputThatIsNoFileIsNoInputToProtect() throws {
        let binary = try #require(ToolRun.binary)
        let run = try ToolRun.Shell(["sh", "-c", "'\(binary.path)' lint -o /dev/null - < /dev/null"], in: directory.url)
        #expect(!run.standardError.contains("refusing"), "\(run.standardError)")
        #expect(run.status == 1, "an empty manifest: \(run.standardError)")
    }
}
