/// The HIG's "adding a modifier to an existing shortcut" relation, as `unrelated-shift-variant` and its
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

    /// Whether `entry`, on `chord` with Option and Command, is an Option variant of the app's own
    /// command on the chord without Option (in an overlapping scope): the AppKit alternate of that item, or
    /// related to it as ``isRelated(_:to:)`` judges (Close All on Option-Command-W beside Close).
    /// That is the pattern of the HIG's own Option examples, which option-modifier does not count.
    mutating func isOptionVariant(_ chord: Chord, of entry: ShortcutEntry) -> Bool {
        guard chord.modifiers.isSuperset(of: [.option, .command]) else { return false }
        let baseChord = Chord(key: chord.key, modifiers: chord.modifiers.subtracting(.option))
        return context.occupancy.entries(on: baseChord, overlapping: entry).indices.contains { index in
            let other = context.entry(index)
            return other.index != entry.index && (entry.isAlternate || other.isAlternate || isRelated(entry, to: other))
        }
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
    /// a significant word (Close and Close All), both sit in one group of one menu, between the
    /// same separators (``ShortcutEntry/menuGroup``: the app grouped them as related commands, as
    /// LaTeXiT puts Switch to mini-window under Minimize), the other is the app's own use of a
    /// standard row the entry relates to (Redo on Option-Command-Z beside the app's Undo), or both are items of
    /// numbered lists (``isNumbered(_:for:)``): Skim's note types on Control-Command-1…9 beside
    /// its tools on Command-1…5 are a parallel list, and the digit names a position in each.
    private mutating func isRelated(_ entry: ShortcutEntry, on chord: Chord, to other: ShortcutEntry, on baseChord: Chord) -> Bool {
        if isRelated(entry, to: other) { return true }
        if let group = entry.menuGroup, group == other.menuGroup { return true }
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
