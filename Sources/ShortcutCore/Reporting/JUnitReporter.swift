/// JUnit XML (`--format junit`) for CI test views (GitLab, Jenkins, Azure, CircleCI): each
/// manifest is a test suite and each finding a test case named for its rule. A case fails when
/// its finding fails the run, so the report's failures agree with the exit code: errors always,
/// warnings only when they fail the run (`--strict`, or more than `--max-warnings`). Other
/// findings (infos, warnings that do not fail the run) are passing cases that carry their
/// message in `<system-out>`; suppressed ones are skipped cases. A manifest with no finding gets
/// one passing case, so no suite is empty and a clean run still shows what was checked.
public struct JUnitReporter: Reporter {
    /// The name of the passing test case a clean manifest gets.
    static let passingCaseName = "no findings"

    /// Whether warnings fail the run, and so are failed cases.
    public var warningsFail: Bool

    public init(warningsFail: Bool = false) {
        self.warningsFail = warningsFail
    }

    public func render(_ report: LintReport) -> [UInt8] {
        var suites = ""
        var totals = Counts()
        for file in report.files {
            let (body, counts) = suite(for: file, in: report.messages)
            suites += body
            totals.add(counts)
        }
        var out = XMLText.declaration
        out += "<testsuites name=\"\(ToolInfo.name)\" tests=\"\(totals.tests)\" failures=\"\(totals.failures)\""
        out += " errors=\"0\" skipped=\"\(totals.skipped)\">\n"
        out += suites
        out += "</testsuites>\n"
        return Array(out.utf8)
    }

    private struct Counts {
        var tests = 0
        var failures = 0
        var skipped = 0

        mutating func add(_ other: Counts) {
            tests += other.tests
            failures += other.failures
            skipped += other.skipped
        }
    }

    private func suite(for file: FileResult, in words: MessageCatalogue) -> (String, Counts) {
        let name = XMLText.escaped(file.path)
        var cases = ""
        var counts = Counts()
        for finding in file.findings {
            counts.tests += 1
            cases += "    <testcase classname=\"\(name)\" name=\"\(XMLText.escaped(finding.ruleID))\">\n"
            let location = "line \(finding.span.start.line), col \(finding.span.start.column)"
            let detail = XMLText.escaped(
                "\(location), \(finding.severity.rawValue): \(finding.reportMessage(in: words)) [\(finding.ruleID)]")
            if let suppression = finding.suppression {
                counts.skipped += 1
                cases += "      <skipped message=\"\(XMLText.escaped(Self.describe(suppression)))\"/>\n"
            } else if fails(finding) {
                counts.failures += 1
                cases +=
                    "      <failure message=\"\(XMLText.escaped(finding.reportMessage(in: words)))\" type=\"\(finding.severity.rawValue)\">"
                cases += detail + "</failure>\n"
            } else {
                cases += "      <system-out>\(detail)</system-out>\n"
            }
            cases += "    </testcase>\n"
        }
        if file.findings.isEmpty {
            counts.tests += 1
            cases += "    <testcase classname=\"\(name)\" name=\"\(Self.passingCaseName)\"/>\n"
        }
        var out = "  <testsuite name=\"\(name)\" tests=\"\(counts.tests)\" failures=\"\(counts.failures)\""
        out += " errors=\"0\" skipped=\"\(counts.skipped)\">\n"
        out += cases
        out += "  </testsuite>\n"
        return (out, counts)
    }

    /// Whether a finding fails the run: an error, or a warning when warnings do.
    private func fails(_ finding: Finding) -> Bool {
        finding.severity == .error || (warningsFail && finding.severity == .warning)
    }

    private static func describe(_ suppression: SuppressionKind) -> String {
        switch suppression {
        case .inSource(let reason?): "suppressed in the manifest: \(reason)"
        case .inSource(nil): "suppressed in the manifest"
        case .baseline: "recorded in the baseline"
        }
    }
}
