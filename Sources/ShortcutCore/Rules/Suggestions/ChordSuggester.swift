/// Finds up to three chords an entry could move to that no enabled rule would report, given the
/// whole manifest, its platforms and the reserved table.
///
/// Candidates come in HIG preference order, keeping the entry's key where possible: the entry's
/// own key with Command, Shift-Command and Option-Command; then Command with each other key of
/// ``CandidateKeys`` (title initials, then nearby letters), then Shift-Command with them, then
/// Option-Command. A candidate is kept when it is not the entry's current chord and no enabled
/// rule's ``Rule/candidateFilter(_:)`` rejects it: each rule says in its own file which chords it
/// would report (a reserved or standard chord, a taken chord, Control, an unrelated variant, an
/// Option share or custom count pushed over its limit…), so a suggestion never draws a finding.
///
/// Cost: the filters are made once per manifest and may remember what they looked up; per
/// finding the scan stops at the third chord kept (at most 3 × 27 candidates), each checked with
/// constant-time lookups. No step is quadratic.
struct ChordSuggester {
    static let limit = 3
    static let modifierOrder: [ModifierSet] = [.command, [.shift, .command], [.option, .command]]

    /// Filters whose verdict depends on the chord and where the entry applies only.
    private var placeFilters: [any CandidateFilter]
    /// The others, cheap ones first.
    private var entryFilters: [any CandidateFilter]
    /// The place filters' verdicts, by chord, platform set and scopedness.
    private var placeVerdicts = IntegerTable<Bool>()

    init(_ context: LintContext, rules: [any Rule]) {
        let filters = rules.compactMap { $0.candidateFilter(context) }
        placeFilters = filters.filter { $0.scope == .chordAndPlace }
        entryFilters = filters.filter { $0.scope == .entry } + filters.filter { $0.scope == .costly }
    }

    /// Free chords for `entry`, best first. Only single-chord entries get suggestions: a sequence
    /// is a deliberate keymap choice that a single chord would not replace.
    ///
    /// Candidates are judged in preference order and the search stops at the third one kept, so
    /// a typical finding costs a handful of checks, not all 81.
    mutating func suggestions(for entry: ShortcutEntry) -> [Chord] {
        guard let key = entry.key, key.shortcut.count == 1 else { return [] }
        let current = key.shortcut.first
        let keys = CandidateKeys.keys(around: current.key, initials: CandidateKeys.initials(of: entry.title))
        var picked: [Chord] = []
        func consider(_ candidate: Chord) -> Bool {
            if candidate != current, isAcceptable(candidate, for: entry) { picked.append(candidate) }
            return picked.count == Self.limit
        }
        for modifiers in Self.modifierOrder where consider(Chord(key: current.key, modifiers: modifiers)) { return picked }
        for modifiers in Self.modifierOrder {
            for key in keys.dropFirst() where consider(Chord(key: key, modifiers: modifiers)) { return picked }
        }
        return picked
    }

    /// No enabled rule would report `candidate` for `entry`.
    private mutating func isAcceptable(_ candidate: Chord, for entry: ShortcutEntry) -> Bool {
        let place = UInt64(candidate.packed) << 16 | UInt64(entry.platforms.rawValue) << 1 | (entry.when != nil ? 1 : 0)
        let passes: Bool
        if let known = placeVerdicts[place] {
            passes = known
        } else {
            passes = !placeFilters.indices.contains { placeFilters[$0].rejects(candidate, for: entry) }
            placeVerdicts[place] = passes
        }
        guard passes else { return false }
        for index in entryFilters.indices where entryFilters[index].rejects(candidate, for: entry) { return false }
        return true
    }
}

extension ChordSuggester {
    /// Fills in `suggestions` on the unsuppressed findings of suggesting rules that are about an
    /// entry's key and do not name an entry of another manifest (whose chords this manifest's
    /// context does not know).
    static func attach(to findings: inout [Finding], context: LintContext, rules: [any Rule]) {
        let suggesting = Set(rules.map(\.description).filter(\.suggestsChords).map(\.id))
        let wanted = findings.indices.compactMap { index -> (Int, ShortcutEntry)? in
            let finding = findings[index]
            guard suggesting.contains(finding.ruleID), !finding.isSuppressed, let reference = finding.entry,
                let entry = context.entry(atPosition: reference.index), finding.range == entry.keyRange
            else { return nil }
            if case .entry(let file, _, _, _, _)? = finding.related, file != context.path { return nil }
            return (index, entry)
        }
        guard !wanted.isEmpty else { return }
        var suggester = ChordSuggester(context, rules: rules)
        for (index, entry) in wanted { findings[index].suggestions = suggester.suggestions(for: entry).map(\.symbols) }
    }
}
