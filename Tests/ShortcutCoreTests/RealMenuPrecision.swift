/// Today's findings on the real-menu corpus set against the recorded verdicts: what is unjudged,
/// which false findings came back, which verdicts no longer match anything, and precision per rule.
struct PrecisionReport: Sendable {
    /// Findings with no verdict: someone has to judge them.
    var unjudged: [ObservedFinding] = []
    /// Findings judged false that the linter still gives, as recorded (`open: true`).
    var knownFalse: [(finding: ObservedFinding, verdict: Verdict)] = []
    /// Findings judged false whose verdict is closed: they were fixed and came back.
    var regressions: [(finding: ObservedFinding, verdict: Verdict)] = []
    /// Verdicts whose finding no longer occurs (fixed, or changed past recognition): listed, not failed.
    var gone: [Verdict] = []
    /// Gone verdicts still marked open: regeneration closes them.
    var closable: [Verdict] { gone.filter { $0.openLine != nil } }
    /// Findings whose severity differs from the one judged: worth a second look, not a failure.
    var severityChanges: [(finding: ObservedFinding, verdict: Verdict)] = []
    /// Judged findings of today, per rule and severity.
    var tallies: [RuleCount] = []

    init(observed: [ObservedFinding], verdicts: [Verdict]) {
        var byKey: [FindingKey: Verdict] = [:]
        for verdict in verdicts { byKey[verdict.key] = verdict }
        var seen = Set<FindingKey>()
        var counts: [String: RuleCount] = [:]
        for finding in observed {
            seen.insert(finding.key)
            guard let verdict = byKey[finding.key] else {
                unjudged.append(finding)
                continue
            }
            if verdict.judgement == .false {
                if verdict.openLine == nil { regressions.append((finding, verdict)) } else { knownFalse.append((finding, verdict)) }
            }
            if verdict.severity != finding.severity { severityChanges.append((finding, verdict)) }
            let group = "\(finding.key.rule) \(finding.severity)"
            counts[group, default: RuleCount(rule: finding.key.rule, severity: finding.severity, findings: 0, counts: [:])]
                .add(verdict.judgement)
        }
        gone = verdicts.filter { !seen.contains($0.key) }.sorted { $0.key < $1.key }
        tallies = counts.values.sorted(by: RuleCount.displayOrder)
    }
}

extension RuleCount {
    mutating func add(_ judgement: Judgement) {
        findings += 1
        counts[judgement, default: 0] += 1
    }

    func count(_ judgement: Judgement) -> Int { counts[judgement] ?? 0 }

    /// Errors must be true; warnings and notes may also be defensible (docs/precision.md says why).
    var acceptable: Int { severity == "error" ? count(.true) : count(.true) + count(.defensible) }

    /// The share of acceptable findings, in percent; nil when there are none.
    var precision: Double? { findings == 0 ? nil : Double(acceptable) * 100 / Double(findings) }

    /// The goal of issue 11: errors at least 95% true, warnings at least 85% true or defensible.
    var target: Double { severity == "error" ? 95 : 85 }

    var meetsTarget: Bool { (precision ?? 100) >= target }

    /// "20 of 21 acceptable (95.2%)", for a failure message.
    var summary: String {
        "\(acceptable) of \(findings) \(severity == "error" ? "true" : "true or defensible") (\(String(format: "%.1f", precision ?? 100))%)"
    }

    /// Errors first, then by rule id.
    static func displayOrder(_ lhs: RuleCount, _ rhs: RuleCount) -> Bool {
        (lhs.severity != "error" ? 1 : 0, lhs.rule, lhs.severity) < (rhs.severity != "error" ? 1 : 0, rhs.rule, rhs.severity)
    }
}

extension PrecisionReport {
    /// The rules whose findings fall below their target.
    var shortfalls: [RuleCount] { tallies.filter { !$0.meetsTarget } }

    /// Prints the per-rule tally and what changed since the verdicts were recorded, so that a run
    /// of a precision suite shows a rule author where they stand.
    func printSummary() {
        print(RealMenuPrecisionDocument.table(tallies))
        for verdict in gone {
            print("no longer occurs: \(verdict.key) (judged \(verdict.judgement.rawValue))")
        }
        for (finding, verdict) in severityChanges {
            print("severity changed: \(finding.key) was \(verdict.severity), now \(finding.severity): re-judge it")
        }
    }
}
