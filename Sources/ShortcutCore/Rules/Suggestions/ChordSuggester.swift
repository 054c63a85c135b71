/// Finds up to three chords an entry could move to that no enabled rule would report, given the
/// whole manifest, its platforms and the reserved table.
///
/// Candidates come in HIG preference order, keeping the entry's key where possible: the entry's
/// own key with Command, Shift-Command and Option-Command; then Command with each other key of
/// ``CandidateKeys`` (title initials, then nearby letters), then Shift-Command with them, then
/// Option-Command. A candidate is kept when
///
/// - it is not the entry's current chord and no reserved row matches it on the entry's platforms
///   (not even a standard use: suggestions never lean on a title);
/// - no ranked chord problem (``ChordPolicy``) owns it for the entry's scope;
/// - no other entry sits on it, or starts a sequence with it, in an overlapping scope and platform;
/// - it is no unrelated Shift or Option variant of a row or entry (``ShiftVariants``), and no
///   custom entry on its own Shift or Option variants would become an unrelated variant of it;
/// - with Option, the share of custom shortcuts using Option stays within option-modifier's
///   `maxShare`; and turning a standard entry custom keeps too-many-custom's `max`.
///
/// Cost: the occupancy index and counts are built once (linear). The checks that depend only on
/// the chord, the scope and the platforms are cached per (chord, platforms, `when`, title
/// initials), so a manifest with a million duplicates of a few hundred chords pays them a few
/// hundred times; per entry what remains is a bounded scan (at most 3 × 27 candidates) with
/// constant-time lookups. No step is quadratic.
struct ChordSuggester {
    static let limit = 3
    static let modifierOrder: [ModifierSet] = [.command, [.shift, .command], [.option, .command]]

    private let context: LintContext
    private var lookup: ReservedLookup
    private var rowWords: ShiftVariants.RowWords
    private let occupancy: ChordOccupancy
    private var cache: [CacheKey: [Chord]] = [:]
    private let customCount: Int
    private let customOptionCount: Int
    private let maxOptionShare: Double?
    private let maxCustom: Int?
    private let judgesVariants: Bool

    private struct CacheKey: Hashable {
        var chord: UInt16
        var platforms: UInt8
        var when: String?
        var initials: [Key]
    }

    init(_ context: LintContext) {
        self.context = context
        lookup = ReservedLookup(context.reserved)
        rowWords = ShiftVariants.RowWords(context.reserved)
        occupancy = ChordOccupancy(context.manifest)
        customCount = context.tally.total
        customOptionCount = context.tally.usingOption
        maxOptionShare = context.rules.lazy.compactMap { $0 as? OptionModifierRule }.first?.maxShare
        maxCustom = context.rules.lazy.compactMap { $0 as? TooManyCustomRule }.first?.max
        judgesVariants = context.enabledRuleIDs.contains(UnrelatedShiftVariantRule.description.id)
    }

    /// Free chords for `entry`, best first. Only single-chord entries get suggestions: a sequence
    /// is a deliberate keymap choice that a single chord would not replace.
    mutating func suggestions(for entry: ShortcutEntry) -> [Chord] {
        guard let key = entry.key, key.shortcut.count == 1 else { return [] }
        let current = key.shortcut.first
        let initials = CandidateKeys.initials(of: entry.title)
        let cacheKey = CacheKey(chord: current.packed, platforms: entry.platforms.rawValue, when: entry.when, initials: initials)
        let free = cache[cacheKey] ?? freeCandidates(current, initials, entry)
        cache[cacheKey] = free
        var picked: [Chord] = []
        for candidate in free where admits(candidate, for: entry) {
            picked.append(candidate)
            if picked.count == Self.limit { break }
        }
        return picked
    }

    /// The candidates that pass every check not depending on the entry's title, ids or counts.
    private mutating func freeCandidates(_ current: Chord, _ initials: [Key], _ entry: ShortcutEntry) -> [Chord] {
        let keys = CandidateKeys.keys(around: current.key, initials: initials)
        var ordered = Self.modifierOrder.map { Chord(key: current.key, modifiers: $0) }
        for modifiers in Self.modifierOrder {
            ordered += keys.dropFirst().map { Chord(key: $0, modifiers: modifiers) }
        }
        return ordered.filter { candidate in
            candidate != current
                && context.policy.problem(of: candidate, firstStroke: true, scoped: entry.when != nil) == nil
                && lookup.rows(candidate, on: entry.platforms).isEmpty
                && !occupancy.isTaken(candidate, for: entry)
        }
    }

    private mutating func admits(_ candidate: Chord, for entry: ShortcutEntry) -> Bool {
        // Every candidate is off the table, so the entry becomes (or stays) custom.
        let wasCustom = context.isCustom(entry)
        if let maxCustom, !wasCustom, customCount + 1 > maxCustom { return false }
        if let maxOptionShare, candidate.modifiers.contains(.option) {
            let wasOption = wasCustom && context.facts[entry.index].modifiers.contains(.option)
            let options = customOptionCount - (wasOption ? 1 : 0) + 1
            let total = customCount + (wasCustom ? 0 : 1)
            if OptionModifierRule.exceeds(options, of: total, maxOptionShare) { return false }
        }
        return !judgesVariants || (!variesUnrelated(candidate, entry) && !isVariedUnrelated(candidate, entry))
    }

    /// The candidate adds Shift or Option to a row or entry unrelated to `entry`.
    private mutating func variesUnrelated(_ candidate: Chord, _ entry: ShortcutEntry) -> Bool {
        // Move the cache out so it stays uniquely referenced (no copy on write) while borrowed.
        var lookup = self.lookup
        self.lookup = ReservedLookup(context.reserved)
        defer { self.lookup = lookup }
        return ShiftVariants.unrelatedBase(
            of: candidate, for: entry, rows: { lookup.rows($0, on: entry.platforms) }, occupancy: occupancy,
            rowWords: &rowWords, entryAt: context.entry) != nil
    }

    /// A custom entry on a Shift or Option variant of the candidate would vary it unrelatedly.
    /// Conservative: an unlisted crowd of entries there counts as unrelated.
    private func isVariedUnrelated(_ candidate: Chord, _ entry: ShortcutEntry) -> Bool {
        for added in [ModifierSet.shift, .option, [.shift, .option]] {
            let variant = Chord(key: candidate.key, modifiers: candidate.modifiers.union(added))
            let (indices, complete) = occupancy.entries(on: variant, overlapping: entry)
            if !complete { return true }
            for index in indices {
                let other = context.entry(index)
                var words: Set<String>?
                if context.hasOwnChord(other), !ShiftVariants.isRelated(other, to: entry, words: &words) { return true }
            }
        }
        return false
    }
}

extension ChordSuggester {
    /// Fills in `suggestions` on the findings of suggesting rules that are about an entry's key.
    static func attach(to findings: inout [Finding], context: LintContext) {
        let ids = context.suggestingRuleIDs
        var suggester: ChordSuggester?
        for index in findings.indices {
            let finding = findings[index]
            guard ids.contains(finding.ruleID), !finding.isSuppressed, let reference = finding.entry,
                let entry = context.entry(atPosition: reference.index), finding.range == entry.keyRange
            else { continue }
            if suggester == nil { suggester = ChordSuggester(context) }
            findings[index].suggestions = suggester!.suggestions(for: entry).map(\.symbols)
        }
    }
}
