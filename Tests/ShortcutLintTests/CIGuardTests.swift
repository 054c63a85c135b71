import Foundation
import Testing

/// What keeps CI from passing while tests that need `../shared` quietly skip.
@Suite struct CIGuardTests {
    static let root = ShippedExampleTests.packageRoot

    private func checkNoSkips(_ log: String) throws -> ToolRun.Shell {
        let directory = try TemporaryDirectory(["test.log": log])
        return try ToolRun.Shell(
            ["bash", Self.root.appendingPathComponent("Scripts/check-no-skips.sh").path, "test.log"], in: directory.url)
    }

    @Test func aSkippedTestFailsTheCheck() throws {
        let run = try checkNoSkips(
            """
            ◇ Test run started.
            ➜ Suite JSONTestSuiteTests skipped: "JSONTestSuite not found"
            ✔ Test run with 431 tests in 60 suites passed after 3.1 seconds.

            """)
        #expect(run.status == 1)
        #expect(run.standardError.contains("1 tests or suites were skipped"))
        #expect(run.standardError.contains("JSONTestSuiteTests"))
    }

    @Test func aRunWithoutSkipsPasses() throws {
        let run = try checkNoSkips("◇ Test run started.\n✔ Test run with 3 tests in 1 suite passed after 1 seconds.\n")
        #expect(run.status == 0)
    }

    @Test func ciRequiresEverySharedFolderAndEveryTest() throws {
        let script = try String(contentsOf: Self.root.appendingPathComponent(".ci/run"), encoding: .utf8)
        for needed in ["seeds", "data", "conformance/JSONTestSuite", "conformance/yaml-test-suite"] {
            #expect(script.contains(needed), "\(needed)")
        }
        #expect(script.contains("export SHORTCUT_LINT_REQUIRE_SHARED=1"))
        #expect(script.contains("Scripts/check-no-skips.sh"))
    }

    /// A test that reads ../shared says so through `Shared.needs`/`Conformance.needs`, which CI
    /// turns from "skip" into "run and fail"; a condition of its own would skip in CI unnoticed
    /// until check-no-skips caught it.
    @Test func everyTestReadingSharedFilesDeclaresItsNeed() throws {
        let tests = Self.root.appendingPathComponent("Tests")
        let files =
            FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter {
                $0.pathExtension == "swift" && !["Conformance.swift", "CIGuardTests.swift"].contains($0.lastPathComponent)
            } ?? []
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            guard text.contains("Shared.file(") || text.contains("Conformance.suite(") else { continue }
            #expect(text.contains("Shared.needs(") || text.contains("Conformance.needs("), "\(file.lastPathComponent)")
            #expect(!text.contains(".enabled(if: Shared") && !text.contains(".enabled(if: Conformance"), "\(file.lastPathComponent)")
        }
    }

    /// `.ci/run` with `PATH` holding only what it needs before its Python check (bash, dirname)
    /// and whatever `extra` adds, and a complete-looking `../shared`.
    private func ciRun(withTools extra: [String: String]) throws -> ToolRun.Shell {
        let directory = try TemporaryDirectory()
        for folder in ["shared/seeds", "shared/data", "shared/conformance/JSONTestSuite", "shared/conformance/yaml-test-suite", "bin"] {
            try FileManager.default.createDirectory(at: directory.url.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let bin = directory.url.appendingPathComponent("bin")
        for tool in ["bash", "dirname"] {
            let found = try #require(["/usr/bin/\(tool)", "/bin/\(tool)"].first { FileManager.default.isExecutableFile(atPath: $0) })
            try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent(tool).path, withDestinationPath: found)
        }
        for (name, script) in extra {
            try directory.write(script, to: "bin/\(name)")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent(name).path)
        }
        return try ToolRun.Shell(
            [
                "-i", "PATH=\(bin.path)", "SHORTCUT_LINT_SHARED=\(directory.url.appendingPathComponent("shared").path)",
                bin.appendingPathComponent("bash").path, Self.root.appendingPathComponent(".ci/run").path,
            ], in: directory.url)
    }

    /// Without python3, `.ci/run` says so in one line before building anything (issue 20).
    @Test func ciSaysInOneLineThatPythonIsMissing() throws {
        let run = try ciRun(withTools: [:])
        #expect(run.status == 1)
        #expect(
            run.standardError
                == ".ci/run: python3 is missing; CI needs python3 with the jsonschema and PyYAML packages (pip install jsonschema PyYAML)\n"
        )
    }

    @Test func ciSaysInOneLineThatAPythonPackageIsMissing() throws {
        let run = try ciRun(withTools: ["python3": "#!/bin/sh\nexit 1\n"])
        #expect(run.status == 1)
        #expect(run.standardError == ".ci/run: python3 lacks jsonschema or PyYAML; install them (pip install jsonschema PyYAML)\n")
    }
}
