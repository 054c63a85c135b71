/// Runs the pipeline: bytes → positioned document → manifest → lint context → rules → findings.
/// The command line only feeds it files; tests and other tools call it directly
/// (docs/library.md).
///
/// A file is linted in two halves (``FileLint``): first the manifest and its rules, then — once
/// the rules that look across an app's manifests have added theirs — severities, suppressions,
/// the rules that judge suppressions, and chord suggestions.
public struct Linter: Sendable {
    public var configuration: LintConfiguration {
        didSet { rules = ConfiguredRules(configuration.rules) }
    }
    /// What the configuration's rules say about themselves, worked out once.
    private(set) var rules: ConfiguredRules

    public init(configuration: LintConfiguration = .default) {
        self.configuration = configuration
        rules = ConfiguredRules(configuration.rules)
    }

    /// Lints one manifest (each document of a YAML file of several: ``ManifestStream``).
    public func lint(_ source: SourceFile) -> FileResult {
        guard let documents = ManifestStream.documents(of: source) else { return FileLint(source, linter: self).finish(linter: self) }
        return ManifestStream.merged(documents.map { FileLint($0, linter: self).finish(linter: self) }, as: source)
    }

    /// Lints several manifests, in parallel; manifests that name the same `app` are also checked
    /// together (a chord taken in one module is taken in the others). Results are in input order.
    public func lint(_ sources: [SourceFile]) -> [FileResult] {
        Self.lint(sources.map { LintJob(source: $0, linter: self) })
    }

    /// Lints several files, in parallel, each with its own linter (the nearest config of each
    /// file, on the command line); the files of one app (``LintJob/app``, else the `app` each
    /// names) are also checked together. Results are in input order.
    package static func lint(_ jobs: [LintJob]) -> [FileResult] {
        let streams = jobs.map { ManifestStream.documents(of: $0.source) }
        guard streams.allSatisfy({ $0 == nil }) else {
            // Each document of a stream is a file of its own until the results are put together.
            let expanded = zip(jobs, streams).flatMap { job, documents in
                (documents ?? [job.source]).map {
                    var document = job; document.source = $0; return document
                }
            }
            var results = lint(expanded)[...]
            return zip(jobs, streams).map { job, documents in
                guard let documents else { return results.removeFirst() }
                let parts = Array(results.prefix(documents.count))
                results.removeFirst(documents.count)
                return ManifestStream.merged(parts, as: job.source)
            }
        }
        let app = AppReadings.read(jobs)
        var readings = app.readings
        let groups = app.groups
        let localized = LocalizedApps(groups: groups, readings: &readings, developmentRegions: developmentRegions(jobs))
        let read = readings
        let contexts = jobs.indices.map { $0 }.parallelMap { index in FileLint.context(read[index], linter: jobs[index].linter) }
        let families = ShownFamilies.ofApps(groups, contexts: contexts)
        var files = jobs.indices.map { $0 }.parallelMap { index in
            FileLint(
                jobs[index].source, input: read[index], linter: jobs[index].linter, context: contexts[index], appFamilies: families[index])
        }
        AppChecks.run(on: &files, groups: groups, jobs: jobs, localized: localized)
        let repeats = localized.repeatedFindings(in: files) { jobs[$0].linter.rules.wordingJudges }
        TranslatedTitles.check(&files, jobs: jobs, readings: read, localized: localized)
        let linted = files
        return linted.indices.map { $0 }.parallelMap { index in
            linted[index].finish(linter: jobs[index].linter, dropping: repeats[index])
        }
    }

    /// The development language of each file's project, where the project names one.
    static func developmentRegions(_ jobs: [LintJob]) -> [Int: Language] {
        var regions: [Int: Language] = [:]
        var languages: [String: Language] = [:]  // the files of a project share its region
        for (index, job) in jobs.enumerated() {
            guard let region = job.app?.developmentRegion else { continue }
            let language = languages[region] ?? Language(code: region)
            languages[region] = language
            regions[index] = language
        }
        return regions
    }

    var manifestRules: [any Rule] { rules.manifestRules }

    func applySeverityOverrides(_ findings: inout [Finding]) {
        guard !configuration.severityOverrides.isEmpty else { return }
        for index in findings.indices {
            if let severity = configuration.severityOverrides[findings[index].ruleID] {
                findings[index].severity = severity
            }
        }
    }

    static func describe(_ error: ParseError) -> String { MessageCatalogue.english.render(wording(of: error)) }

    /// A parser's error as its finding says it: an unsupported YAML feature is named as one.
    static func wording(of error: ParseError) -> Message {
        guard error.kind == .unsupported, !error.message.hasPrefix("unsupported") else { return error.wording }
        return .syntaxUnsupportedYaml(feature: .message(error.wording))
    }
}

extension Finding {
    /// Line, then column, then rule id: the order people read a file in.
    static func fileOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        (lhs.span.start.line, lhs.span.start.column, lhs.ruleID) < (rhs.span.start.line, rhs.span.start.column, rhs.ruleID)
    }
}
