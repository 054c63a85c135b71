/// What the rules ask about every entry, worked out in one pass when the ``LintContext`` is made,
/// so that each rule scans a few bytes per entry instead of re-reading a million entries.
public struct EntryFacts: Sendable {
    public var verdict: TableVerdict = .free
    /// Not a standard chord declared for its own action (see ``LintContext/isCustom(_:)``).
    public var isCustom = false
    /// An enabled table rule (system-reserved, repurposed-standard) reports the key.
    public var isClaimedByTable = false
    /// One bit per ``ChordProblem`` that owns a stroke of the key; set only for entries with their
    /// own chord (custom, not claimed by the table).
    var problems: UInt8 = 0
    /// Every modifier held in any stroke.
    public var modifiers = ModifierSet()

    func has(_ problem: ChordProblem) -> Bool { problems & 1 << UInt8(problem.rawValue) != 0 }

    /// Facts for every entry, by ``ShortcutEntry/index``.
    static func gather(_ manifest: Manifest, _ reserved: ReservedTable, _ policy: ChordPolicy, enabled: Set<String>) -> [EntryFacts] {
        let slots = manifest.shortcuts.count
        let claimsSystem = enabled.contains(SystemReservedRule.description.id)
        let claimsStandard = enabled.contains(RepurposedStandardRule.description.id)
        var lookup = ReservedLookup(reserved)
        var facts = [EntryFacts](repeating: EntryFacts(), count: slots)
        let entries = manifest.shortcuts
        for position in entries.indices {
            guard let key = entries[position].key else { continue }
            let platforms = entries[position].platforms
            let title = entries[position].title
            let judged = TableVerdict.judge(key, title: { title.map(TitleMatching.normalized) }, repurposes: entries[position].repurposes) {
                lookup.rows($0, on: platforms)
            }
            var fact = EntryFacts(verdict: judged.verdict, isCustom: judged.standardUse == nil)
            fact.isClaimedByTable = (judged.verdict == .systemReserved && claimsSystem) || (judged.verdict == .repurposed && claimsStandard)
            let scoped = entries[position].when != nil
            let shortcut = key.shortcut
            for stroke in 0..<shortcut.count {
                let chord = Chord(packed: UInt16(truncatingIfNeeded: shortcut.storage >> (16 * UInt64(stroke))))
                fact.modifiers.formUnion(chord.modifiers)
                if fact.isCustom, !fact.isClaimedByTable,
                    let problem = policy.problem(of: chord, firstStroke: stroke == 0, scoped: scoped)
                {
                    fact.problems |= 1 << UInt8(problem.rawValue)
                }
            }
            let index = entries[position].index
            facts[index] = fact
        }
        return facts
    }
}

/// How many custom shortcuts there are, and how many hold Control or Option in some stroke.
public struct CustomTally: Sendable {
    public var total = 0
    public var usingControl = 0
    public var usingOption = 0

    init(_ facts: [EntryFacts]) {
        for fact in facts where fact.isCustom {
            total += 1
            if fact.modifiers.contains(.control) { usingControl += 1 }
            if fact.modifiers.contains(.option) { usingOption += 1 }
        }
    }
}
