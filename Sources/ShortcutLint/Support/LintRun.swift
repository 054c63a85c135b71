import ShortcutCore

/// The stages of one `lint` run after the options are read: read every manifest, fix what is
/// mechanical (`--fix`), lint (files in parallel, results in input order), check manifests of
/// the same app against each other, apply or record a baseline. Each stage reports its own
/// failures on stderr and the run goes on with the files it could handle.
struct LintRun {
    let plan: LintPlan
    let options: LintCommand.Options
    /// Something could not be read or written: the run ends with exit code 2.
    private(set) var failed = false

    init(plan: LintPlan, options: LintCommand.Options) {
        self.plan = plan
        self.options = options
    }

    /// A file read into memory, with the index of the linter it is checked with and the app it
    /// belongs to.
    struct Input: Sendable {
        var source: SourceFile
        var linter: Int
        var app: AppGroup?
        /// The file's titles in other languages (a Base-localized Interface Builder file's).
        var titleTranslations: [TitleTranslation] = []
        /// The app's text for the localization keys a code file uses as titles.
        var codeStrings = CodeStrings()
    }

    /// A stage before this run (reading the files) failed: the run ends with exit code 2.
    mutating func noteFailure() { failed = true }

    /// Every file of `plan` read into memory (taken from `prefetch` when it read the file ahead),
    /// in parallel, in the plan's order; a file that cannot be read is reported on standard error
    /// (and `failed`), the others are returned, but a JSON file a scan found that has no
    /// manifest's shape (``ManifestShape``), which is left out.
    static func read(
        _ plan: LintPlan, standardInputName: String?, prefetch: FilePrefetch? = nil
    ) -> (
        inputs: [Input], failed: Bool, skipped: SkippedFiles
    ) {
        let standardInputName = standardInputName ?? "<stdin>"
        let outcomes: [Result<Input, FileIO.Failure>] = plan.jobs.parallelMap { job in
            do throws(FileIO.Failure) {
                switch job.item {
                case .file(let path):
                    let bytes: [UInt8]
                    if let readAhead = prefetch?.bytes(of: path) { bytes = readAhead } else { bytes = try FileIO.read(path) }
                    return .success(
                        Input(
                            source: SourceFile(path: path, bytes: bytes), linter: job.linter, app: job.app,
                            titleTranslations: TitleTranslationFiles.read(job.titleTranslations)))
                case .stream(let path):
                    let bytes = try FileIO.read(path, allowingStream: true)
                    return .success(Input(source: SourceFile(path: path, bytes: bytes), linter: job.linter, app: job.app))
                case .standardInput:
                    let bytes = try FileIO.readStandardInput()
                    return .success(Input(source: SourceFile(path: standardInputName, bytes: bytes), linter: job.linter))
                }
            } catch {
                return .failure(error)
            }
        }
        var inputs: [Input] = []
        var failed = false
        var skipped = SkippedFiles()
        let codeStrings = CodeStringFiles.read(
            plan.jobs.map(\.codeStringTables), developmentRegions: plan.jobs.map { $0.app?.developmentRegion })
        for (index, (job, outcome)) in zip(plan.jobs, outcomes).enumerated() {
            switch outcome {
            case .success(let input) where job.requiresManifestShape && !ManifestShape.holds(input.source):
                skipped.record(.notAManifest, name: input.source.path)
            case .success(var input):
                input.codeStrings = codeStrings[index]
                inputs.append(input)
            case .failure(let failure):
                Terminal.error(failure.message)
                failed = true
            }
        }
        return (inputs, failed, skipped)
    }

    /// `--fix`: rewrites each manifest in place (atomically, permissions kept), or with `--dry-run`
    /// prints a unified diff (on standard error when a machine-readable report has standard
    /// output); either way the fixed content is what gets linted. Files read from code and
    /// Interface Builder are read-only: never fixed, never rewritten.
    mutating func fix(_ inputs: [Input]) -> [Input] {
        let linters = plan.linters
        let outcomes = inputs.parallelMap { input in
            InputKind(input.source).isManifest ? Fixer.fix(input.source, with: linters[input.linter]) : nil
        }
        var fixed = inputs
        var fixedFiles = 0
        var fixes = 0
        for (index, outcome) in outcomes.enumerated() {
            guard let outcome else { continue }
            let input = inputs[index]
            if let refusal = outcome.refusal, outcome.applied == 0, refusal != Fixer.unparsableRefusal {
                Terminal.warning("not fixing '\(input.source.path)': \(refusal)")
            }
            guard outcome.changed else { continue }
            if options.fix.dryRun {
                let path = TerminalText.escaped(input.source.path)
                let diff = UnifiedDiff.render(path: path, original: input.source.bytes, fixed: outcome.bytes)
                let stream: Terminal.Stream = options.report.plan.standardOutputIsMachineReadable ? .standardError : .standardOutput
                Terminal.write(Array(TerminalText.escaped(diff, keepingLineBreaks: true).utf8), to: stream)
            } else {
                do {
                    try AtomicFile.write(outcome.bytes, to: input.source.path, replacing: input.source.bytes)
                } catch {
                    Terminal.error(error.message)
                    failed = true
                    continue
                }
            }
            fixed[index].source = SourceFile(path: input.source.path, bytes: outcome.bytes)
            fixedFiles += 1
            fixes += outcome.applied
        }
        if fixes > 0 {
            let verb = options.fix.dryRun ? "would fix" : "fixed"
            Terminal.note("\(verb) \(fixes) problem\(fixes == 1 ? "" : "s") in \(fixedFiles) file\(fixedFiles == 1 ? "" : "s")")
        }
        return fixed
    }

    /// The files' results, in input order, then a note for each project file that could not be
    /// read (``ProjectFileProblem``), made by the linter of a file of that project.
    func lint(_ inputs: [Input]) -> [FileResult] {
        Linter.lint(Self.jobs(inputs, plan: plan)) + projectNotes(inputs)
    }

    private func projectNotes(_ inputs: [Input]) -> [FileResult] {
        guard !plan.projectProblems.isEmpty else { return [] }
        let workingDirectory = LocalFileSystem.currentDirectory
        return plan.projectProblems.compactMap { problem in
            // The project's folder: the package's, or the one holding the `.xcodeproj`.
            var folder = FilePath.parent(of: problem.path) ?? "/"
            if folder.hasSuffix(".xcodeproj") { folder = FilePath.parent(of: folder) ?? "/" }
            let member = inputs.first {
                FilePath.relative(FilePath.absolute($0.source.path, workingDirectory: workingDirectory), to: folder) != nil
            }
            guard let linter = (member?.linter).map({ plan.linters[$0] }) ?? plan.linters.first else { return nil }
            let path = FilePath.relative(problem.path, to: workingDirectory) ?? problem.path
            // A regular file's bytes, for the reports' excerpt and line fingerprint (a FIFO is not read).
            let bytes = (try? FileIO.read(problem.path)) ?? []
            return linter.result(for: problem, path: path, bytes: bytes)
        }
    }

    /// The library's jobs for `inputs`: each file with its linter and app.
    static func jobs(_ inputs: [Input], plan: LintPlan) -> [LintJob] {
        let linters = plan.linters
        return inputs.map {
            LintJob(
                source: $0.source, linter: linters[$0.linter], app: $0.app, titleTranslations: $0.titleTranslations,
                codeStrings: $0.codeStrings)
        }
    }

    /// `--baseline FILE`: hides the findings it records and lists the entries that matched nothing.
    mutating func applyBaseline(to results: inout [FileResult]) {
        guard let path = options.baseline.path else { return }
        let paths = BaselinePaths(baseline: path)
        let baseline: Baseline
        do {
            baseline = paths.upgraded(try BaselineFile.read(SourceFile(path: path, bytes: try FileIO.read(path, allowingStream: true))))
        } catch let failure as FileIO.Failure {
            Terminal.error(failure.message)
            failed = true
            return
        } catch {
            Terminal.printLine("\(error)", to: .standardError)
            failed = true
            return
        }
        let unmatched = baseline.apply(to: &results, filePath: paths.recorded)
        // Only the files this run read can tell whether an entry still matches: a run of one
        // folder says nothing about the entries of the others, and must not advise dropping them.
        let linted = Set(results.map { Baseline.normalized(paths.recorded($0.path)) })
        let stale = unmatched.filter { linted.contains($0.key.file) }
        guard !stale.isEmpty else { return }
        let count = stale.values.reduce(0, +)
        let (entries, match, them) = count == 1 ? ("entry", "matches", "it") : ("entries", "match", "them")
        let remedy =
            stale.count == unmatched.count && baseline.counts.keys.allSatisfy { linted.contains($0.file) }
            ? "run with --write-baseline \(path) to drop \(them)"
            : "delete \(them) from '\(path)' (it also records files this run did not lint, which --write-baseline would drop)"
        Terminal.warning("\(count) baseline \(entries) in '\(path)' no longer \(match) any finding; \(remedy):")
        for item in stale.keys.sorted() {
            let entry = item.entry.map { " on \($0)" } ?? ""
            let shortcut = item.shortcut.map { " \($0)" } ?? ""
            Terminal.printLine("  \(item.file): \(item.ruleID)\(entry)\(shortcut)", to: .standardError)
        }
    }

    /// `--write-baseline FILE`: records the findings not suppressed in source, each file by its
    /// path relative to the baseline's folder. Not when some file could not be linted (`complete`
    /// is false): the baseline would lose that file's findings, which the next run would report
    /// as new.
    mutating func writeBaseline(_ results: [FileResult], complete: Bool) {
        guard let path = options.baseline.writePath else { return }
        guard complete, !failed else {
            Terminal.error(
                "the baseline '\(path)' is not written: some files could not be linted (see above), so it would miss their findings")
            failed = true
            return
        }
        let findings = results.flatMap(\.findings).filter { finding in
            if case .inSource = finding.suppression { return false }
            return true
        }
        var recorded = findings
        for index in recorded.indices { recorded[index].suppression = nil }
        let baseline = Baseline(findings: recorded, filePath: BaselinePaths(baseline: path).recorded)
        do {
            try AtomicFile.writeOutput(BaselineFile.render(baseline), to: path)
            Terminal.note("wrote \(baseline.itemCount) finding\(baseline.itemCount == 1 ? "" : "s") to the baseline '\(path)'")
        } catch {
            Terminal.error(error.message)
            failed = true
        }
    }
}
