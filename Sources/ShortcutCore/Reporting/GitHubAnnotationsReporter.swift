/// GitHub Actions annotations (`--format github`): workflow commands the runner turns into
/// annotations on the pull request's diff, most severe first.
///
/// GitHub shows at most 10 annotations of each level per step (and 50 per job). So that nothing
/// disappears silently, the report annotates at most 10 errors, 10 warnings and 10 notices; when
/// anything is left over, the notices get 9 slots, the leftovers follow as plain log lines in the
/// compiler's `path:line:column: severity: message [rule]` form (escaped like messages, so they
/// cannot start a workflow command), and a closing notice says how many were not annotated and
/// that they are in the log. Suppressed findings are left out, as in the text report.
public struct GitHubAnnotationsReporter: Reporter {
    /// Annotations GitHub displays per level per step.
    static let annotationsPerLevel = 10

    /// Paths are made relative to it (the checkout), as the runner expects.
    public var workingDirectory: String?
    /// Only error findings (`--quiet`).
    public var errorsOnly: Bool

    public init(workingDirectory: String?, errorsOnly: Bool = false) {
        self.workingDirectory = workingDirectory
        self.errorsOnly = errorsOnly
    }

    public func render(_ report: LintReport) -> [UInt8] {
        let shown = report.findings.filter { !$0.isSuppressed && (!errorsOnly || $0.severity == .error) }
        let levels: [Severity] = [.error, .warning, .info]
        let byLevel = levels.map { level in shown.filter { $0.severity == level } }
        let limit = Self.annotationsPerLevel
        let overflowing = byLevel.contains { $0.count > limit }
        var annotated: [Finding] = []
        var leftOver: [Finding] = []
        for (level, findings) in zip(levels, byLevel) {
            // Keep one notice slot for the closing notice when something is left over.
            let slots = level == .info && overflowing ? limit - 1 : limit
            annotated += findings.prefix(slots)
            leftOver += findings.dropFirst(slots)
        }
        var lines = annotated.map { command(for: $0, in: report.messages).line }
        if !leftOver.isEmpty {
            lines += leftOver.map { plainLine($0, in: report.messages) }
            lines.append(closingNotice(leftOver, in: report.messages))
        }
        return Array(lines.map { $0 + "\n" }.joined().utf8)
    }

    func command(for finding: Finding, in words: MessageCatalogue = .english) -> WorkflowCommand {
        let start = finding.span.start
        let end = max(finding.span.end, start)
        var properties: [(name: String, value: String)] = [
            ("file", ReportPath(finding.file, workingDirectory: workingDirectory).path),
            ("line", String(start.line)),
            ("endLine", String(end.line)),
        ]
        // The runner drops columns unless the annotation starts and ends on one line.
        if start.line == end.line {
            properties.append(("col", String(start.column)))
            properties.append(("endColumn", String(end.column)))
        }
        properties.append(("title", "\(ToolInfo.name) (\(finding.ruleID))"))
        return WorkflowCommand(name: Self.command(finding.severity), properties: properties, message: finding.reportMessage(in: words))
    }

    private func plainLine(_ finding: Finding, in words: MessageCatalogue) -> String {
        let path = ReportPath(finding.file, workingDirectory: workingDirectory).path
        let label = finding.severity == .info ? "note" : finding.severity.rawValue
        let text =
            "\(path):\(finding.span.start.line):\(finding.span.start.column): \(label): \(finding.reportMessage(in: words)) [\(finding.ruleID)]"
        return WorkflowCommand.escapeData(text)
    }

    private func closingNotice(_ leftOver: [Finding], in words: MessageCatalogue) -> String {
        let parts = [("errors", Severity.error), ("warnings", .warning), ("notes", .info)].compactMap { kind, severity -> String? in
            let number = leftOver.filter { $0.severity == severity }.count
            return number == 0 ? nil : words.text("report.count.\(kind)", ["count": .number(number)])
        }
        let message = words.text(
            "report.github.not-annotated",
            [
                "total": .number(leftOver.count), "counts": .text(parts.joined(separator: words.text("report.list-separator"))),
                "limit": .number(Self.annotationsPerLevel),
            ])
        let title = words.text("report.github.title", ["tool": .text(ToolInfo.name)])
        return WorkflowCommand(name: "notice", properties: [("title", title)], message: message).line
    }

    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
    }
}
