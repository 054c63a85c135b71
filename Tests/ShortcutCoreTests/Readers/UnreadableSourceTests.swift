import Testing

@testable import ShortcutCore

/// What the source readers cannot follow is an `unreadable-source` note (information), at the
/// place reading stopped, saying what was left unchecked; never an error, so never a failed build.
@Suite struct UnreadableSourceTests {
    static func notes(_ text: String, _ language: SourceLexer.Language = .swift) -> [String] {
        SourceReaderHelpers.read(text, language: language).problems.filter { $0.kind == .unreadable }.map(\.message)
    }

    @Test func anUnreadableFileIsAnInfoNoteWithTheLineAndTheUncheckedCount() throws {
        let text = """
            Button("Share") { }.keyboardShortcut("k")
            let help = \"\"\"
                Press ⌘K.
            Button("Bold") { }.keyboardShortcut("b")
            item.keyEquivalent = "i"

            """
        let findings = SourceReaderHelpers.lint(text).filter { $0.ruleID == UnreadableSourceRule.id }
        let note = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(note.severity == .info)
        #expect(note.span.start.line == 2)
        #expect(
            note.message
                == "unterminated multi-line string literal: no closing `\"\"\"` follows; the reader stops here, so the rest of the file is not checked (2 shortcut-like calls in it)"
        )
        #expect(SourceReaderHelpers.entries(text) == ["Share | Command-K | -"])
    }

    @Test func aStringUnterminatedOnItsLineLeavesTheRestOfThatLineUnchecked() {
        let text = "let t = \"Open; item.keyEquivalent = key\nButton(\"Save\") { }.keyboardShortcut(\"s\")\n"
        #expect(
            Self.notes(text) == [
                "unterminated string literal: no closing `\"` on this line; the reader goes on at the next line, so the rest of line 1 is not checked (1 shortcut-like call in it)"
            ])
        #expect(SourceReaderHelpers.entries(text) == ["Save | Command-S | -"])
    }

    @Test func unbalancedBracketsAreANoteAndReadingGoesOn() {
        let text = "f(a))\nButton(\"Save\") { }.keyboardShortcut(\"s\")\n"
        #expect(
            Self.notes(text) == [
                "`)` closes nothing; the code after it is still read and checked, but the brackets or `#if` blocks around it may be misread"
            ])
        #expect(SourceReaderHelpers.entries(text) == ["Save | Command-S | -"])
    }

    @Test func aFileInUTF16IsNotReadAndItsCallsAreCounted() {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "Button(\"A\") { }.keyboardShortcut(\"a\")\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let reading = SwiftSourceReader.reading(SourceFile(path: "Wide.swift", bytes: bytes), language: .swift)
        #expect(reading.manifest.shortcuts.isEmpty)
        #expect(
            reading.problems.map(\.message) == [
                "the file is UTF-16 (little-endian) encoded, not UTF-8, so it is not checked (1 shortcut-like call in it); save it as UTF-8"
            ])
        #expect(reading.problems.map(\.kind) == [.unreadable])
    }

    @Test func bytesThatAreNotUTF8InACommentAreHarmless() {
        let comment = Array("// (c) 2004 Fran".utf8) + [0xE7] + Array("ois\n".utf8)
        let item = Array("[menu addItemWithTitle:@\"Open\" action:nil keyEquivalent:@\"o\"];\n".utf8)
        let reading = SwiftSourceReader.reading(SourceFile(path: "Old.m", bytes: comment + item), language: .objectiveC)
        #expect(reading.problems.isEmpty)
        #expect(reading.manifest.shortcuts.map(\.title) == ["Open"])
    }

    /// Burn's TagAPI.m marks its sections with MacRoman bullets (`#pragma mark` followed by bytes
    /// A5 A5 CA), which clang compiles: bytes outside a literal reach no title or key.
    @Test func bytesThatAreNotUTF8OutsideALiteralAreHarmless() {
        let pragma = Array("#pragma mark ".utf8) + [0xA5, 0xA5, 0xCA] + Array(" Tags\nint a = 1;\n".utf8)
        let item = Array("[menu addItemWithTitle:@\"Open\" action:nil keyEquivalent:@\"o\"];\n".utf8)
        let reading = SwiftSourceReader.reading(SourceFile(path: "TagAPI.m", bytes: pragma + item), language: .objectiveC)
        #expect(reading.problems.isEmpty)
        #expect(reading.manifest.shortcuts.map(\.title) == ["Open"])
    }

    @Test func bytesThatAreNotUTF8InALiteralAreANoteAndTheFileIsStillRead() {
        let item = Array("[menu addItemWithTitle:@\"Caf".utf8) + [0xE9] + Array("\" action:nil keyEquivalent:@\"o\"];\n".utf8)
        let reading = SwiftSourceReader.reading(SourceFile(path: "Old.m", bytes: item), language: .objectiveC)
        #expect(reading.problems.map(\.kind) == [.unreadable])
        #expect(reading.problems.first?.range.start == 28)
        #expect(
            reading.problems.first?.message.hasPrefix(
                "the file is not valid UTF-8: byte 0xE9 does not start a character; the code is still read") == true)
        #expect(reading.manifest.shortcuts.map(\.keyText) == ["Command-O"])
    }

    @Test func shortcutLikeCallsAreCountedByWholeName() {
        let text =
            "x.keyboardShortcut(KeyboardShortcut(\"a\")) keyEquivalentModifierMask UIKeyCommand KeyboardShortcut.save setKeyEquivalent:"
        #expect(UnreadableSource.shortcutLikeCalls(in: Array(text.utf8)[...]) == 4)
    }

    @Test func aManifestSyntaxErrorStaysAnError() {
        let findings = LintHelpers.lint("app: Scribe\nshortcuts:\n  - title: \"New\n", path: "app.shortcuts.yml").findings
        #expect(findings.contains { $0.ruleID == SyntaxErrorRule.id && $0.severity == .error })
        #expect(!findings.contains { $0.ruleID == UnreadableSourceRule.id })
    }
}
