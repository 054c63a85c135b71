import Testing

@testable import ShortcutCore

/// The YAML parser's structure: block and flow collections, documents, and the positions every
/// node carries.
@Suite struct YAMLParserTests {
    static let manifest = """
        app: Scribe
        platforms: [macOS, iPadOS]
        shortcuts:
          - id: newNote        # comment
            title: New Note
            key: Command-N
            menu: File
          - title: "Sort by Name"
            key: 'Control-Option-Command-N'
            menu: View > Sort By
            when: editor

        """

    func parse(_ text: String) -> ParseResult { YAMLParser.parse(SourceFile(path: "m.yaml", text: text)) }

    @Test func aManifestReadsAsTheTreeItDescribes() {
        #expect(
            YAMLRendering.value(Self.manifest) == #"{"app":"Scribe","platforms":["macOS","iPadOS"],"shortcuts":["#
                + #"{"id":"newNote","title":"New Note","key":"Command-N","menu":"File"},"#
                + #"{"title":"Sort by Name","key":"Control-Option-Command-N","menu":"View > Sort By","when":"editor"}]}"#)
    }

    @Test func aBlockMappingSpansFromItsFirstKeyToTheEndOfItsLastValue() throws {
        let document = parse(Self.manifest).document
        let shortcuts = try #require(document.member(document.root, named: "shortcuts"))
        let second = try #require(Array(document.elements(shortcuts)).last)
        let span = document.span(second)
        #expect(span.start == SourceLocation(line: 8, column: 5))
        #expect(span.end == SourceLocation(line: 11, column: 17))
        #expect(document.span(document.root).start == SourceLocation(line: 1, column: 1))
    }

    @Test func scalarsSpanExactlyTheirTextQuotesIncluded() throws {
        let document = parse(Self.manifest).document
        let shortcuts = try #require(document.member(document.root, named: "shortcuts"))
        let second = try #require(Array(document.elements(shortcuts)).last)
        let title = try #require(document.member(second, named: "title"))
        #expect(
            document.span(title)
                == SourceSpan(
                    start: SourceLocation(line: 8, column: 12),
                    end: SourceLocation(line: 8, column: 26)))
        let key = try #require(document.members(second).first { document.text($0.key) == "key" }?.key)
        #expect(
            document.span(key)
                == SourceSpan(
                    start: SourceLocation(line: 9, column: 5),
                    end: SourceLocation(line: 9, column: 8)))
    }

    @Test func aFlowCollectionSpansItsBrackets() throws {
        let document = parse(Self.manifest).document
        let platforms = try #require(document.member(document.root, named: "platforms"))
        #expect(
            document.span(platforms)
                == SourceSpan(
                    start: SourceLocation(line: 2, column: 12),
                    end: SourceLocation(line: 2, column: 27)))
    }

    @Test func aBlockSequenceSpansFromItsFirstDashToItsLastValue() throws {
        let document = parse("list:\n  - a\n  - [b]\n").document
        let list = try #require(document.member(document.root, named: "list"))
        #expect(document.range(list) == ByteRange(start: 8, end: 19))
    }

    @Test func verbatimScalarsPointIntoTheSource() throws {
        let text = "a: Command-N\nb: 'Option-X'\nc: \"Shift-Y\"\nd: \"Tab\\tZ\"\ne: 'it''s'\n"
        let document = parse(text).document
        let offsets = document.members(document.root).map { document.verbatimTextOffset($0.value) }
        #expect(offsets == [3, 17, 31, nil, nil])
    }

    @Test(arguments: [
        ("key:\n- a\n- b\nnext: c\n", #"{"key":["a","b"],"next":"c"}"#),
        ("- a: 1\n  b: [x, {y: z}]\n- - nested\n  - seq\n", #"[{"a":1,"b":["x",{"y":"z"}]},["nested","seq"]]"#),
        ("{a: [1, {b: c}], d: {}}", #"{"a":[1,{"b":"c"}],"d":{}}"#),
        ("[a, b: c, {d}]", #"[a,{"b":"c"},{"d":null()}]"#.replacingOccurrences(of: "[a", with: #"["a""#)),
        ("a:\n  b:\n    c: 1\n  d:\n", #"{"a":{"b":{"c":1},"d":null()}}"#),
        ("? a\n: 1\n? b\n", #"{"a":1,"b":null()}"#),
    ])
    func collectionsNestInEachOther(yaml: String, expected: String) {
        #expect(YAMLRendering.value(yaml) == expected)
    }

    @Test func commentsMayFollowAnythingAndFillLines() {
        let yaml = "# head\na: 1 # one\n# between\nb: [x, # inside\n  y] # after\n  # indented\n"
        #expect(YAMLRendering.value(yaml) == #"{"a":1,"b":["x","y"]}"#)
    }

    @Test func documentMarkersAndDirectivesFrameTheDocument() {
        #expect(YAMLRendering.value("%YAML 1.2\n%TAG !e! tag:yaml.org,2002:\n---\na: !e!str 1\n...\n") == #"{"a":"1"}"#)
    }

    @Test func anEmptyManifestIsANullDocument() {
        let result = parse("# nothing here\n")
        #expect(result.error == nil)
        #expect(result.document.kind(result.document.root) == .null)
    }

    @Test func aManifestHoldsOneDocument() throws {
        let result = parse("a: 1\n---\nb: 2\n")
        let error = try #require(result.error)
        #expect(error.message == "a manifest holds one YAML document; found a second at line 2")
        #expect(error.offset == 5)
        #expect(YAMLRendering.render(result.document, result.document.root) == #"{"a":1}"#)
    }

    @Test func aStreamHoldsEveryDocument() {
        let stream = YAMLParser.parseStream(SourceFile(path: "s.yaml", text: "a\n---\nb\n...\n--- c\n"))
        #expect(stream.error == nil)
        #expect(stream.documents.map { YAMLRendering.render($0, $0.root) } == [#""a""#, #""b""#, #""c""#])
    }

    @Test func anAliasExpandsToACopyOfItsAnchoredNode() {
        let yaml = "base: &b {key: Command-N, menu: File}\ncopy: *b\nname: &n title\n*n : again\n"
        #expect(
            YAMLRendering.value(yaml)
                == #"{"base":{"key":"Command-N","menu":"File"},"copy":{"key":"Command-N","menu":"File"},"name":"title","title":"again"}"#)
    }

    @Test func keysAreStringsAsWritten() throws {
        let document = parse("1: a\ntrue: b\n0x1F: c\n").document
        let keys = document.members(document.root).map { (document.kind($0.key), document.text($0.key)) }
        #expect(keys.map(\.0) == [.string, .string, .string])
        #expect(keys.map(\.1) == ["1", "true", "0x1F"])
    }

    @Test func crlfAndByteOrderMarkGiveTheSameValuesAndLines() throws {
        let lf = "a: 1\nb:\n  - x\n  - \"y\n    z\"\n"
        let crlf = [0xEF, 0xBB, 0xBF] + Array(lf.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        let plain = parse(lf).document
        let result = YAMLParser.parse(SourceFile(path: "crlf.yaml", bytes: crlf))
        #expect(result.error == nil)
        let document = result.document
        #expect(YAMLRendering.render(document, document.root) == YAMLRendering.render(plain, plain.root))
        #expect(YAMLRendering.render(document, document.root) == #"{"a":1,"b":["x","y z"]}"#)
        let list = try #require(document.member(document.root, named: "b"))
        let last = try #require(Array(document.elements(list)).last)
        #expect(
            document.span(last)
                == SourceSpan(
                    start: SourceLocation(line: 4, column: 5),
                    end: SourceLocation(line: 5, column: 7)))
    }

    @Test func carriageReturnsAloneEndLinesToo() {
        #expect(YAMLRendering.value("a: 1\rb: |\r  x\r  y\r") == #"{"a":1,"b":"x\ny\n"}"#)
    }
}
