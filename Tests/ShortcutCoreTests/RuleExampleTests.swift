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
        let spec = ExampleSpecification(example.example)
        let found = Self.findings(
            spec.yaml, path: Self.path(of: example.example), rule: example.ruleID, companions: example.example.companions)
        #expect(found.map(Self.place) == spec.expected, "\(found.map(\.message))\n\(spec.yaml)")
        let pinned = example.example.messages
        for (index, finding) in found.enumerated() where !pinned.isEmpty {
            let expected = pinned.count == 1 ? pinned[0] : pinned[min(index, pinned.count - 1)]
            #expect(finding.message.contains(expected), "\(finding.message)\ndoes not contain\n\(expected)")
        }
    }

    @Test(arguments: variations)
    func aVariationGivesTheSameFindingsAtTheSamePlaces(_ example: Case) throws {
        let variation = try #require(example.variation)
        let spec = ExampleSpecification(example.example)
        let (text, manifestPath) = try ExampleVariations.render(spec.yaml, variation).get()
        let path = example.example.language != .yaml ? Self.path(of: example.example) : manifestPath
        let found = Self.findings(text, path: path, rule: example.ruleID, companions: example.example.companions)
        let expected: [ExampleSpecification.Place]
        switch variation {
        case .crlf, .byteOrderMark:
            expected = spec.expected
        case .json, .scoped:
            let document = ManifestFormat(path: path).parse(SourceFile(path: path, text: text)).document
            let anchors = try #require(spec.anchors as? [ExampleSpecification.Anchor], "a marker outside the manifest's values")
            expected = anchors.compactMap { ExampleSpecification.place(of: $0, in: document) }
        }
        #expect(found.map(Self.place) == expected, "\(found.map(\.message))\n\(text)")
        let plain = Self.findings(
            spec.yaml, path: Self.path(of: example.example), rule: example.ruleID, companions: example.example.companions)
        #expect(found.map { Self.withoutLines($0.message) } == plain.map { Self.withoutLines($0.message) }, "\(text)")
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
            #expect(String(decoding: outcome.bytes, as: UTF8.self) == expected)
        }
    }

    /// A triggering example shows where each finding points and pins what it says; a
    /// non-triggering one has nothing to point at.
    @Test(arguments: examples)
    func examplesAreWrittenAsSpecifications(_ example: Case) {
        let markers = example.example.marked.filter { $0 == RuleExample.marker }.count
        if example.triggers {
            #expect(markers > 0, "no ↓ marker")
            #expect(example.example.messages.count == 1 || example.example.messages.count == markers, "one message, or one per marker")
        } else {
            #expect(markers == 0)
            #expect(example.example.messages.isEmpty)
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
