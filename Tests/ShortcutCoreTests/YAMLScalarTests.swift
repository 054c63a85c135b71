import Testing

@testable import ShortcutCore

/// YAML scalars: the three flow styles, block scalars, the core schema's resolution of plain
/// scalars, and tags.
@Suite struct YAMLScalarTests {
    func value(_ yaml: String) -> String? { YAMLRendering.value(yaml) }

    func root(_ yaml: String) -> (Document, NodeID) {
        let document = YAMLParser.parse(SourceFile(path: "s.yaml", text: yaml)).document
        return (document, document.root)
    }

    // MARK: Core schema

    @Test(arguments: [
        ("~", NodeKind.null), ("null", .null), ("Null", .null), ("NULL", .null), ("", .null),
        ("true", .bool), ("True", .bool), ("TRUE", .bool), ("false", .bool), ("False", .bool), ("FALSE", .bool),
        ("0", .number), ("-12", .number), ("+7", .number), ("0o17", .number), ("0x1F", .number),
        ("1.5", .number), ("-.5", .number), ("1.", .number), ("6.02e23", .number), ("1E-3", .number),
        (".inf", .number), ("-.Inf", .number), ("+.INF", .number), (".nan", .number), (".NaN", .number),
        ("no", .string), ("yes", .string), ("NO", .string), ("on", .string), ("off", .string), ("y", .string),
        ("nULL", .string), ("tRUE", .string), ("0x", .string), ("0o8", .string), ("1_000", .string),
        ("12:30", .string), ("1.2.3", .string), (".", .string), ("-1-", .string), ("0b101", .string),
        ("Command-N", .string),
    ])
    func plainScalarsResolveByTheCoreSchema(text: String, kind: NodeKind) throws {
        let (document, root) = self.root("v: \(text)\n")
        let node = try #require(document.member(root, named: "v"))
        #expect(document.kind(node) == kind)
        #expect(document.text(node) == text)
        #expect(document.isPlainScalar(node))
    }

    @Test func numbersKeepTheirTextAndHaveTheirValue() {
        let (document, root) = self.root("[0x1F, 0o17, -.inf, 2048]")
        let values = document.elements(root).map { document.number($0) }
        #expect(values == [31, 15, -.infinity, 2048])
    }

    @Test func booleansHaveTheirValue() {
        let (document, root) = self.root("[True, FALSE]")
        #expect(document.elements(root).map { document.bool($0) } == [true, false])
    }

    @Test func titleNoIsTheStringNo() {
        #expect(value("title: no") == #"{"title":"no"}"#)
    }

    @Test func titleOfDigitsIsAPlainNumberWithItsText() {
        let (document, root) = self.root("title: 2048\n")
        let title = document.member(root, named: "title")!
        #expect(document.kind(title) == .number)
        #expect(document.text(title) == "2048")
        #expect(document.isPlainScalar(title))
    }

    @Test func quotedScalarsAreStringsNeverPlain() {
        let (document, root) = self.root("['2048', \"true\", '']")
        for node in document.elements(root) {
            #expect(document.kind(node) == .string)
            #expect(!document.isPlainScalar(node))
        }
    }

    // MARK: Tags

    @Test(arguments: [
        ("!!str 123", #""123""#), ("!!str", #""""#), ("! 12", #""12""#), ("!!int \"12\"", "12"),
        ("!!float 1", "1"), ("!!bool True", "True"), ("!!null ~", "null(~)"), ("!!null", "null()"),
        ("!!map {a: 1}", #"{"a":1}"#), ("!!seq [1]", "[1]"),
        ("!<tag:yaml.org,2002:str> 0x1", #""0x1""#),
    ])
    func coreSchemaTagsAreHonoured(tagged: String, expected: String) {
        #expect(value("v: \(tagged)\n") == #"{"v":\#(expected)}"#)
    }

    @Test func aTaggedScalarIsNotPlain() throws {
        let (document, root) = self.root("v: !!str 123\n")
        #expect(!document.isPlainScalar(try #require(document.member(root, named: "v"))))
    }

    @Test(arguments: ["!!int 1.5", "!!int abc", "!!bool yes", "!!null 0", "!!float x", "!!str [a]", "!!map [a]", "!!seq a"])
    func aTagThatDoesNotFitItsNodeIsAnError(tagged: String) throws {
        let result = YAMLParser.parse(SourceFile(path: "t.yaml", text: "v: \(tagged)\n"))
        let error = try #require(result.error)
        #expect(error.kind == .syntax)
        #expect(error.offset == 3)
    }

    @Test func anyOtherTagIsRefusedAsUnsupported() throws {
        let error = try #require(YAMLParser.parse(SourceFile(path: "t.yaml", text: "a: 1\nv: !foo bar\n")).error)
        #expect(error.kind == .unsupported)
        #expect(error.message.hasPrefix("unsupported tag !foo"))
        #expect(error.offset == 8)
    }

    // MARK: Plain scalars

    @Test func multiLinePlainScalarsFoldIntoSpacesAndEmptyLinesIntoLineFeeds() {
        #expect(value("title: New\n  Note\n\n  Window\nnext: x\n") == #"{"title":"New Note\nWindow","next":"x"}"#)
    }

    @Test func plainScalarsStopAtCommentsAndKeepInnerColonsAndHashes() {
        #expect(value("a: b:c d#e # comment\n") == #"{"a":"b:c d#e"}"#)
    }

    // MARK: Quoted scalars

    @Test func singleQuotesEscapeThemselvesByDoubling() {
        #expect(value("v: 'it''s ''quoted'''") == #"{"v":"it's 'quoted'"}"#)
    }

    @Test func doubleQuotedEscapesAreDecoded() throws {
        let yaml = #"v: "\0\a\b\t\n\v\f\r\e\ \"\/\\\N\_\L\P\x41\u00e9\U0001F600""#
        let (document, root) = self.root(yaml)
        let text = document.text(try #require(document.member(root, named: "v")))
        #expect(
            Array(text.unicodeScalars.map(\.value)) == [
                0, 7, 8, 9, 10, 11, 12, 13, 0x1B, 0x20, 0x22, 0x2F, 0x5C, 0x85, 0xA0, 0x2028, 0x2029, 0x41, 0xE9, 0x1F600,
            ])
    }

    @Test func quotedLinesFoldAndABackslashJoinsThemWithoutASpace() {
        #expect(value("v: \"fold  \n  here\n\n  and\\\n  join\"") == #"{"v":"fold here\nandjoin"}"#)
        #expect(value("v: 'one\n  two'") == #"{"v":"one two"}"#)
    }

    // MARK: Block scalars

    @Test(arguments: [
        ("|\n  a\n   b\n\n", "\"a\\n b\\n\""),
        ("|-\n  a\n\n", "\"a\""),
        ("|+\n  a\n\n", "\"a\\n\\n\""),
        (">\n  a\n  b\n\n  c\n", "\"a b\\nc\\n\""),
        (">\n  a\n    more\n  b\n", "\"a\\n  more\\nb\\n\""),
        ("|2\n    indented\n", "\"  indented\\n\""),
        (">-\n  folded\n  text\n", "\"folded text\""),
    ])
    func blockScalarsKeepOrFoldLinesAndChompTheEnd(body: String, expected: String) {
        #expect(value("v: \(body)") == #"{"v":\#(expected)}"#)
    }

    @Test func aBlockScalarEndsAtTheFirstLessIndentedLine() {
        #expect(value("a: |\n  x\n\nb: y\n") == #"{"a":"x\n","b":"y"}"#)
    }
}
