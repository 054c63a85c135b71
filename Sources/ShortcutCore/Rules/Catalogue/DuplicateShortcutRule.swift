/// Two entries that the same keystrokes would trigger, in one manifest or in the manifests of one
/// app.
struct DuplicateShortcutRule: Rule {
    static let id = "duplicate-shortcut"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .error,
        guideline: .hig,
        suggestsChords: true,
        triggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Publish
                    key: Command-U
                  - title: Upload
                    key: ↓⌘U

                """,
                message: "⌘U of \"Upload\" is already the shortcut of \"Publish\" (line 4) in the same scope"),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Comment
                    key: Command-K
                  - title: Save All
                    key: ↓cmd+k cmd+s

                """,
                message: "Command-K (⌘K) of \"Comment\" is the first stroke of cmd+k cmd+s (⌘K ⌘S) of \"Save All\" (line 4)"),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Run
                    key: Command-R
                    when: editor
                  - title: Run Selection
                    key: ↓Command-R
                    when: editor

                """,
                note: "two-entries-in-the-same",
                message: "is already the shortcut of \"Run\" (line 4)"),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Paste and Match Style
                    key: ↓Command-V
                    menu: Edit
                  - title: Paste
                    key: Command-V
                    menu: Edit

                """,
                note: "the-standard-command-keeps-its",
                message: "Command-V (⌘V) of \"Paste and Match Style\" is already the shortcut of \"Paste\" (line 7)"),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Scribe Help
                    key: Command-?
                    menu: Help
                  - title: Scribe Guide
                    key: ↓Command-?
                    menu: Scribe

                """,
                note: "the-same-command-twice-a",
                message: "is already the shortcut of \"Scribe Help\" (line 4), the same command"),
            RuleExample(
                """
                app: Scribe Helper
                kind: agent
                shortcuts:
                  - title: Find…
                    key: Command-F
                    menu: Edit > Find
                  - title: Smart Copy/Paste
                    key: ↓Command-F
                    menu: Edit > Substitutions

                """,
                note: "an-agent-apps-menu-bar-is",
                message: "in an agent app (`LSUIElement`), whose menu bar macOS never shows"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Refresh
                    key: Command-R
                    menu: View
                  - title: Run
                    key: Command-R
                    when: editor

                """,
                note: "the-editors-run-overrides-the"),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Run
                    key: Command-R
                    when: editor
                  - title: Rotate
                    key: Command-R
                    when: canvas

                """
            ),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Center
                    key: Command-|
                    menu: Format > Text
                  - title: Show All Tabs
                    key: Command-|
                    menu: View

                """,
                note: "two-of-apples-own-items"),
            RuleExample(
                """
                app: Scribe
                platforms: [macOS, iPadOS]
                shortcuts:
                  - title: Mac Console
                    key: Option-Command-K
                    platforms: [macOS]
                  - title: iPad Palette
                    key: Option-Command-K
                    platforms: [iPadOS]
                    menu: View

                """
            ),
            RuleExample(
                interfaceBuilder: RuleExample.fileMenu(
                    """
                                                <menuItem title="Lock Note" keyEquivalent="l" id="lockNote"/>
                                                <menuItem title="Unlock Note" hidden="YES" keyEquivalent="l" id="unlockNote"/>
                    """),
                note: "a-hidden-menu-item-takes"),
        ])

    init() {}

    func check(_ context: LintContext) -> [Finding] {
        let manifest = context.manifest
        return ConflictScan(entries: manifest.shortcuts, placements: context.placements).conflicts().compactMap { found in
            var conflict = found
            if case .sameShortcut = conflict.kind {
                let later = context.standardUse(of: manifest.shortcuts[conflict.later])
                let earlier = context.standardUse(of: manifest.shortcuts[conflict.earlier])
                // Two of Apple's own items that Apple put on one chord (Center and Show All Tabs
                // on Command-|): the app chose neither, and cannot move AppKit's.
                if let later, let earlier, later.id != earlier.id { return nil }
                // When one of the two is the standard command on its own chord (Paste on
                // Command-V), the other one is the problem, wherever it sits: report it, once.
                if later != nil, earlier == nil { swap(&conflict.later, &conflict.earlier) }
            }
            let entry = manifest.shortcuts[conflict.later]
            let other = manifest.shortcuts[conflict.earlier]
            return finding(
                conflict, entry, in: manifest, other: other, otherName: context.name(other),
                place: .duplicateShortcutPlaceLine(line: .number(context.line(of: other))), related: context.related(other),
                language: manifest.variantLanguage, messages: context.messages, sameCommand: isSameCommand(entry, other, context))
        }
    }

    /// Two entries of one file's code, each declared under a condition the other is not under
    /// (``ShortcutEntry/conditions``): they collide only while both conditions hold, which the
    /// reader cannot tell, so the finding is a warning that says so.
    static func areEachConditional(_ entry: ShortcutEntry, _ other: ShortcutEntry) -> Bool {
        guard !entry.conditions.isEmpty, !other.conditions.isEmpty else { return false }
        let (mine, theirs) = (Set(entry.conditions), Set(other.conditions))
        return !mine.isSubset(of: theirs) && !theirs.isSubset(of: mine)
    }

    /// Two entries for one command (the same title, or the same standard action: Guide… and
    /// Quicksilver Guide… are both Help): the second can never run, but nothing is lost.
    private func isSameCommand(_ entry: ShortcutEntry, _ other: ShortcutEntry, _ context: LintContext) -> Bool {
        if let title = entry.title, let otherTitle = other.title, Titles.sameCommand(title, otherTitle) {
            return true
        }
        guard let use = context.standardUse(of: entry) else { return false }
        return context.standardUse(of: other)?.id == use.id
    }

    /// Conflicts between manifests of one app: each entry against the entries of earlier
    /// manifests (conflicts within a manifest are ``check(_:)``'s), reported on the later one.
    func checkTogether(_ group: AppManifests) -> [Finding] {
        var entries: [ShortcutEntry] = []
        var fileOfSlot: [Int] = []
        for (file, manifest) in group.manifests.enumerated() {
            entries += manifest.shortcuts
            fileOfSlot += Array(repeating: file, count: manifest.shortcuts.count)
        }
        let scan = ConflictScan(entries: entries, placements: Placements(entries: entries))
        return scan.conflicts().compactMap { conflict in
            let (file, otherFile) = (fileOfSlot[conflict.later], fileOfSlot[conflict.earlier])
            guard otherFile != file else { return nil }
            let other = entries[conflict.earlier]
            let otherSource = group.manifests[otherFile].source
            let start = otherSource.location(of: other.keyRange.start)
            return finding(
                conflict, entries[conflict.later], in: group.manifests[file], other: other,
                otherName: group.manifests[otherFile].origin.name(other),
                place: .duplicateShortcutPlaceFile(path: .text(otherSource.path), line: .number(start.line), app: .text(group.app)),
                related: .entry(file: otherSource.path, line: start.line, column: start.column, id: other.id, title: other.title),
                language: group.language, messages: group.messages)
        }
    }

    /// Never offer a chord another entry takes, or starts a sequence with, where the entry applies.
    func candidateFilter(_ context: LintContext) -> (any CandidateFilter)? {
        RejectWhen { chord, entry in context.occupancy.isTaken(chord, for: entry) }
    }

    /// The finding on `entry`, named as its own manifest names it, about `other` (named
    /// `otherName`, as its manifest names it).
    private func finding(
        _ conflict: ConflictScan.Conflict, _ entry: ShortcutEntry, in manifest: Manifest, other: ShortcutEntry,
        otherName: MessageArgument, place: Message, related: RelatedItem, language: Language?, messages: MessageCatalogue,
        sameCommand: Bool = false
    ) -> Finding {
        guard let key = entry.key, let otherKey = other.key else { preconditionFailure("conflicts are between parsed keys") }
        let name = manifest.origin.name(entry)
        let scopes = manifest.origin.phrase(.separateScopes).orRemedy
        // A conflict in one language's menu names the language: the others do not have it.
        let ofMenu = MessageArgument.optional(language.map { .duplicateShortcutOfMenu(menu: .message($0.menuName)) })
        let inMenu = MessageArgument.optional(language.map { .duplicateShortcutInMenu(menu: .message($0.menuName)) })
        let message: Message
        // A warning where nothing is lost (one command on two items) or where code cannot confirm
        // the clash; an error otherwise, the rule's severity.
        var severity: Severity?
        switch conflict.kind {
        case .sameShortcut where sameCommand:
            message = .duplicateShortcutSameCommand(
                shortcut: .text(key.display), name: name, other: otherName, place: .message(place), inMenu: inMenu, alternative: scopes)
            severity = .warning
        // The capital letter first: it is the likelier cause, and its fix (the lowercase letter) is exact.
        case .sameShortcut where entry.shiftIsFromUppercaseInput || other.shiftIsFromUppercaseInput:
            message = .duplicateShortcutUppercaseInput(
                shortcut: .text(key.display), name: name, other: otherName, place: .message(place),
                which: entry.shiftIsFromUppercaseInput ? name : otherName)
            severity = .warning
        case .sameShortcut where manifest.kind == .agent:
            message = .duplicateShortcutAgentApp(shortcut: .text(key.display), name: name, other: otherName, place: .message(place))
            severity = .warning
        case .sameShortcut where Self.areEachConditional(entry, other):
            message = .duplicateShortcutConditional(shortcut: .text(key.display), name: name, other: otherName, place: .message(place))
            severity = .warning
        case .sameShortcut:
            message = .duplicateShortcutSameChord(
                shortcut: .text(key.display), name: name, other: otherName, place: .message(place), ofMenu: ofMenu, alternative: scopes)
        case .shadowsSequence(let shorterIsLater):
            let (shorterKey, longerKey) = shorterIsLater ? (key, otherKey) : (otherKey, key)
            let (shorterName, longerName) = shorterIsLater ? (name, otherName) : (otherName, name)
            message = .duplicateShortcutFirstStroke(
                shorter: .text(shorterKey.display), shorterName: shorterName, longer: .text(longerKey.display), longerName: longerName,
                place: .message(place), inMenu: inMenu)
        }
        return .about(entry, in: manifest, rule: Self.description, message: messages.render(message), severity: severity, related: related)
    }
}
