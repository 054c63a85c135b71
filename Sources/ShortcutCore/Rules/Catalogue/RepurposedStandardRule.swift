/// A standard chord (Copy, Italic, Find…) used for some other command.
struct RepurposedStandardRule: Rule {
    static let id = "repurposed-standard"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .warning,
        guideline: .hig,
        defersTo: [SystemReservedRule.id, DuplicateShortcutRule.id],
        suggestsChords: true,
        triggeringExamples: [
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Duplicate Note\n    key: Command-D\n  - title: Insert Link\n    key: ↓Command-C\n",
                message:
                    "Command-C (⌘C) in \"Insert Link\" takes the standard Copy shortcut (Copy the selection to the Clipboard) for another command"
            ),
            RuleExample(
                "app: Viewer\nshortcuts:\n  - title: Show Metadata\n    key: ↓Command-I\n    repurposes: ↓italc\n",
                note: "a-misspelt-id-silences-nothing",
                messages: [
                    "takes the standard Italic / Get Info shortcut", "`repurposes: italc` in \"Show Metadata\" names no reserved shortcut",
                ]),
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Format Document\n    key: ↓Command-J Command-F\n    menu: Format\n",
                note: "a-sequence-takes-its-first",
                message:
                    "Command-J (⌘J), the first stroke of Command-J Command-F (⌘J ⌘F) in \"Format Document\", takes the standard Jump to Selection shortcut"
            ),
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Toggle Minimap\n    key: ↓Shift-Left arrow\n    when: editor\n",
                note: "a-key-the-text-system",
                message:
                    "Shift-Left arrow (⇧←) in \"Toggle Minimap\" takes a key that extends the selection one character to the left in text"),
            RuleExample(
                "app: Browser\nshortcuts:\n  - title: Go Home Page\n    key: ↓Command-Left arrow\n    menu: Go\n",
                note: "a-behaviour-that-is-also",
                message:
                    "Command-Left arrow (⌘←) in \"Go Home Page\" takes a key that moves the insertion point to the beginning of the line in text (and switches"
            ),
        ],
        nonTriggeringExamples: [
            RuleExample("app: Scribe\nshortcuts:\n  - title: Copy\n    key: Command-C\n  - title: Hide Scribe\n    key: Command-H\n"),
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Fold All\n    key: Command-K Command-0\n    menu: View\n",
                note: "command-k-is-no-standard"),
            RuleExample("app: Viewer\nshortcuts:\n  - title: Get Info\n    key: Command-I\n"),
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Fett\n    key: Command-B\n    menu: Format\n",
                note: "bold-in-german-a-standard"),
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: すべてを選択\n    key: Command-A\n    menu: 編集\n",
                note: "select-all-in-japanese-read"),
            RuleExample("app: Viewer\nshortcuts:\n  - title: Show Metadata\n    key: Command-I\n    repurposes: italic\n"),
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Select Left\n    key: Shift-Left arrow\n    when: editor\n",
                note: "the-key-bound-to-its"),
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Show Previous Tab\n    key: Control-Shift-Tab\n    menu: Window\n",
                note: "appkits-own-tab-item-on"),
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Merge Cells\n    key: Shift-Command-N\n    menu: Table\n",
                note: "finders-new-folder-is-one"),
            RuleExample(
                "app: Arcade\nshortcuts:\n  - title: Launch Game…\n    key: Command-O\n    menu: File\n    action: \"openDocument:\"\n",
                note: "an-item-that-sends-the"),
            RuleExample(
                interfaceBuilder: RuleExample.fileMenu(
                    """
                                                <menuItem title="Launch Game…" keyEquivalent="o" id="launch">
                                                    <connections>
                                                        <action selector="openDocument:" target="-1" id="openAction"/>
                                                    </connections>
                                                </menuItem>
                    """),
                note: "interface-builder-records-the-action"),
        ])

    init() {}

    func check(_ context: LintContext) -> [Finding] {
        repurposedStandards(context) + unknownRepurposes(context)
    }

    /// A titled entry whose chord, or whose sequence's first stroke, is on a standard row and is
    /// not the entry's own use of one, unless `repurposes` names the row. A sequence takes its
    /// first stroke away from the standard command: once ⌘J starts a sequence, ⌘J alone no
    /// longer jumps to the selection. Later strokes are pressed inside the sequence and take
    /// nothing away. Untitled entries are invalid-manifest's.
    private func repurposedStandards(_ context: LintContext) -> [Finding] {
        var lookup = ReservedLookup(context.reserved)
        return context.entriesOnReservedChords().compactMap { entry, key, strokes in
            guard strokes.first == 0, entry.title != nil, context.standardUse(of: entry) == nil else { return nil }
            let first = key.shortcut.first
            let rows = lookup.rows(first, on: entry.platforms).filter(Self.judges)
            guard !rows.isEmpty, !rows.contains(where: { $0.id == entry.repurposes }) else { return nil }
            let standard = rows.filter { $0.tier == .standard }
            let written: Message =
                key.shortcut.count == 1
                ? .repurposedStandardWritten(shortcut: .text(key.display), name: context.name(entry))
                : .repurposedStandardWrittenFirstStroke(
                    first: .text(first.higText), symbols: .text(first.symbols), shortcut: .text(key.display), name: context.name(entry))
            if let row = standard.first {
                let names = slashList(standard.filter { !$0.titles.isEmpty }.map { .localized($0.commandName) })
                return context.finding(
                    Self.description, entry: entry,
                    message: .repurposedStandardTakesStandard(
                        written: .message(written),
                        owner: .message(context.isHouseRow(row) ? .repurposedStandardOwnerHouse() : .repurposedStandardOwnerStandard()),
                        names: names, action: .localized(row.actionText), remedy: .message(Self.deliberate(row, context))),
                    related: .reserved(id: row.id, action: row.action, system: row.system))
            }
            let row = rows[0]
            let condition =
                row.tier == .conditional ? row.conditionText.map { Message.repurposedStandardAndCondition(condition: .localized($0)) } : nil
            return context.finding(
                Self.description, entry: entry,
                message: .repurposedStandardTakesBehavior(
                    written: .message(written), behavior: .localized(row.behaviorText ?? row.actionText), condition: .optional(condition),
                    remedy: .message(Self.deliberate(row, context))),
                related: .reserved(id: row.id, action: row.action, system: row.system))
        }
    }

    /// Saying the redefinition is deliberate: `repurposes: <row>` in a manifest.
    static func deliberate(_ row: ReservedEntry, _ context: LintContext) -> Message {
        context.deliberately(manifest: .repurposedStandardAddRepurposes(id: .text(row.id)), rule: id)
    }

    /// The tiers this rule reports: standard shortcuts and text-system or control behaviours,
    /// including the conditional rows that are also a behaviour (Command-Left arrow moves to the
    /// beginning of the line; it switches layouts only with several scripts).
    static func judges(_ row: ReservedEntry) -> Bool {
        row.tier == .standard || row.tier == .behavior || (row.tier == .conditional && row.behavior != nil)
    }

    /// Never offer a standard chord or a behaviour key: suggestions do not lean on a title.
    func candidateFilter(_ context: LintContext) -> (any CandidateFilter)? {
        var lookup = ReservedLookup(context.reserved)
        return RejectWhen(.chordAndPlace) { chord, entry in lookup.rows(chord, on: entry.platforms).contains(where: Self.judges) }
    }
}

extension RepurposedStandardRule {
    /// A `repurposes` that names no reserved row, or a row on another chord, silences nothing.
    private func unknownRepurposes(_ context: LintContext) -> [Finding] {
        context.entries { $0.repurposes != nil }.compactMap { entry in
            guard let id = entry.repurposes, let range = entry.repurposesRange, let key = entry.key else { return nil }
            guard let row = context.reserved.entry(id: id) else {
                return context.finding(
                    Self.description, entry: entry,
                    message: .repurposedStandardUnknownId(id: .text(id), name: context.name(entry), symbols: .text(key.shortcut.symbols)),
                    range: range)
            }
            guard !row.matches(key.shortcut.first) else { return nil }
            return context.finding(
                Self.description, entry: entry,
                message: .repurposedStandardOtherChord(
                    id: .text(id), name: context.name(entry), row: .text(row.chordText), rowSymbols: .text(row.chord.symbols),
                    shortcut: .text(key.display)),
                range: range, related: .reserved(id: row.id, action: row.action, system: row.system))
        }
    }
}
