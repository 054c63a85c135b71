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
}
