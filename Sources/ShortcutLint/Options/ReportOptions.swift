import ShortcutCore

/// Which reports `lint` writes, how they look, and which findings fail the run.
struct ReportOptions: OptionGroup {
    var formats: [ReportPlan.Report] = []
    var output: String?
    var strict = false
    var maxWarnings: Int?
    var quiet = false
    var forceColor = false
    var noColor = false
    /// The reports and their files, worked out from `--format` and `--output` together.
    var plan = ReportPlan.standardText

    static var declarations: [OptionDeclaration<Self>] {
        [
            Option<ReportPlan.Report>.custom(
                "format", short: "f", "FORMAT[:FILE]", repeatable: true,
                help: "report.format"
            ) { text, _ throws(UsageError) in try ReportPlan.request(text) }.fills(\.formats),
            Option<String>.path("output", short: "o", help: "report.output").fills(
                \.output),
            Option<Bool>.flag("strict", help: "report.strict").fills(\.strict),
            Option<Int>.integer("max-warnings", minimum: 0, help: "report.max-warnings").fills(
                \.maxWarnings),
            Option<Bool>.flag("quiet", short: "q", help: "report.quiet").fills(\.quiet),
            Option<Bool>.flag(
                "color", help: "report.color"
            ).fills(\.forceColor),
            Option<Bool>.flag("no-color", help: "report.no-color").fills(\.noColor),
            .check { group, _ throws(UsageError) in
                if group.forceColor, group.noColor {
                    throw UsageError(message: "'--color' and '--no-color' contradict each other; give one")
                }
                group.plan = try ReportPlan(requests: group.formats, output: group.output)
            },
        ]
    }

    /// Colour for a text report on standard output: `--color`, else a terminal without `NO_COLOR`.
    var color: Bool { forceColor || (!noColor && Terminal.supportsColor) }

    /// 1 when the findings fail the run (errors, or warnings under `--strict` or past
    /// `--max-warnings`), else 0.
    func exitCode(for summary: LintReport.Summary) -> ExitCode {
        summary.errors > 0 || warningsFail(summary) ? .findings : .clean
    }

    /// Whether the warnings alone fail the run (`--strict`, or more than `--max-warnings`).
    func warningsFail(_ summary: LintReport.Summary) -> Bool {
        if strict, summary.warnings > 0 { return true }
        if let maxWarnings, summary.warnings > maxWarnings { return true }
        return false
    }
}
