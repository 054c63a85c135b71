import Testing

@testable import ShortcutCore

/// A large manifest is checked on every core (the context's parts, the rules, the suggestions);
/// a small one on a single thread. The report must not depend on which.
@Suite struct ConcurrentLintTests {
    /// 2,500 entries that trigger most rules: conflicts in and across scopes and platforms,
    /// reserved and standard chords, shifted variants, modifier order, Control and Option, a
    /// duplicate id, a bad chord, submenus, suppressions.
    static let manifest: String = {
        let keys = [
            "Command-K", "Shift-Command-K", "Option-Command-K", "Command-C", "Command-Q", "Shift-Command-3",
            "Command-Shift-P", "Control-Option-T", "Option-G", "Shift-Command-/", "Command-?", "F5",
            "cmd+k cmd+s", "Command-K Command-S", "Control-Tab", "Command-Bogus",
        ]
        let titles = ["Insert Link", "Publish", "Copy", "Quit Scribe", "Snapshot", "Sort by Name", "Export", "Find Next"]
        var yaml = "app: Scribe\nplatforms: [macOS, iPadOS]\nshortcuts:\n"
        for number in 0..<2_500 {
            let key = keys[number % keys.count]
            let title = titles[(number / keys.count) % titles.count]
            yaml += "  - id: e\(number % 2_499)\n    title: \(title) \(number % 7)\n    key: \(key)\n"
            if number % 3 == 0 { yaml += "    menu: View > Sort By\n" }
            if number % 5 == 0 { yaml += "    when: canvas\(number % 4)\n" }
            if number % 11 == 0 { yaml += "    platforms: [macOS]\n" }
            if number % 13 == 0 { yaml += "    allow: [modifier-order]\n" }
        }
        return yaml
    }()

    static func report(threshold: Int) -> String {
        var linter = Linter()
        linter.concurrencyThreshold = threshold
        let result = linter.lint(SourceFile(path: "big.shortcuts.yml", text: manifest))
        return String(decoding: JSONReporter().render(LintReport(files: [result])), as: UTF8.self)
    }

    @Test func aLargeManifestGetsTheSameReportOnOneThreadAsOnEveryCore() {
        let sequential = Self.report(threshold: .max)
        let concurrent = Self.report(threshold: 1)
        #expect(sequential.contains("duplicate-shortcut") && sequential.contains("system-reserved"))
        // e0 is declared first and last.
        #expect(sequential.contains("duplicate id 'e0' (first at line 4)"))
        #expect(sequential.contains("\"suggestions\": [\n"))
        #expect(sequential == concurrent)
    }

    @Test func concurrentRunsAgreeWithEachOther() {
        let first = Self.report(threshold: 1)
        #expect(Self.report(threshold: 1) == first)
    }
}
