/// Option in more than a configurable share of the custom shortcuts.
struct OptionModifierRule: Rule {
    static let id = "option-modifier"

    static let maxShare = RuleOption.share(
        "maxShare", default: 0.25)

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .warning,
        guideline: .hig,
        options: [maxShare],
        defersTo: [SystemReservedRule.id, RepurposedStandardRule.id],
        triggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Insert Link
                    key: Command-K
                    menu: Format
                  - title: Edit Link
                    key: ↓Option-Command-E
                    menu: Format
                  - title: Toggle Sidebar
                    key: ↓Option-Command-L
                    menu: View

                """, note: "2-of-3-custom-shortcuts",
                message: "uses Option, and 2 of 3 custom shortcuts use Option (67%, more than 25%)")
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Insert Link
                    key: Command-K
                    menu: Format
                  - title: Refresh
                    key: Command-R
                    menu: View
                  - title: Show History
                    key: Command-Y
                    menu: View
                  - title: Edit Link
                    key: Option-Command-K
                    menu: Format

                """, note: "1-of-4-25-is"),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Insert Link
                    key: Command-K
                    menu: Format
                  - title: Remove Link
                    key: Option-Command-K
                    menu: Format
                  - title: Export…
                    key: Command-E
                    menu: File
                  - title: Export All…
                    key: Option-Command-E
                    menu: File

                """, note: "option-variants-of-the-apps"),
        ])

    let share: Double

    init(settings: RuleSettings) { share = settings[Self.maxShare] }

    init() { self.init(settings: RuleSettings()) }

    /// The share counts every custom Option chord, but only those of a command of their own are
    /// reported: an Option variant of the app's own item on the same key (``ShiftVariants/isOptionVariant(_:of:)``)
    /// is the use the guideline's examples show, and not the one to move.
    func check(_ context: LintContext) -> [Finding] {
        let count = context.tally
        guard Self.exceeds(count.usingOption, of: count.total, share) else { return [] }
        let measured = percentage(Double(count.usingOption) / Double(count.total))
        var variants = ShiftVariants(context)
        return context.parsedEntries.compactMap { entry, key in
            guard context.isCustom(entry), key.chords.contains(where: { $0.modifiers.contains(.option) }),
                !(key.chords.count == 1 && variants.isOptionVariant(key.chords[0], of: entry))
            else { return nil }
            return context.finding(
                Self.description, entry: entry,
                message: .optionModifier(
                    shortcut: .text(key.display), name: context.name(entry), count: .number(count.usingOption),
                    total: .number(count.total), percent: .number(measured), limit: .number(percentage(share))))
        }
    }

    /// Whether `matching` of `total` custom shortcuts is more than `share`.
    static func exceeds(_ matching: Int, of total: Int, _ share: Double) -> Bool {
        total > 0 && Double(matching) > share * Double(total) + 1e-9
    }

    /// An Option chord is offered only while the share stays within `maxShare` with it: the entry
    /// becomes custom (suggestions never lean on a title) and counts as an Option user.
    func candidateFilter(_ context: LintContext) -> (any CandidateFilter)? {
        let tally = context.tally
        let share = share
        return RejectWhen { candidate, entry in
            guard candidate.modifiers.contains(.option) else { return false }
            let wasCustom = context.isCustom(entry)
            let usedOption = wasCustom && entry.key?.chords.contains { $0.modifiers.contains(.option) } == true
            let options = tally.usingOption - (usedOption ? 1 : 0) + 1
            return Self.exceeds(options, of: tally.total + (wasCustom ? 0 : 1), share)
        }
    }
}
