import Testing

@testable import ShortcutCore

/// Every rule's documented examples are its specification. A triggering example reports exactly
/// one finding of its rule per `↓`, starting where the marker points and saying what the example
/// pins; a fixable example's `--fix` gives the corrected text; a non-triggering example draws no
/// finding of its rule. Each holds again with the manifest rewritten as JSON, with CRLF line ends,
/// with a byte order mark and with every entry in one `when` scope (unless the example says why
/// a variation does not apply), as SwiftLint re-runs its rule examples.
@Suite struct RuleExampleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let ruleID: String
        let number: Int
        let triggers: Bool
        var variation: RuleExample.Variation?
        var testDescription: String {
            "\(ruleID) \(triggers ? "triggering" : "non-triggering") #\(number)\(variation.map { " as \($0.rawValue)" } ?? "")"
        }

        var example: RuleExample {
            let rule = RuleCatalog.rule(id: ruleID)!.description
            return (triggers ? rule.triggeringExamples : rule.nonTriggeringExamples)[number - 1]
        }
    }

    static let examples: [Case] = RuleCatalog.descriptions.flatMap { rule in
        rule.triggeringExamples.indices.map { Case(ruleID: rule.id, number: $0 + 1, triggers: true) }
            + rule.nonTriggeringExamples.indices.map { Case(ruleID: rule.id, number: $0 + 1, triggers: false) }
    }

    /// Every example under every variation that applies to it: Swift and XIB examples vary in
    /// line ends only (JSON and scopes are manifest forms), and a variation that cannot express the
    /// example (JSON has no comments) or changes its meaning (`exempt:`) is left out, with its
    /// reason in ``leftOut``.
    static let variations: [Case] = allVariations.filter { reasonLeftOut($0) == nil }

    /// The variations an example does not run under, each with why.
    static let leftOut: [(Case, String)] = allVariations.compactMap { example in reasonLeftOut(example).map { (example, $0) } }

    private static let allVariations: [Case] = examples.flatMap { example in
        RuleExample.Variation.allCases.map {
            var varied = example
            varied.variation = $0
            return varied
        }
    }

    private static func reasonLeftOut(_ example: Case) -> String? {
        guard let variation = example.variation else { return nil }
        if let reason = example.example.exempt[variation] { return reason }
        if example.example.language != .yaml, variation == .json || variation == .scoped {
            return "\(example.example.language) examples are no manifests"
        }
        let spec = ExampleSpecification(example.example)
        if case .failure(let skip) = ExampleVariations.render(spec.yaml, variation) { return skip.description }
        return nil
    }

    /// The findings of the example's rule, unsuppressed, in file order: the example linted alone,
    /// or as one app with its companions (a localized copy beside its base file).
    static func findings(_ text: String, path: String, rule: String, companions: [RuleExample.Companion] = []) -> [Finding] {
        guard !companions.isEmpty else {
            return LintHelpers.lint(text, path: path).findings.filter { $0.ruleID == rule && !$0.isSuppressed }
        }
        let linter = Linter()
        let app = AppGroup(id: "/example", name: "Scribe")
        let jobs =
            companions.map { LintJob(source: SourceFile(path: $0.path, text: $0.text), linter: linter, app: app) }
            + [LintJob(source: SourceFile(path: path, text: text), linter: linter, app: app)]
        return Linter.lint(jobs).last?.findings.filter { $0.ruleID == rule && !$0.isSuppressed } ?? []
    }

    /// A message with the line numbers it cites ("line 4") left out: rewriting an example moves lines.
    static func withoutLines(_ message: String) -> String {
        message.replacing(/line \d+/, with: "line …")
    }

    static func place(_ finding: Finding) -> ExampleSpecification.Place {
        .init(line: finding.span.start.line, column: finding.span.start.column)
    }

    /// Where an example is linted from: its file name says how to read it.
    static func path(of example: RuleExample) -> String {
        if let path = example.path { return path }
        return switch example.language {
        case .swift: "Example.swift"
        case .xml: "Example.xib"
        case .yaml: "example.shortcuts.yml"
        }
    }

    @Test(arguments: examples)
    func findingsStartWhereTheMarkersPointAndSayWhatIsPinned(_ example: Case) {
        Self.checkAsWritten(example.example, rule: example.ruleID, label: example.testDescription)
    }

    @Test(arguments: variations)
    func aVariationGivesTheSameFindingsAtTheSamePlaces(_ example: Case) throws {
        let variation = try #require(example.variation)
        try Self.check(example.example, rule: example.ruleID, as: variation, label: example.testDescription)
    }

    /// Lints `example` as written and records, at the example's own line, each finding that does
    /// not start where a marker points or does not say what is pinned.
    static func checkAsWritten(_ example: RuleExample, rule: String, label: String) {
        let spec = ExampleSpecification(example)
        let found = findings(spec.yaml, path: path(of: example), rule: rule, companions: example.companions)
        ExampleFailure.record(found, expected: spec.expected, pinned: example.messages, text: spec.yaml, label: label, of: example)
    }

    /// Lints `example` as `variation` renders it: the same findings at the same places (found again
    /// through the document in JSON or scoped), saying the same as the example as written.
    static func check(_ example: RuleExample, rule: String, as variation: RuleExample.Variation, label: String) throws {
        let spec = ExampleSpecification(example)
        let (text, manifestPath) = try ExampleVariations.render(spec.yaml, variation).get()
        let path = example.language != .yaml ? path(of: example) : manifestPath
        let found = findings(text, path: path, rule: rule, companions: example.companions)
        let expected: [ExampleSpecification.Place]
        switch variation {
        case .crlf, .byteOrderMark:
            expected = spec.expected
        case .json, .scoped:
            let document = ManifestFormat(path: path).parse(SourceFile(path: path, text: text)).document
            let anchors = try #require(
                spec.anchors as? [ExampleSpecification.Anchor], "\(label): a marker outside the manifest's values",
                sourceLocation: example.sourceLocation)
            expected = anchors.compactMap { ExampleSpecification.place(of: $0, in: document) }
        }
        ExampleFailure.record(found, expected: expected, pinned: [], text: text, label: label, of: example)
        let plain = findings(spec.yaml, path: Self.path(of: example), rule: rule, companions: example.companions)
        #expect(
            found.map { withoutLines($0.message) } == plain.map { withoutLines($0.message) },
            "\(label): the messages differ from the example's as written", sourceLocation: example.sourceLocation)
    }

    /// A failing example says where it is written: the issue points at the example's own line in
    /// its file and names the example, the marker and what was found.
    @Test func aFailingExampleIsReportedAtItsOwnLine() {
        let line = #line + 1
        let broken = RuleExample(
            """
            app: Scribe
            shortcuts:
              - title: Export
                key: ↓Shift-Command-E
            """,
            message: "is written in Apple's order")
        withKnownIssue {
            Self.checkAsWritten(broken, rule: "modifier-order", label: "a broken example")
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "RuleExampleTests.swift"
                && text.hasPrefix("a broken example: marker 1 at 4:10: no finding starts here")
        }
    }

    /// Line ends and a byte order mark apply to every example, whatever its language: only a
    /// manifest form (JSON, a scope) may be left out, and only for a stated reason.
    @Test func onlyManifestFormsAreLeftOutAndEachSaysWhy() {
        for (example, reason) in Self.leftOut {
            #expect(example.variation == .json || example.variation == .scoped, "\(example.testDescription)")
            #expect(!reason.isEmpty, "\(example.testDescription)")
        }
        #expect(Self.variations.count > Self.leftOut.count)
    }

    @Test(arguments: examples.filter { $0.example.corrected != nil })
    func fixGivesTheCorrectedManifest(_ example: Case) throws {
        let spec = ExampleSpecification(example.example)
        let corrected = try #require(example.example.corrected)
        for (text, expected) in [
            (spec.yaml, corrected),
            (spec.yaml.replacingOccurrences(of: "\n", with: "\r\n"), corrected.replacingOccurrences(of: "\n", with: "\r\n")),
        ] {
            let outcome = Fixer.fix(SourceFile(path: Self.path(of: example.example), text: text), with: Linter())
            #expect(
                String(decoding: outcome.bytes, as: UTF8.self) == expected, "\(example.testDescription): --fix",
                sourceLocation: example.example.sourceLocation)
        }
    }

    /// A triggering example shows where each finding points and pins what it says; a
    /// non-triggering one has nothing to point at.
    @Test(arguments: examples)
    func examplesAreWrittenAsSpecifications(_ example: Case) {
        let markers = example.example.marked.filter { $0 == RuleExample.marker }.count
        let (label, location) = (example.testDescription, example.example.sourceLocation)
        if example.triggers {
            #expect(markers > 0, "\(label): no ↓ marker", sourceLocation: location)
            #expect(
                example.example.messages.count == 1 || example.example.messages.count == markers,
                "\(label): one message, or one per marker", sourceLocation: location)
        } else {
            #expect(markers == 0, "\(label)", sourceLocation: location)
            #expect(example.example.messages.isEmpty, "\(label)", sourceLocation: location)
        }
    }

    /// Rules that can be switched off have at least one example of each kind; fixable rules pin
    /// what their fix writes.
    @Test(arguments: RuleCatalog.descriptions.map(\.id))
    func everyRuleHasTheExamplesItNeeds(_ id: String) throws {
        let rule = try #require(RuleCatalog.rule(id: id)).description
        #expect(!rule.triggeringExamples.isEmpty)
        if rule.isConfigurable { #expect(!rule.nonTriggeringExamples.isEmpty) }
        if rule.isFixable { #expect(rule.triggeringExamples.contains { $0.corrected != nil }) }
    }

    /// A description builds its examples when they are read; examples set on a copy replace them
    /// there only.
    @Test func examplesSetOnADescriptionReplaceTheBuiltOnes() {
        var description = ModifierOrderRule.description
        description.triggeringExamples = [RuleExample("app: Scribe\nshortcuts: []\n")]
        description.nonTriggeringExamples = []
        #expect(description.triggeringExamples.count == 1)
        #expect(description.nonTriggeringExamples.isEmpty)
        let built = ModifierOrderRule.description
        #expect(!built.triggeringExamples.isEmpty && built.triggeringExamples.map(\.marked) != description.triggeringExamples.map(\.marked))
        #expect(!built.nonTriggeringExamples.isEmpty)
    }
}
