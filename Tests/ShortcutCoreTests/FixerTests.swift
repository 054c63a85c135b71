import Testing

@testable import ShortcutCore

/// `--fix` rewrites only the characters of the key strings it fixes, idempotently, and never
/// touches a file that does not parse.
@Suite struct FixerTests {
    static func fix(_ text: String, path: String = "t.json") -> Fixer.Outcome {
        Fixer.fix(SourceFile(path: path, text: text), with: Linter())
    }

    @Test func reordersModifiersInPlaceKeepingEverythingElse() {
        let text = "{ \"shortcuts\" : [\r\n\t{\"key\":\"cmd+shift+e\",   \"title\": \"Export\"}\r\n]}\r\n"
        let outcome = Self.fix(text)
        #expect(outcome.changed)
        #expect(String(decoding: outcome.bytes, as: UTF8.self) == text.replacingOccurrences(of: "cmd+shift+e", with: "shift+cmd+e"))
    }

    @Test func secondFixChangesNothing() {
        let once = Self.fix("{\"shortcuts\": [{\"title\": \"Export\", \"key\": \"Command-Option-E\"}]}")
        let twice = Fixer.fix(SourceFile(path: "t.json", bytes: once.bytes), with: Linter())
        #expect(once.changed)
        #expect(!twice.changed)
        #expect(twice.bytes == once.bytes)
    }

    @Test func brokenFileIsNeverTouched() {
        let text = "{\"shortcuts\": [{\"title\": \"Export\", \"key\": \"Command-Option-E\"}"
        let outcome = Self.fix(text)
        #expect(!outcome.changed)
        #expect(outcome.refusal != nil)
        #expect(outcome.bytes == Array(text.utf8))
    }

    @Test func keysWithEscapesAreNotRewritten() {
        // The key's text is not a verbatim copy of its bytes, so there is no safe span to replace.
        let text = "{\"shortcuts\": [{\"title\": \"Export\", \"key\": \"Command-Option-\\u0045\"}]}"
        let outcome = Self.fix(text)
        #expect(!outcome.changed)
        #expect(outcome.bytes == Array(text.utf8))
    }

    @Test func replacementIsEscapedForItsQuotes() {
        let bytes = Array("k: 'a'\n".utf8)
        let encoded = InPlaceText.encode("it's", replacing: ByteRange(start: 4, end: 5), in: bytes)
        #expect(encoded.map { String(decoding: $0, as: UTF8.self) } == "it''s")
        let json = Array("\"a\"".utf8)
        #expect(
            InPlaceText.encode("say \"x\"", replacing: ByteRange(start: 1, end: 2), in: json).map { String(decoding: $0, as: UTF8.self) }
                == "say \\\"x\\\"")
    }

    @Test func plainScalarThatWouldNeedQuotesIsRefused() {
        let bytes = Array("k: a\n".utf8)
        #expect(InPlaceText.encode("a: b", replacing: ByteRange(start: 3, end: 4), in: bytes) == nil)
        #expect(InPlaceText.encode("Shift-Command-E", replacing: ByteRange(start: 3, end: 4), in: bytes) != nil)
    }
}

@Suite struct UnifiedDiffTests {
    @Test func showsChangedLinesWithContext() {
        let original = Array("a\nb\nc\nd\ne\nf\ng\nh\n".utf8)
        let fixed = Array("a\nb\nc\nd\nE\nf\ng\nh\n".utf8)
        let diff = UnifiedDiff.render(path: "m.yml", original: original, fixed: fixed)
        #expect(diff == "--- a/m.yml\n+++ b/m.yml\n@@ -2,7 +2,7 @@\n b\n c\n d\n-e\n+E\n f\n g\n h\n")
    }

    @Test func identicalFilesGiveNoDiff() {
        #expect(UnifiedDiff.render(path: "m", original: [0x61], fixed: [0x61]).isEmpty)
    }

    @Test func lastLineWithoutNewlineIsMarked() {
        let diff = UnifiedDiff.render(path: "m", original: Array("x".utf8), fixed: Array("y".utf8))
        #expect(diff.contains("-x\n\\ No newline at end of file\n+y\n\\ No newline at end of file\n"))
    }
}

@Suite struct UnifiedDiffLineEndingTests {
    @Test func crlfLinesAreWholeLines() {
        let diff = UnifiedDiff.render(path: "m", original: Array("a\r\nb\r\n".utf8), fixed: Array("a\r\nB\r\n".utf8))
        #expect(diff == "--- a/m\n+++ b/m\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+B\r\n")
    }
}
