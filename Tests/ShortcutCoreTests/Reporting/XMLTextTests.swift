import Testing

@testable import ShortcutCore

struct XMLTextTests {
    @Test(arguments: [("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("\"", "&quot;"), ("'", "&apos;")])
    func markupCharactersAreEscaped(_ character: String, _ escaped: String) {
        #expect(XMLText.escaped("a\(character)b") == "a\(escaped)b")
    }

    @Test func tabAndLineBreaksSurviveAttributeNormalizationAsReferences() {
        #expect(XMLText.escaped("a\tb\nc\rd") == "a&#9;b&#10;c&#13;d")
    }

    @Test(arguments: ["\u{0}", "\u{1}", "\u{8}", "\u{B}", "\u{C}", "\u{1B}", "\u{1F}", "\u{FFFE}", "\u{FFFF}"])
    func charactersXML10ForbidsBecomeTheReplacementCharacter(_ character: String) {
        #expect(XMLText.escaped("a\(character)b") == "a\u{FFFD}b")
    }

    @Test func otherTextIsKeptAsIs() {
        let text = "⇧⌘K 🎹 é \u{FFFD} \u{FFEF} \u{2030} \u{A0}"
        #expect(XMLText.escaped(text) == text)
    }

    /// Allowed in XML 1.0, but control sequences to a terminal that prints the report.
    @Test func delC1AndFormattingControlsBecomeReferences() {
        #expect(XMLText.escaped("a\u{7F}b\u{9B}c\u{2028}d\u{202E}e") == "a&#127;b&#155;c&#8232;d&#8238;e")
    }

    /// The reporters' tests rely on the parser refusing what the escaping prevents.
    @Test func theTestParserRejectsAControlCharacterLeftInPlace() {
        #expect(throws: XMLTree.ParseFailure.self) { try XMLTree.parse(Array("<a>\u{1}</a>".utf8)) }
        #expect((try? XMLTree.parse(Array("<a>\(XMLText.escaped("\u{1}"))</a>".utf8))) != nil)
    }
}
