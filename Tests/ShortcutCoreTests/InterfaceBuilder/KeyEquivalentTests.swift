import Testing

@testable import ShortcutCore

/// Every way Interface Builder encodes a key and its modifiers, read into a chord written in HIG
/// text.
struct KeyEquivalentTests {
    typealias Fixture = InterfaceBuilderFixture

    @Test(arguments: [
        ("&#x8;", "Command-Delete"), ("&#x7f;", "Command-Delete"), ("&#x1b;", "Command-Esc"),
        ("&#xd;", "Command-Return"), ("&#x3;", "Command-Keypad Enter"), ("&#x9;", "Command-Tab"),
        ("&#x19;", "Shift-Command-Tab"), (" ", "Command-Space"),
    ])
    func controlCharactersAreTheirSpecialKeys(_ key: String, _ expected: String) {
        #expect(Fixture.chord(key) == expected)
    }

    @Test(arguments: [
        ("&#xF700;", "Command-Up arrow"), ("&#xF701;", "Command-Down arrow"), ("&#xF702;", "Command-Left arrow"),
        ("&#xF703;", "Command-Right arrow"), ("&#xF704;", "Command-F1"), ("&#xF70F;", "Command-F12"),
        ("&#xF717;", "Command-F20"), ("&#xF728;", "Command-Forward Delete"), ("&#xF729;", "Command-Home"),
        ("&#xF72B;", "Command-End"), ("&#xF72C;", "Command-Page Up"), ("&#xF72D;", "Command-Page Down"),
        ("&#xF739;", "Command-Keypad Clear"), ("\u{F702}", "Command-Left arrow"),
    ])
    func functionKeyCharactersAreTheirKeys(_ key: String, _ expected: String) {
        #expect(Fixture.chord(key) == expected)
    }

    @Test func theFunctionFlagOfAFunctionKeyIsNotGlobe() {
        #expect(Fixture.chord("&#xF703;", mask: "command=\"YES\" function=\"YES\"") == "Command-Right arrow")
        #expect(Fixture.chord("f", mask: "command=\"YES\" function=\"YES\"") == "Command-Globe-F")
    }

    @Test(arguments: [
        ("&#xF71C;", "F25"), ("&#xF727;", "Insert"), ("&#xF746;", "Help"), ("é", "U+00E9"), ("ab", "more than one character"),
    ])
    func keysOutsideTheModelAreReportedUncheckedAndNotGuessed(_ key: String, _ named: String) throws {
        let read = Fixture.read(Fixture.xib(Fixture.item(key, title: "Odd")))
        #expect(read.manifest.shortcuts.count == 1)  // only Quit
        let problem = try #require(read.problems.first)
        #expect(problem.kind == .unresolved)
        #expect(problem.message.contains(named) && problem.message.contains("\"Odd\""), "\(problem.message)")
        let source = SourceFile(path: "x", text: Fixture.xib(Fixture.item(key, title: "Odd")))
        #expect(String(decoding: source.bytes[problem.range.start..<problem.range.end], as: UTF8.self) == "\"\(key)\"")
    }

    /// As iTerm2's MainMenu.xib (gnachman/iTerm2 00a34885, Interfaces/MainMenu.xib, "Dashboard")
    /// writes a Return key equivalent: a child element, base64 without padding, on its own line.
    @Test func aKeyEquivalentWrittenAsABase64StringElementIsDecoded() throws {
        let item = """
            <menuItem title="Dashboard" alternate="YES" id="1461">
                <string key="keyEquivalent" base64-UTF8="YES">
            DQ
            </string>
                <modifierMask key="keyEquivalentModifierMask" shift="YES" control="YES" command="YES"/>
            </menuItem>
            """
        let text = Fixture.xib(item)
        let source = SourceFile(path: "MainMenu.xib", text: text)
        let entry = try #require(InterfaceBuilderReader.read(source).manifest.shortcuts.last)
        #expect(entry.title == "Dashboard")
        #expect(entry.keyText == "Control-Shift-Command-Return")
        #expect(
            String(decoding: source.bytes[entry.keyRange.start..<entry.keyRange.end], as: UTF8.self).hasPrefix(
                "<string key=\"keyEquivalent\""))
    }

    @Test func aKeyEquivalentStringElementWithoutBase64IsItsText() {
        let text = Fixture.xib("<menuItem title=\"Zoom\" id=\"1\"><string key=\"keyEquivalent\">=</string></menuItem>")
        #expect(Fixture.fileEntries(text).first?.keyText == "Command-=")
    }

    @Test(arguments: [("CA", "\u{8}"), ("fw==", "\u{7F}"), ("Gw", "\u{1B}"), ("76CA", "\u{F800}"), (" DQ\n", "\r")])
    func base64DecodesWithOrWithoutPadding(_ encoded: String, _ decoded: String) {
        #expect(Base64.decodeUTF8(encoded) == decoded)
    }

    @Test func textThatIsNotBase64DecodesToNothing() {
        #expect(Base64.decodeUTF8("D*Q") == nil)
        #expect(Base64.decodeUTF8("/w") == nil)  // 0xFF is not UTF-8
    }

    @Test func noMaskElementMeansCommandAlone() {
        #expect(Fixture.chord("n") == "Command-N")
    }

    @Test func anEmptyMaskElementMeansNoModifier() {
        #expect(Fixture.chord("&#x1b;", mask: "") == "Esc")
        #expect(Fixture.chord(" ", mask: "") == "Space")
    }

    @Test(arguments: [
        ("command=\"YES\"", "Command-N"), ("shift=\"YES\" command=\"YES\"", "Shift-Command-N"),
        ("option=\"YES\" command=\"YES\"", "Option-Command-N"), ("control=\"YES\" command=\"YES\"", "Control-Command-N"),
        ("shift=\"YES\" control=\"YES\" option=\"YES\" command=\"YES\"", "Control-Option-Shift-Command-N"),
        ("option=\"YES\"", "Option-N"), ("command=\"NO\"", "N"),
    ])
    func maskElementsSpellOutEachModifier(_ mask: String, _ expected: String) {
        #expect(Fixture.chord("n", mask: mask) == expected)
    }

    @Test(arguments: [
        ("1048576", "Command-H"), ("1572864", "Option-Command-H"), ("1179648", "Shift-Command-H"),
        ("1310720", "Control-Command-H"), ("0", "H"),
    ])
    func integerMasksAreAppKitModifierFlags(_ mask: String, _ expected: String) {
        let text = Fixture.xib(Fixture.item("h", attributes: "keyEquivalentModifierMask=\"\(mask)\""))
        #expect(Fixture.fileEntries(text).first?.keyText == expected)
    }

    @Test func theNumericPadFlagMakesDigitsKeypadKeys() {
        #expect(Fixture.chord("1", mask: "command=\"YES\" numericPad=\"YES\"") == "Command-Keypad 1")
        #expect(Fixture.chord("1", mask: "command=\"YES\"") == "Command-1")
    }

    @Test func anUppercaseLetterImpliesShiftOnce() {
        #expect(Fixture.chord("N") == "Shift-Command-N")
        #expect(Fixture.chord("N", mask: "shift=\"YES\" command=\"YES\"") == "Shift-Command-N")
        #expect(Fixture.chord("N", mask: "option=\"YES\" command=\"YES\"") == "Option-Shift-Command-N")
    }

    @Test(arguments: [
        ("?", "Command-?"), ("{", "Command-{"), ("+", "Command-+"), ("&quot;", "Command-\""), ("_", "Command-_"), ("*", "Shift-Command-8"),
        ("&lt;", "Command-<"),
    ])
    func shiftedCharactersAreTheirBaseKeyWithShiftWrittenTheHIGWay(_ key: String, _ expected: String) {
        #expect(Fixture.chord(key) == expected)
    }

    @Test func theWrittenKeyParsesToTheSameChordAndOffersNothingToFix() throws {
        let entry = try #require(Fixture.fileEntries(Fixture.xib(Fixture.item("?", mask: "option=\"YES\" command=\"YES\""))).first)
        let key = try #require(entry.key)
        #expect(key.chords == [Chord(key: Key(dataName: "/")!, modifiers: [.option, .shift, .command])])
        #expect(entry.keyTextOffset == nil)
        #expect(key.text == key.shortcut.higText)
        #expect(key.written.allSatisfy { zip($0.modifiers, $0.modifiers.dropFirst()).allSatisfy { $0 < $1 } })
    }
}
