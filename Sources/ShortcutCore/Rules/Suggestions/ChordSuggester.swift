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
/// Cost: the occupancy index and counts are built once per manifest (``LintContext``). The
/// checks that depend only on the chord and the platforms are remembered per chord; per finding
/// what remains is a scan that stops at the third chord kept (at most 3 × 27 candidates) with
/// constant-time lookups. No step is quadratic.
struct ChordSuggester {
    static let limit = 3
    static let modifierOrder: [ModifierSet] = [.command, [.shift, .command], [.option, .command]]

    private let context: LintContext
    private var lookup: ReservedLookup
    private var relatedness: ShiftVariants.Relatedness
    private let occupancy: ChordOccupancy
    private let entries: [ShortcutEntry]
    private var chordIsFree = IntegerTable<Bool>()
    private let customCount: Int
    private let customOptionCount: Int
    private let maxOptionShare: Double?
    private let maxCustom: Int?
    private let judgesVariants: Bool

    init(_ context: LintContext) {
        self.context = context
        lookup = ReservedLookup(context.reserved)
        relatedness = ShiftVariants.Relatedness(context.reserved)
        occupancy = context.occupancy
        entries = context.manifest.shortcuts
        customCount = context.tally.total
        customOptionCount = context.tally.usingOption
        maxOptionShare = context.rules.lazy.compactMap { $0 as? OptionModifierRule }.first?.maxShare
        maxCustom = context.rules.lazy.compactMap { $0 as? TooManyCustomRule }.first?.max
        judgesVariants = context.enabledRuleIDs.contains(UnrelatedShiftVariantRule.description.id)
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
            if candidate != current, isFree(candidate, for: entry), admits(candidate, for: entry) { picked.append(candidate) }
            return picked.count == Self.limit
        }
        for modifiers in Self.modifierOrder where consider(Chord(key: current.key, modifiers: modifiers)) { return picked }
        for modifiers in Self.modifierOrder {
            for key in keys.dropFirst() where consider(Chord(key: key, modifiers: modifiers)) { return picked }
        }
        return picked
    }

    /// No chord problem owns the candidate, no reserved row matches it on the entry's platforms
    /// (remembered per chord, platforms and whether the entry is scoped), and no other entry
    /// takes it where the entry applies.
    private mutating func isFree(_ candidate: Chord, for entry: ShortcutEntry) -> Bool {
        let scoped = entry.when != nil
        let key = UInt64(candidate.packed) << 16 | UInt64(entry.platforms.rawValue) << 1 | (scoped ? 1 : 0)
        let offTable: Bool
        if let known = chordIsFree[key] {
            offTable = known
        } else {
            offTable = context.policy.problem(of: candidate, firstStroke: true, scoped: scoped) == nil
                && lookup.rows(candidate, on: entry.platforms).isEmpty
            chordIsFree[key] = offTable
        }
        return offTable && !occupancy.isTaken(candidate, for: entry)
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
        ShiftVariants.unrelatedBase(
            of: candidate, for: entry, lookup: &lookup, occupancy: occupancy, relatedness: &relatedness,
            entries: entries) != nil
    }

    /// A custom entry on a Shift or Option variant of the candidate would vary it unrelatedly.
    /// Conservative: an unlisted crowd of entries there counts as unrelated.
    private mutating func isVariedUnrelated(_ candidate: Chord, _ entry: ShortcutEntry) -> Bool {
        for added in [ModifierSet.shift, .option, [.shift, .option]] {
            let variant = Chord(key: candidate.key, modifiers: candidate.modifiers.union(added))
            let (indices, complete) = occupancy.entries(on: variant, overlapping: entry)
            if !complete { return true }
            for index in indices {
                let other = context.entry(index)
                if context.hasOwnChord(other), !relatedness.isRelated(other, to: entry) { return true }
            }
        }
        return false
    }
}

extension ChordSuggester {
    /// Fills in `suggestions` on the findings of suggesting rules that are about an entry's key.
    static func attach(to findings: inout [Finding], context: LintContext) {
        let ids = context.suggestingRuleIDs
        let wanted = findings.indices.compactMap { index -> (Int, ShortcutEntry)? in
            let finding = findings[index]
            guard ids.contains(finding.ruleID), !finding.isSuppressed, let reference = finding.entry,
                let entry = context.entry(atPosition: reference.index), finding.range == entry.keyRange
            else { return nil }
            return (index, entry)
        }
        guard !wanted.isEmpty else { return }
        var suggester = ChordSuggester(context)
        for (index, entry) in wanted {
            findings[index].suggestions = suggester.suggestions(for: entry).map(\.symbols)
        }
    }
}
