import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `Package.swift` or `project.pbxproj` the linter cannot read is never ignored without a word
/// (issue 20, row 4): without it the project's platforms, targets and test code are unknown, so the
/// run notes the file, and its exit code stays what the findings say (the linter's own limit).
@Suite struct UnreadableProjectFileTests {
    static let view = "import SwiftUI\nstruct V: View {\n    var body: some View { Button(\"Go\") {}.keyboardShortcut(\"g\") }\n}\n"
    static let noteEnd = "so the platforms, targets and test code it declares are not known"

    private func lint(_ files: [String: String], fifo: String? = nil) throws -> ToolRun {
        let directory = try TemporaryDirectory(files)
        if let fifo { #expect(mkfifo(directory.url.appendingPathComponent(fifo).path, 0o644) == 0) }
        return try ToolRun(["lint", "--no-color", "."], in: directory.url)
    }

    private func expectNote(_ run: ToolRun, at place: String, reason: String) {
        #expect(run.status == 0, "\(run.standardError)")
        let line = run.standardOutput.split(separator: "\n").first { $0.hasPrefix("\(place):1:1: note: this project file cannot be read") }
        #expect(line?.contains("(\(reason)), \(Self.noteEnd)") == true, "\(run.standardOutput)")
        #expect(line?.hasSuffix("[unreadable-source]") == true)
    }

    @Test func aPackageManifestThatIsNoPackageIsNoted() throws {
        let run = try lint(["Package.swift": "not a manifest at all\n", "Sources/App/V.swift": Self.view])
        expectNote(run, at: "Package.swift", reason: "it declares no `Package(…)`")
    }

    @Test func aPackageManifestTheLexerCannotFollowIsNoted() throws {
        let deep = "let package = Package(name: \"A\", platforms: " + String(repeating: "[", count: 100_000) + "\n"
        let run = try lint(["Package.swift": deep, "Sources/App/V.swift": Self.view])
        #expect(run.standardOutput.contains("Package.swift:1:1: note: this project file cannot be read ("), "\(run.standardOutput)")
        #expect(run.status == 0)
    }

    @Test func aPackageManifestThatIsAFIFOIsNotedWithoutBlocking() throws {
        let run = try lint(["Sources/App/V.swift": Self.view], fifo: "Package.swift")
        expectNote(run, at: "Package.swift", reason: "it is a FIFO (named pipe), not a regular file")
    }

    @Test func aProjectFileThatIsNoPropertyListIsNoted() throws {
        let run = try lint(["A.xcodeproj/project.pbxproj": "{{{ not a plist\n", "A/V.swift": Self.view])
        expectNote(run, at: "A.xcodeproj/project.pbxproj", reason: "it is not a property list as Xcode writes it")
    }

    @Test func aProjectFileNestedTooDeeplyIsNoted() throws {
        let deep = "// !$*UTF8*$!\n" + String(repeating: "{", count: 100_000) + String(repeating: "}", count: 100_000) + "\n"
        let run = try lint(["A.xcodeproj/project.pbxproj": deep, "A/V.swift": Self.view])
        expectNote(run, at: "A.xcodeproj/project.pbxproj", reason: "it is not a property list as Xcode writes it")
    }

    @Test func aProjectFileWithoutAProjectObjectIsNoted() throws {
        let run = try lint(["A.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{\n\tobjects = {\n\t};\n}\n", "A/V.swift": Self.view])
        expectNote(run, at: "A.xcodeproj/project.pbxproj", reason: "it holds no project object (`rootObject` naming one of its `objects`)")
    }

    @Test func aProjectFileThatIsAFIFOIsNotedWithoutBlocking() throws {
        let run = try lint(["A/V.swift": Self.view, "A.xcodeproj/.keep": ""], fifo: "A.xcodeproj/project.pbxproj")
        expectNote(run, at: "A.xcodeproj/project.pbxproj", reason: "it is a FIFO (named pipe), not a regular file")
    }

    @Test func aReadablePackageWithoutPlatformsGetsNoNote() throws {
        let run = try lint([
            "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"A\")\n",
            "Sources/App/V.swift": Self.view,
        ])
        #expect(!run.standardOutput.contains("project file"), "\(run.standardOutput)")
    }

    @Test func theNoteIsInTheJSONReport() throws {
        let directory = try TemporaryDirectory(["Package.swift": "junk\n", "Sources/App/V.swift": Self.view])
        let run = try ToolRun(["lint", "--format", "json", "."], in: directory.url)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        let note = try #require(findings.first { $0["file"] as? String == "Package.swift" })
        #expect(note["ruleId"] as? String == "unreadable-source")
        #expect(note["severity"] as? String == "info")
    }
}
