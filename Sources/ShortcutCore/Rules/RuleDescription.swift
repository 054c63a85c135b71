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
    package var options: [RuleOption]
    public var isFixable: Bool
    /// One problem, one finding: the rule stays silent about an entry's key when one of these
    /// rules reports that key (the table's rules, or a more specific chord rule). Turning one
    /// of them off hands the entry back to this rule.
    var defersTo: [String]
    /// Whether the rule's findings ask for another chord, so the linter attaches free chords.
    var suggestsChords: Bool
    /// When the linter runs the rule.
    var stage: RuleStage
    /// Manifests (YAML, or Swift source for the rules about code) on which the rule reports
    /// exactly where each `↓` points.
    var triggeringExamples: [RuleExample] {
        get { makeTriggeringExamples() }
        set { makeTriggeringExamples = { newValue } }
    }
    /// Manifests on which it must stay silent.
    var nonTriggeringExamples: [RuleExample] {
        get { makeNonTriggeringExamples() }
        set { makeNonTriggeringExamples = { newValue } }
    }
    /// The examples are built when asked (by the tests, the docs, `explain`), not with the rest
    /// of the description: every lint run reads each rule's description, and building all the
    /// examples was a noticeable part of linting a small file.
    private var makeTriggeringExamples: @Sendable () -> [RuleExample]
    private var makeNonTriggeringExamples: @Sendable () -> [RuleExample]
    /// Whether configuration may turn the rule off or change its severity. Syntax errors and
    /// malformed manifests cannot be switched off: nothing else can be checked without them.
    public var isConfigurable: Bool
    /// Whether the rule judges the words of a title rather than the command and its chord, so a
    /// translation can change its verdict. Each language's menu is judged by such a rule on its
    /// own; for any other rule, a translated item on its base item's chord is the base's command
    /// and the base's verdict stands (``RepeatedFindings``).
    var judgesTitleWording = false
    /// A revision of Apple's guidelines the rule adopts beyond the baseline it was written from
    /// (the guideline pages as they stood before the Keyboards page's revision of June 21, 2023),
    /// and what it takes from it; nil: the baseline alone. `docs/rules.md` prints it.
    public var laterRevision: GuidelineRevision?

    init(
        id: String, defaultSeverity: Severity, summary: String, rationale: String, guideline: Guideline? = nil,
        options: [RuleOption] = [], isFixable: Bool = false, defersTo: [String] = [], suggestsChords: Bool = false,
        stage: RuleStage = .manifest, triggeringExamples: @autoclosure @escaping @Sendable () -> [RuleExample] = [],
        nonTriggeringExamples: @autoclosure @escaping @Sendable () -> [RuleExample] = [],
        isConfigurable: Bool = true, judgesTitleWording: Bool = false, laterRevision: GuidelineRevision? = nil
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
        makeTriggeringExamples = triggeringExamples
        makeNonTriggeringExamples = nonTriggeringExamples
        self.isConfigurable = isConfigurable
        self.judgesTitleWording = judgesTitleWording
        self.laterRevision = laterRevision
    }
}

/// A later revision of a guideline page and what a rule adopts from it, with Apple's words.
public struct GuidelineRevision: Sendable {
    /// "Human Interface Guidelines › Keyboards".
    public var page: String
    /// The revision's date in the page's change log ("June 9, 2025").
    public var date: String
    /// What the rule takes from it, quoting the page.
    public var adopts: String

    /// The Keyboards page as Apple revised it on June 9, 2025 (the current page: games' key
    /// bindings, Full Keyboard Access on iOS, iPadOS, macOS and visionOS, visionOS's shortcut
    /// interface since June 21, 2023).
    static func keyboards2025(_ adopts: String) -> GuidelineRevision {
        GuidelineRevision(page: "Human Interface Guidelines › Keyboards", date: "June 9, 2025", adopts: adopts)
    }

    /// What a game's key bindings are, in the June 2025 revision's words, for the rules that stop
    /// asking them for a modifier.
    static let gameKeyBindings = keyboards2025(
        "a game's key bindings, the entries outside its menus in a manifest with `kind: game` or a game target, are not reported: \"A keyboard shortcut in a game — called a key binding — often consists of a single key\" (and Game controls › Keyboards: \"Prioritize single-key commands\"); its menu commands still are"
    )
}

/// When a rule runs within the lint of one file.
enum RuleStage: Sendable {
    /// With the other rules, on the decoded manifest.
    case manifest
    /// After the other rules' findings were suppressed: it judges the suppressions themselves
    /// (``LintContext/suppressionAudit``).
    case afterSuppressions
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

    init(quote: String, source: String, section: String, url: String? = nil) {
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
    static func hig(page: String, path: String, section: String, quote: String) -> Guideline {
        Guideline(
            quote: quote, source: "Human Interface Guidelines › \(page)", section: section,
            url: "https://developer.apple.com/design/human-interface-guidelines/\(path)")
    }

    /// The HIG "Keyboards" page.
    static func keyboards(_ section: String, _ quote: String) -> Guideline {
        hig(page: "Keyboards", path: "keyboards", section: section, quote: quote)
    }
}

/// A complete example, a YAML manifest, a Swift file or an Interface Builder document: docs print
/// it, tests lint it.
///
/// In a triggering example each `↓` marks the character where one of the rule's findings starts
/// (as in SwiftLint's rule examples), and ``messages`` pins what each finding says; the markers
/// are removed before linting and before the docs print the example. The tests lint every example
/// again with CRLF line ends and with a byte order mark, and a manifest also as JSON and with
/// every entry inside one `when` scope (``Variation``), and expect the same findings at the same
/// places.
struct RuleExample: Sendable, CustomStringConvertible {
    /// What the example is written in; docs name it on the code block.
    enum Language: String, Sendable {
        case yaml, swift
        /// An Interface Builder document (`.xib`).
        case xml
    }

    /// The example's text, with `↓` markers in a triggering example.
    var marked: String
    var language: Language
    /// What the example shows, for docs.
    var note: String?
    /// A distinctive part of each finding's message, one per marker in order (or one for all).
    var messages: [String]
    /// What `--fix` makes of the manifest, for a fixable rule.
    var corrected: String?
    /// Variations that change what the example means, each with the reason.
    var exempt: [Variation: String]
    /// The path the example is linted at, where it matters (a localized copy in `de.lproj/`);
    /// nil for the default path of its language.
    var path: String?
    /// Other files of the same app, linted with the example and shown before it (a localized
    /// copy's base file); they carry no markers.
    var companions: [Companion] = []

    /// A file linted beside an example.
    struct Companion: Sendable {
        var path: String
        var text: String
    }

    enum Variation: String, CaseIterable, Sendable {
        case json, crlf, byteOrderMark, scoped
    }

    static let marker: Character = "↓"

    init(
        _ manifest: String, note: String? = nil, messages: [String] = [], corrected: String? = nil,
        exempt: [Variation: String] = [:]
    ) {
        self.marked = manifest
        self.language = .yaml
        self.note = note
        self.messages = messages
        self.corrected = corrected
        self.exempt = exempt
    }

    init(_ manifest: String, note: String? = nil, message: String, corrected: String? = nil, exempt: [Variation: String] = [:]) {
        self.init(manifest, note: note, messages: [message], corrected: corrected, exempt: exempt)
    }

    /// An example written as Swift source, read by ``SwiftSourceReader``.
    init(swift source: String, note: String? = nil, messages: [String] = []) {
        self.init(source, note: note, messages: messages)
        language = .swift
    }

    /// An example written as an Interface Builder document, read by ``InterfaceBuilderReader``.
    init(interfaceBuilder document: String, note: String? = nil, messages: [String] = []) {
        self.init(document, note: note, messages: messages)
        language = .xml
    }

    /// An example written as an Interface Builder document at `path`, linted as one app with
    /// `companions` (a localized copy beside its base file).
    init(interfaceBuilder document: String, path: String, beside companions: [Companion], note: String? = nil, messages: [String] = []) {
        self.init(interfaceBuilder: document, note: note, messages: messages)
        self.path = path
        self.companions = companions
    }

    /// A small Interface Builder document, as Xcode writes one, whose main menu holds a File menu
    /// with `items` (`<menuItem>` elements, indented as they appear), for examples about menus.
    static func fileMenu(_ items: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
            <objects>
                <menu title="Main Menu" systemMenu="main" id="mainMenu">
                    <items>
                        <menuItem title="File" id="fileItem">
                            <menu key="submenu" title="File" id="fileMenu">
                                <items>
        \(items)
                                </items>
                            </menu>
                        </menuItem>
                    </items>
                </menu>
            </objects>
        </document>

        """
    }

    /// The manifest without its markers: what is linted and printed.
    var manifest: String { marked.filter { $0 != Self.marker } }

    var description: String { manifest }
}
