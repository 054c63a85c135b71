/// Everything about a rule except its check: what `shortcut-lint rules`, `explain`, the docs and
/// the SARIF `rules` array print, how the linter treats its findings, and the examples that
/// specify it (they are its tests too).
///
/// The rule file decides everything here but the words: the summary, the rationale, the guideline's
/// quote and credit, the options' summaries and the examples' notes are texts of the message
/// catalogues (`<rule-id>.summary`, `<rule-id>.rationale`, `<rule-id>.guideline.*`,
/// `<rule-id>.options.<name>`, `<rule-id>.notes.<key>` in `Resources/messages/<language>.yml`),
/// in English here and in another language through ``worded(in:)``.
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
    /// The language the texts are in.
    package private(set) var language: MessageCatalogue = .english
    /// Manifests (YAML, or Swift source for the rules about code) on which the rule reports
    /// exactly where each `↓` points.
    var triggeringExamples: [RuleExample] {
        get { makeTriggeringExamples().map { $0.worded(rule: id, in: language) } }
        set { makeTriggeringExamples = { newValue } }
    }
    /// Manifests on which it must stay silent.
    var nonTriggeringExamples: [RuleExample] {
        get { makeNonTriggeringExamples().map { $0.worded(rule: id, in: language) } }
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
    /// Whether the rule quotes a guideline, and whose; its words are the catalogue's.
    private var guidelineKind: GuidelineKind?
    /// Whether the texts are the catalogues' (a rule of the catalogue) or given (``unlisted(id:severity:)``).
    private var isCatalogued = true
    /// A revision of Apple's guidelines the rule adopts beyond the baseline it was written from
    /// (the guideline pages as they stood before the Keyboards page's revision of June 21, 2023),
    /// and what it takes from it; nil: the baseline alone. `docs/rules.md` prints it.
    public var laterRevision: GuidelineRevision?
    /// Which revision, if any; its words are the catalogue's.
    private var laterRevisionKind: GuidelineRevision.Kind?

    init(
        id: String, defaultSeverity: Severity, guideline: GuidelineKind? = nil, options: [RuleOption] = [], isFixable: Bool = false,
        defersTo: [String] = [], suggestsChords: Bool = false, stage: RuleStage = .manifest,
        triggeringExamples: @autoclosure @escaping @Sendable () -> [RuleExample] = [],
        nonTriggeringExamples: @autoclosure @escaping @Sendable () -> [RuleExample] = [],
        isConfigurable: Bool = true, judgesTitleWording: Bool = false, laterRevision: GuidelineRevision.Kind? = nil
    ) {
        self.init(id: id, defaultSeverity: defaultSeverity, summary: "", rationale: "", options: options)
        self.isFixable = isFixable
        self.defersTo = defersTo
        self.suggestsChords = suggestsChords
        self.stage = stage
        makeTriggeringExamples = triggeringExamples
        makeNonTriggeringExamples = nonTriggeringExamples
        self.isConfigurable = isConfigurable
        self.judgesTitleWording = judgesTitleWording
        guidelineKind = guideline
        laterRevisionKind = laterRevision
        isCatalogued = true
        self = worded(in: .english)
    }

    /// A rule the catalogue does not have (a finding of a rule from elsewhere), described by its id.
    package static func unlisted(id: String, severity: Severity) -> RuleDescription {
        RuleDescription(id: id, defaultSeverity: severity, summary: id, rationale: "Reported by \(ToolInfo.name).")
    }

    /// A rule whose words are given rather than the catalogues' (a test's own rule, ``unlisted(id:severity:)``).
    package init(id: String, defaultSeverity: Severity, summary: String, rationale: String, options: [RuleOption] = []) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.rationale = rationale
        self.options = options
        isFixable = false
        defersTo = []
        suggestsChords = false
        stage = .manifest
        makeTriggeringExamples = { [] }
        makeNonTriggeringExamples = { [] }
        isConfigurable = true
        isCatalogued = false
    }

    /// The description with its texts in `language`.
    package func worded(in language: MessageCatalogue) -> RuleDescription {
        var worded = self
        worded.language = language
        guard isCatalogued else { return worded }
        worded.summary = language.text("\(id).summary")
        worded.rationale = language.text("\(id).rationale")
        worded.guideline = guidelineKind.map { _ in
            Guideline(
                quote: language.text("\(id).guideline.quote"), source: language.text("\(id).guideline.source"),
                section: language.text("\(id).guideline.section"), url: language.text("\(id).guideline.url"))
        }
        worded.laterRevision = laterRevisionKind.map { GuidelineRevision($0, rule: id, in: language) }
        worded.options = options.map { option in
            var option = option
            option.summary = language.text("\(id).options.\(option.name)")
            return option
        }
        return worded
    }
}

/// A later revision of a guideline page and what a rule adopts from it, with Apple's words, in
/// the description's language: the page and date are the catalogue's
/// `revisions.<revision>.page` and `.date`, what is adopted `<rule-id>.later-revision` or, for the
/// rules that leave a game's key bindings alone, `revisions.game-key-bindings`.
public struct GuidelineRevision: Sendable {
    /// "Human Interface Guidelines › Keyboards".
    public var page: String
    /// The revision's date in the page's change log ("June 9, 2025").
    public var date: String
    /// What the rule takes from it, quoting the page.
    public var adopts: String

    /// Which revision a rule adopts, and where the catalogue words what it takes.
    enum Kind: Sendable {
        /// The Keyboards page as Apple revised it on June 9, 2025 (the current page: games' key
        /// bindings, Full Keyboard Access on iOS, iPadOS, macOS and visionOS, visionOS's shortcut
        /// interface since June 21, 2023), adopting what `<rule-id>.later-revision` says (which
        /// may quote the game key bindings' text as `{gameKeyBindings}`).
        case keyboards2025
        /// The same revision, adopting what a game's key bindings are in its words
        /// (`revisions.game-key-bindings`), for the rules that stop asking them for a modifier.
        case gameKeyBindings
    }

    /// The revision `kind` of rule `rule`, worded in `language`.
    init(_ kind: Kind, rule: String, in language: MessageCatalogue) {
        page = language.text("revisions.keyboards-2025.page")
        date = language.text("revisions.keyboards-2025.date")
        let gameKeyBindings = language.text("revisions.game-key-bindings")
        switch kind {
        case .keyboards2025: adopts = language.text("\(rule).later-revision", ["gameKeyBindings": .text(gameKeyBindings)])
        case .gameKeyBindings: adopts = gameKeyBindings
        }
    }
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
}

/// What a rule's guideline quotes. The catalogues hold the quote, its page, section and address
/// in each language (`<rule-id>.guideline.quote`, `.source`, `.section`, `.url`): the English
/// catalogue quotes the English page, the Japanese one seed 001, the Keyboards page in Japanese.
enum GuidelineKind: Sendable {
    /// Apple's Human Interface Guidelines.
    case hig
}

/// A complete example, a YAML manifest, a Swift file or an Interface Builder document: docs print
/// it, tests lint it.
///
/// In a triggering example each `↓` marks the character where one of the rule's findings starts
/// (as in SwiftLint's rule examples), and ``messages`` pins what each finding says; the markers
/// are removed before linting and before the docs print the example. The tests lint every example
/// again with CRLF line ends and with a byte order mark, and a manifest also as JSON and with
/// every entry inside one `when` scope (``Variation``), and expect the same findings at the same
/// places. An example is written as it reads, in a multi-line literal, and records where it is
/// written (as SwiftLint's `Example` does), so a failing one is reported at its own line in its
/// rule file.
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
    /// What the example shows, for docs: the text of `<rule-id>.notes.<noteKey>` in the
    /// description's language.
    var note: String?
    /// The note's key in the catalogues, as the rule file names it.
    var noteKey: String?
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
    /// The file the example is written in, as `#fileID` names it ("ShortcutCore/ModifierOrderRule.swift").
    var fileID: StaticString
    /// The file the example is written in, as `#filePath` names it.
    var file: StaticString
    /// The line of the example's `RuleExample(` in ``file``.
    var line: UInt

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
        exempt: [Variation: String] = [:], fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line
    ) {
        self.marked = manifest
        self.language = .yaml
        self.noteKey = note
        self.messages = messages
        self.corrected = corrected
        self.exempt = exempt
        self.fileID = fileID
        self.file = file
        self.line = line
    }

    init(
        _ manifest: String, note: String? = nil, message: String, corrected: String? = nil, exempt: [Variation: String] = [:],
        fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line
    ) {
        self.init(
            manifest, note: note, messages: [message], corrected: corrected, exempt: exempt, fileID: fileID, file: file, line: line)
    }

    /// An example written as Swift source, read by ``SwiftSourceReader``.
    init(
        swift source: String, note: String? = nil, messages: [String] = [], fileID: StaticString = #fileID,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        self.init(source, note: note, messages: messages, fileID: fileID, file: file, line: line)
        language = .swift
    }

    /// An example written as an Interface Builder document, read by ``InterfaceBuilderReader``.
    init(
        interfaceBuilder document: String, note: String? = nil, messages: [String] = [], fileID: StaticString = #fileID,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        self.init(document, note: note, messages: messages, fileID: fileID, file: file, line: line)
        language = .xml
    }

    /// An example written as an Interface Builder document at `path`, linted as one app with
    /// `companions` (a localized copy beside its base file).
    init(
        interfaceBuilder document: String, path: String, beside companions: [Companion], note: String? = nil,
        messages: [String] = [], fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line
    ) {
        self.init(interfaceBuilder: document, note: note, messages: messages, fileID: fileID, file: file, line: line)
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

    /// The example with its note in `language`.
    func worded(rule: String, in language: MessageCatalogue) -> RuleExample {
        var worded = self
        worded.note = noteKey.map { language.text("\(rule).notes.\($0)") }
        return worded
    }

    /// The manifest without its markers: what is linted and printed.
    var manifest: String { marked.filter { $0 != Self.marker } }

    var description: String { manifest }
}
