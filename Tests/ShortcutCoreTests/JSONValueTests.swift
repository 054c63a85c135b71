import Testing

@testable import ShortcutCore

/// The test helper that conformance tests compare values with must itself be right.
@Suite struct JSONValueTests {
    @Test func readsSeveralConcatenatedValuesAsAStream() throws {
        let text = "{\n  \"a\": \"b\"\n}\n[\n  \"c\"\n]\n\"d e\"\nnull\n12 true\n"
        let values = try JSONValue.parseJSONText(Array(text.utf8))
        #expect(
            values == [
                .object([(key: "a", value: .string("b"))]), .array([.string("c")]), .string("d e"),
                .null, .number(12), .bool(true),
            ])
    }

    @Test func emptyTextHoldsNoValues() throws {
        #expect(try JSONValue.parseJSONText([]) == [])
    }

    @Test func foundationBooleansAreNotNumbers() throws {
        #expect(
            try JSONValue.parseJSONText(Array("[true, 1, 0, false]".utf8))
                == [.array([.bool(true), .number(1), .number(0), .bool(false)])])
    }

    @Test func objectsCompareAsMapsWhereTheLastDuplicateWins() {
        let ours = JSONValue.object([(key: "a", value: .number(1)), (key: "b", value: .null), (key: "a", value: .number(2))])
        #expect(ours == .object([(key: "b", value: .null), (key: "a", value: .number(2))]))
        #expect(ours != .object([(key: "a", value: .number(1)), (key: "b", value: .null)]))
    }

    @Test func nanEqualsNaN() {
        #expect(JSONValue.number(.nan) == .number(.nan))
    }

    @Test func convertsAParsedDocument() {
        let document = JSONParser.parse(SourceFile(path: "t.json", text: #"{"k": [1, "x", null, false]}"#)).document
        #expect(
            JSONValue.from(document, document.root)
                == .object([(key: "k", value: .array([.number(1), .string("x"), .null, .bool(false)]))]))
    }
}
