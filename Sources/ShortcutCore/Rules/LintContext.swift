/// What a rule sees: one decoded manifest, the reserved table, and helpers to build findings
/// that point where they should.
public struct LintContext: Sendable {
    public let manifest: Manifest
    public let reserved: ReservedTable
    /// Structural problems the decoder found; the manifest rules report them.
    public let problems: [ManifestProblem]
    /// For each entry (by index in `manifest.shortcuts`), the reserved row it declares for that
    /// row's own action (Command-C titled "Copy"), if any. Computed once for all rules.
    public let standardUses: [ReservedEntry?]
    /// Each entry's title, normalised once for comparisons with reserved titles.
    public let normalizedTitles: [String?]

    public init(manifest: Manifest, reserved: ReservedTable, problems: [ManifestProblem] = []) {
        self.manifest = manifest
        self.reserved = reserved
        self.problems = problems
        self.parsedEntries = manifest.shortcuts.compactMap { entry in entry.key.map { (entry, $0) } }
        let titles = manifest.shortcuts.map { $0.title.map(TitleMatching.normalized) }
        self.normalizedTitles = titles
        self.standardUses = manifest.shortcuts.map { entry in
            guard let key = entry.key, key.shortcut.count == 1 else { return nil }
            return reserved.matches(key.shortcut.first, on: entry.platforms).first {
                $0.matchesTitle(normalized: titles[entry.index])
            }
        }
    }

    public var path: String { manifest.source.path }

    /// Whether `entry`'s title names `row`'s action (Copy for ⌘C, Hide Scribe for ⌘H).
    public func title(of entry: ShortcutEntry, matches row: ReservedEntry) -> Bool {
        row.matchesTitle(normalized: normalizedTitles[entry.index])
    }

    /// A custom shortcut is any entry that is not a reserved or standard chord declared for its
    /// own action; the HIG's modifier advice is about these.
    public func isCustom(_ entry: ShortcutEntry) -> Bool {
        entry.key != nil && standardUses[entry.index] == nil
    }

    /// The entries whose key parsed, with the key unwrapped; most rules iterate these.
    public let parsedEntries: [(entry: ShortcutEntry, key: ParsedShortcut)]

    /// A finding about an entry, pointing at its `key` value.
    public func finding(
        _ rule: RuleDescription, entry: ShortcutEntry, message: String, severity: Severity? = nil,
        range: ByteRange? = nil, related: RelatedItem? = nil, suggestions: [String] = [], fix: Fix? = nil
    ) -> Finding {
        let range = range ?? entry.keyRange
        var fix = fix
        if let fixRange = fix?.range { fix?.span = manifest.source.span(fixRange) }
        return Finding(
            ruleID: rule.id, severity: severity ?? rule.defaultSeverity, message: message, file: path, range: range,
            span: manifest.source.span(range), shortcut: entry.key.map(ShortcutDescription.init),
            related: related, entry: EntryReference(id: entry.id, title: entry.title, index: entry.position),
            suggestions: suggestions, fix: fix)
    }

    /// A finding about the manifest as a whole, or a place that is not an entry's key.
    public func finding(_ rule: RuleDescription, at range: ByteRange, message: String, severity: Severity? = nil)
        -> Finding
    {
        Finding(
            ruleID: rule.id, severity: severity ?? rule.defaultSeverity, message: message, file: path, range: range,
            span: manifest.source.span(range))
    }

    /// How another entry is named in a message and in `related`.
    public func related(_ other: ShortcutEntry) -> RelatedItem {
        let start = manifest.source.location(of: other.keyRange.start)
        return .entry(file: path, line: start.line, column: start.column, id: other.id, title: other.title)
    }

    public func line(of entry: ShortcutEntry) -> Int { manifest.source.location(of: entry.keyRange.start).line }
}
