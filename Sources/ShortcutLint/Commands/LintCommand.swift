import ShortcutCore

/// `shortcut-lint [lint] [PATH ...]`: find manifests and the files apps declare shortcuts in, lint
/// them, print a report, and exit with the code CI acts on.
enum LintCommand: Command {
    static let name = "lint"
    static let usageArguments = "[<path> ...]"
    static let arguments = ["<path>"]

    /// The options of `lint`: which reports, what to check against, what to read, `--fix`, and
    /// the baseline.
    struct Options: OptionGroup {
        var report = ReportOptions()
        var check = CheckOptions()
        var input = InputOptions()
        var fix = FixOptions()
        var baseline = BaselineOptions()

        static var declarations: [OptionDeclaration<Self>] {
            ReportOptions.included(in: \.report) + CheckOptions.included(in: \.check) + InputOptions.included(in: \.input)
                + FixOptions.included(in: \.fix) + BaselineOptions.included(in: \.baseline)
        }
    }

    static func run(_ options: Options, paths: [String]) -> ExitCode {
        let houseTable: ReservedTable?
        switch options.check.houseTables.table() {
        case .success(let table): houseTable = table
        case .failure(let message):
            message.print()
            return .failure
        }
        // The command line wins over any config: --platform, --platform-version and --reserved apply on top.
        let adjust = { (configuration: inout LintConfiguration) in
            options.check.apply(to: &configuration, houseTable: houseTable)
            configuration.messages = OutputLanguage.current
        }
        var clock = StageClock("run")
        guard let setup = RunSetup(options.input, paths: paths, adjust: adjust) else {
            return .failure
        }
        clock.lap("plan")
        if options.fix.writes, setup.items.contains(where: { !$0.isRewritable }) {
            return Usage.fail("--fix cannot write back to standard input or a pipe; use --fix --dry-run to see the diff", command: self)
        }
        if let conflict = outputConflicts(setup, options: options).firstConflict() {
            Terminal.error(conflict)
            return .failure
        }

        var run = LintRun(plan: setup.plan, options: options)
        var (inputs, readFailed) = setup.read()
        if readFailed { run.noteFailure() }
        clock.lap("read")
        if options.fix.fix { inputs = run.fix(inputs) }
        var results = run.lint(inputs)
        clock.lap("lint")
        run.writeBaseline(results, complete: !setup.failed)
        run.applyBaseline(to: &results)

        let report = LintReport(files: results, messages: OutputLanguage.current)
        let rules = setup.plan.rules
        let reporting = options.report
        let writeFailures = reporting.plan.write(report) { request in
            ReportPlan.reporter(
                for: request, rules: rules, color: reporting.color, errorsOnly: reporting.quiet,
                warningsFail: reporting.warningsFail(report.summary))
        }
        clock.lap("report")
        for failure in writeFailures { Terminal.error(failure.message) }
        if setup.failed || run.failed || !writeFailures.isEmpty { return .failure }
        return reporting.exitCode(for: report.summary)
    }

    /// Every file the run reads and every file it would write.
    static func outputConflicts(_ setup: RunSetup, options: Options) -> OutputConflicts {
        var files = setup.conflicts
        for path in options.check.houseTables.paths { files.input("the house table", path) }
        if let path = options.baseline.path { files.input("the baseline", path) }
        for report in options.report.plan.reports {
            if let path = report.path { files.output("the \(report.format.rawValue) report", path) }
        }
        if let path = options.baseline.writePath { files.output("the baseline", path) }
        return files
    }
}
