import ShortcutCore

/// `shortcut-lint [lint] [PATH ...]`: find manifests and the files apps declare shortcuts in, lint
/// them, print a report, and exit with the code CI acts on.
enum LintCommand: Command {
    static let name = "lint"
    static let abstract = "Lint shortcut manifests, Interface Builder menus and Swift or Objective-C source (the default subcommand)."
    static let usageArguments = "[<path> ...]"
    static let argumentHelp = [
        (
            "<path>",
            "Files to lint, or directories to search for manifests (shortcuts.json, *.shortcuts.json, *.shortcuts.yml, *.shortcuts.yaml), Interface Builder files (*.xib, *.storyboard) and source (*.swift, *.m, *.mm). '-' reads standard input. Default: the current directory."
        )
    ]

    static let format = Option<ReportPlan.Report>.custom(
        "format", short: "f", "FORMAT[:FILE]", repeatable: true,
        help:
            "Report format: text (default), json, sarif, github, junit or checkstyle. FORMAT:FILE writes that report to FILE; repeat to write several reports in one run (at most one to standard output)."
    ) { text, _ throws(UsageError) in try ReportPlan.request(text) }
    static let output = Option<String>.path("output", short: "o", help: "Write the report to FILE (atomically) instead of standard output.")
    static let strict = Option<Bool>.flag("strict", help: "Fail (exit 1) on warnings too.")
    static let maxWarnings = Option<Int>.integer("max-warnings", minimum: 0, help: "Fail (exit 1) when there are more than N warnings.")
    static let quiet = Option<Bool>.flag("quiet", short: "q", help: "Report errors only (text and github formats).")
    static let platform = Option<Platform>.choice(
        "platform", "PLATFORM", repeatable: true,
        except: [.watchOS: "watchOS has no keyboard shortcuts, so it leaves nothing to check"],
        help:
            "Check every file for this platform instead of the ones it declares (macOS, iOS, iPadOS, visionOS, tvOS); entries whose own platforms are all others are not checked. Repeatable."
    )
    static let platformVersion = Option<PlatformRelease>.custom(
        "platform-version", "PLATFORM=RELEASE", repeatable: true,
        help:
            "Check against this release of a platform, e.g. macOS=10.14 or iPadOS=18: reserved rows of other releases are not matched (F12 Dashboard is macOS 10.14 and earlier). Overrides the config's platformVersions for that platform. Default: today's releases. Repeatable, once per platform."
    ) { text, option throws(UsageError) in try PlatformRelease(text, option: option) }
    static let reserved = Option<String>.path(
        "reserved", repeatable: true,
        help:
            "Add a house table of reserved or standard shortcuts (same format as Resources/reserved.json; an existing id is replaced). Repeatable."
    )
    static let color = Option<Bool>.flag(
        "color", help: "Colour the text report even when standard output is not a terminal (CI logs), whatever NO_COLOR says.")
    static let noColor = Option<Bool>.flag("no-color", help: "Never colour the text output (also: the NO_COLOR environment variable).")
    static let config = Option<String>.path(
        "config", help: "Use this configuration for every file instead of the nearest .shortcut-lint.yml (.yaml, .json) above each one.")
    static let forceExclude = Option<Bool>.flag(
        "force-exclude", help: "Apply the configuration's 'include' and 'exclude' patterns to files named on the command line too.")
    static let fix = Option<Bool>.flag(
        "fix",
        help:
            "Rewrite what is mechanical (modifier-order, two-character-key) in manifests, in place, changing only the fixed characters; then report what remains. Interface Builder and source files are never written."
    )
    static let dryRun = Option<Bool>.flag(
        "dry-run",
        help:
            "With --fix: print a unified diff of the fixes instead of writing them (on standard error when a json, sarif, junit or checkstyle report takes standard output)."
    )
    static let baseline = Option<String>.path(
        "baseline", help: "Hide the findings recorded in FILE (see --write-baseline) and report only new ones.")
    static let writeBaseline = Option<String>.path(
        "write-baseline", help: "Record this run's findings in FILE, to adopt the linter without fixing everything first.")
    static let stdinFilename = Option<String>.text(
        "stdin-filename", "NAME",
        help: "The name reports give standard input ('-'); its extension picks the format and its folder the config.")

    static let options: [OptionSpec] = [
        format.spec, output.spec, strict.spec, maxWarnings.spec, quiet.spec, platform.spec, platformVersion.spec, reserved.spec,
        color.spec, noColor.spec,
        config.spec, forceExclude.spec, fix.spec, dryRun.spec, baseline.spec, writeBaseline.spec, stdinFilename.spec,
    ]

    static let discussion: String? = """
        EXIT CODES:
          0  no error-severity findings (and warnings within --max-warnings, unless --strict)
          1  error-severity findings, including files that do not parse
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
                message.print()
                return .failure
            }
        }

        let forced: ConfigurationFile?
        do {
            forced = try options.configPath.map { path throws(ConfigurationError) in try LintPlan.loadNamedConfiguration(path) }
        } catch {
            Terminal.report(error)
            return .failure
        }
        let excluded = ExcludedFolders(forced: forced)
        let (items, failures, warnings) = InputDiscovery.resolve(arguments.positionals, skipsFolder: excluded.contains)
        for failure in failures { Terminal.error(failure.message) }
        for warning in warnings { Terminal.warning(warning) }
        if options.fix, !options.dryRun, items.contains(where: { !$0.isRewritable }) {
            return Usage.fail("--fix cannot write back to standard input or a pipe; use --fix --dry-run to see the diff", command: self)
        }
        // The command line wins over any config: --platform and --reserved apply on top.
        let plan = LintPlan.make(
            items: items, explicitPaths: Set(arguments.positionals), forced: forced, discovery: excluded.discovery,
            forceExclude: options.forceExclude, standardInputName: options.standardInputName
        ) { configuration in
            if let platforms = options.platforms { configuration.platformOverride = platforms }
            for release in options.platformReleases { configuration.platformVersions[release.platform] = release.version }
            if let houseTable { configuration.reserved = configuration.reserved.merging(houseTable) }
        }
        for error in plan.configurationErrors { Terminal.report(error) }

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
        run.writeBaseline(results, complete: failures.isEmpty && plan.configurationErrors.isEmpty)
        run.applyBaseline(to: &results)

        let report = LintReport(files: results)
        let rules = plan.rules
        let writeFailures = options.reports.write(report) { request in
            ReportPlan.reporter(
                for: request, rules: rules, color: options.color, errorsOnly: options.quiet,
                warningsFail: options.warningsFail(report.summary))
        }
        clock.lap("report")
        for failure in writeFailures { Terminal.error(failure.message) }
        if !failures.isEmpty || !plan.configurationErrors.isEmpty || run.failed || !writeFailures.isEmpty { return .failure }
        return options.exitCode(for: report.summary)
    }
}

extension LintCommand {
    /// Every file the run reads and every file it would write.
    static func outputConflicts(plan: LintPlan, options: LintOptions) -> OutputConflicts {
        var files = OutputConflicts(reading: plan)
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
    var platformReleases: [PlatformRelease]
    var reservedFiles: [String]
    var configPath: String?
    var forceExclude: Bool
    var fix: Bool
    var dryRun: Bool
    var baselinePath: String?
    var writeBaselinePath: String?
    var standardInputName: String?

    /// The options as given (each value already checked by its ``Option``), and the rules about
    /// combinations of them.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        typealias Lint = LintCommand
        if arguments[Lint.color], arguments[Lint.noColor] {
            throw UsageError(message: "'--color' and '--no-color' contradict each other; give one")
        }
        color = arguments[Lint.color] || (!arguments[Lint.noColor] && Terminal.supportsColor)
        quiet = arguments[Lint.quiet]
        reports = try ReportPlan(requests: arguments.all(Lint.format), output: arguments[Lint.output])
        strict = arguments[Lint.strict]
        maxWarnings = arguments[Lint.maxWarnings]
        let platforms = arguments.all(Lint.platform)
        self.platforms = platforms.isEmpty ? nil : PlatformSet(platforms)
        platformReleases = arguments.all(Lint.platformVersion)
        for (index, release) in platformReleases.enumerated()
        where platformReleases[..<index].contains(where: { $0.platform == release.platform }) {
            // Which of two releases of one platform was meant is a guess, as for any option given twice.
            throw UsageError(
                message: "'--platform-version' names \(release.platform.rawValue) more than once; give one release per platform")
        }
        reservedFiles = arguments.all(Lint.reserved)
        configPath = arguments[Lint.config]
        forceExclude = arguments[Lint.forceExclude]
        fix = arguments[Lint.fix]
        dryRun = arguments[Lint.dryRun]
        if dryRun, !fix { throw UsageError(message: "'--dry-run' only makes sense with '--fix'") }
        baselinePath = arguments[Lint.baseline]
        writeBaselinePath = arguments[Lint.writeBaseline]
        if writeBaselinePath == "-" {
            // `-o -` means standard output, but a baseline there would mix with the report.
            throw UsageError(
                message: "'--write-baseline' needs a file: the report takes standard output; name a file such as baseline.json")
        }
        standardInputName = arguments[Lint.stdinFilename]
        if standardInputName != nil, !arguments.positionals.contains("-") {
            throw UsageError(message: "'--stdin-filename' names standard input, but no path is '-'; add '-' to read standard input")
        }
    }

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
