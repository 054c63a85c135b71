/// What a rule sees: one decoded manifest, the reserved table, and helpers to build findings
/// that point where they should.
public struct LintContext: Sendable {
    public let manifest: Manifest
    public let reserved: ReservedTable
    /// Structural problems the decoder found; the manifest rules report them.
    public let problems: [ManifestProblem]
    /// For each entry (by ``ShortcutEntry/index``), its verdict, custom status and chord problems.
    public let facts: [EntryFacts]
    /// Custom shortcuts and their Control and Option use, for the rules that count them.
    public let tally: CustomTally
    /// The rules this run checks, configured. A chord problem whose rule is off falls to the next
    /// rule that applies (``ChordPolicy``), and suggestions avoid only what enabled rules report.
    public let rules: [any Rule]
    public let enabledRuleIDs: Set<String>
    public let policy: ChordPolicy
    /// Each entry's scope and platforms as integers, for the conflict checks.
    let placements: Placements
    /// Which entries sit on each chord where; built once, shared by the rules and the suggester.
    public let occupancy: ChordOccupancy

    /// Works out once what the rules share. With `concurrently` (the linter passes it for large
    /// manifests) the parts that do not depend on each other are built on two cores.
    public init(
        manifest: Manifest, reserved: ReservedTable, problems: [ManifestProblem] = [],
        rules: [any Rule] = RuleCatalog.all.map { $0.init() }, concurrently: Bool = false
    ) {
        self.manifest = manifest
        self.reserved = reserved
        self.problems = problems
        self.rules = rules
        let enabled = Set(rules.map { $0.description.id })
        let policy = ChordPolicy(enabledRuleIDs: enabled)
        enabledRuleIDs = enabled
        self.policy = policy
        parsedEntries = manifest.shortcuts.compactMap { entry in entry.key.map { (entry, $0) } }
        // The verdicts and the chord placements do not depend on each other.
        let (facts, placed) = parallelPair(concurrently: concurrently) {
            EntryFacts.gather(manifest, reserved, policy, enabled: enabled)
        } _: {
            let placements = Placements(manifest)
            return (placements, ChordOccupancy(manifest, placements: placements))
        }
        self.facts = facts
        (placements, occupancy) = placed
        tally = CustomTally(facts)
    }

    /// The entry whose ``ShortcutEntry/index`` is `index`.
    public func entry(_ index: Int) -> ShortcutEntry { manifest.shortcuts[index] }

    /// The entry at `position` in the file's `shortcuts` list (what ``EntryReference/index`` holds).
    public func entry(atPosition position: Int) -> ShortcutEntry? {
        let entries = manifest.shortcuts
        var (low, high) = (0, min(position, entries.count - 1))
        while low <= high {
            let middle = (low + high) / 2
            if entries[middle].position == position { return entries[middle] }
            if entries[middle].position < position { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }

    public var path: String { manifest.source.path }

    /// Whether `entry`'s title names `row`'s action (Copy for ⌘C, Hide Scribe for ⌘H).
    public func title(of entry: ShortcutEntry, matches row: ReservedEntry) -> Bool {
        row.matchesTitle(normalized: entry.title.map(TitleMatching.normalized))
    }

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
