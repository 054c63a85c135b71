/// Everything about a rule except its check: what `shortcut-lint rules`, `explain`, the docs and
/// the SARIF `rules` array print, and the examples that drive the rule's tests.
public struct RuleDescription: Sendable {
    /// Stable kebab-case id, used in reports, config and suppressions.
    public var id: String
    public var defaultSeverity: Severity
    /// One line: what the rule finds.
    public var summary: String
    /// Why it matters, in a short paragraph.
    public var rationale: String
    /// The guideline sentence the rule enforces, with its source.
    public var guideline: Guideline?
    public var options: [RuleOption]
    public var isFixable: Bool
    /// Manifests (YAML) on which the rule must report at least once.
    public var triggeringExamples: [RuleExample]
    /// Manifests on which it must stay silent.
    public var nonTriggeringExamples: [RuleExample]
    /// Whether configuration may turn the rule off or change its severity. Syntax errors and
    /// malformed manifests cannot be switched off: nothing else can be checked without them.
    public var isConfigurable: Bool

    public init(
        id: String, defaultSeverity: Severity, summary: String, rationale: String, guideline: Guideline? = nil,
        options: [RuleOption] = [], isFixable: Bool = false, triggeringExamples: [RuleExample] = [],
        nonTriggeringExamples: [RuleExample] = [], isConfigurable: Bool = true
    ) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.rationale = rationale
        self.guideline = guideline
        self.options = options
        self.isFixable = isFixable
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.isConfigurable = isConfigurable
    }
}

/// A sentence from Apple's guidelines (or another standard) and where it is written.
public struct Guideline: Sendable {
    public var quote: String
    /// The document, as people find it: "Human Interface Guidelines › Keyboards".
    public var source: String
    /// The section heading it sits under.
    public var section: String
    /// The document's address, when it has one.
    public var url: String?

    public init(quote: String, source: String, section: String, url: String? = nil) {
        self.quote = quote
        self.source = source
        self.section = section
        self.url = url
    }

    /// "Human Interface Guidelines › Keyboards › Standard keyboard shortcuts": the credit
    /// `explain`, docs/rules.md and SARIF help print under the quote.
    public var credit: String { "\(source) › \(section)" }

    /// A page of Apple's Human Interface Guidelines, by its title and the last part of its
    /// address (`keyboards` for developer.apple.com/design/human-interface-guidelines/keyboards).
    public static func hig(page: String, path: String, section: String, quote: String) -> Guideline {
        Guideline(
            quote: quote, source: "Human Interface Guidelines › \(page)", section: section,
            url: "https://developer.apple.com/design/human-interface-guidelines/\(path)")
    }

    /// The HIG "Keyboards" page.
    public static func keyboards(_ section: String, _ quote: String) -> Guideline {
        hig(page: "Keyboards", path: "keyboards", section: section, quote: quote)
    }
}

/// A configurable setting of a rule (`maxShare`, `max`).
public struct RuleOption: Sendable {
    public var name: String
    public var defaultValue: String
    public var summary: String

    public init(name: String, defaultValue: String, summary: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.summary = summary
    }
}

/// A complete YAML manifest used as an example; docs print it, tests lint it.
public struct RuleExample: Sendable, CustomStringConvertible {
    public var manifest: String
    /// What the example shows, for docs.
    public var note: String?

    public init(_ manifest: String, note: String? = nil) {
        self.manifest = manifest
        self.note = note
    }

    public var description: String { manifest }
}
