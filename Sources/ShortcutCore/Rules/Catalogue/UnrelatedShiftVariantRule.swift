/// Shift, Option or Control added to an existing shortcut for an unrelated command.
struct UnrelatedShiftVariantRule: Rule {
    static let id = "unrelated-shift-variant"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .warning,
        guideline: .hig,
        defersTo: [SystemReservedRule.id, RepurposedStandardRule.id],
        suggestsChords: true,
        triggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Archive Note
                    key: ↓Option-Command-Z
                    menu: File

                """,
                note: "command-z-is-undo",
                message: "Option-Command-Z (⌥⌘Z) in \"Archive Note\" is Command-Z (⌘Z), the standard Undo shortcut, plus Option"),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Toggle Minimap
                    key: ↓Control-Command-Z
                    menu: View

                """,
                note: "any-added-modifier-counts-control",
                message: "is Command-Z (⌘Z), the standard Undo shortcut, plus Control"),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Insert Link
                    key: Command-K
                    menu: Format
                  - title: Publish
                    key: ↓Shift-Command-K
                    menu: File

                """,
                message: "is Command-K (⌘K), the shortcut of \"Insert Link\" (line 4), plus Shift"),
            RuleExample(
                """
                app: Viewer
                shortcuts:
                  - title: Add Bookmark
                    key: Command-B
                    menu: Bookmarks
                    repurposes: bold
                  - title: Show Callouts
                    key: ↓Option-Command-B
                    menu: View

                """,
                note: "the-apps-own-command-on",
                message: "is Command-B (⌘B), the shortcut of \"Add Bookmark\" (line 4), plus Option"),
            RuleExample(
                """
                app: Disks
                shortcuts:
                  - title: Reload Plugins
                    key: Command-R
                    menu: Tools > Developer
                  - title: Erase Disk
                    key: ↓Shift-Command-R
                    menu: Tools > Developer

                """,
                note: "sharing-a-submenu-of-full",
                message: "is Command-R (⌘R), the shortcut of \"Reload Plugins\" (line 4), plus Shift"),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Insert Link
                    key: Command-K
                    menu: Format
                  - title: Publish
                    key: ↓Shift-Command-K
                    menu: File
                    complements: ↓insertLnk

                """,
                note: "a-misspelt-id-relates-nothing",
                messages: ["plus Shift", "`complements: insertLnk` in \"Publish\" names no entry id and no reserved shortcut"]),
            RuleExample(
                interfaceBuilder: RuleExample.fileMenu(
                    """
                                                <menuItem title="Show Library" keyEquivalent="l" id="showLibrary"/>
                                                <menuItem title="Reveal in Finder" keyEquivalent=↓"L" id="reveal"/>
                    """),
                note: "in-an-interface-builder-menu",
                messages: [
                    "plus Shift; people expect such a variant to do something related: choose another chord, or mark it deliberate with `<!-- shortcut-lint: allow unrelated-shift-variant -->` above the menu item"
                ]),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Insert Link
                    key: Command-K
                    menu: Format
                  - title: Remove Link
                    key: Shift-Command-K
                    menu: Format

                """
            ),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - id: showHistory
                    title: Show History
                    key: Command-Y
                    menu: View
                  - title: Clear Recent Items
                    key: Option-Command-Y
                    menu: View
                    complements: showHistory

                """
            ),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Redo Last Change
                    key: Option-Command-Z
                    menu: Edit

                """,
                note: "the-table-pairs-redo-with"),
            RuleExample(
                """
                app: Hex
                shortcuts:
                  - title: Insert
                    key: Shift-Command-I
                    menu: Edit
                  - title: Mark as Read
                    key: Shift-Command-U
                    menu: Article

                """,
                note: "no-base-italic-and-underline"
            ),
            RuleExample(
                """
                app: Viewer
                shortcuts:
                  - title: Toggle Grid
                    key: Option-Command-[
                    menu: View
                  - title: Open Drive…
                    key: Option-Shift-Command-D
                    menu: File

                """,
                note: "no-base-command-is-safaris"),
            RuleExample(
                """
                app: Viewer
                shortcuts:
                  - title: Bookmarks
                    key: Command-B
                    menu: View
                    repurposes: bold
                  - title: Edit Bookmarks…
                    key: Option-Command-B
                    menu: Bookmarks

                """,
                note: "related-to-the-apps-own"),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Comment
                    key: Command-K
                    menu: Format
                  - title: Uncomment
                    key: Option-Command-K
                    menu: Format

                """,
                note: "a-word-with-un-undoes"),
            RuleExample(
                """
                app: Player
                shortcuts:
                  - title: Toggle
                    key: Command-R
                    menu: Playlist > Repeat
                  - title: All
                    key: Option-Command-R
                    menu: Playlist > Repeat

                """,
                note: "one-word-items-of-one"
            ),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Center
                    key: Command-|
                    menu: Format > Text
                  - title: No Alignment
                    key: Option-Command-|
                    menu: Format > Text

                """,
                note: "a-noun-in-ment-names"),
            RuleExample(
                """
                app: Viewer
                shortcuts:
                  - title: Text Tool
                    key: Command-1
                    menu: Tools
                  - title: Note Tool
                    key: Command-2
                    menu: Tools
                  - title: Circle
                    key: Control-Command-1
                    menu: Tools > Note Type
                  - title: Box
                    key: Control-Command-2
                    menu: Tools > Note Type

                """,
                note: "two-numbered-lists-side-by"),
            RuleExample(
                interfaceBuilder: RuleExample.fileMenu(
                    """
                                                <menuItem title="Show Library" keyEquivalent="l" id="showLibrary"/>
                                                <menuItem title="Reveal in Finder" alternate="YES" keyEquivalent="L" id="reveal"/>
                    """),
                note: "an-alternate-item-alternate-yes"
            ),
            RuleExample(
                """
                app: Viewer
                shortcuts:
                  - title: Move Note
                    key: Command-J
                    menu: Notes
                    action: "moveNote:"
                  - title: Nudge
                    key: Shift-Command-J
                    menu: Notes
                    action: "moveNote:"

                """,
                note: "one-action-on-both-chords"),
            RuleExample(
                swift: """
                    let file = NSApp.mainMenu!.item(withTitle: "File")!.submenu!
                    file.addItem(withTitle: .newOutlineLabel, action: #selector(newOutline(_:)), keyEquivalent: "n")
                    let window = file.addItem(withTitle: .newWindowLabel, action: #selector(newWindow(_:)), keyEquivalent: "n")
                    window.keyEquivalentModifierMask = [.command, .option]

                    """,
                note: "titles-the-code-computes"),
        ])

    init() {}

    func check(_ context: LintContext) -> [Finding] {
        var variants = ShiftVariants(context)
        var findings: [Finding] = []
        for (entry, key) in context.parsedEntries where key.shortcut.count == 1 && context.isCustom(entry) {
            let chord = key.shortcut.first
            guard !ShiftVariants.baseChords(of: chord).isEmpty, let found = variants.unrelatedBase(of: chord, for: entry) else { continue }
            findings.append(finding(context, entry, key, found.chord, found.base))
        }
        return findings + unknownComplements(context)
    }

    /// Never offer a chord that would vary an unrelated row or entry, or that a custom entry on
    /// one of its own variants would vary unrelatedly.
    func candidateFilter(_ context: LintContext) -> (any CandidateFilter)? { ShiftVariants(context) }

    private func finding(
        _ context: LintContext, _ entry: ShortcutEntry, _ key: ParsedShortcut, _ base: Chord, _ kind: ShiftVariants.Base
    )
        -> Finding
    {
        let added = modifierList(key.shortcut.first.modifiers.subtracting(base.modifiers).ordered)
        let what: Message
        let advice: Message
        let related: RelatedItem
        switch kind {
        case .row(let row):
            what = .unrelatedShiftVariantStandard(command: .localized(row.commandName))
            advice = .unrelatedShiftVariantAddComplements(id: .text(row.id))
            related = .reserved(id: row.id, action: row.action, system: row.system)
        case .entry(let index):
            let other = context.entry(index)
            what = .unrelatedShiftVariantEntry(other: context.name(other), line: .number(context.line(of: other)))
            advice = other.id.map { .unrelatedShiftVariantAddComplements(id: .text($0)) } ?? .unrelatedShiftVariantAddIdAndComplements()
            related = context.related(other)
        }
        return context.finding(
            Self.description, entry: entry,
            message: .unrelatedShiftVariantUnrelated(
                shortcut: .text(key.display), name: context.name(entry), base: .text(base.higText), baseSymbols: .text(base.symbols),
                what: .message(what), added: added, remedy: .message(context.deliberately(manifest: advice, rule: Self.id))),
            related: related)
    }

    private func unknownComplements(_ context: LintContext) -> [Finding] {
        let named = context.entries { $0.complements != nil }
        guard !named.isEmpty else { return [] }
        let ids = Set(context.manifest.shortcuts.compactMap(\.id))
        return named.compactMap { entry in
            guard let id = entry.complements, let range = entry.complementsRange, !ids.contains(id),
                context.reserved.entry(id: id) == nil
            else { return nil }
            return context.finding(
                Self.description, entry: entry,
                message: .unrelatedShiftVariantUnknownComplements(id: .text(id), name: context.name(entry)),
                range: range)
        }
    }
}

/// The HIG's "adding a modifier to an existing shortcut" relation, as this rule and its
/// suggestion filter judge it.
///
/// A chord with Command plus Shift, Option and/or Control varies each chord obtained by taking
/// some of them away (Shift-Command-Z varies Command-Z). A base exists when another entry sits on
/// it in an overlapping scope or, where none does, when the reserved table has a standard row on
/// it for the entry's platforms. The variant is acceptable when it is related to at least one
/// existing base. Lookups and each
/// title's words are remembered: a large manifest asks about the same chords and titles often.
struct ShiftVariants: CandidateFilter {
    /// What a variant varies: a reserved row or another entry (by index).
    enum Base {
        case row(ReservedEntry)
        case entry(Int)
    }

    private let context: LintContext
    private var lookup: ReservedLookup
    private var titles = RelatedTitles()
    /// Each entry's standard-use query (by ``ShortcutEntry/index``), made once: an entry is
    /// asked about each base row of each candidate chord.
    private var queries: [Int: StandardUseQuery] = [:]

    init(_ context: LintContext) {
        self.context = context
        lookup = ReservedLookup(context.reserved)
    }

    /// What a variant may add to its base: any of Shift, Option and Control, one modifier
    /// before two, two before three.
    static let added: [ModifierSet] = [
        .shift, .option, .control, [.shift, .option], [.shift, .control], [.option, .control], [.shift, .option, .control],
    ]

    /// As a suggestion filter: no chord that would vary an unrelated row or entry, or that a
    /// custom entry on one of its own variants would vary unrelatedly.
    mutating func rejects(_ candidate: Chord, for entry: ShortcutEntry) -> Bool {
        unrelatedBase(of: candidate, for: entry) != nil || isVariedUnrelated(candidate, by: entry)
    }

    var scope: CandidateFilterScope { .costly }

    /// The chords `chord` adds modifiers to, nearest first; empty unless it has Command (which
    /// every base keeps).
    static func baseChords(of chord: Chord) -> [Chord] {
        guard chord.modifiers.contains(.command) else { return [] }
        return added.filter { chord.modifiers.isSuperset(of: $0) }.map { Chord(key: chord.key, modifiers: chord.modifiers.subtracting($0)) }
    }

    /// The existing base `entry` would vary with `chord`, when it is related to none of them.
    ///
    /// On each base chord the app's own commands (in a scope overlapping the entry's) come first:
    /// people know the chord as what this app does with it, so a standard row there is no base
    /// (Hex Fiend's Command-B is Add Bookmark, not Bold). Only where the app has nothing is a
    /// standard row the base (``isBase(_:)``).
    mutating func unrelatedBase(of chord: Chord, for entry: ShortcutEntry) -> (chord: Chord, base: Base)? {
        var firstUnrelated: (chord: Chord, base: Base)?
        for baseChord in Self.baseChords(of: chord) {
            let others = context.occupancy.entries(on: baseChord, overlapping: entry).indices
            if !others.isEmpty {
                for other in others {
                    if isRelated(entry, on: chord, to: context.entry(other), on: baseChord) { return nil }
                }
                if firstUnrelated == nil {
                    // The app's own Open… on Command-O is named as the standard shortcut it is.
                    let base = context.standardUse(of: context.entry(others[0])).map(Base.row) ?? .entry(others[0])
                    firstUnrelated = (baseChord, base)
                }
                continue
            }
            for row in lookup.rows(baseChord, on: entry.platforms) where Self.isBase(row) && isHabitEverywhere(row) {
                if isRelated(entry, to: row) { return nil }
                if firstUnrelated == nil { firstUnrelated = (baseChord, .row(row)) }
            }
        }
        return firstUnrelated
    }

    /// Whether a reserved row is a base people relate variants to: a standard shortcut every app
    /// has. Not a chord the system intercepts (the app never had Command-Tab or Option-Command-D),
    /// a conditional row (Command-Left arrow switches layouts only with several scripts), a
    /// behaviour of text and controls (an arrow's modifiers change its unit of motion: that
    /// family is the text system's, and Option-Command-Left arrow is the browsers' previous tab),
    /// or one app's or a Services shortcut (Safari's Back, Search With Google).
    static func isBase(_ row: ReservedEntry) -> Bool { row.tier == .standard }

    /// The standard commands of every Mac app — the app, Edit, Window and Help menus that
    /// Human Interface Guidelines › The menu bar gives every app, and Command-period, which
    /// cancels in every app's dialogs — whose chords people know from
    /// all their apps, as the HIG's example knows Command-Z: a variant of one of these is judged
    /// against it even where this app declares nothing on the chord. Other standard rows
    /// (Bold, Save, Get Info…) belong to kinds of apps; where this app has nothing on their
    /// chord, its users have no such habit to break (a hex editor's Insert on Shift-Command-I
    /// varies no Italic).
    static let everyAppRows: Set<String> = [
        "settings", "hide", "hide-others", "quit", "undo", "redo", "cut", "copy", "paste", "select-all", "find", "close",
        "minimize", "help", "cancel-operation",
    ]

    /// A standard row counts as a base where the app has nothing on its chord when every app has
    /// it (``everyAppRows``) or a house table says so (a house row is the house's every app).
    private func isHabitEverywhere(_ row: ReservedEntry) -> Bool {
        Self.everyAppRows.contains(row.id) || context.isHouseRow(row)
    }

    /// A custom entry on a variant of `candidate` (``added`` modifiers more), that this rule would judge
    /// (the rules it defers to did not report it), would vary it unrelatedly if `entry` moved
    /// there. Conservative: an unlisted crowd there counts as unrelated.
    mutating func isVariedUnrelated(_ candidate: Chord, by entry: ShortcutEntry) -> Bool {
        for added in Self.added where candidate.modifiers.contains(.command) && candidate.modifiers.isDisjoint(with: added) {
            let variant = Chord(key: candidate.key, modifiers: candidate.modifiers.union(added))
            let (indices, complete) = context.occupancy.entries(on: variant, overlapping: entry)
            if !complete { return true }
            for index in indices {
                let other = context.entry(index)
                if context.isCustom(other), !context.isKeyReported(other, byAnyOf: UnrelatedShiftVariantRule.description.defersTo),
                    !isRelated(other, on: variant, to: entry, on: candidate)
                {
                    return true
                }
            }
        }
        return false
    }

    /// Related to a row: the entry names the row in `complements`, its title shares a
    /// significant word with a title of the row or of a row the table pairs with it (Redo
    /// Last Change for Undo; Apple's titles are such words, so "Redo" itself relates too), or
    /// its title names the row's own action in other words (Load Profile… is an Open, by the
    /// row's synonyms, verbs and objects).
    private mutating func isRelated(_ entry: ShortcutEntry, to row: ReservedEntry) -> Bool {
        if entry.complements == row.id { return true }
        let manifest = context.manifest
        let language = manifest.variantLanguage?.code
        if titles.related(entry.title, toRow: row, in: context.reserved, language: language) { return true }
        guard entry.title != nil else { return false }
        if let query = queries[entry.index] { return row.recognizesUse(query) }
        let query = StandardUseQuery(entry: entry, app: manifest.app, language: language)
        queries[entry.index] = query
        return row.recognizesUse(query)
    }

    /// Related to another entry: either names the other's id in `complements`, the titles share
    /// a significant word (Close and Close All), the other is the app's own use of a standard row
    /// the entry relates to (Redo on Option-Command-Z beside the app's Undo), or both are items of
    /// numbered lists (``isNumbered(_:for:)``): Skim's note types on Control-Command-1…9 beside
    /// its tools on Command-1…5 are a parallel list, and the digit names a position in each.
    private mutating func isRelated(_ entry: ShortcutEntry, on chord: Chord, to other: ShortcutEntry, on baseChord: Chord) -> Bool {
        if isRelated(entry, to: other) { return true }
        if let row = context.standardUse(of: other), isRelated(entry, to: row) { return true }
        return chord.key.kind == .digit && isNumbered(chord, for: entry) && isNumbered(baseChord, for: other)
    }

    /// Whether `entry` on the digit chord `chord` is one of a numbered list: another entry in an
    /// overlapping scope holds the same modifiers with another digit.
    private func isNumbered(_ chord: Chord, for entry: ShortcutEntry) -> Bool {
        Self.digits.contains { digit in
            digit != chord.key
                && !context.occupancy.entries(on: Chord(key: digit, modifiers: chord.modifiers), overlapping: entry).indices.isEmpty
        }
    }

    private static let digits = (0...9).compactMap { Key(dataName: String($0)) }

    /// Whether the entry's title is known: written, and not only blanks.
    private static func hasKnownTitle(_ entry: ShortcutEntry) -> Bool {
        entry.title.map { !$0.trimmingSpaces.isEmpty } ?? false
    }

    /// Related to another entry: either names the other's id in `complements`, both send one
    /// action (the same command on two chords: Skim's Move Current Note on Right arrow and
    /// Shift-Right arrow), both are
    /// one-word options of one submenu (its title completes theirs: Playlist › Repeat › All beside
    /// Repeat › Toggle; a submenu of longer titles, such as Tools › Developer, may hold anything),
    /// or the titles share a significant word (Close and Close All). Where either title is not
    /// known (computed when the app runs, as `.newOutlineControlLabel` is, or never written, as a
    /// UIKit key command may leave it), nothing says the two are unrelated: the pair passes.
    private mutating func isRelated(_ entry: ShortcutEntry, to other: ShortcutEntry) -> Bool {
        if let complements = entry.complements, complements == other.id { return true }
        if let complements = other.complements, complements == entry.id { return true }
        if let action = entry.action, action == other.action { return true }
        if !Self.hasKnownTitle(entry) || !Self.hasKnownTitle(other) { return true }
        if let menu = entry.menu, menu.isSubmenu, menu == other.menu, titles.isOption(entry.title), titles.isOption(other.title) {
            return true
        }
        return titles.related(entry.title, other.title)
    }
}
