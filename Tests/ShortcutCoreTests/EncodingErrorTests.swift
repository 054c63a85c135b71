import Testing

@testable import ShortcutCore

/// A file that is empty or not UTF-8 gets one finding that says why, worded the same for JSON
/// and YAML (and, for bytes that are not UTF-8, for every reader): no second error at 1:1 about
/// the document the parser never got to read.
@Suite struct EncodingErrorTests {
    private func sameInBothFormats(_ bytes: [UInt8]) -> [String]? {
        let json = Linter().lint(SourceFile(path: "m.shortcuts.json", bytes: bytes)).findings.map(Self.describe)
        let yaml = Linter().lint(SourceFile(path: "m.shortcuts.yml", bytes: bytes)).findings.map(Self.describe)
        return json == yaml ? json : nil
    }

    static func describe(_ finding: Finding) -> String {
        "\(finding.span.start.line):\(finding.span.start.column): \(finding.ruleID): \(finding.message)"
    }

    @Test(arguments: [[], [0xEF, 0xBB, 0xBF], Array(" \n\t\r\n".utf8), [0xEF, 0xBB, 0xBF, 0x0A]] as [[UInt8]])
    func anEmptyFileIsOneFindingInBothFormats(_ bytes: [UInt8]) {
        #expect(sameInBothFormats(bytes) == ["1:1: invalid-manifest: the manifest is empty; it needs at least 'shortcuts'"])
    }

    @Test func invalidUTF8IsOneMessageInBothFormats() {
        let bytes = Array("app: X".utf8) + [0xFF] + Array("\n".utf8)
        #expect(
            sameInBothFormats(bytes) == [
                "1:7: syntax-error: the file is not valid UTF-8: byte 0xFF does not start a character; save it as UTF-8"
            ])
    }

    @Test(
        arguments: [
            ([0xFF, 0xFE, 0x61, 0x00], "UTF-16 (little-endian)"), ([0xFE, 0xFF, 0x00, 0x61], "UTF-16 (big-endian)"),
            ([0x7B, 0x00, 0x7D, 0x00], "UTF-16 (little-endian)"), ([0x00, 0x61, 0x00, 0x3A], "UTF-16 (big-endian)"),
            ([0xFF, 0xFE, 0x00, 0x00, 0x61, 0x00, 0x00, 0x00], "UTF-32 (little-endian)"),
        ] as [([UInt8], String)])
    func wideEncodingsAreNamedInBothFormats(_ bytes: [UInt8], _ name: String) {
        #expect(sameInBothFormats(bytes) == ["1:1: syntax-error: the file is \(name) encoded, not UTF-8; save it as UTF-8"])
    }

    /// Bytes that only start like UTF-16 (a lone surrogate, an odd length, a control character
    /// beside the NUL) are garbage, told by their first invalid byte or as a syntax error, never
    /// called UTF-16 (issue 20).
    @Test(
        arguments: [
            [0xFF, 0xFE, 0x00, 0xD8, 0x41, 0x00], [0x7B, 0x00, 0x7D], [0x01, 0x00, 0x02, 0x00, 0xC3], [0x7B, 0x00, 0x00, 0xDC],
            [0xFF, 0xFE, 0x00, 0x00, 0x00, 0x00, 0x11, 0x00],
        ] as [[UInt8]])
    func garbageIsNotCalledUTF16(_ bytes: [UInt8]) {
        for path in ["m.shortcuts.json", "m.shortcuts.yml", "MainMenu.xib", "Menus.swift"] {
            let messages = Linter().lint(SourceFile(path: path, bytes: bytes)).findings.map(\.message)
            #expect(!messages.isEmpty || path.hasSuffix(".swift"), "\(path)")
            #expect(!messages.contains { $0.contains("UTF-16") || $0.contains("UTF-32") }, "\(path): \(messages)")
        }
    }

    /// Text each reader reads cleanly up to the bad byte that follows it, and where that byte is.
    static let everyInputKind: [(path: String, before: String, at: String)] = [
        ("m.shortcuts.json", #"{"app": "X","#, "1:13"), ("m.shortcuts.yml", "app: X\n", "2:1"),
        ("MainMenu.xib", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document>", "2:11"),
    ]

    @Test(arguments: everyInputKind)
    func invalidUTF8IsOneFindingWordedAlikeInEveryInputKind(_ input: (path: String, before: String, at: String)) {
        let bytes = Array(input.before.utf8) + [0xFF] + Array("\n".utf8)
        let findings = Linter().lint(SourceFile(path: input.path, bytes: bytes)).findings.map(Self.describe)
        #expect(
            findings == ["\(input.at): syntax-error: the file is not valid UTF-8: byte 0xFF does not start a character; save it as UTF-8"])
    }

    /// In source code, which people do not write for the linter, the same cause is a note in the
    /// same words: the linter's own limits never fail a build (docs/swift-sources.md).
    @Test(arguments: [("Menus.swift", "let a = 1\nlet b = \"", "2:10"), ("Menus.m", "int a;\nchar *b = \"", "2:12")])
    func invalidUTF8InSourceIsANoteWordedAlike(_ input: (path: String, before: String, at: String)) {
        let bytes = Array(input.before.utf8) + [0xFF] + Array("\";\n".utf8)
        let findings = Linter().lint(SourceFile(path: input.path, bytes: bytes)).findings
        #expect(
            findings.map(Self.describe).map { $0.components(separatedBy: ";")[0] } == [
                "\(input.at): unreadable-source: the file is not valid UTF-8: byte 0xFF does not start a character"
            ])
        #expect(findings.map(\.severity) == [.info])
    }

    @Test func aUTF16InterfaceBuilderFileIsNamedSo() {
        let findings = Linter().lint(SourceFile(path: "MainMenu.xib", bytes: [0xFF, 0xFE, 0x61, 0x00])).findings.map(Self.describe)
        #expect(findings == ["1:1: syntax-error: the file is UTF-16 (little-endian) encoded, not UTF-8; save it as UTF-8"])
    }

    @Test(arguments: ["Menus.swift", "Menus.m"])
    func aUTF16SourceFileIsANoteThatNamesItsEncoding(_ path: String) {
        let findings = Linter().lint(SourceFile(path: path, bytes: [0xFF, 0xFE, 0x61, 0x00])).findings.map(Self.describe)
        #expect(
            findings == [
                "1:1: unreadable-source: the file is UTF-16 (little-endian) encoded, not UTF-8, so it is not checked (no shortcut-like call in it); save it as UTF-8"
            ])
    }

    @Test func theEncodingMessageSaysUTF8Once() throws {
        let finding = try #require(Linter().lint(SourceFile(path: "m.yml", bytes: [0x61, 0xC3, 0x28])).findings.first)
        #expect(finding.message.components(separatedBy: "UTF-8").count == 3, "named in 'not valid UTF-8' and 'save it as UTF-8' only")
        #expect(!finding.message.contains("UTF-8: invalid UTF-8"))
    }

    @Test func aJSONFileKeepsTheEntriesBeforeTheBadByte() {
        let bytes = Array(#"{"shortcuts": [{"title": "Snap", "key": "Shift-Command-3"}, {"title": "B"#.utf8) + [0xFF] + Array(#""}]}"#.utf8)
        let ids = Linter().lint(SourceFile(path: "m.json", bytes: bytes)).findings.map(\.ruleID)
        #expect(ids.contains("system-reserved"))
        #expect(ids.filter { $0 == "syntax-error" }.count == 1)
        #expect(!ids.contains("invalid-manifest"))
    }
}
