import ShortcutCore

/// The report formats `--format` accepts.
enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, sarif, github, junit, checkstyle

    static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// Which reports one lint run writes, and where: `--format X[:FILE]` (repeatable) and
/// `-o/--output FILE`. At most one report may go to standard output; `-o` sends that one to a
/// file instead; no two reports may share a file.
struct ReportPlan {
    struct Report: Sendable {
        var format: ReportFormat
        /// nil: standard output.
        var path: String?
    }

    var reports: [Report]

    /// The text report on standard output: what a run writes when no option says otherwise.
    static let standardText = ReportPlan([Report(format: .text, path: nil)])

    private init(_ reports: [Report]) { self.reports = reports }

    /// Whether a report meant for programs (json, sarif, junit, checkstyle) goes to standard
    /// output, where nothing else may be mixed in (a `--dry-run` diff goes to standard error).
    var standardOutputIsMachineReadable: Bool {
        reports.contains { $0.path == nil && $0.format != .text && $0.format != .github }
    }

    /// One `--format` value: `FORMAT` or `FORMAT:FILE` (`-` for standard output); only the first
    /// colon separates the file.
    static func request(_ spec: String) throws(UsageError) -> Report {
        let name = spec.prefix { $0 != ":" }
        guard let format = ReportFormat(rawValue: String(name)) else {
            throw UsageError(message: "unknown format '\(name)'; expected one of \(ReportFormat.names)")
        }
        var path: String?
        if name.count < spec.count {
            let file = String(spec.dropFirst(name.count + 1))
            guard !file.isEmpty else { throw UsageError(message: "'--format \(spec)' names no file after ':'") }
            path = file == "-" ? nil : file
        }
        return Report(format: format, path: path)
    }

    init(formats: [String], output: String?) throws(UsageError) {
        var requests: [Report] = []
        for spec in formats { requests.append(try Self.request(spec)) }
        try self.init(requests: requests, output: output)
    }

    /// The reports `--format` asked for (text on standard output when none), with `-o` taking
    /// the one on standard output.
    init(requests: [Report], output: String?) throws(UsageError) {
        var reports = requests.isEmpty ? [Report(format: .text, path: nil)] : requests
        let toStandardOutput = reports.indices.filter { reports[$0].path == nil }
        if toStandardOutput.count > 1 {
            let names = toStandardOutput.map { reports[$0].format.rawValue }.joined(separator: ", ")
            throw UsageError(
                message:
                    "only one report can go to standard output, but \(names) would; write the others to files, e.g. '--format \(reports[toStandardOutput[1]].format.rawValue):FILE'"
            )
        }
        if let output {
            guard let index = toStandardOutput.first else {
                throw UsageError(message: "'--output \(output)' has no report to take: every '--format' already names its file")
            }
            reports[index].path = output == "-" ? nil : output
        }
        var seen: Set<String> = []
        for case let path? in reports.map(\.path) where !seen.insert(path).inserted {
            throw UsageError(message: "two reports would be written to '\(path)'")
        }
        self.reports = reports
    }

    /// Each report's bytes, and the files that could not be written (named in the messages).
    /// Reports to files are written atomically; nothing is written to a file that failed.
    func write(_ report: LintReport, reporters: (Report) -> any Reporter) -> [AtomicFile.Failure] {
        var failures: [AtomicFile.Failure] = []
        for request in reports {
            let bytes = reporters(request).render(report)
            guard let path = request.path else {
                Terminal.write(bytes)
                continue
            }
            do throws(AtomicFile.Failure) {
                try AtomicFile.writeOutput(bytes, to: path)
            } catch {
                failures.append(error)
            }
        }
        return failures
    }

    /// The reporter for one format. Color only for text on a terminal; paths in CI formats are
    /// made relative to the current directory (the checkout).
    static func reporter(
        for request: Report, rules: [RuleDescription], color: Bool, errorsOnly: Bool, warningsFail: Bool = false
    ) -> any Reporter {
        let directory = Directory.current
        switch request.format {
        case .text: return TextReporter(useColor: color && request.path == nil, errorsOnly: errorsOnly)
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter(rules: rules, workingDirectory: directory)
        case .github: return GitHubAnnotationsReporter(workingDirectory: directory, errorsOnly: errorsOnly)
        case .junit: return JUnitReporter(warningsFail: warningsFail)
        case .checkstyle: return CheckstyleReporter()
        }
    }
}
