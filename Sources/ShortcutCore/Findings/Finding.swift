/// One problem found in a manifest: what rule, how serious, what to do, and exactly where.
public struct Finding: Hashable, Sendable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    /// The manifest's path as given.
    public var file: String
    /// Byte range in the file (what `--fix` and baselines work with).
    public var range: ByteRange
    /// Line and column of ``range`` (what people and reports read).
    public var span: SourceSpan
    /// The shortcut the finding is about, if any.
    public var shortcut: ShortcutDescription?
    /// What the shortcut collides with: another entry or a reserved-table row.
    public var related: RelatedItem?
    /// The entry the finding is about, for baselines (matched by id or title, not line).
    public var entry: EntryReference?
    /// Alternative chords that would trigger no rule, best first (`⌥⌘K`).
    public var suggestions: [String]
    /// A mechanical rewrite that resolves the finding.
    public var fix: Fix?
    /// Set when an `allow` entry, comment or baseline hides the finding: it stays in the JSON
    /// report but is not counted.
    package var suppression: SuppressionKind?

    init(
        ruleID: String, severity: Severity, message: String, file: String, range: ByteRange, span: SourceSpan,
        shortcut: ShortcutDescription? = nil, related: RelatedItem? = nil, entry: EntryReference? = nil,
        suggestions: [String] = [], fix: Fix? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.file = file
        self.range = range
        self.span = span
        self.shortcut = shortcut
        self.related = related
        self.entry = entry
        self.suggestions = suggestions
        self.fix = fix
    }

    public var isSuppressed: Bool { suppression != nil }
}

/// A shortcut as written, in canonical HIG text, and in symbols.
public struct ShortcutDescription: Hashable, Sendable {
    public var written: String
    public var canonical: String
    public var symbols: String

    init(written: String, canonical: String, symbols: String) {
        self.written = written
        self.canonical = canonical
        self.symbols = symbols
    }

    init(_ parsed: ParsedShortcut) {
        self.init(written: parsed.text, canonical: parsed.shortcut.higText, symbols: parsed.shortcut.symbols)
    }
}

/// What a finding's shortcut conflicts with.
public enum RelatedItem: Hashable, Sendable {
    /// Another manifest entry (possibly in another file of the same app).
    case entry(file: String, line: Int, column: Int, id: String?, title: String?)
    /// A row of the reserved table.
    case reserved(id: String, action: String, system: Bool)
}

/// Which entry a finding is about, in terms that survive edits elsewhere in the file.
public struct EntryReference: Hashable, Sendable {
    public var id: String?
    public var title: String?
    /// Position in the file's `shortcuts` list, from 0.
    public var index: Int

    init(id: String?, title: String?, index: Int) {
        self.id = id
        self.title = title
        self.index = index
    }
}

/// Replace the bytes of ``range`` with ``replacement``.
public struct Fix: Hashable, Sendable {
    public var range: ByteRange
    public var replacement: String
    /// Lines and columns of ``range``, for reports (filled in when the finding is made).
    public var span: SourceSpan?

    init(range: ByteRange, replacement: String, span: SourceSpan? = nil) {
        self.range = range
        self.replacement = replacement
        self.span = span
    }
}

/// Why a finding is hidden.
package enum SuppressionKind: Hashable, Sendable {
    /// `allow:` on the entry or a `# shortcut-lint: allow` comment.
    case inSource(reason: String?)
    /// A `--baseline` file.
    case baseline
}
