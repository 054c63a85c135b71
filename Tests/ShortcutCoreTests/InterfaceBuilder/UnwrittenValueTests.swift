import Testing

@testable import ShortcutCore

/// A value Interface Builder never writes (hand-edited or damaged files) is a note at its line,
/// never a guess: before issue 20 (row 11) an invalid base64 key dropped the item without a word
/// and an invalid modifier mask was read as Command alone.
@Suite struct UnwrittenValueTests {
    /// The File menu's item `item`, read: its entries and its problems, with their lines.
    static func read(_ item: String) -> (entries: [ShortcutEntry], notes: [(message: String, line: Int)]) {
        let text = InterfaceBuilderFixture.xib(item)
        let source = SourceFile(path: "MainMenu.xib", text: text)
        let read = InterfaceBuilderReader.read(source)
        let notes = read.problems.map { problem in
            #expect(problem.kind == .unresolved, "\(problem.message)")
            return (problem.message, source.location(of: problem.range.start).line)
        }
        return (read.manifest.shortcuts.filter { $0.menu?.components.first == "File" }, notes)
    }

    /// The fixture's File-menu items sit on line 16.
    static let itemLine = 16

    @Test func aKeyEquivalentThatIsNotBase64IsANoteAtItsLine() throws {
        let item = #"<menuItem title="Delete" id="x1"><string key="keyEquivalent" base64-UTF8="YES">!!not base64!!</string></menuItem>"#
        let (entries, notes) = Self.read(item)
        #expect(entries.isEmpty)
        let note = try #require(notes.first)
        #expect(note.message.hasPrefix("\"Delete\": its key equivalent is not base64 of UTF-8 text"))
        #expect(note.line == Self.itemLine)
    }

    @Test(arguments: ["-1", "0x100000", "1e23", "1048576.0", "99999999999999999999", "65536", " 1048576"])
    func anIntegerMaskInterfaceBuilderDoesNotWriteIsANoteNotCommand(_ mask: String) throws {
        let (entries, notes) = Self.read(
            InterfaceBuilderFixture.item("n", title: "New", attributes: "keyEquivalentModifierMask=\"\(mask)\""))
        #expect(entries.isEmpty, "read as \(entries.first?.keyText ?? "")")
        let note = try #require(notes.first)
        #expect(note.message.contains("its modifier mask \"\(mask)\" is not one Interface Builder writes"))
        #expect(note.line == Self.itemLine)
    }

    @Test func aValidIntegerMaskIsStillRead() {
        let (entries, notes) = Self.read(
            InterfaceBuilderFixture.item("n", title: "New", attributes: "keyEquivalentModifierMask=\"1572864\""))
        #expect(entries.map(\.keyText) == ["Option-Command-N"])
        #expect(notes.isEmpty)
    }

    @Test(arguments: [#"command="YES" hyper="YES""#, #"command="yes""#, #"shift="1" command="YES""#])
    func aMaskElementInterfaceBuilderDoesNotWriteIsANote(_ attributes: String) throws {
        let (entries, notes) = Self.read(InterfaceBuilderFixture.item("n", mask: attributes, title: "New"))
        #expect(entries.isEmpty)
        let note = try #require(notes.first)
        #expect(note.message.contains("its modifier mask"))
        #expect(note.line == Self.itemLine)
    }

    @Test func anArchivedMaskThatIsNoNumberIsANote() throws {
        let archive = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="8.00">
            <data>
            <object class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
            <object class="NSMenu" id="649796088">
            <string key="NSTitle">AMainMenu</string>
            <string key="NSName">_NSMainMenu</string>
            <object class="NSMutableArray" key="NSMenuItems">
            <object class="NSMenuItem" id="1">
            <string key="NSTitle">New</string>
            <string key="NSKeyEquiv">n</string>
            <int key="NSKeyEquivModMask">-1</int>
            </object>
            </object>
            </object>
            </object>
            </data>
            </archive>
            """
        let source = SourceFile(path: "MainMenu.xib", text: archive)
        let read = InterfaceBuilderReader.read(source)
        #expect(read.manifest.shortcuts.isEmpty)
        let note = try #require(read.problems.first)
        #expect(note.kind == .unresolved)
        #expect(note.message.contains("its modifier mask \"-1\""))
        #expect(source.location(of: note.range.start).line == 12)
    }
}
