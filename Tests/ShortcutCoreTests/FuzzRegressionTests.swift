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
}
