/// Human-readable output in the compiler's diagnostic form, `path:line:column: severity: message
/// [rule-id]`, which Xcode, VS Code problem matchers and editors pick up. Info findings print as
/// `note:`, the compiler's word for them. Suppressed findings are not shown. Control characters
/// in paths and messages are shown escaped (``TerminalText``), never sent to the terminal.
public struct TextReporter: Reporter {
    public var useColor: Bool
    /// Only error findings (`--quiet`).
    public var errorsOnly: Bool

    public init(useColor: Bool = false, errorsOnly: Bool = false) {
        self.useColor = useColor
        self.errorsOnly = errorsOnly
    }

    public func render(_ report: LintReport) -> [UInt8] {
        var out = ""
        for finding in report.findings where !finding.isSuppressed && (!errorsOnly || finding.severity == .error) {
            out += line(for: finding, in: report.messages)
            out += "\n"
        }
        out += summaryLine(report.summary, in: report.messages)
        out += "\n"
        return Array(out.utf8)
    }

    func line(for finding: Finding, in words: MessageCatalogue = .english) -> String {
        let label: String
        switch finding.severity {
        case .error: label = paint("error:", "1;31")
        case .warning: label = paint("warning:", "1;33")
        case .info: label = paint("note:", "1;36")
        }
        let file = TerminalText.escaped(finding.file)
        var text =
            "\(paint("\(file):\(finding.span.start.line):\(finding.span.start.column):", "1")) \(label) \(TerminalText.escaped(finding.reportMessage(in: words)))"
        text += " " + paint("[\(finding.ruleID)]", "2")
        return text
    }

    func summaryLine(_ summary: LintReport.Summary, in words: MessageCatalogue = .english) -> String {
        words.text(
            "report.summary",
            [
                "errors": .number(summary.errors), "warnings": .number(summary.warnings), "notes": .number(summary.infos),
                "files": .number(summary.files), "shortcuts": .number(summary.shortcuts),
            ])
    }

    private func paint(_ text: String, _ code: String) -> String {
        useColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
