import Testing

@testable import ShortcutCore

/// The verdict harness itself, on made-up findings: what it fails on, what it only lists.
@Suite struct RealMenuHarnessTests {
    static let copyKey = FindingKey(file: "A.shortcuts.yml", title: "Copy Ruler", key: "Control-Command-C", rule: "repurposed-standard")
    static let hideKey = FindingKey(file: "A.shortcuts.yml", title: "Hide Ruler", key: "Command-H", rule: "repurposed-standard")

    static func observed(_ key: FindingKey, severity: String = "warning") -> ObservedFinding {
        var finding = ObservedFinding(
            Finding(
                ruleID: key.rule, severity: .warning, message: "m", file: key.file, range: ByteRange(at: 0),
                span: SourceFile(path: key.file, text: "").span(ByteRange(at: 0))),
            file: key.file)
        finding.key = key
        finding.severity = severity
        return finding
    }

    static func verdict(_ key: FindingKey, _ judgement: Judgement, open: Bool = false) -> Verdict {
        Verdict(key: key, severity: "warning", judgement: judgement, reason: "r", openLine: open ? 7 : nil)
    }

    @Test func aFindingWithoutAVerdictIsUnjudged() {
        let report = PrecisionReport(observed: [Self.observed(Self.copyKey)], verdicts: [])
        #expect(report.unjudged.map(\.key) == [Self.copyKey])
    }

    @Test func anOpenFalseFindingIsKnownNotARegression() {
        let report = PrecisionReport(observed: [Self.observed(Self.copyKey)], verdicts: [Self.verdict(Self.copyKey, .false, open: true)])
        #expect(report.regressions.isEmpty)
        #expect(report.knownFalse.count == 1)
    }

    @Test func aClosedFalseFindingThatComesBackIsARegression() {
        let report = PrecisionReport(observed: [Self.observed(Self.copyKey)], verdicts: [Self.verdict(Self.copyKey, .false)])
        #expect(report.regressions.map(\.finding.key) == [Self.copyKey])
    }

    @Test func aVerdictWhoseFindingIsGoneIsListedAndClosedIfOpen() {
        let report = PrecisionReport(
            observed: [], verdicts: [Self.verdict(Self.copyKey, .false, open: true), Self.verdict(Self.hideKey, .true)])
        #expect(report.gone.map(\.key) == [Self.copyKey, Self.hideKey])
        #expect(report.closable.map(\.key) == [Self.copyKey])
        #expect(report.unjudged.isEmpty && report.regressions.isEmpty)
    }

    @Test func closingDeletesOnlyTheOpenLine() {
        let text = (1...8).map { "line \($0)" }.joined(separator: "\n")
        let closed = VerdictFile.closing([Self.verdict(Self.copyKey, .false, open: true)], in: text)
        #expect(!closed.contains("line 7"))
        #expect(closed.split(separator: "\n").count == 7)
    }

    @Test func errorsCountOnlyTrueFindingsAndWarningsAlsoDefensibleOnes() {
        var error = RuleCount(rule: "system-reserved", severity: "error", findings: 0, counts: [:])
        var warning = RuleCount(rule: "repurposed-standard", severity: "warning", findings: 0, counts: [:])
        for judgement in [Judgement.true, .defensible] {
            error.add(judgement)
            warning.add(judgement)
        }
        #expect(error.precision == 50 && !error.meetsTarget)
        #expect(warning.precision == 100 && warning.meetsTarget)
    }

    @Test func aSeverityChangeIsFlaggedForAnotherLook() {
        let report = PrecisionReport(
            observed: [Self.observed(Self.copyKey, severity: "info")], verdicts: [Self.verdict(Self.copyKey, .true)])
        #expect(report.severityChanges.count == 1)
        #expect(report.tallies.first?.severity == "info")
    }
}
