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
    /// Manifests (YAML, or Swift source for source-code rules) on which the rule must report at
    /// least once.
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
    /// The seed file name (`000_48cf527f1d019b5f.txt`) or a public standard's name.
    public var source: String
    /// The section heading it sits under.
    public var section: String

    public init(quote: String, source: String, section: String) {
        self.quote = quote
        self.source = source
        self.section = section
    }

    /// The HIG "Keyboards" page, seed 000.
    public static func keyboards(_ section: String, _ quote: String) -> Guideline {
        Guideline(quote: quote, source: "000_48cf527f1d019b5f.txt", section: section)
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

/// A complete example: a YAML manifest, or for the rules about source code, a Swift file. Docs
/// print it, tests lint it.
public struct RuleExample: Sendable, CustomStringConvertible {
    /// What the example is written in; docs name it on the code block.
    public enum Language: String, Sendable {
        case yaml, swift
    }

    /// The example's text (a manifest, or Swift source for ``Language/swift``).
    public var manifest: String
    public var language: Language
    /// What the example shows, for docs.
    public var note: String?

    public init(_ manifest: String, note: String? = nil) {
        self.manifest = manifest
        self.language = .yaml
        self.note = note
    }

    /// An example written as Swift source, read by ``SwiftSourceReader``.
    public init(swift source: String, note: String? = nil) {
        self.manifest = source
        self.language = .swift
        self.note = note
    }

    public var description: String { manifest }
}
