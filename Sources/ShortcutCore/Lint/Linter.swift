/// Runs the whole pipeline for one manifest: bytes → positioned document → manifest → rules →
/// findings. The command line only feeds it files; tests and other tools can call it directly.
public struct Linter: Sendable {
    public var configuration: LintConfiguration

    public init(configuration: LintConfiguration = .default) {
        self.configuration = configuration
    }

    public func lint(_ source: SourceFile) -> FileResult {
        var clock = StageClock(source.path)
        let format = ManifestFormat(source)
        let parsed = format.parse(source)
        clock.lap("parse")
        var (manifest, problems) = ManifestDecoder.decode(
            parsed.document, defaultPlatforms: configuration.defaultPlatforms,
            overridePlatforms: configuration.platformOverride)
        clock.lap("decode")
        let strayComments = format == .yaml ? SuppressionComments.attach(to: &manifest, document: parsed.document) : []
        clock.lap("suppression comments")
        if let error = parsed.error {
            let end = min(error.offset + 1, source.bytes.count)
            problems.insert(
                ManifestProblem(.syntax, Self.describe(error), range: ByteRange(start: error.offset, end: max(end, error.offset))), at: 0)
        }
        // A large manifest uses every core: the parts of the context, the rules and the
        // suggestions of different findings are independent of each other. Results are
        // gathered in the same order either way, so the report does not depend on it.
        let concurrently = manifest.shortcuts.count >= concurrencyThreshold
        let context = LintContext(
            manifest: manifest, reserved: configuration.reserved, problems: problems, rules: configuration.rules,
            concurrently: concurrently)
        clock.lap("context")
        let rules = configuration.rules
        var findings = rules.indices.map { $0 }.parallelMap(concurrently: concurrently) { index in
            var ruleClock = StageClock(source.path)
            defer { ruleClock.lap("rule \(rules[index].description.id)") }
            return rules[index].check(context)
        }.flatMap { $0 }
        clock.lap("rules")
        applySeverityOverrides(&findings)
        // Whether a suppression is needed cannot be judged in a file that does not parse.
        applySuppressions(to: &findings, context: context, strayComments: strayComments, audit: parsed.error == nil)
        clock.lap("suppressions")
        Self.attachSuggestions(to: &findings, context: context, concurrently: concurrently)
        clock.lap("suggestions")
        findings.sort(by: Finding.fileOrder)
        clock.lap("sort")
        let parsedCleanly = parsed.error == nil
        // Consumed, not copied: a copy left here would make this thread free the tree after all.
        if concurrently { BackgroundDisposal.release((consume parsed, consume context)) }
        return FileResult(
            source: source, shortcutCount: manifest.shortcuts.count, findings: findings, manifest: manifest,
            parsed: parsedCleanly)
    }

    /// Below this many entries a manifest is checked on one thread (a thread costs more than it
    /// saves on a small file). Tests lower or raise it to prove both ways give the same report.
    public var concurrencyThreshold = 2_000

    /// Suggestions for every finding that gets them; with `concurrently`, the findings are dealt
    /// out alternately to one suggester per core and put back in place.
    private static func attachSuggestions(to findings: inout [Finding], context: LintContext, concurrently: Bool) {
        let parts = concurrently && findings.count >= 64 ? 2 : 1
        guard parts > 1 else {
            ChordSuggester.attach(to: &findings, context: context)
            return
        }
        let all = findings
        let done = (0..<parts).map { $0 }.parallelMap { part in
            var share = stride(from: part, to: all.count, by: parts).map { all[$0] }
            ChordSuggester.attach(to: &share, context: context)
            return share
        }
        for (part, share) in done.enumerated() {
            for (offset, finding) in share.enumerated() { findings[part + offset * parts] = finding }
        }
    }

    /// Marks what entries allow, then lets `unused-suppression` (when enabled) report the
    /// suppressions that hid nothing; an entry may allow those reports too.
    private func applySuppressions(
        to findings: inout [Finding], context: LintContext, strayComments: [SuppressionComments.Directive], audit: Bool
    ) {
        let manifest = context.manifest
        let unsuppressible = Set(configuration.rules.map(\.description).filter { !$0.isConfigurable }.map(\.id))
        let unused = Suppressions.apply(to: &findings, in: manifest, unsuppressible: unsuppressible)
        guard audit, let auditor = configuration.rules.lazy.compactMap({ $0 as? UnusedSuppressionRule }).first else { return }
        let enabled = Set(configuration.rules.map(\.description.id))
        var reports = auditor.audit(
            UnusedSuppressionRule.Audit(
                unused: unused, strays: strayComments, knownRuleIDs: enabled.union(RuleCatalog.descriptions.map(\.id)),
                enabledRuleIDs: enabled, unsuppressible: unsuppressible),
            context: context)
        applySeverityOverrides(&reports)
        Suppressions.apply(to: &reports, in: manifest)
        findings += reports
    }

    private func applySeverityOverrides(_ findings: inout [Finding]) {
        guard !configuration.severityOverrides.isEmpty else { return }
        for index in findings.indices {
            if let severity = configuration.severityOverrides[findings[index].ruleID] {
                findings[index].severity = severity
            }
        }
    }

    static func describe(_ error: ParseError) -> String {
        switch error.kind {
        case .syntax: error.message
        case .encoding: error.message
        case .unsupported: error.message.hasPrefix("unsupported") ? error.message : "unsupported YAML feature: \(error.message)"
        case .limit: error.message
        }
    }
}

extension Finding {
    /// Line, then column, then rule id: the order people read a file in.
    public static func fileOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        (lhs.span.start.line, lhs.span.start.column, lhs.ruleID) < (rhs.span.start.line, rhs.span.start.column, rhs.ruleID)
    }
}
