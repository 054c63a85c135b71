/// A translated copy of an Interface Builder menu whose item has another key equivalent than the
/// same item of the base file.
struct LocalizationDriftRule: Rule {
    static let id = "localization-drift"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .warning,
        guideline: .hig,
        triggeringExamples: [
            RuleExample(
                interfaceBuilder: RuleExample.fileMenu(
                    """
                                                <menuItem title="Veröffentlichen…" keyEquivalent=↓"p" id="publish">
                                                    <modifierMask key="keyEquivalentModifierMask" shift="YES" command="YES"/>
                                                </menuItem>
                    """),
                path: "de.lproj/MainMenu.xib",
                beside: [
                    .init(
                        path: "Base.lproj/MainMenu.xib",
                        text: RuleExample.fileMenu(
                            #"                            <menuItem title="Publish…" keyEquivalent="k" id="publish"/>"#))
                ],
                note: "the-base-file-moved-publish",
                messages: [
                    "Shift-Command-P (⇧⌘P) of \"Veröffentlichen…\" in the German (de) menu is not the base menu's Command-K (⌘K) for the same item (\"Publish…\", Base.lproj/MainMenu.xib:9)"
                ]),
            RuleExample(
                interfaceBuilder: RuleExample.fileMenu(
                    #"                            <menuItem title="Publier…" keyEquivalent=↓"k" id="publish"/>"#),
                path: "fr.lproj/MainMenu.xib",
                beside: [
                    .init(
                        path: "Base.lproj/MainMenu.xib",
                        text: RuleExample.fileMenu(#"                            <menuItem title="Publish…" id="publish"/>"#))
                ],
                note: "a-shortcut-only-the-french",
                messages: ["is a shortcut the same item in the base menu (\"Publish…\", Base.lproj/MainMenu.xib:9) does not have"]),
        ],
        nonTriggeringExamples: [
            RuleExample(
                interfaceBuilder: RuleExample.fileMenu(
                    #"                            <menuItem title="Veröffentlichen…" keyEquivalent="k" id="publish"/>"#),
                path: "de.lproj/MainMenu.xib",
                beside: [
                    .init(
                        path: "Base.lproj/MainMenu.xib",
                        text: RuleExample.fileMenu(
                            #"                            <menuItem title="Publish…" keyEquivalent="k" id="publish"/>"#))
                ],
                note: "the-translation-keeps-the-bases"),
            RuleExample(
                interfaceBuilder: RuleExample.fileMenu(
                    """
                                                <!-- shortcut-lint: allow localization-drift -->
                                                <menuItem title="Veröffentlichen…" keyEquivalent="v" id="publish"/>
                    """),
                path: "de.lproj/MainMenu.xib",
                beside: [
                    .init(
                        path: "Base.lproj/MainMenu.xib",
                        text: RuleExample.fileMenu(
                            #"                            <menuItem title="Publish…" keyEquivalent="p" id="publish"/>"#))
                ],
                note: "a-deliberate-change-said-so"),
        ])

    init() {}

    /// Per-file checks have nothing to compare: the copies and their bases come together.
    func check(_ context: LintContext) -> [Finding] { [] }

    func checkTogether(_ group: AppManifests) -> [Finding] {
        group.translations.flatMap { drifts(in: $0, messages: group.messages) }
    }

    /// Each item of the copy whose key differs from its base item's.
    private func drifts(in translation: TranslatedCopy, messages: MessageCatalogue) -> [Finding] {
        let (copy, base) = (translation.copy, translation.base)
        var findings: [Finding] = []
        for (index, counterpart) in translation.correspondence.counterparts.enumerated() {
            guard let counterpart, !MenuItemCorrespondence.sameKey(copy, index, base, counterpart) else { continue }
            let (item, baseItem) = (copy.menuLayout.items[index], base.menuLayout.items[counterpart])
            let baseEntry = baseItem.entry.flatMap { base.entry(atPosition: $0) }
            let baseLine = base.source.location(of: (baseEntry?.keyRange ?? baseItem.anchor).start).line
            let baseName = baseEntry.map { base.origin.name($0) } ?? Self.name(baseItem)
            let (path, line) = (MessageArgument.text(base.source.path), MessageArgument.number(baseLine))
            let menu = MessageArgument.message(translation.language.menuName)
            let deliberately = copy.origin.deliberately(manifest: .remedyDeliberateInManifest(rule: .text(Self.id)), rule: Self.id)
            let alternative = Optional(deliberately).orRemedy
            let related = baseEntry.map { entry in
                let start = base.source.location(of: entry.keyRange.start)
                return RelatedItem.entry(file: base.source.path, line: start.line, column: start.column, id: entry.id, title: entry.title)
            }
            if let position = item.entry, let entry = copy.entry(atPosition: position), let key = entry.key {
                let message: Message
                if let baseKey = baseEntry?.key {
                    message = .localizationDriftChanged(
                        shortcut: .text(key.display), name: copy.origin.name(entry), menu: menu, baseShortcut: .text(baseKey.display),
                        baseName: baseName, path: path, line: line, baseChord: .text(baseKey.shortcut.higText), alternative: alternative)
                } else if baseItem.key == nil {
                    message = .localizationDriftAdded(
                        shortcut: .text(key.display), name: copy.origin.name(entry), menu: menu, baseName: baseName, path: path, line: line,
                        alternative: alternative)
                } else {
                    // The base's key is one the rules cannot read: it was noted there.
                    continue
                }
                findings.append(.about(entry, in: copy, rule: Self.description, message: messages.render(message), related: related))
            } else if item.key == nil, let baseKey = baseEntry?.key {
                let message = Message.localizationDriftLost(
                    name: Self.name(item), menu: menu, baseShortcut: .text(baseKey.display), baseName: baseName, path: path, line: line,
                    baseChord: .text(baseKey.shortcut.higText))
                var finding = Finding(
                    ruleID: Self.id, severity: Self.description.defaultSeverity, message: messages.render(message), file: copy.source.path,
                    range: item.anchor, span: copy.source.span(item.anchor))
                finding.related = related
                findings.append(finding)
            }
        }
        return findings
    }

    private static func name(_ item: MenuLayout.Item) -> MessageArgument {
        .message(item.title.isEmpty ? .nameUntitledMenuItem() : .nameTitle(title: .text(item.title)))
    }
}
