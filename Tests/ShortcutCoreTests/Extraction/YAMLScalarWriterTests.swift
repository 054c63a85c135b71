import Testing

@testable import ShortcutCore

/// Every text a title, menu or id can hold is written so that a YAML manifest reads it back
/// unchanged, and plain whenever that is safe.
@Suite struct YAMLScalarWriterTests {
    /// The title `text` after a write and a read through our YAML parser and manifest decoder.
    private func readBack(title text: String) -> String? {
        let yaml = "shortcuts:\n  - title: \(YAMLScalarWriter.block(text))\n    key: Command-N\n"
        let parsed = YAMLParser.parse(SourceFile(path: "a.shortcuts.yml", text: yaml))
        guard parsed.error == nil else { return "syntax error: \(parsed.error!.message)" }
        return ManifestDecoder.decode(parsed.document).manifest.shortcuts.first?.title
    }

    static let tricky = [
        "Key: Value", "Hash # Tag", "C# Mode", "Say \"Hi\"", "It's", "- Dash first", "-", "? Question", ":colon", "Trailing:",
        "Ångström…", "Close Window…", "日本語のメニュー", "[Bracketed]", "{Braced}", "a, b", "@home", "%percent", "`tick`", "!bang",
        "&anchor", "*alias", "| pipe", "> fold", "...", "---", "--- more", ". dot", " leading space", "trailing space ",
        "line\nbreak", "tab\there", "bell\u{7}", "escape\u{1B}[31m", "nul\u{0}", "del\u{7F}", "next\u{85}line", "line\u{2028}sep",
        "bom\u{FEFF}", "rtl\u{202E}", "back\\slash", "true", "False", "no", "yes", "on", "Off", "y", "null", "~", "NULL", "123", "-4",
        "1.5", ".5", "1e3", "0x1F", "0o17", "1_000", ".inf", "-.Inf", ".nan", "", "   ", "Save As… (⇧⌘S)",
    ]

    @Test(arguments: tricky)
    func aWrittenTitleReadsBackUnchanged(_ text: String) {
        #expect(readBack(title: text) == text, "written as \(YAMLScalarWriter.block(text))")
    }

    @Test func ordinaryTitlesArePlain() {
        for text in [
            "New Note", "Save As…", "Print…", "Quit Scribe", "Sort By > Name", "Zoom In (+)", "Ångström", "1Password", "3D View", "C#",
        ] {
            #expect(YAMLScalarWriter.block(text) == text)
        }
    }

    @Test func quotedTitlesEscapeOnlyWhatTheyMust() {
        #expect(YAMLScalarWriter.block("Key: Value") == "\"Key: Value\"")
        #expect(YAMLScalarWriter.block("Say \"Hi\"") == "Say \"Hi\"", "a quote inside a plain scalar is text")
        #expect(YAMLScalarWriter.block("\"Hi\" Said") == #""\"Hi\" Said""#)
        #expect(YAMLScalarWriter.block("line\nbreak") == #""line\nbreak""#)
        #expect(YAMLScalarWriter.block("rtl\u{202E}") == #""rtl\u202E""#)
        #expect(YAMLScalarWriter.block("Ångström: …") == "\"Ångström: …\"")
    }

    @Test func flowItemsQuoteFlowIndicators() {
        #expect(YAMLScalarWriter.flowSequence(["control-modifier", "a, b", "[x]"]) == #"[control-modifier, "a, b", "[x]"]"#)
        let yaml = "shortcuts:\n  - title: T\n    key: Command-N\n    allow: \(YAMLScalarWriter.flowSequence(["a, b", "{c}", "d"]))\n"
        let document = YAMLParser.parse(SourceFile(path: "a.shortcuts.yml", text: yaml)).document
        #expect(ManifestDecoder.decode(document).manifest.shortcuts.first?.allow.map(\.ruleID) == ["a, b", "{c}", "d"])
    }
}
