import Testing

@testable import ShortcutCore

/// Inputs the libFuzzer targets (Fuzz/, docs/fuzzing.md) found breaking an invariant, kept as
/// specifications of the behaviour that was wrong.
@Suite struct FuzzRegressionTests {
    /// Every node reachable by walking the tree, counted; a key without a value would be
    /// unreachable (members come in pairs) and counted short.
    static func reachableNodes(_ document: Document) -> Int {
        var pending = [document.root]
        var count = 0
        while let node = pending.popLast() {
            count += 1
            pending += document.elements(node)
            for (key, value) in document.members(node) { pending += [key, value] }
        }
        return count
    }

    @Test(arguments: ["[a:", "[a: ", "[True- F@LS: ", "[? a :"])
    func truncatedFlowPairKeepsItsKeyAndValueInPairs(text: String) throws {
        let result = YAMLParser.parse(SourceFile(path: "t.yml", text: text))
        #expect(result.error != nil)
        let document = result.document
        #expect(Self.reachableNodes(document) == document.nodeCount)
        let pair = try #require(document.elements(document.root).first { _ in true })
        #expect(document.kind(pair) == .object)
        #expect(document.count(pair) == 1)
    }

    @Test(arguments: [("⌘+ A", "Command-+ A"), ("⌘- A", "Command-- A"), ("⌘+, ⌘S", "Command-+ Command-S")])
    func plusOrMinusTouchingASymbolAndEndingTheStrokeIsTheKey(written: String, expected: String) throws {
        let parsed = try ShortcutNotation.parse(written).get()
        #expect(parsed.shortcut.higText == expected)
    }

    @Test(arguments: [("- Comma", "- ,"), ("- ,", "- ,"), ("⌘K , ⌘S", "Command-K , Command-S"), ("⌘K, ⌘S", "Command-K Command-S")])
    func aCommaStandingAloneAfterASpaceIsTheCommaKey(written: String, expected: String) throws {
        let parsed = try ShortcutNotation.parse(written).get()
        #expect(parsed.shortcut.higText == expected)
    }

    @Test(arguments: ["cmd + shift+ +  A", "Command-+ A", "⌘+ A", "Command-- ⌘K", "- Comma", "Command-, , ,"])
    func symbolsOfAParsedShortcutReadBackToIt(written: String) throws {
        let shortcut = try ShortcutNotation.parse(written).get().shortcut
        #expect(try ShortcutNotation.parse(shortcut.symbols).get().shortcut == shortcut)
        #expect(try ShortcutNotation.parse(shortcut.higText).get().shortcut == shortcut)
    }

    @Test(.timeLimit(.minutes(1)))
    func megabytesOfUnknownKeyAreRefusedWithoutComparingThemToEveryKeyName() {
        let junk = String(repeating: "x", count: 2_000_000)
        for text in ["Command-\(junk)", "\(junk)-K"] {
            guard case .failure(let error) = ShortcutNotation.parse(text) else {
                Issue.record("two megabytes of x parsed")
                continue
            }
            #expect(!error.message.contains("did you mean"))
        }
    }

    /// The Swift reader walking back from `.keyboardShortcut` over a postfix `!` or `?` that is
    /// the file's first token looked at the token before it, which does not exist.
    @Test(arguments: ["!.keyboardShortcut(\">\")", "?.keyboardShortcut(\"k\")", "!.keyboardShortcut(\"k\").keyboardShortcut(\"j\")"])
    func aModifierAfterAnOperatorStartingTheFileHasNothingBeforeIt(text: String) {
        let reading = SwiftSourceReader.read(SourceFile(path: "t.swift", text: text))
        #expect(reading.manifest.shortcuts.allSatisfy { $0.title == nil })
    }

    /// A `KeyEquivalent` constant whose value is a `.` ending the file: the reader took the token
    /// after the dot, which does not exist (the source target found it, docs/fuzzing.md).
    @Test(arguments: ["let export: KeyEquivalent = .", "let export: KeyEquivalent = .upArrow.", "let export: KeyEquivalent ="])
    func aKeyConstantCutOffAtTheEndOfTheFileIsNotRead(text: String) {
        let reading = SwiftSourceReader.read(SourceFile(path: "t.swift", text: text))
        #expect(reading.manifest.shortcuts.isEmpty)
    }
}
