import Testing

@testable import ShortcutCore

/// Alternate and hidden menu items, as AppKit treats them.
///
/// An `alternate="YES"` item is shown in place of the item above it while its extra modifier is
/// held (Close ⌘W, Close All ⌥⌘W): the reader records that relation in the model (the item above
/// gets its Interface Builder id as `id`, the alternate names it in `complements`), so it is never
/// an unrelated variant. A `hidden="YES"` item "does not participate in command key matching"
/// (AppKit, NSMenuItem.isHidden) until the app shows it: it conflicts with nothing, and every other
/// rule still judges its chord.
@Suite struct AlternateAndHiddenItemTests {
    typealias Fixture = InterfaceBuilderFixture

    static func mask(_ attributes: String) -> String { "<modifierMask key=\"keyEquivalentModifierMask\" \(attributes)/>" }

    static func ruleIDs(_ items: String) -> [String] {
        LintHelpers.ruleIDs(Fixture.xib(items), path: "MainMenu.xib")
    }

    @Test func anAlternateComplementsTheItemAboveIt() {
        let entries = Fixture.fileEntries(
            Fixture.xib(
                """
                <menuItem title="Close" keyEquivalent="w" id="cl1"/>
                <menuItem title="Close All" alternate="YES" keyEquivalent="w" id="cl2">\(Self.mask("option=\"YES\" command=\"YES\""))</menuItem>
                """))
        #expect(entries.map(\.id) == ["cl1", nil])
        #expect(entries.map(\.complements) == [nil, "cl1"])
    }

    @Test func consecutiveAlternatesAllVaryTheItemAboveThem() {
        let entries = Fixture.fileEntries(
            Fixture.xib(
                """
                <menuItem title="Crop" keyEquivalent="k" id="crop"/>
                <menuItem title="Auto Crop – Separate" alternate="YES" keyEquivalent="K" id="separate"/>
                <menuItem title="Auto Crop – Combined" alternate="YES" keyEquivalent="k" id="combined">\(Self.mask("control=\"YES\" command=\"YES\""))</menuItem>
                """))
        #expect(entries.map(\.complements) == [nil, "crop", "crop"])
    }

    @Test func anAlternateOnAnotherKeyOrAfterAnItemWithoutAKeyRelatesNothing() {
        let entries = Fixture.fileEntries(
            Fixture.xib(
                """
                <menuItem title="Move to Trash" keyEquivalent="d" id="trash"/>
                <menuItem title="Close All" alternate="YES" keyEquivalent="w" id="closeAll">\(Self.mask("option=\"YES\" command=\"YES\""))</menuItem>
                <menuItem title="Open Home Page" id="home"/>
                <menuItem title="Open in Browser" alternate="YES" keyEquivalent="b" id="browser">\(Self.mask("option=\"YES\" command=\"YES\""))</menuItem>
                """))
        #expect(entries.map(\.complements) == [nil, nil, nil])
        #expect(entries.map(\.id) == [nil, nil, nil])
    }

    @Test func anArchivedAlternateIsRelatedTheSameWay() {
        // The GitX-style archive: Close All (⌥⌘W) follows Move to Trash (⌘⌫), another key.
        let entries = InterfaceBuilderReader.read(SourceFile(path: "MainMenu.xib", text: InterfaceBuilderArchiveTests.archive)).manifest
            .shortcuts
        #expect(entries.first { $0.title == "Close All" }?.complements == nil)
        let related = Fixture.fileEntries(
            Fixture.xib(
                """
                <menuItem title="Show Library" keyEquivalent="l" id="library"/>
                <menuItem title="Reveal in Finder" alternate="YES" keyEquivalent="L" id="reveal"/>
                """))
        #expect(related.map(\.complements) == [nil, "library"])
    }

    /// The plain item is in another group (a separator between), so only the alternate flag can
    /// make the two related; an alternate sits right after its item, as AppKit requires.
    @Test func anAlternateIsNeverAnUnrelatedVariantOfItsItem() {
        let item = { (between: String, alternate: String) in
            """
            <menuItem title="Show Library" keyEquivalent="l" id="library"/>\(between)
            <menuItem title="Reveal in Finder"\(alternate) keyEquivalent="l" id="reveal">\(Self.mask("option=\"YES\" command=\"YES\""))</menuItem>
            """
        }
        #expect(Self.ruleIDs(item("<menuItem isSeparatorItem=\"YES\" id=\"sep\"/>", "")).contains("unrelated-shift-variant"))
        #expect(!Self.ruleIDs(item("", " alternate=\"YES\"")).contains("unrelated-shift-variant"))
    }

    @Test func aHiddenItemConflictsWithNoItemOnItsChord() {
        let items = { (hidden: String) in
            """
            <menuItem title="Lock Note" keyEquivalent="l" id="lock"/>
            <menuItem title="Unlock Note"\(hidden) keyEquivalent="l" id="unlock"/>
            """
        }
        #expect(Self.ruleIDs(items("")).contains("duplicate-shortcut"))
        #expect(!Self.ruleIDs(items(" hidden=\"YES\"")).contains("duplicate-shortcut"))
    }

    @Test func aHiddenItemsChordIsStillJudged() {
        let item =
            "<menuItem title=\"Snapshot\" hidden=\"YES\" keyEquivalent=\"3\" id=\"shot\">\(Self.mask("shift=\"YES\" command=\"YES\""))</menuItem>"
        #expect(Self.ruleIDs(item).contains("system-reserved"))
    }
}
