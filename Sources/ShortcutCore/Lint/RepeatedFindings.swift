/// Which findings of a translated copy (`de.lproj/MainMenu.xib`) say nothing its base
/// (`Base.lproj/MainMenu.xib`) does not already say: each language's menu is checked, but a
/// problem of the base is reported once, at the base, not again in every language.
///
/// A copy's finding is about the item whose element holds it (``MenuLayout/item(holding:)``),
/// which corresponds to a base item (``MenuItemCorrespondence``), and, when the finding names
/// another entry (a duplicate's other item), about that one too. It is a repeat, and dropped, when:
/// - the base has a finding of the same rule about the corresponding items; or
/// - the rule judges the command and its chord, not the title's words, and the items involved
///   have the chords of their base items. A translated item on its base item's chord is the base's
///   command, so the base's verdict stands for it: "Einsetzen" on Command-V is Paste, as "Paste"
///   is, whether or not the rules know the German word. Only a rule that judges the words of a
///   title (``RuleDescription/judgesTitleWording``: does it name its submenu's context) judges
///   each language's titles on their own.
///
/// What stays is what exists only in that language: a key the translation changed or added (and
/// the duplicates and reserved chords it brings), an item the base does not have, and titles that
/// read differently. Findings about the file as a whole (too many shortcuts) are repeats when the
/// base has one of the same rule.
struct RepeatedFindings {
    /// Who an entry a finding names is, in the base's terms: the base item's key position, or
    /// the place as written when it is in a file every language shares; nil when it is an item
    /// of the language's own that the base does not have with the same chord.
    private typealias Partner = String

    private struct Key: Hashable {
        var rule: String
        /// The base item (index into the base's ``MenuLayout/items``), nil for the whole file.
        var item: Int?
        var partner: Partner?
    }

    private let copy: Manifest
    private let base: Manifest
    private let correspondence: MenuItemCorrespondence
    /// The language's own copies by path, with their bases and correspondences (a duplicate may
    /// name an item of another of them).
    private let ownCopies: [String: (copy: Manifest, base: Manifest, correspondence: MenuItemCorrespondence)]
    private let baseKeys: Set<Key>
    private let wordingRules: Set<String>

    /// - Parameter baseFindings: the base copy's findings before suppressions (a base finding
    ///   hidden by a comment hides its repeats too).
    init(
        copy: Manifest, base: Manifest, correspondence: MenuItemCorrespondence, baseFindings: [Finding],
        ownCopies: [String: (copy: Manifest, base: Manifest, correspondence: MenuItemCorrespondence)], wordingRules: Set<String>
    ) {
        self.copy = copy
        self.base = base
        self.correspondence = correspondence
        self.ownCopies = ownCopies
        self.wordingRules = wordingRules
        var keys = Set<Key>()
        for finding in baseFindings {
            let item = base.menuLayout.item(holding: finding.range)
            keys.insert(Key(rule: finding.ruleID, item: item, partner: Self.place(of: finding.related)))
        }
        baseKeys = keys
    }

    /// Whether the copy's finding repeats what the base says.
    func isRepeat(_ finding: Finding) -> Bool {
        guard let item = copy.menuLayout.item(holding: finding.range) else {
            return baseKeys.contains(Key(rule: finding.ruleID, item: nil, partner: nil))
        }
        guard let counterpart = correspondence.counterparts[item] else { return false }
        let partner = partnerInBase(finding.related)
        if let partner, baseKeys.contains(Key(rule: finding.ruleID, item: counterpart, partner: partner.place)) { return true }
        guard !wordingRules.contains(finding.ruleID) else { return false }
        let unchanged = MenuItemCorrespondence.sameKey(copy, item, base, counterpart)
        return unchanged && (partner?.unchanged ?? true)
    }

    /// The entry a finding names, in the base's terms, and whether it has its base item's chord:
    /// nil when the finding names no entry.
    private func partnerInBase(_ related: RelatedItem?) -> (place: Partner?, unchanged: Bool)? {
        guard let related else { return (nil, true) }
        guard case .entry(let file, let line, let column, _, _) = related else { return (Self.place(of: related), true) }
        guard let own = ownCopies[file] else { return (Self.place(of: related), true) }
        // An item of one of the language's own copies: its base item, if it has one with a key.
        guard let item = Self.item(keyedAt: line, column, in: own.copy), let counterpart = own.correspondence.counterparts[item],
            let entry = own.base.menuLayout.items[counterpart].entry,
            let baseEntry = own.base.entry(atPosition: entry)
        else { return (nil, false) }
        let start = own.base.source.location(of: baseEntry.keyRange.start)
        return (
            "\(own.base.source.path):\(start.line):\(start.column)",
            MenuItemCorrespondence.sameKey(own.copy, item, own.base, counterpart)
        )
    }

    private static func place(of related: RelatedItem?) -> Partner? {
        switch related {
        case .entry(let file, let line, let column, _, _)?: "\(file):\(line):\(column)"
        case .reserved(let id, _, _)?: "reserved:\(id)"
        case nil: nil
        }
    }

    /// The item whose entry's key starts at `line`:`column` of `manifest`.
    private static func item(keyedAt line: Int, _ column: Int, in manifest: Manifest) -> Int? {
        guard
            let entry = manifest.shortcuts.first(where: {
                let start = manifest.source.location(of: $0.keyRange.start)
                return start.line == line && start.column == column
            })
        else { return nil }
        return manifest.menuLayout.items.firstIndex { $0.entry == entry.position }
    }
}
