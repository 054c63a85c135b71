import Testing

@testable import ShortcutCore

/// What the Interface Builder reader takes from a menu besides the chord: titles, menu paths,
/// alternates, hidden items, menus outside the main menu, storyboards, platforms, the app's name,
/// positions, suppression comments and broken files.
struct InterfaceBuilderReaderTests {
    typealias Fixture = InterfaceBuilderFixture

    @Test func eachItemWithAKeyEquivalentIsOneEntryAndItemsWithoutOneAreNot() {
        let text = Fixture.xib(
            """
            <menuItem title="New" keyEquivalent="n" id="1"/>
            <menuItem isSeparatorItem="YES" id="2"><modifierMask key="keyEquivalentModifierMask" command="YES"/></menuItem>
            <menuItem title="Open Recent" id="3"/>
            <menuItem title="Close" keyEquivalent="" id="4"/>
            <menuItem title="Save" keyEquivalent="s" id="5"/>
            """)
        let entries = Fixture.fileEntries(text)
        #expect(entries.map(\.title) == ["New", "Save"])
        #expect(entries.map(\.index) == [1, 2])
    }

    @Test func theKeyRangeIsTheAttributeValueAndTheEntryRangeTheWholeItem() throws {
        let text = Fixture.xib(
            "<menuItem title=\"New\" keyEquivalent=\"n\" id=\"1\"><modifierMask key=\"keyEquivalentModifierMask\" shift=\"YES\" command=\"YES\"/></menuItem>"
        )
        let source = SourceFile(path: "MainMenu.xib", text: text)
        let entry = try #require(InterfaceBuilderReader.read(source).manifest.shortcuts.last)
        #expect(String(decoding: source.bytes[entry.keyRange.start..<entry.keyRange.end], as: UTF8.self) == "\"n\"")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let line = lines.firstIndex { $0.contains("title=\"New\"") }!
        let column = lines[line].distance(from: lines[line].startIndex, to: lines[line].range(of: "\"n\"")!.lowerBound) + 1
        #expect(source.location(of: entry.keyRange.start) == SourceLocation(line: line + 1, column: column))
        let item = String(decoding: source.bytes[entry.range.start..<entry.range.end], as: UTF8.self)
        #expect(item.hasPrefix("<menuItem title=\"New\"") && item.hasSuffix("</menuItem>"))
        #expect(entry.keyText == "Shift-Command-N")
    }

    @Test func nestedSubmenusGiveTheMenuPath() {
        let text = Fixture.xib(
            """
            <menuItem title="Export" id="1">
                <menu key="submenu" title="Export" id="2">
                    <items>
                        <menuItem title="As PDF" keyEquivalent="p" id="3"/>
                        <menuItem title="Image" id="4">
                            <menu key="submenu" id="5">
                                <items><menuItem title="PNG" keyEquivalent="1" id="6"/></items>
                            </menu>
                        </menuItem>
                    </items>
                </menu>
            </menuItem>
            """)
        #expect(Fixture.fileEntries(text).map { $0.menu?.text } == ["File > Export", "File > Export > Image"])
    }

    @Test func alternateAndHiddenItemsAreDeclaredAsSuch() {
        let text = Fixture.xib(
            """
            <menuItem title="Close" keyEquivalent="w" id="1"/>
            <menuItem title="Close All" alternate="YES" keyEquivalent="w" id="2"><modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/></menuItem>
            <menuItem title="Debug" hidden="YES" keyEquivalent="d" id="3"/>
            """)
        let entries = Fixture.fileEntries(text)
        #expect(entries.map(\.isAlternate) == [false, true, false])
        #expect(entries.map(\.isHidden) == [false, false, true])
    }

    @Test func titlesAreKeptAsWrittenIncludingFormatPlaceholders() {
        let text = Fixture.xib("<menuItem title=\"Export &quot;%@&quot;…\" keyEquivalent=\"e\" id=\"1\"/>")
        #expect(Fixture.fileEntries(text).first?.title == "Export \"%@\"…")
    }

    @Test func theAppIsTheApplicationMenusTitleUnlessItIsAPlaceholder() {
        #expect(Fixture.read(Fixture.xib("", app: "Scribe")).manifest.app == "Scribe")
        for placeholder in ["NewApplication", "APPNAME", "$(PRODUCT_NAME)", "%@", ""] {
            #expect(Fixture.read(Fixture.xib("", app: placeholder)).manifest.app == nil, "\(placeholder)")
        }
    }

    @Test(arguments: [
        ("MacOSX.Cocoa", PlatformSet(.macOS)), ("iOS.CocoaTouch", PlatformSet([.iOS, .iPadOS])),
        ("iOS.CocoaTouch.iPad", PlatformSet([.iOS, .iPadOS])), ("AppleTV", PlatformSet(.tvOS)),
    ])
    func platformsComeFromTheTargetRuntime(_ runtime: String, _ expected: PlatformSet) {
        let read = Fixture.read(Fixture.xib(Fixture.item("n"), runtime: runtime))
        #expect(read.manifest.platforms == expected)
        #expect(read.manifest.shortcuts.allSatisfy { $0.platforms == expected })
    }

    @Test func menusOutsideTheMainMenuGetTheirOwnScopeAndTitle() {
        let text = Fixture.xib(
            Fixture.item("n", title: "New"),
            extra: """
                <menu title="Status Menu" id="ctx-1">
                    <items><menuItem title="New Window" keyEquivalent="n" id="7"/></items>
                </menu>
                <popUpButton id="8">
                    <popUpButtonCell key="cell" id="9">
                        <menu key="menu" id="pop-2">
                            <items><menuItem title="Name" keyEquivalent="1" id="10"/></items>
                        </menu>
                    </popUpButtonCell>
                </popUpButton>
                """)
        let entries = Fixture.read(text).manifest.shortcuts
        #expect(entries.map(\.title) == ["Quit Scribe", "New", "New Window", "Name"])
        #expect(entries.map(\.when) == [nil, nil, "menu.ctx-1", "popup.pop-2"])
        #expect(entries.map { $0.menu?.text } == ["Scribe", "File", "Status Menu", "Pop-up Button Menu"])
    }

    @Test func storyboardScenesAreRead() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" targetRuntime="MacOSX.Cocoa" initialViewController="B8D-0N-5wS">
                <scenes>
                    <scene sceneID="JPo-4y-FX3">
                        <objects>
                            <application id="hnw-xV-0zn" sceneMemberID="viewController">
                                <menu key="mainMenu" title="Main Menu" systemMenu="main" id="AYu-sK-qS6">
                                    <items>
                                        <menuItem title="Vienna" id="1Xt-HY-uBw">
                                            <menu key="submenu" title="Vienna" systemMenu="apple" id="uQy-DD-JDr">
                                                <items><menuItem title="Quit Vienna" keyEquivalent="q" id="4sb-4s-VLi"/></items>
                                            </menu>
                                        </menuItem>
                                    </items>
                                </menu>
                            </application>
                        </objects>
                    </scene>
                    <scene sceneID="R2V-B0-nI4">
                        <objects>
                            <viewController id="XfG-lQ-9wD" sceneMemberID="viewController">
                                <menu key="menu" title="Article" id="ctx-9">
                                    <items><menuItem title="Open in Browser" keyEquivalent="&#xd;" id="z1"/></items>
                                </menu>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let read = Fixture.read(text, path: "Main.storyboard")
        #expect(read.problems.isEmpty)
        #expect(read.manifest.app == "Vienna")
        #expect(read.manifest.shortcuts.map(\.keyText) == ["Command-Q", "Command-Return"])
        #expect(read.manifest.shortcuts.map(\.when) == [nil, "menu.ctx-9"])
        #expect(read.manifest.shortcuts.map { $0.menu?.text } == ["Vienna", "Article"])
    }

    @Test func aCommentAboveAnItemSuppressesARuleForIt() throws {
        let text = Fixture.xib(
            """
            <!-- shortcut-lint: allow control-modifier, option-modifier -->
            <menuItem title="Archive" keyEquivalent="a" id="1"><modifierMask key="keyEquivalentModifierMask" control="YES" command="YES"/></menuItem>
            """)
        let source = SourceFile(path: "MainMenu.xib", text: text)
        let reading = InterfaceBuilderReader.reading(source)
        let entry = try #require(reading.manifest.shortcuts.last)
        #expect(entry.allow.map(\.ruleID) == ["control-modifier", "option-modifier"])
        #expect(entry.allow.allSatisfy { $0.origin == .comment })
        #expect(String(decoding: source.bytes[entry.allow[0].range.start..<entry.allow[0].range.end], as: UTF8.self) == "control-modifier")
        #expect(reading.strayComments.isEmpty)
    }

    @Test func commentsThatSuppressNothingAreStrays() {
        let text = Fixture.xib(
            """
            <!-- shortcut-lint: allow control-modifier -->
            <menuItem title="No Key" id="1"/>
            <!-- shortcut-lint: disallow x -->
            <menuItem title="Save" keyEquivalent="s" id="2"/>
            <!-- an ordinary comment -->
            <menuItem title="Print" keyEquivalent="p" id="3"/>
            """)
        let reading = InterfaceBuilderReader.reading(SourceFile(path: "MainMenu.xib", text: text))
        #expect(reading.strayComments.count == 2)
        #expect(reading.strayComments[1].problem.map(MessageCatalogue.english.render)?.contains("expected 'allow'") == true)
        #expect(reading.manifest.shortcuts.allSatisfy { $0.allow.isEmpty })
    }

    @Test func aBrokenFileIsASyntaxProblemWithItsPositionAndKeepsTheItemsBeforeIt() throws {
        let text = """
            <document targetRuntime="MacOSX.Cocoa">
                <objects>
                    <menu systemMenu="main" id="1">
                        <items>
                            <menuItem title="New" keyEquivalent="n" id="2"/>
                            <menuItem title="Open" keyEquivalent="o" id="3">
            """
        let source = SourceFile(path: "Broken.xib", text: text)
        let read = InterfaceBuilderReader.read(source)
        #expect(read.manifest.shortcuts.map(\.title) == ["New"])
        let problem = try #require(read.problems.first)
        #expect(problem.kind == .syntax)
        #expect(problem.message.contains("unclosed element <menuItem> opened at 6:17"))
        #expect(source.location(of: problem.range.start).line == 6)
    }

    @Test func aFileThatIsNotAnInterfaceBuilderDocumentSaysSo() throws {
        let read = Fixture.read("<plist version=\"1.0\"><dict/></plist>")
        let problem = try #require(read.problems.first)
        #expect(problem.kind == .schema)
        #expect(problem.message.contains("root element is <plist>"))
    }

}
