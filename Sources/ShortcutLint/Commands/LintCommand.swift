import ShortcutCore

/// `shortcut-lint [lint] [PATH ...]`: find manifests, lint them, print a report, and exit with
/// the code CI acts on.
enum LintCommand: Command {
    static let name = "lint"
    static let abstract = "Lint shortcut manifests (the default subcommand)."
    static let usageArguments = "[<path> ...]"
    static let argumentHelp = [
        (
            "<path>",
            "Manifest files, or directories to search for shortcuts.json, *.shortcuts.json, *.shortcuts.yml and *.shortcuts.yaml. '-' reads standard input. Default: the current directory."
        )
    ]

    static let options: [OptionSpec] = [
        .value("format", short: "f", "FORMAT[:FILE]", repeatable: true,
            help: "Report format: text (default), json, sarif, github, junit or checkstyle. FORMAT:FILE writes that report to FILE; repeat to write several reports in one run (at most one to standard output)."),
        .value("output", short: "o", "FILE", help: "Write the report to FILE (atomically) instead of standard output."),
        .flag("strict", help: "Fail (exit 1) on warnings too."),
        .value("max-warnings", "N", help: "Fail (exit 1) when there are more than N warnings."),
        .flag("quiet", short: "q", help: "Report errors only (text and github formats)."),
        .value("platform", "PLATFORM", repeatable: true,
            help: "Check every manifest for this platform instead of the ones it declares (macOS, iOS, iPadOS, visionOS, tvOS); entries whose own platforms are all others are not checked. Repeatable."),
        .value("reserved", "FILE", repeatable: true,
            help: "Add a house table of reserved or standard shortcuts (same format as Resources/reserved.json; an existing id is replaced). Repeatable."),
        .flag("no-color", help: "Never colour the text output (also: the NO_COLOR environment variable)."),
        .value("config", "FILE",
            help: "Use this configuration for every manifest instead of the nearest .shortcut-lint.yml (.yaml, .json) above each one."),
        .flag("force-exclude", help: "Apply the configuration's 'exclude' patterns to files named on the command line too."),
        .flag("fix", help: "Rewrite what is mechanical (modifier-order, two-character-key) in place, changing only the fixed characters; then report what remains."),
        .flag("dry-run", help: "With --fix: print a unified diff of the fixes instead of writing them (on standard error when a json, sarif, junit or checkstyle report takes standard output)."),
        .value("baseline", "FILE", help: "Hide the findings recorded in FILE (see --write-baseline) and report only new ones."),
        .value("write-baseline", "FILE", help: "Record this run's findings in FILE, to adopt the linter without fixing everything first."),
        .value("stdin-filename", "NAME", help: "The name reports give standard input ('-'); its extension picks the format and its folder the config."),
    ]

    static let discussion: String? = """
        EXIT CODES:
          0  no error-severity findings (and warnings within --max-warnings, unless --strict)
          1  error-severity findings, including manifests that do not parse
          2  the tool could not do its job: bad arguments, a missing or unreadable file, an invalid
             configuration, a report that could not be written

        EXAMPLES:
          shortcut-lint lint Examples/Scribe/Scribe.shortcuts.yml
          shortcut-lint --format json . | python3 -m json.tool
          shortcut-lint --format text --format sarif:results.sarif --format junit:junit.xml .
          shortcut-lint --fix --dry-run .            # show the mechanical fixes as a diff
          shortcut-lint --write-baseline .shortcut-lint-baseline.json .   # adopt on an existing app
          cat app.shortcuts.yml | shortcut-lint --stdin-filename app.shortcuts.yml -
        """

    static func run(_ arguments: ParsedArguments) -> ExitCode {
        let options: LintOptions
        do {
            options = try LintOptions(arguments)
        } catch {
            return Usage.fail(error.message, command: self)
        }
        var houseTable: ReservedTable?
        for path in options.reservedFiles {
            switch ReservedTableLoader.load(path) {
            case .success(let table): houseTable = houseTable?.merging(table) ?? table
            case .failure(let message):
                Terminal.error(message.text)
                return .failure
            }
        }

        let (items, failures, warnings) = ManifestDiscovery.resolve(arguments.positionals)
        for failure in failures { Terminal.error(failure.message) }
        for warning in warnings { Terminal.warning(warning) }
        if options.fix, !options.dryRun, items.contains(where: { !$0.isRewritable }) {
            return Usage.fail("--fix cannot write back to standard input or a pipe; use --fix --dry-run to see the diff", command: self)
        }
        let plan: LintPlan
        do {
            // The command line wins over any config: --platform and --reserved apply on top.
            plan = try LintPlan.make(
                items: items, explicitPaths: Set(arguments.positionals), configPath: options.configPath,
                forceExclude: options.forceExclude, standardInputName: options.standardInputName
            ) { configuration in
                if let platforms = options.platforms { configuration.platformOverride = platforms }
                if let houseTable { configuration.reserved = configuration.reserved.merging(houseTable) }
            }
        } catch {
            Terminal.report(error)
            return .failure
        }

        if let conflict = Self.outputConflicts(plan: plan, options: options).firstConflict() {
            Terminal.error(conflict)
            return .failure
        }

        var clock = StageClock("run")
        var run = LintRun(plan: plan, options: options)
        var inputs = run.read()
        clock.lap("read")
        if options.fix { inputs = run.fix(inputs) }
        var results = run.lint(inputs)
        clock.lap("lint")
        run.writeBaseline(results)
        run.applyBaseline(to: &results)

        let report = LintReport(files: results)
        let rules = plan.rules
        let writeFailures = options.reports.write(report) { request in
            ReportPlan.reporter(for: request, rules: rules, color: options.color, errorsOnly: options.quiet)
        }
        clock.lap("report")
        KeptUntilExit.keep((inputs, results, report))
        for failure in writeFailures { Terminal.error(failure.message) }
        if !failures.isEmpty || run.failed || !writeFailures.isEmpty { return .failure }
        return options.exitCode(for: report.summary)
    }
}

extension LintCommand {
    /// Every file the run reads and every file it would write.
    static func outputConflicts(plan: LintPlan, options: LintOptions) -> OutputConflicts {
        var files = OutputConflicts()
        for job in plan.jobs {
            switch job.item {
            case .file(let path), .stream(let path): files.input("the manifest", path)
            case .standardInput: continue
            }
        }
        for config in plan.configurationFiles {
            files.input("the configuration", config.path)
            for path in config.houseTablePaths { files.input("the house table", path) }
        }
        for path in options.reservedFiles { files.input("the house table", path) }
        if let path = options.baselinePath { files.input("the baseline", path) }
        for report in options.reports.reports {
            if let path = report.path { files.output("the \(report.format.rawValue) report", path) }
        }
        if let path = options.writeBaselinePath { files.output("the baseline", path) }
        return files
    }
}

/// The lint command's options, validated.
struct LintOptions {
    var reports: ReportPlan
    var color: Bool
    var quiet: Bool
    var strict: Bool
    var maxWarnings: Int?
    var platforms: PlatformSet?
    var reservedFiles: [String]
    var configPath: String?
    var forceExclude: Bool
    var fix: Bool
    var dryRun: Bool
    var baselinePath: String?
    var writeBaselinePath: String?
    var standardInputName: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        color = !arguments.has("no-color") && Terminal.supportsColor
        quiet = arguments.has("quiet")
        reports = try ReportPlan(formats: arguments.values("format"), output: arguments.value("output"))
        strict = arguments.has("strict")
        if let text = arguments.value("max-warnings") {
            guard let number = Int(text), number >= 0 else {
                throw UsageError(message: "'--max-warnings' needs a whole number, got '\(text)'")
            }
            maxWarnings = number
        }
        let names = arguments.values("platform")
        if !names.isEmpty {
            var set = PlatformSet()
            for name in names {
                guard let platform = Platform(name: name) else {
                    throw UsageError(message: "unknown platform '\(name)'; expected one of \(Platform.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                guard platform != .watchOS else {
                    throw UsageError(message: "'--platform watchOS' leaves nothing to check: watchOS has no keyboard shortcuts")
                }
                set.insert(PlatformSet(platform))
            }
            platforms = set
        }
        reservedFiles = arguments.values("reserved")
        configPath = arguments.value("config")
        forceExclude = arguments.has("force-exclude")
        fix = arguments.has("fix")
        dryRun = arguments.has("dry-run")
        if dryRun, !fix { throw UsageError(message: "'--dry-run' only makes sense with '--fix'") }
        baselinePath = arguments.value("baseline")
        writeBaselinePath = arguments.value("write-baseline")
        standardInputName = arguments.value("stdin-filename")
        if standardInputName != nil, !arguments.positionals.contains("-") {
            throw UsageError(message: "'--stdin-filename' names standard input, but no path is '-'; add '-' to read standard input")
        }
    }

    func exitCode(for summary: LintReport.Summary) -> ExitCode {
        if summary.errors > 0 { return .findings }
        if strict, summary.warnings > 0 { return .findings }
        if let maxWarnings, summary.warnings > maxWarnings { return .findings }
        return .clean
    }
}
