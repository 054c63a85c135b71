import ShortcutCore

/// Lints one manifest and returns the text report's lines.
func lintScribe() -> (errors: Int, lines: [String], json: [UInt8]) {
    let source = SourceFile(
        path: "Scribe.shortcuts.yml",
        text: """
            app: Scribe
            shortcuts:
              - title: Snapshot Note
                key: Shift-Command-4
                menu: File
              - title: Copy
                key: Command-C
                menu: Edit
            """)
    let result = Linter().lint(source)
    var lines: [String] = []
    for finding in result.findings where !finding.isSuppressed {
        let start = finding.span.start
        lines.append("\(finding.file):\(start.line):\(start.column): \(finding.severity): \(finding.message) [\(finding.ruleID)]")
    }
    // The versioned JSON report the command line writes with --format json.
    let report = LintReport(files: [result])
    return (report.summary.errors, lines, JSONReporter().render(report))
}
