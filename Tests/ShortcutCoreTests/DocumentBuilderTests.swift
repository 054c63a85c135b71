import Testing

@testable import ShortcutCore

@Suite struct DocumentBuilderTests {
    let source = SourceFile(path: "t.json", text: #"{"a":[1,2],"b":"x"}"#)

    func build() -> Document {
        var builder = DocumentBuilder(source: source)
        builder.beginContainer(.object, start: 0)
        builder.addScalar(.string, range: ByteRange(start: 1, end: 4), sourceText: ByteRange(start: 2, end: 3))
        builder.beginContainer(.array, start: 5)
        builder.addScalar(.number, range: ByteRange(start: 6, end: 7), sourceText: ByteRange(start: 6, end: 7))
        builder.addScalar(.number, range: ByteRange(start: 8, end: 9), sourceText: ByteRange(start: 8, end: 9))
        builder.endContainer(end: 10)
        builder.addScalar(.string, range: ByteRange(start: 11, end: 14), sourceText: ByteRange(start: 12, end: 13))
        builder.addScalar(.string, range: ByteRange(start: 15, end: 18), decodedText: Array("x".utf8))
        builder.endContainer(end: 19)
        return builder.finish()
    }

    @Test func membersSkipOverNestedValues() {
        let document = build()
        let keys = document.members(document.root).map { document.text($0.key) }
        #expect(keys == ["a", "b"])
        #expect(document.count(document.root) == 2)
    }

    @Test func arrayElementsKeepTheirText() throws {
        let document = build()
        let array = try #require(document.member(document.root, named: "a"))
        #expect(document.elements(array).map { document.number($0) } == [1, 2])
    }

    @Test func decodedTextIsNotVerbatim() throws {
        let document = build()
        let value = try #require(document.member(document.root, named: "b"))
        #expect(document.text(value) == "x")
        #expect(document.verbatimTextOffset(value) == nil)
    }

    @Test func aliasCopyDuplicatesSubtree() {
        var builder = DocumentBuilder(source: source)
        builder.beginContainer(.array, start: 0)
        let first = builder.nextIndex
        builder.beginContainer(.array, start: 1)
        builder.addScalar(.number, range: ByteRange(start: 6, end: 7), sourceText: ByteRange(start: 6, end: 7))
        builder.endContainer(end: 8)
        builder.appendCopy(ofNodeAt: first, at: ByteRange(start: 9, end: 11))
        builder.endContainer(end: 5)
        let document = builder.finish()
        let inner = Array(document.elements(document.root))
        #expect(inner.count == 2)
        #expect(inner.map { document.elements($0).map { document.text($0) } } == [["1"], ["1"]])
        let copied = document.elements(inner[1]).first { _ in true }!
        #expect(document.range(inner[1]) == ByteRange(start: 9, end: 11))
        #expect(document.range(copied) == ByteRange(start: 9, end: 11))
        #expect(document.verbatimTextOffset(copied) == nil)
    }

    @Test func unfinishedContainersAreMarkedIncompleteAndDropDanglingKeys() {
        var builder = DocumentBuilder(source: source)
        builder.beginContainer(.object, start: 0)
        builder.addScalar(.string, range: ByteRange(start: 1, end: 4), sourceText: ByteRange(start: 2, end: 3))
        let document = builder.finish(closingOpenContainersAt: 5)
        #expect(document.isIncomplete(document.root))
        #expect(document.count(document.root) == 0)
    }

    @Test func aContainerClosedBeforeItsStartEndsWhereItStarts() {
        var builder = DocumentBuilder(source: source)
        builder.beginContainer(.object, start: 9)
        let document = builder.finish(closingOpenContainersAt: 5)
        #expect(document.range(document.root) == ByteRange(start: 9, end: 9))
    }

    @Test func aStringCanShareAnEarlierScalarsTextAtItsOwnPosition() {
        var builder = DocumentBuilder(source: source)
        builder.beginContainer(.array, start: 0)
        builder.addScalar(.number, range: ByteRange(start: 6, end: 7), sourceText: ByteRange(start: 6, end: 7))
        builder.addScalar(.string, range: ByteRange(start: 15, end: 18), decodedText: Array("x".utf8))
        builder.addString(range: ByteRange(start: 11, end: 12), sharingTextOfNodeAt: 1)
        builder.addString(range: ByteRange(start: 13, end: 14), sharingTextOfNodeAt: 2)
        #expect(builder.kind(ofNodeAt: 1) == .number)
        builder.endContainer(end: 19)
        let document = builder.finish()
        let elements = Array(document.elements(document.root))
        #expect(elements.map { document.kind($0) } == [.number, .string, .string, .string])
        #expect(elements.map { document.text($0) } == ["1", "x", "1", "x"])
        #expect(document.range(elements[2]) == ByteRange(start: 11, end: 12))
        // Its text is elsewhere (the anchor's): nothing may point into it or fix it from here.
        #expect(document.verbatimTextOffset(elements[2]) == nil)
    }

    @Test func locationsCountScalarsAndSkipTheByteOrderMark() {
        let file = SourceFile(path: "x", bytes: [0xEF, 0xBB, 0xBF] + Array("a⌘b\r\nc".utf8))
        #expect(file.location(of: 3) == SourceLocation(line: 1, column: 1))
        #expect(file.location(of: 7) == SourceLocation(line: 1, column: 3))
        #expect(file.location(of: 10) == SourceLocation(line: 2, column: 1))
    }
}
