/// Checkstyle XML (`--format checkstyle`), which Jenkins' Warnings plugin, reviewdog, GitLab
/// converters and many IDE plugins read: one `<file>` per manifest linted (clean ones too, so a
/// consumer sees they were checked), one `<error>` per unsuppressed finding.
public struct CheckstyleReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> [UInt8] {
        var out = XMLText.declaration
        out += "<checkstyle version=\"4.3\">\n"
        for file in report.files {
            let findings = file.findings.filter { !$0.isSuppressed }
            guard !findings.isEmpty else {
                out += "  <file name=\"\(XMLText.escaped(file.path))\"/>\n"
                continue
            }
            out += "  <file name=\"\(XMLText.escaped(file.path))\">\n"
            for finding in findings {
                out += "    <error line=\"\(finding.span.start.line)\" column=\"\(finding.span.start.column)\""
                out += " severity=\"\(finding.severity.rawValue)\""
                out += " message=\"\(XMLText.escaped(finding.reportMessage(in: report.messages)))\""
                out += " source=\"\(XMLText.escaped("\(ToolInfo.name).rules.\(finding.ruleID)"))\"/>\n"
            }
            out += "  </file>\n"
        }
        out += "</checkstyle>\n"
        return Array(out.utf8)
    }
}
