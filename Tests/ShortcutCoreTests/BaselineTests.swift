import Testing

@testable import ShortcutCore

/// A baseline written today suppresses exactly today's findings, however the file moves.
@Suite struct BaselineTests {
    static let manifest = """
        {"shortcuts": [
          {"id": "snap", "title": "Snapshot", "key": "Shift-Command-3"},
          {"title": "Export", "key": "Command-Shift-E"}
        ]}
        """

    static func lint(_ text: String) -> [FileResult] {
        [LintHelpers.lint(text, path: "./app.shortcuts.json", configuration: ReportFixtures.configuration)]
    }

    @Test func suppressesTodaysFindingsAfterLinesAreInsertedAbove() throws {
        let baseline = Baseline(findings: Self.lint(Self.manifest).flatMap(\.findings))
        let reread = try BaselineFile.read(SourceFile(path: "b.json", bytes: BaselineFile.render(baseline)))
        let moved = Self.manifest.replacingOccurrences(
            of: "{\"shortcuts\": [",
            with: "{\n\n\"app\": \"Scribe\",\n\"shortcuts\": [\n  {\"title\": \"Archive\", \"key\": \"Control-Option-Command-A\"},")
        var files = Self.lint(moved)
        let stale = reread.apply(to: &files)
        #expect(stale.isEmpty)
        #expect(files[0].findings.allSatisfy { $0.isSuppressed })
    }

    @Test func newFindingsStayVisible() {
        let baseline = Baseline(findings: Self.lint(Self.manifest).flatMap(\.findings))
        var files = Self.lint(Self.manifest.replacingOccurrences(of: "]}", with: ", {\"title\": \"Shot\", \"key\": \"Shift-Command-4\"}]}"))
        _ = baseline.apply(to: &files)
        let visible = files[0].findings.filter { !$0.isSuppressed }
        #expect(visible.map(\.ruleID) == ["system-reserved"])
        #expect(visible.first?.entry?.title == "Shot")
    }

    @Test func fixedFindingsLeaveStaleItems() {
        let baseline = Baseline(findings: Self.lint(Self.manifest).flatMap(\.findings))
        var files = Self.lint(Self.manifest.replacingOccurrences(of: "Command-Shift-E", with: "Shift-Command-E"))
        let stale = baseline.apply(to: &files)
        #expect(stale.keys.map(\.ruleID) == ["modifier-order"])
    }

    @Test func renderedBaselineIsStable() {
        let baseline = Baseline(findings: Self.lint(Self.manifest).flatMap(\.findings))
        #expect(BaselineFile.render(baseline) == BaselineFile.render(Baseline(counts: baseline.counts)))
        #expect(String(decoding: BaselineFile.render(baseline), as: UTF8.self).contains("\"file\": \"app.shortcuts.json\""))
    }

    @Test(arguments: ["{\"findings\": []}", "{\"version\": 3, \"findings\": []}", "{\"version\": \"2\", \"findings\": []}"])
    func aBaselineWithoutAVersionThisBuildReadsIsRefused(_ text: String) {
        #expect(throws: BaselineFile.ReadError.self) { try BaselineFile.read(SourceFile(path: "b.json", text: text)) }
    }

    @Test func aVersionOneBaselineIsStillRead() throws {
        let baseline = try BaselineFile.read(
            SourceFile(path: "b.json", text: "{\"version\": 1, \"findings\": [{\"file\": \"a.yml\", \"ruleId\": \"x\"}]}"))
        #expect(baseline.version == 1)
        #expect(baseline.itemCount == 1)
    }

    @Test func findingsAreRecordedUnderThePathTheCallerGives() {
        let baseline = Baseline(findings: Self.lint(Self.manifest).flatMap(\.findings)) { _ in "Sub/app.shortcuts.json" }
        #expect(baseline.counts.keys.allSatisfy { $0.file == "Sub/app.shortcuts.json" })
        var files = Self.lint(Self.manifest)
        #expect(baseline.apply(to: &files) { _ in "Sub/app.shortcuts.json" }.isEmpty)
    }

    @Test func malformedBaselineNamesFileLineAndColumn() {
        do {
            _ = try BaselineFile.read(SourceFile(path: "b.json", text: "{\"version\": 2, \"findings\": [{\"ruleId\": 3}]}"))
            Issue.record("a malformed baseline was accepted")
        } catch {
            #expect(error.description.hasPrefix("b.json:1:"))
        }
    }

    /// A version that is no number is told so; "version 2 is not one this reads (1 to 2)" would
    /// contradict itself.
    @Test func aVersionWrittenAsTextIsToldToBeANumber() {
        do {
            _ = try BaselineFile.read(SourceFile(path: "b.json", text: "{\"version\": \"2\", \"findings\": []}"))
            Issue.record("a text version was accepted")
        } catch {
            #expect(error.description == "b.json:1:13: error: the baseline's 'version' must be a whole number, found a string")
        }
    }

    /// A repeated key is refused, as in manifests and configuration files.
    @Test(arguments: [
        ("{\"version\": 2, \"version\": 1, \"findings\": []}", "duplicate key 'version' in the baseline (first at line 1)"),
        (
            "{\"version\": 2, \"findings\": [{\"file\": \"a\", \"ruleId\": \"x\", \"ruleId\": \"y\"}]}",
            "duplicate key 'ruleId' in a baseline item (first at line 1)"
        ),
    ])
    func aRepeatedKeyIsRefused(_ text: String, _ message: String) {
        do {
            _ = try BaselineFile.read(SourceFile(path: "b.json", text: text))
            Issue.record("a repeated key was accepted")
        } catch {
            #expect(error.description.hasSuffix(message), "\(error.description)")
        }
    }

    /// Baselines come from pull requests: a count no Int holds used to crash the run (exit 132)
    /// instead of naming the value (issue 20, row 1).
    @Test(arguments: ["1e19", "9223372036854775808", "-9223372036854775809", "2147483648", "0", "1.5", "\"3\""])
    func aCountThatIsNoSmallWholeNumberIsAnErrorAtIt(_ count: String) {
        let text = "{\"version\": 2, \"findings\": [\n  {\"file\": \"a\", \"ruleId\": \"x\", \"count\": \(count)}]}"
        do {
            _ = try BaselineFile.read(SourceFile(path: "b.json", text: text))
            Issue.record("the count \(count) was accepted")
        } catch {
            #expect(error.description.hasPrefix("b.json:2:41: error: 'count' must be a whole number from 1 to 2147483647, found "))
        }
    }

    @Test func theLargestCountIsRead() throws {
        let text = "{\"version\": 2, \"findings\": [{\"file\": \"a\", \"ruleId\": \"x\", \"count\": 2147483647}]}"
        #expect(try BaselineFile.read(SourceFile(path: "b.json", text: text)).itemCount == 2_147_483_647)
    }

    /// A file recorded with a syntax error and then replaced by garbage used to pass forever
    /// (issue 20, row 3): the rules that cannot be suppressed are never recorded nor hidden.
    @Test func syntaxErrorsAndInvalidManifestsAreNeitherRecordedNorHidden() throws {
        let broken = "{\"shortcuts\": [\n  {\"title\": 12, \"key\": \"Command-B\"},\n  {\"title\": \"B\", \"ke"
        let findings = Self.lint(broken).flatMap(\.findings)
        #expect(Set(findings.map(\.ruleID)).isSuperset(of: ["syntax-error", "invalid-manifest"]))
        #expect(Baseline(findings: findings).counts.keys.allSatisfy { !["syntax-error", "invalid-manifest"].contains($0.ruleID) })

        let handWritten = """
            {"version": 2, "findings": [
              {"file": "app.shortcuts.json", "ruleId": "syntax-error", "count": 5},
              {"file": "app.shortcuts.json", "ruleId": "invalid-manifest", "entry": "#0", "count": 5}
            ]}
            """
        let baseline = try BaselineFile.read(SourceFile(path: "b.json", text: handWritten))
        var files = Self.lint(broken)
        _ = baseline.apply(to: &files)
        let hidden = files[0].findings.filter(\.isSuppressed).map(\.ruleID)
        #expect(hidden.isEmpty, "hidden: \(hidden)")
    }
}
