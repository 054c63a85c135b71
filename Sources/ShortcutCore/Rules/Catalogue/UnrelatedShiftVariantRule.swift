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
                                                <menuItem isSeparatorItem="YES" id="separator"/>
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
                interfaceBuilder: RuleExample.fileMenu(
                    """
                                                <menuItem title="New Connection…" keyEquivalent="k" id="connect"/>
                                                <menuItem title="Reconnect" keyEquivalent="K" id="reconnect"/>
                                                <menuItem isSeparatorItem="YES" id="separator"/>
                    """),
                note: "one-group-of-one-menu"),
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
