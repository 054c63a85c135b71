import Testing

@testable import ShortcutCore

/// The reader numbers each menu's groups, the items between two separators, which AppKit defines
/// as separating "logical groups of menu commands" (NSMenuItem.separator()); the unrelated-shift
/// rule takes one group of one menu as related commands.
@Suite struct MenuGroupTests {
    typealias Fixture = InterfaceBuilderFixture

    static func groups(_ items: String) -> [Int?] { Fixture.fileEntries(Fixture.xib(items)).map(\.menuGroup) }

    @Test func itemsBetweenTheSameSeparatorsShareAGroup() {
        let groups = Self.groups(
            """
            <menuItem title="New" keyEquivalent="n" id="a"/>
            <menuItem title="Open…" keyEquivalent="o" id="b"/>
            <menuItem isSeparatorItem="YES" id="s"/>
            <menuItem title="Close" keyEquivalent="w" id="c"/>
            """)
        #expect(groups.count == 3)
        #expect(groups[0] != nil && groups[0] == groups[1])
        #expect(groups[2] != nil && groups[2] != groups[0])
    }

    @Test func aSubmenusItemsAreAGroupApartFromTheMenuAroundThem() {
        let groups = Self.groups(
            """
            <menuItem title="New" keyEquivalent="n" id="a"/>
            <menuItem title="Export" id="e">
                <menu key="submenu" title="Export" id="em">
                    <items>
                        <menuItem title="Export PDF" keyEquivalent="e" id="p"/>
                    </items>
                </menu>
            </menuItem>
            <menuItem title="Close" keyEquivalent="w" id="c"/>
            """)
        #expect(groups.count == 3)
        #expect(groups[0] == groups[2])
        #expect(groups[1] != nil && groups[1] != groups[0])
    }

    @Test func aManifestEntryHasNoGroup() {
        let text = "shortcuts:\n  - title: New\n    key: Command-N\n"
        let manifest = ManifestDecoder.decode(YAMLParser.parse(SourceFile(path: "s.shortcuts.yml", text: text)).document).manifest
        #expect(manifest.shortcuts.map(\.menuGroup) == [nil])
    }
}
