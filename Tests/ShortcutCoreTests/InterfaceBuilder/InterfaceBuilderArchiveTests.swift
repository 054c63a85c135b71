import Testing

@testable import ShortcutCore

/// The Interface Builder 3 archive format (Xcode 3 and 4), where masks are integers. The fixture
/// follows the layout of GitX's MainMenu.xib (andrewschleifer/GitX b873121a, MainMenu.xib):
/// `NSMenu`/`NSMenuItem` objects, `NSKeyEquivModMask` integers, mutable-string titles.
struct InterfaceBuilderArchiveTests {
    static let archive = """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10">
        \t<data>
        \t\t<int key="IBDocument.SystemTarget">1050</int>
        \t\t<object class="NSMutableArray" key="IBDocument.RootObjects" id="478503744">
        \t\t\t<object class="NSMenu" id="25504806">
        \t\t\t\t<string key="NSTitle">MainMenu</string>
        \t\t\t\t<object class="NSMutableArray" key="NSMenuItems">
        \t\t\t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
        \t\t\t\t\t<object class="NSMenuItem" id="859553509">
        \t\t\t\t\t\t<reference key="NSMenu" ref="25504806"/>
        \t\t\t\t\t\t<string key="NSTitle">GitX</string>
        \t\t\t\t\t\t<string key="NSKeyEquiv"/>
        \t\t\t\t\t\t<int key="NSKeyEquivModMask">1048576</int>
        \t\t\t\t\t\t<object class="NSMenu" key="NSSubmenu" id="492995933">
        \t\t\t\t\t\t\t<string key="NSTitle">GitX</string>
        \t\t\t\t\t\t\t<object class="NSMutableArray" key="NSMenuItems">
        \t\t\t\t\t\t\t\t<object class="NSMenuItem" id="406172696">
        \t\t\t\t\t\t\t\t\t<string key="NSTitle">Hide Others</string>
        \t\t\t\t\t\t\t\t\t<string key="NSKeyEquiv">h</string>
        \t\t\t\t\t\t\t\t\t<int key="NSKeyEquivModMask">1572864</int>
        \t\t\t\t\t\t\t\t</object>
        \t\t\t\t\t\t\t\t<reference ref="674626438"/>
        \t\t\t\t\t\t\t</object>
        \t\t\t\t\t\t\t<string key="NSName">_NSAppleMenu</string>
        \t\t\t\t\t\t</object>
        \t\t\t\t\t</object>
        \t\t\t\t\t<object class="NSMenuItem" id="19371157">
        \t\t\t\t\t\t<string key="NSTitle">File</string>
        \t\t\t\t\t\t<string key="NSKeyEquiv"/>
        \t\t\t\t\t\t<object class="NSMenu" key="NSSubmenu" id="310195297">
        \t\t\t\t\t\t\t<object class="NSMutableString" key="NSTitle">
        \t\t\t\t\t\t\t\t<characters key="NS.bytes">File</characters>
        \t\t\t\t\t\t\t</object>
        \t\t\t\t\t\t\t<object class="NSMutableArray" key="NSMenuItems">
        \t\t\t\t\t\t\t\t<object class="NSMenuItem" id="968242847">
        \t\t\t\t\t\t\t\t\t<string key="NSTitle">Save As…</string>
        \t\t\t\t\t\t\t\t\t<string key="NSKeyEquiv">S</string>
        \t\t\t\t\t\t\t\t\t<int key="NSKeyEquivModMask">1048576</int>
        \t\t\t\t\t\t\t\t</object>
        \t\t\t\t\t\t\t\t<object class="NSMenuItem" id="1">
        \t\t\t\t\t\t\t\t\t<string key="NSTitle">Move to Trash</string>
        \t\t\t\t\t\t\t\t\t<string type="base64-UTF8" key="NSKeyEquiv">CA</string>
        \t\t\t\t\t\t\t\t\t<int key="NSKeyEquivModMask">1048576</int>
        \t\t\t\t\t\t\t\t</object>
        \t\t\t\t\t\t\t\t<object class="NSMenuItem" id="2">
        \t\t\t\t\t\t\t\t\t<string key="NSTitle">Close All</string>
        \t\t\t\t\t\t\t\t\t<string key="NSKeyEquiv">w</string>
        \t\t\t\t\t\t\t\t\t<int key="NSKeyEquivModMask">1572864</int>
        \t\t\t\t\t\t\t\t\t<bool key="NSIsAlternate">YES</bool>
        \t\t\t\t\t\t\t\t</object>
        \t\t\t\t\t\t\t\t<object class="NSMenuItem" id="3">
        \t\t\t\t\t\t\t\t\t<string key="NSTitle">Next</string>
        \t\t\t\t\t\t\t\t\t<string key="NSKeyEquiv">\u{F703}</string>
        \t\t\t\t\t\t\t\t\t<int key="NSKeyEquivModMask">9437184</int>
        \t\t\t\t\t\t\t\t\t<bool key="NSIsHidden">YES</bool>
        \t\t\t\t\t\t\t\t</object>
        \t\t\t\t\t\t\t\t<object class="NSMenuItem" id="4">
        \t\t\t\t\t\t\t\t\t<string key="NSTitle">Bare</string>
        \t\t\t\t\t\t\t\t\t<string key="NSKeyEquiv">b</string>
        \t\t\t\t\t\t\t\t</object>
        \t\t\t\t\t\t\t</object>
        \t\t\t\t\t\t</object>
        \t\t\t\t\t</object>
        \t\t\t\t</object>
        \t\t\t\t<string key="NSName">_NSMainMenu</string>
        \t\t\t</object>
        \t\t\t<object class="NSMenuItem" id="674626438">
        \t\t\t\t<string key="NSTitle">Quit GitX</string>
        \t\t\t\t<string key="NSKeyEquiv">q</string>
        \t\t\t\t<int key="NSKeyEquivModMask">1048576</int>
        \t\t\t</object>
        \t\t\t<object class="NSMenu" id="777">
        \t\t\t\t<string key="NSTitle">Row Menu</string>
        \t\t\t\t<object class="NSMutableArray" key="NSMenuItems">
        \t\t\t\t\t<object class="NSMenuItem" id="778">
        \t\t\t\t\t\t<string key="NSTitle">Copy SHA</string>
        \t\t\t\t\t\t<string key="NSKeyEquiv">c</string>
        \t\t\t\t\t\t<int key="NSKeyEquivModMask">1179648</int>
        \t\t\t\t\t</object>
        \t\t\t\t</object>
        \t\t\t</object>
        \t\t</object>
        \t</data>
        </archive>
        """

    static let read = InterfaceBuilderReader.read(SourceFile(path: "MainMenu.xib", text: archive))

    @Test func itemsWithAKeyAreReadWithTheirIntegerMasks() {
        #expect(Self.read.problems.isEmpty)
        #expect(
            Self.read.manifest.shortcuts.map(\.title) == [
                "Hide Others", "Quit GitX", "Save As…", "Move to Trash", "Close All", "Next", "Bare", "Copy SHA",
            ])
        #expect(
            Self.read.manifest.shortcuts.map(\.keyText) == [
                "Option-Command-H", "Command-Q", "Shift-Command-S", "Command-Delete", "Option-Command-W",
                "Command-Right arrow", "B", "Shift-Command-C",
            ])
    }

    @Test func menuPathsAppAndScopesFollowTheArchivedMenus() {
        #expect(Self.read.manifest.app == "GitX")
        #expect(Self.read.manifest.platforms == PlatformSet(.macOS))
        #expect(Self.read.manifest.shortcuts.map { $0.menu?.text } == ["GitX", "GitX", "File", "File", "File", "File", "File", "Row Menu"])
        #expect(Self.read.manifest.shortcuts.map(\.when) == [nil, nil, nil, nil, nil, nil, nil, "menu.777"])
    }

    @Test func alternateAndHiddenFlagsAreRead() {
        #expect(Self.read.manifest.shortcuts.map(\.isAlternate) == [false, false, false, false, true, false, false, false])
        #expect(Self.read.manifest.shortcuts.map(\.isHidden) == [false, false, false, false, false, true, false, false])
    }

    @Test func theKeyRangeIsTheKeyEquivalentElement() throws {
        let source = SourceFile(path: "MainMenu.xib", text: Self.archive)
        let entry = try #require(InterfaceBuilderReader.read(source).manifest.shortcuts.first)
        #expect(
            String(decoding: source.bytes[entry.keyRange.start..<entry.keyRange.end], as: UTF8.self)
                == "<string key=\"NSKeyEquiv\">h</string>")
    }
}
