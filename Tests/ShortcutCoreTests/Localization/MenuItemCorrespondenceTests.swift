import Testing

@testable import ShortcutCore

/// Which item of a localized copy is which item of its base: the object id where it vouches for
/// the item, else the place in menus of the same size, else the one item with the same key in the
/// corresponding menu.
@Suite struct MenuItemCorrespondenceTests {
    private func manifest(_ items: String, path: String) -> Manifest {
        InterfaceBuilderFixture.read(InterfaceBuilderFixture.xib(items), path: path).manifest
    }

    /// The base title of each copy item's counterpart, by the copy's titles.
    private func pairs(base: String, copy: String) -> [String: String] {
        let (base, copy) = (manifest(base, path: "Base.lproj/MainMenu.xib"), manifest(copy, path: "de.lproj/MainMenu.xib"))
        let correspondence = MenuItemCorrespondence(base: base, copy: copy)
        var pairs: [String: String] = [:]
        for (index, counterpart) in correspondence.counterparts.enumerated() {
            pairs[copy.menuLayout.items[index].title] = counterpart.map { base.menuLayout.items[$0].title } ?? "-"
        }
        return pairs
    }

    @Test func itemsKeepingTheBasesIdsCorrespondByIdWhateverTheirOrder() {
        let found = pairs(
            base: #"<menuItem title="Minimize" keyEquivalent="m" id="23"/><menuItem title="Zoom" id="203"/>"#,
            copy: #"<menuItem title="Réduire/agrandir" id="203"/><menuItem title="Placer dans le Dock" keyEquivalent="m" id="23"/>"#)
        #expect(found["Placer dans le Dock"] == "Minimize")
        #expect(found["Réduire/agrandir"] == "Zoom")
    }

    @Test func anIdOfAnItemInAnotherMenuIsAChanceAndThePlaceDecides() {
        // The copy's first File item has the id of the base's Quit item, in the application menu.
        let found = pairs(
            base: #"<menuItem title="Align Left" keyEquivalent="{" id="1652"/>"#,
            copy: #"<menuItem title="Linksbündig" keyEquivalent="Ö" id="136"/>"#)
        #expect(found["Linksbündig"] == "Align Left")
    }

    @Test func whenIdAndPlaceDisagreeTheOneWithTheSameKeyWins() {
        // Ids given one language at a time: the Italian Save has the id of the English item below it.
        let found = pairs(
            base: #"<menuItem title="Save" keyEquivalent="s" id="1666"/><menuItem title="Close file synchronization" id="1667"/>"#,
            copy: #"<menuItem title="Registra" keyEquivalent="s" id="1667"/><menuItem title="Chiudi" id="1668"/>"#)
        #expect(found["Registra"] == "Save")
    }

    @Test func anItemAddedInOneLanguageShiftsNothingIntoAWrongPair() {
        let found = pairs(
            base: #"<menuItem title="Open" keyEquivalent="o" id="a1"/><menuItem title="Print" keyEquivalent="p" id="a2"/>"#,
            copy:
                #"<menuItem title="Neu" keyEquivalent="n" id="b0"/><menuItem title="Öffnen" keyEquivalent="o" id="b1"/><menuItem title="Drucken" keyEquivalent="d" id="b2"/>"#
        )
        #expect(found["Neu"] == "-")
        #expect(found["Drucken"] == "-", "the File menus differ in size, so places say nothing")
        #expect(found["Öffnen"] == "Open", "the one item with its key in the corresponding menu")
    }

    @Test func separatorsAndSubmenusOnlyCorrespondToTheirKind() {
        let found = pairs(
            base: #"<menuItem isSeparatorItem="YES" id="s1"/><menuItem title="Print" keyEquivalent="p" id="p1"/>"#,
            copy: #"<menuItem title="Drucken" keyEquivalent="p" id="s1"/><menuItem isSeparatorItem="YES" id="p1"/>"#)
        #expect(found["Drucken"] == "Print")
    }
}
