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
                """
                app: Scribe
                shortcuts:
                  - title: Duplicate Note
                    key: Command-D
                  - title: Insert Link
                    key: ↓Command-C

                """,
                message:
                    "Command-C (⌘C) in \"Insert Link\" takes the standard Copy shortcut (Copy the selection to the Clipboard) for another command"
            ),
            RuleExample(
                """
                app: Viewer
                shortcuts:
                  - title: Show Metadata
                    key: ↓Command-I
                    repurposes: ↓italc

                """,
                note: "a-misspelt-id-silences-nothing",
                messages: [
                    "takes the standard Italic / Get Info shortcut", "`repurposes: italc` in \"Show Metadata\" names no reserved shortcut",
                ]),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Format Document
                    key: ↓Command-J Command-F
                    menu: Format

                """,
                note: "a-sequence-takes-its-first",
                message:
                    "Command-J (⌘J), the first stroke of Command-J Command-F (⌘J ⌘F) in \"Format Document\", takes the standard Jump to Selection shortcut"
            ),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Toggle Minimap
                    key: ↓Shift-Left arrow
                    when: editor

                """,
                note: "a-key-the-text-system",
                message:
                    "Shift-Left arrow (⇧←) in \"Toggle Minimap\" takes a key that extends the selection one character to the left in text"),
            RuleExample(
                """
                app: Browser
                shortcuts:
                  - title: Go Home Page
                    key: ↓Command-Left arrow
                    menu: Go

                """,
                note: "a-behaviour-that-is-also",
                message:
                    "Command-Left arrow (⌘←) in \"Go Home Page\" takes a key that moves the insertion point to the beginning of the line in text (and switches"
            ),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Find…
                    key: Command-F
                    menu: Edit > Find
                  - title: Go to Line
                    key: ↓Command-G
                    menu: Edit

                """,
                note: "beside-find-items-command-g-is",
                message:
                    "Command-G (⌘G) in \"Go to Line\" takes the standard Find Next shortcut (Find the next occurrence of the selection) for another command, in an app that has \"Find…\" (line 4): people will press it for Find Next there."
            ),
            RuleExample(
                """
                app: Player
                shortcuts:
                  - title: Show Library
                    key: ↓Command-B
                    menu: View

                """,
                note: "an-app-with-no-text",
                message:
                    "The app shows no command of its kind, and the HIG allows the reuse if it has no Bold: “Only consider redefining a standard shortcut if its action doesn’t make sense in your app.” If so, add `repurposes: bold`; if it has one, choose another chord."
            ),
            RuleExample(
                """
                app: Reader
                shortcuts:
                  - title: First Page
                    key: ↓Command-Up arrow
                    menu: Go
                  - title: Last Page
                    key: Command-Down arrow
                    menu: Go

                """,
                note: "the-keys-of-the-text",
                message: "The app shows no text editing, so only its text fields lose it"
                    + ", and the HIG allows the reuse where the behaviour makes no sense: “Only consider redefining a standard shortcut if its action doesn’t make sense in your app.” If so, add `repurposes: text-move-to-document-start`; if it has text views, choose another chord. The same goes for ⌘↓ in \"Last Page\"."
            ),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Copy
                    key: Command-C
                  - title: Hide Scribe
                    key: Command-H

                """),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Fold All
                    key: Command-K Command-0
                    menu: View

                """,
                note: "command-k-is-no-standard"),
            RuleExample(
                """
                app: Viewer
                shortcuts:
                  - title: Get Info
                    key: Command-I

                """),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Fett
                    key: Command-B
                    menu: Format

                """,
                note: "bold-in-german-a-standard"),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: すべてを選択
                    key: Command-A
                    menu: 編集

                """,
                note: "select-all-in-japanese-read"),
            RuleExample(
                """
                app: Viewer
                shortcuts:
                  - title: Show Metadata
                    key: Command-I
                    repurposes: italic

                """),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Select Left
                    key: Shift-Left arrow
                    when: editor

                """,
                note: "the-key-bound-to-its"),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Show Previous Tab
                    key: Control-Shift-Tab
                    menu: Window

                """,
                note: "appkits-own-tab-item-on"),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Merge Cells
                    key: Shift-Command-N
                    menu: Table

                """,
                note: "finders-new-folder-is-one"),
            RuleExample(
                """
                app: Arcade
                shortcuts:
                  - title: Launch Game…
                    key: Command-O
                    menu: File
                    action: "openDocument:"

                """,
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
    /// nothing away. Untitled entries are invalid-manifest's. An item of a menu of its own
    /// (``ShortcutEntry/isInMenuOfItsOwn``) takes nothing away either: AppKit looks up key
    /// equivalents in the main menu only, so its key acts only while its menu is open.
    ///
    /// A warning where the app shows the standard command's family (``ShownFamilies``: Find… beside
    /// a repurposed ⌘G, Bold beside ⌘I) or where every app has the command (``ReservedEntry/everyApp``:
    /// ⌘Q ⌘W ⌘S ⌘Z ⌘X ⌘C ⌘V ⌘A ⌘,, cancelling, keyboard focus); otherwise a note that the HIG
    /// allows the reuse if the app has no such command. The keys of the text system (family
    /// `text`: ⌘←, ⇧→, ⌃A…) are reported once per manifest, at the first, naming the others.
    private func repurposedStandards(_ context: LintContext) -> [Finding] {
        var lookup = ReservedLookup(context.reserved)
        let taken = context.entriesOnReservedChords().compactMap { entry, key, strokes -> Taken? in
            guard strokes.first == 0, entry.title != nil, context.standardUse(of: entry) == nil else { return nil }
            let rows = lookup.rows(key.shortcut.first, on: entry.platforms).filter(Self.judges)
            guard !rows.isEmpty, !rows.contains(where: { $0.id == entry.repurposes }), !entry.isInMenuOfItsOwn else { return nil }
            return Taken(entry: entry, key: key, rows: rows)
        }
        guard !taken.isEmpty else { return [] }
        let shown = context.shownFamilies()
        let textKeys = taken.filter(\.isTextKey)
        var findings = taken.filter { !$0.isTextKey }.map { finding($0, shown: shown, context) }
        if let first = textKeys.first { findings.append(finding(first, shown: shown, context, also: Array(textKeys.dropFirst()))) }
        return findings
    }

    /// An entry on a chord the rule judges, and the rows it takes.
    private struct Taken {
        let entry: ShortcutEntry
        let key: ParsedShortcut
        let rows: [ReservedEntry]

        /// The standard rows on the chord, else its behaviour row: what the message names.
        var named: [ReservedEntry] {
            let standard = rows.filter { $0.tier == .standard }
            return standard.isEmpty ? [rows[0]] : standard
        }

        /// A key of the text system, with no standard command on it.
        var isTextKey: Bool { !rows.contains { $0.tier == .standard } && rows[0].family?.hasPrefix("text") == true }
    }

    /// How loudly `taken` is reported: always a warning where every app has the command (or a
    /// house table names it), a warning naming the item that shows its family where the app does,
    /// and a note where it shows none.
    private enum Standing {
        case always
        case beside(ShownFamilies.Evidence)
        case unused
    }

    private func standing(_ taken: Taken, shown: ShownFamilies, _ context: LintContext) -> Standing {
        let rows = taken.named
        if rows.contains(where: { $0.everyApp || $0.family == nil }) { return .always }
        let evidence = rows.lazy.compactMap { $0.family.flatMap(shown.evidence(for:)) }.first
        return evidence.map(Standing.beside) ?? .unused
    }

    private func finding(_ taken: Taken, shown: ShownFamilies, _ context: LintContext, also others: [Taken] = []) -> Finding {
        let (entry, key) = (taken.entry, taken.key)
        let first = key.shortcut.first
        let written: Message =
            key.shortcut.count == 1
            ? .repurposedStandardWritten(shortcut: .text(key.display), name: context.name(entry))
            : .repurposedStandardWrittenFirstStroke(
                first: .text(first.higText), symbols: .text(first.symbols), shortcut: .text(key.display), name: context.name(entry))
        let standing = standing(taken, shown: shown, context)
        let evidence: MessageArgument = if case .beside(let item) = standing { item.cited(from: context.path) } else { .none }
        let severity: Severity = if case .unused = standing { .info } else { .warning }
        let row = taken.named[0]
        let remedy = MessageArgument.message(Self.deliberate(row, context))
        let related = RelatedItem.reserved(id: row.id, action: row.action, system: row.system)
        if row.tier == .standard {
            let names = slashList(taken.named.filter { !$0.titles.isEmpty }.map { .localized($0.commandName) })
            let owner = MessageArgument.message(
                context.isHouseRow(row) ? .repurposedStandardOwnerHouse() : .repurposedStandardOwnerStandard())
            let action = MessageArgument.localized(row.actionText)
            let message: Message =
                switch standing {
                case .always:
                    .repurposedStandardTakesStandard(written: .message(written), owner: owner, names: names, action: action, remedy: remedy)
                case .beside:
                    .repurposedStandardTakesStandardBeside(
                        written: .message(written), owner: owner, names: names, action: action, evidence: evidence, remedy: remedy)
                case .unused:
                    .repurposedStandardTakesStandardUnused(
                        written: .message(written), owner: owner, names: names, action: action, remedy: remedy)
                }
            return context.finding(Self.description, entry: entry, message: message, severity: severity, related: related)
        }
        let condition =
            row.tier == .conditional ? row.conditionText.map { Message.repurposedStandardAndCondition(condition: .localized($0)) } : nil
        let behavior = MessageArgument.localized(row.behaviorText ?? row.actionText)
        let also = Self.also(others, context)
        let message: Message =
            switch standing {
            case .always:
                .repurposedStandardTakesBehavior(
                    written: .message(written), behavior: behavior, condition: .optional(condition), remedy: remedy)
            case .beside:
                .repurposedStandardTakesBehaviorBeside(
                    written: .message(written), behavior: behavior, condition: .optional(condition), evidence: evidence, remedy: remedy,
                    also: also)
            case .unused:
                .repurposedStandardTakesBehaviorUnused(
                    written: .message(written), behavior: behavior, condition: .optional(condition), remedy: remedy, also: also)
            }
        return context.finding(Self.description, entry: entry, message: message, severity: severity, related: related)
    }

    /// The other text keys the manifest takes, after the first: "⌘→ in "Next", ⌘↑ in "First" and ⌘↓ in "Last"".
    private static func also(_ others: [Taken], _ context: LintContext) -> MessageArgument {
        let keys = others.map {
            MessageArgument.message(.repurposedStandardKeyIn(symbols: .text($0.key.shortcut.first.symbols), name: context.name($0.entry)))
        }
        guard !keys.isEmpty else { return .none }
        return .message(.repurposedStandardAlsoKeys(keys: andList(keys)))
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
