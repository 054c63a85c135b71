import Testing

@testable import ShortcutCore

/// What a terminal or a CI log may be shown of a title or path: its control characters escaped
/// the way Swift writes them, everything else as it is.
@Suite struct TerminalTextTests {
    @Test(arguments: [
        ("\u{1B}[2J", #"\u{1B}[2J"#), ("a\rb", #"a\u{D}b"#), ("a\nb", #"a\u{A}b"#), ("\u{0}", #"\u{0}"#),
        ("\u{7F}", #"\u{7F}"#), ("\u{9B}31m", #"\u{9B}31m"#), ("a\u{2028}b", #"a\u{2028}b"#), ("\u{202E}txt", #"\u{202E}txt"#),
        ("\u{2066}", #"\u{2066}"#),
    ])
    func controlCharactersAreEscaped(_ text: String, _ expected: String) {
        #expect(TerminalText.escaped(text) == expected)
    }

    @Test func otherTextIsKeptAsItIs() {
        let text = "Shift-Command-\\ (⇧⌘\\) in \"Quit ‹App›\"\tcafé 🎹 \u{A0}\u{2030}"
        #expect(TerminalText.escaped(text) == text)
    }

    @Test func lineBreaksCanBeKeptForTextOfManyLines() {
        #expect(TerminalText.escaped("a\u{1B}\r\nb\n", keepingLineBreaks: true) == "a\\u{1B}\r\nb\n")
    }

    @Test func theJSONWriterEscapesTheSameCharacters() {
        var json = JSONWriter()
        json.value("\u{1B}\u{7F}\u{9B}\u{2028}\u{202E}é")
        #expect(json.string == #""\u001b\u007f\u009b\u2028\u202eé""#)
    }
}
