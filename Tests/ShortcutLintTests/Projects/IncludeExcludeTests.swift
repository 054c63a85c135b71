import Foundation
import Testing

/// The config's `include` and `exclude` choose what a scan lints, for every kind of file; a file
/// named on the command line is linted anyway, unless `--force-exclude`.
@Suite struct IncludeExcludeTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory([
            "App/MainMenu.xib": ProjectFixture.xib(""),
            "App/Views/Editor.swift": "struct Editor {}\n",
            "App/Generated/Menu.swift": "let x = 1\n",
            "Scripts/release.swift": "print(1)\n",
            "Shortcuts/app.shortcuts.yml": "app: Scribe\nshortcuts: []\n",
        ])
    }

    private func linted(_ arguments: [String]) throws -> [String] {
        let run = try ToolRun(["lint", "--format", "json"] + arguments, in: directory.url)
        let report = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        return ((report?["files"] as? [[String: Any]]) ?? []).compactMap { $0["path"] as? String }.sorted()
    }

    @Test func includeLimitsWhatAScanLints() throws {
        try directory.write("include: [App, Shortcuts]\n", to: ".shortcut-lint.yml")
        #expect(
            try linted(["."]) == ["App/Generated/Menu.swift", "App/MainMenu.xib", "App/Views/Editor.swift", "Shortcuts/app.shortcuts.yml"])
    }

    @Test func excludeDropsSourceFilesAndInterfaceBuilderFilesToo() throws {
        try directory.write("exclude: [App/Generated, '**/*.xib']\n", to: ".shortcut-lint.yml")
        #expect(try linted(["."]) == ["App/Views/Editor.swift", "Scripts/release.swift", "Shortcuts/app.shortcuts.yml"])
    }

    @Test func includeAndExcludeTogether() throws {
        try directory.write("include: [App]\nexclude: [App/Generated]\n", to: ".shortcut-lint.yml")
        #expect(try linted(["."]) == ["App/MainMenu.xib", "App/Views/Editor.swift"])
    }

    @Test func aFileNamedOnTheCommandLineIsLintedEvenWhenNotIncluded() throws {
        try directory.write("include: [App]\n", to: ".shortcut-lint.yml")
        #expect(try linted(["Scripts/release.swift"]) == ["Scripts/release.swift"])
        #expect(try linted(["--force-exclude", "Scripts/release.swift"]).isEmpty)
    }
}
