/// Everything about a rule except its check: what `shortcut-lint rules`, `explain`, the docs and
/// the SARIF `rules` array print, how the linter treats its findings, and the examples that
/// specify it (they are its tests too).
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
    /// The options the rule reads, declared once (see ``RuleOption``).
    public var options: [RuleOption]
    public var isFixable: Bool
    /// One problem, one finding: the rule stays silent about an entry's key when one of these
    /// rules reports that key (the table's rules, or a more specific chord rule). Turning one
    /// of them off hands the entry back to this rule.
    public var defersTo: [String]
    /// Whether the rule's findings ask for another chord, so the linter attaches free chords.
    public var suggestsChords: Bool
    /// When the linter runs the rule.
    public var stage: RuleStage
    /// Manifests (YAML) on which the rule reports exactly where each `↓` points.
    public var triggeringExamples: [RuleExample]
    /// Manifests on which it must stay silent.
    public var nonTriggeringExamples: [RuleExample]
    /// Whether configuration may turn the rule off or change its severity. Syntax errors and
    /// malformed manifests cannot be switched off: nothing else can be checked without them.
    public var isConfigurable: Bool

    public init(
        id: String, defaultSeverity: Severity, summary: String, rationale: String, guideline: Guideline? = nil,
        options: [RuleOption] = [], isFixable: Bool = false, defersTo: [String] = [], suggestsChords: Bool = false,
        stage: RuleStage = .manifest, triggeringExamples: [RuleExample] = [], nonTriggeringExamples: [RuleExample] = [],
        isConfigurable: Bool = true
    ) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.rationale = rationale
        self.guideline = guideline
        self.options = options
        self.isFixable = isFixable
        self.defersTo = defersTo
        self.suggestsChords = suggestsChords
        self.stage = stage
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.isConfigurable = isConfigurable
    }
}

/// When a rule runs within the lint of one file.
public enum RuleStage: Sendable {
    /// With the other rules, on the decoded manifest.
    case manifest
    /// After the other rules' findings were suppressed: it judges the suppressions themselves
    /// (``LintContext/suppressionAudit``).
    case afterSuppressions
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

/// A complete YAML manifest used as an example: docs print it, tests lint it.
///
/// In a triggering example each `↓` marks the character where one of the rule's findings starts
/// (as in SwiftLint's rule examples), and ``messages`` pins what each finding says; the markers
/// are removed before linting and before the docs print the example. The tests lint every example
/// again as JSON, with CRLF line ends, with a byte order mark and with every entry inside one
/// `when` scope (``Variation``), and expect the same findings at the same places.
public struct RuleExample: Sendable, CustomStringConvertible {
    /// The manifest, with `↓` markers in a triggering example.
    public var marked: String
    /// What the example shows, for docs.
    public var note: String?
    /// A distinctive part of each finding's message, one per marker in order (or one for all).
    public var messages: [String]
    /// What `--fix` makes of the manifest, for a fixable rule.
    public var corrected: String?
    /// Variations that change what the example means, each with the reason.
    public var exempt: [Variation: String]

    public enum Variation: String, CaseIterable, Sendable {
        case json, crlf, byteOrderMark, scoped
    }

    public static let marker: Character = "↓"

    public init(
        _ manifest: String, note: String? = nil, messages: [String] = [], corrected: String? = nil,
        exempt: [Variation: String] = [:]
    ) {
        self.marked = manifest
        self.note = note
        self.messages = messages
        self.corrected = corrected
        self.exempt = exempt
    }

    public init(_ manifest: String, note: String? = nil, message: String, corrected: String? = nil, exempt: [Variation: String] = [:]) {
        self.init(manifest, note: note, messages: [message], corrected: corrected, exempt: exempt)
    }

    /// The manifest without its markers: what is linted and printed.
    public var manifest: String { marked.filter { $0 != Self.marker } }

    public var description: String { manifest }
}
