/// What a rule sees: one decoded manifest, the reserved table, and helpers to build findings
/// that point where they should.
public struct LintContext: Sendable {
    public let manifest: Manifest
    public let reserved: ReservedTable
    /// Structural problems the decoder found; the manifest rules report them.
    public let problems: [ManifestProblem]
    /// For each entry (by ``ShortcutEntry/index``), the reserved row it declares for that
    /// row's own action (Command-C titled "Copy"), if any. Computed once for all rules.
    public let standardUses: [ReservedEntry?]
    /// For each entry (by ``ShortcutEntry/index``), its verdict, custom status and chord problems.
    public let facts: [EntryFacts]
    /// Custom shortcuts and their Control and Option use, for the rules that count them.
    public let tally: CustomTally
    /// The rules this run checks, configured. A chord problem whose rule is off falls to the next
    /// rule that applies (``ChordPolicy``), and suggestions avoid only what enabled rules report.
    public let rules: [any Rule]
    public let enabledRuleIDs: Set<String>
    public let policy: ChordPolicy

    public init(
        manifest: Manifest, reserved: ReservedTable, problems: [ManifestProblem] = [],
        rules: [any Rule] = RuleCatalog.all.map { $0.init() }
    ) {
        self.manifest = manifest
        self.reserved = reserved
        self.problems = problems
        self.rules = rules
        enabledRuleIDs = Set(rules.map { $0.description.id })
        policy = ChordPolicy(enabledRuleIDs: enabledRuleIDs)
        // Entries keep their list position as `index`; an entry the decoder skipped (not a
        // mapping, cut off by a syntax error) leaves a gap, so per-entry arrays are sized by index.
        let slots = (manifest.shortcuts.last?.index ?? -1) + 1
        var positions: [Int] = []
        if slots != manifest.shortcuts.count {
            positions = Array(repeating: -1, count: slots)
            for (position, entry) in manifest.shortcuts.enumerated() { positions[entry.index] = position }
        }
        positionByIndex = positions
        (facts, standardUses) = EntryFacts.gather(manifest, reserved, policy, enabled: enabledRuleIDs, slots: slots)
        tally = CustomTally(facts)
    }

    /// Position in `manifest.shortcuts` by entry index, when the two differ (empty otherwise).
    private let positionByIndex: [Int]

    /// The entry whose ``ShortcutEntry/index`` is `index`.
    public func entry(_ index: Int) -> ShortcutEntry {
        manifest.shortcuts[positionByIndex.isEmpty ? index : positionByIndex[index]]
    }

    public var path: String { manifest.source.path }

    /// A custom shortcut is any entry that is not a reserved or standard chord declared for its
    /// own action; the HIG's modifier advice is about these.
    public func isCustom(_ entry: ShortcutEntry) -> Bool { facts[entry.index].isCustom }

    /// True when system-reserved or repurposed-standard reports the entry's key (and is enabled):
    /// the chord must change anyway, so the chord-level rules stay silent about it.
    public func isClaimedByTable(_ entry: ShortcutEntry) -> Bool { facts[entry.index].isClaimedByTable }

    /// A custom entry whose chord is the app's own choice to judge: not a standard use, and not
    /// already reported by the table's rules.
    public func hasOwnChord(_ entry: ShortcutEntry) -> Bool {
        let fact = facts[entry.index]
        return fact.isCustom && !fact.isClaimedByTable
    }

    /// The entries whose key parsed.
    public var parsedEntries: [(entry: ShortcutEntry, key: ParsedShortcut)] {
        manifest.shortcuts.compactMap { entry in entry.key.map { (entry, $0) } }
    }

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
            related: related, entry: EntryReference(id: entry.id, title: entry.title, index: entry.index),
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
