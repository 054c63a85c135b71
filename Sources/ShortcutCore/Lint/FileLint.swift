/// One file's lint, in two halves with the checks across an app's manifests between them.
///
/// ``init(_:linter:)`` reads the file (``InputReading``), works out the lint context and runs the
/// rules of the ``RuleStage/manifest`` stage, keeping one finding per problem (``Deferrals``).
/// ``finish(linter:)`` applies severities and suppressions to everything found by then, runs the
/// rules that judge suppressions, attaches chord suggestions and sorts the findings.
struct FileLint: Sendable {
    let source: SourceFile
    let context: LintContext
    let parsedCleanly: Bool
    /// `# shortcut-lint:` comments attached to no entry (YAML), for the suppression audit.
    let strayComments: [SuppressionComments.Directive]
    var findings: [Finding]

    var manifest: Manifest { context.manifest }

    init(_ source: SourceFile, linter: Linter) {
        var clock = StageClock(source.path)
        let input = InputReading(source, as: InputKind(source), configuration: linter.configuration)
        clock.lap("read")
        self.init(source, input: input, linter: linter)
    }

    /// The second half of reading (``InputReading``, with what the app's other files changed:
    /// ``RunTimeKeyChanges``) and the rules.
    init(_ source: SourceFile, input: InputReading, linter: Linter, context made: LintContext? = nil, appFamilies: AppFamilies? = nil) {
        var clock = StageClock(source.path)
        strayComments = input.strayComments
        var context = made ?? Self.context(input, linter: linter)
        context.appFamilies = appFamilies
        clock.lap("context")
        let rules = linter.manifestRules
        let path = source.path
        let checked = context
        var findings = rules.flatMap { rule in
            var ruleClock = StageClock(path)
            defer { ruleClock.lap("rule \(rule.description.id)") }
            return rule.check(checked)
        }
        context.reportedKeys = Deferrals.apply(to: &findings, deferring: linter.rules.deferring, context: context)
        clock.lap("rules")
        self.source = source
        self.context = context
        self.findings = findings
        parsedCleanly = input.parsedCleanly
    }

    /// The lint context of a file read.
    static func context(_ input: InputReading, linter: Linter) -> LintContext {
        let configuration = linter.configuration
        return LintContext(
            manifest: input.manifest, reserved: configuration.reserved, problems: input.problems, messages: configuration.messages)
    }

    /// The file's result: severities, suppressions and their audit, suggestions, file order. A
    /// translated copy's findings that repeat its base's are dropped once suppressions have seen
    /// them (so a comment that hides one is not reported unused).
    func finish(linter: Linter, dropping repeats: RepeatedFindings? = nil) -> FileResult {
        var clock = StageClock(source.path)
        let configuration = linter.configuration
        var findings = findings
        linter.applySeverityOverrides(&findings)
        let rules = linter.rules
        let unused = Suppressions.apply(to: &findings, in: manifest, unsuppressible: rules.unsuppressible)
        if let repeats { findings.removeAll(where: repeats.isRepeat) }
        // Whether a suppression is needed cannot be judged in a file that does not parse.
        let auditors = rules.auditors
        if parsedCleanly, !auditors.isEmpty {
            var audited = context
            audited.suppressionAudit = SuppressionAudit(
                unused: unused, strays: strayComments, knownRuleIDs: rules.knownIDs, enabledRuleIDs: rules.enabledIDs,
                unsuppressible: rules.unsuppressible)
            var reports = auditors.flatMap { $0.check(audited) }
            linter.applySeverityOverrides(&reports)
            Suppressions.apply(to: &reports, in: manifest)
            findings += reports
        }
        clock.lap("suppressions")
        // Most files of a repository have no finding to suggest a chord for.
        if !findings.isEmpty { ChordSuggester.attach(to: &findings, context: context, rules: configuration.rules) }
        clock.lap("suggestions")
        findings.sort(by: Finding.fileOrder)
        clock.lap("sort")
        return FileResult(
            source: source, shortcutCount: manifest.shortcuts.count, findings: findings, manifest: manifest, parsed: parsedCleanly)
    }
}

/// One problem, one finding: a rule's finding on an entry's key is dropped when a rule it defers
/// to (``RuleDescription/defersTo``) reported the same key. A rule that is turned off reports
/// nothing, so the next rule that applies keeps its finding.
enum Deferrals {
    /// Drops the deferred findings; returns the rules that reported each entry's key (by entry
    /// position), the deferred ones included.
    ///
    /// - Parameter deferring: the rules each rule defers to, by id (``ConfiguredRules/deferring``).
    static func apply(to findings: inout [Finding], deferring: [String: Set<String>], context: LintContext) -> IntegerTable<Set<String>> {
        var reporters = IntegerTable<Set<String>>()
        for finding in findings {
            guard let position = keyPosition(of: finding, in: context) else { continue }
            reporters.update(UInt64(position), default: []) { _ = $0.insert(finding.ruleID) }
        }
        guard !deferring.isEmpty, !findings.isEmpty else { return reporters }
        findings.removeAll { finding in
            guard let yieldsTo = deferring[finding.ruleID], let position = keyPosition(of: finding, in: context),
                let others = reporters[UInt64(position)]
            else { return false }
            return !others.isDisjoint(with: yieldsTo)
        }
        return reporters
    }

    /// The position of the entry whose key the finding points at, if it does.
    private static func keyPosition(of finding: Finding, in context: LintContext) -> Int? {
        guard let position = finding.entry?.index, let entry = context.entry(atPosition: position),
            finding.range == entry.keyRange
        else { return nil }
        return position
    }
}
