import Foundation
import Testing

@testable import ShortcutCore

/// Every finding the linter gives the real-menu corpus has a verdict, no finding judged false comes
/// back, and docs/precision.md shows today's precision per rule. A rule change that makes a finding
/// appear fails here until someone judges it; one that removes a false finding is listed as gone.
@Suite struct RealMenuPrecisionTests {
    static let verdicts = Result { try VerdictFile.read(RealMenuCorpus.verdictsURL) }
    static let observed = RealMenuCorpus.observedFindings()

    static func report() throws -> PrecisionReport {
        PrecisionReport(observed: observed, verdicts: try verdicts.get().verdicts)
    }

    @Test func everyFindingHasAVerdict() throws {
        let unjudged = try Self.report().unjudged
        for finding in unjudged {
            Issue.record(
                """
                unjudged: \(finding.key), line \(finding.line) (\(finding.severity)): \(finding.message) \
                — judge it and record it in Tests/ShortcutCoreTests/Fixtures/RealMenus/verdicts.yml
                """)
        }
    }

    /// Known false findings (`open: true`) are tolerated until their rule is fixed; once one is gone
    /// and its verdict closed, its return is a regression.
    @Test func noFindingJudgedFalseComesBack() throws {
        for (finding, verdict) in try Self.report().regressions {
            Issue.record(
                """
                regression: \(finding.key), line \(finding.line), is back, and was judged false: \(verdict.reason)
                """)
        }
    }

    static let regenerating = ProcessInfo.processInfo.environment["REGENERATE_PRECISION"] == "1"

    /// The document covers the real Interface Builder files too, which `../shared/corpus` holds in
    /// CI; `bash Scripts/reader-corpus.sh` writes them anywhere else. Asked to regenerate without
    /// them, the test fails and says so rather than skip and leave the document as it was.
    @Test(Shared.needs("corpus/README.md", "the shared corpus", orWhen: regenerating))
    func docsPrecisionMarkdownIsUpToDate() throws {
        guard Shared.exists("corpus/README.md") else {
            Issue.record(
                """
                \(RealMenuPrecisionDocument.path) covers the reader corpus, not found at \(Shared.file("corpus").path): \
                run `bash Scripts/reader-corpus.sh`, then `SHORTCUT_LINT_SHARED=~/.cache/shortcut-lint/shared \
                \(RealMenuPrecisionDocument.regenerate)` (docs/precision.md, "Precision on the real files the readers read")
                """)
            return
        }
        let generated = try Self.document()
        let url = Conformance.packageRoot.appendingPathComponent(RealMenuPrecisionDocument.path)
        if Self.regenerating {
            try generated.write(to: url, atomically: true, encoding: .utf8)
            // The whole-repository verdicts close by a fresh run (`whole-repo-corpus.sh check`), not here.
            for (closable, url) in [
                (try Self.report().closable, RealMenuCorpus.verdictsURL),
                (try ReaderCorpusPrecisionTests.report().closable, ReaderCorpus.verdictsURL),
            ] where !closable.isEmpty {
                let text = try String(contentsOf: url, encoding: .utf8)
                try VerdictFile.closing(closable, in: text).write(to: url, atomically: true, encoding: .utf8)
            }
            return
        }
        let written = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        let firstDifference = zip(
            written.split(separator: "\n", omittingEmptySubsequences: false),
            generated.split(separator: "\n", omittingEmptySubsequences: false)
        )
        .enumerated().first { $0.element.0 != $0.element.1 }
        let upToDate = written == generated
        #expect(
            upToDate,
            """
            \(RealMenuPrecisionDocument.path) is stale (first difference at line \((firstDifference?.offset ?? 0) + 1)); \
            regenerate it with `\(RealMenuPrecisionDocument.regenerate)`
            """)
    }

    /// Every rule meets its target on the menu corpus (errors at least 95% true, warnings and
    /// notes at least 85% true or defensible); the tally is printed so that a run of this suite
    /// shows a rule author where they stand.
    @Test func everyRuleMeetsItsPrecisionTarget() throws {
        let report = try Self.report()
        report.printSummary()
        #expect(report.tallies.count >= 10, "the corpus should exercise most rules; only \(report.tallies.count) have findings")
        for tally in report.shortfalls {
            Issue.record("\(tally.rule) (\(tally.severity)) is below its \(Int(tally.target))% target: \(tally.summary)")
        }
    }

    static func document() throws -> String {
        let entries = RealMenuCorpus.fixtureNames.reduce(0) { $0 + RealMenuCorpus.lint($1).shortcutCount }
        let readerEntries =
            InterfaceBuilderCorpus.files.reduce(0) { $0 + ReaderCorpus.lint($1).shortcutCount }
            + SwiftCorpusFile.all.reduce(0) { $0 + ReaderCorpus.lint($1).shortcutCount }
        let readers = RealMenuPrecisionDocument.Readers(
            report: try ReaderCorpusPrecisionTests.report(), verdicts: try ReaderCorpusPrecisionTests.verdicts.get(),
            interfaceBuilderFiles: InterfaceBuilderCorpus.files.count, swiftFiles: SwiftCorpusFile.all.count, entries: readerEntries)
        return RealMenuPrecisionDocument.markdown(
            report: try report(), verdicts: try verdicts.get(), fixtures: RealMenuCorpus.fixtureNames, entries: entries, readers: readers)
            + (try WholeRepoPrecisionTests.document.get().markdown)
    }
}
