import Testing

@testable import ShortcutCore

private func parse(_ text: String) -> ParseResult {
    JSONParser.parse(SourceFile(path: "test.json", text: text))
}

private func parse(bytes: [UInt8]) -> ParseResult {
    JSONParser.parse(SourceFile(path: "test.json", bytes: bytes))
}

private func location(_ line: Int, _ column: Int) -> ShortcutCore.SourceLocation {
    SourceLocation(line: line, column: column)
}

@Suite struct JSONParserPositionTests {
    let manifest = """
        {
          "app": "Scribe",
          "shortcuts": [
            {"title": "New Note", "key": "Command-N"}
          ]
        }
        """

    @Test func objectSpansFromOpeningBraceToJustPastClosingBrace() {
        let document = parse(manifest).document
        #expect(document.span(document.root) == SourceSpan(start: location(1, 1), end: location(6, 2)))
    }

    @Test func keysAreStringNodesWithTheirQuotes() throws {
        let document = parse(manifest).document
        let key = try #require(document.members(document.root).first { document.text($0.key) == "shortcuts" }?.key)
        #expect(document.kind(key) == .string)
        #expect(document.span(key) == SourceSpan(start: location(3, 3), end: location(3, 14)))
    }

    @Test func arrayAndNestedValuesKeepTheirOwnSpans() throws {
        let document = parse(manifest).document
        let shortcuts = try #require(document.member(document.root, named: "shortcuts"))
        #expect(document.span(shortcuts) == SourceSpan(start: location(3, 16), end: location(5, 4)))
        let entry = try #require(document.elements(shortcuts).first { _ in true })
        let key = try #require(document.member(entry, named: "key"))
        #expect(document.span(key) == SourceSpan(start: location(4, 34), end: location(4, 45)))
    }

    @Test func unescapedStringTextIsAVerbatimSliceBetweenTheQuotes() throws {
        let source = #"{"key": "⌘N"}"#
        let document = parse(source).document
        let value = try #require(document.member(document.root, named: "key"))
        #expect(document.range(value) == ByteRange(start: 8, end: 14))
        #expect(document.verbatimTextOffset(value) == 9)
        #expect(document.text(value) == "⌘N")
    }

    @Test func byteOrderMarkIsSkippedAndNotCountedAsAColumn() {
        let result = parse(bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8))
        #expect(result.error == nil)
        #expect(result.document.range(result.document.root) == ByteRange(start: 3, end: 11))
        #expect(result.document.span(result.document.root).start == location(1, 1))
    }
}

@Suite struct JSONParserValueTests {
    @Test func escapesAreDecodedAndTheTextIsNoLongerVerbatim() {
        let document = parse(#""q\" b\\ s\/ \b\f\n\r\t é\u00e9""#).document
        #expect(document.text(document.root) == "q\" b\\ s/ \u{8}\u{C}\n\r\t éé")
        #expect(document.verbatimTextOffset(document.root) == nil)
        #expect(document.range(document.root) == ByteRange(start: 0, end: 33))
    }

    @Test func surrogatePairEscapeDecodesToOneScalar() {
        let document = parse(#"["\uD83D\uDE00 \uD834\uDD1E"]"#).document
        let element = document.elements(document.root).map { document.text($0) }
        #expect(element == ["😀 𝄞"])
    }

    @Test func escapedNullCharacterIsKept() {
        let document = parse(#""a\u0000b""#).document
        #expect(Array(document.text(document.root).utf8) == [0x61, 0x00, 0x62])
    }

    @Test func numbersKeepTheirLiteralText() {
        let document = parse("[-0.5e+10, 0, 12E-1, -0]").document
        let elements = Array(document.elements(document.root))
        #expect(elements.map { document.kind($0) } == [.number, .number, .number, .number])
        #expect(elements.map { document.text($0) } == ["-0.5e+10", "0", "12E-1", "-0"])
        #expect(elements.map { document.number($0) } == [-0.5e10, 0, 1.2, 0])
    }

    @Test func literalsBecomeBoolsAndNull() {
        let document = parse("[true, false, null]").document
        let elements = Array(document.elements(document.root))
        #expect(elements.map { document.bool($0) } == [true, false, nil])
        #expect(document.kind(elements[2]) == .null)
        #expect(document.range(elements[1]) == ByteRange(start: 7, end: 12))
    }

    @Test func duplicateKeysAreBothKeptForTheManifestReaderToReport() {
        let document = parse(#"{"a": 1, "a": 2}"#).document
        #expect(document.members(document.root).map { document.text($0.value) } == ["1", "2"])
    }

    @Test func aScalarAloneIsADocument() {
        let result = parse(" 42 \r\n")
        #expect(result.error == nil)
        #expect(result.document.number(result.document.root) == 42)
    }
}

@Suite struct JSONParserErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var input: String
        var message: String
        var offset: Int
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "truncated file", input: #"{"a": [1, 2"#,
            message: "unexpected end of file: expected ',' or ']' after array element", offset: 11),
        Case(
            name: "missing comma between members", input: #"{"a": 1 "b": 2}"#,
            message: "expected ',' or '}' after object member, found '\"' (missing ',' between members?)", offset: 8),
        Case(
            name: "unexpected character after member", input: #"{"a": 1x}"#,
            message: "expected ',' or '}' after object member, found 'x'", offset: 7),
        Case(
            name: "trailing comma in array", input: "[1, 2,]",
            message: "expected a value after ',', found ']' (JSON does not allow a trailing comma)", offset: 6),
        Case(
            name: "closing bracket where a member's value belongs", input: #"[1, {"a": ]}"#,
            message: "expected a value, found ']'", offset: 10),
        Case(
            name: "trailing comma in object", input: #"{"a": 1,}"#,
            message: "expected an object member after ',', found '}' (JSON does not allow a trailing comma)", offset: 8),
        Case(
            name: "unterminated string", input: #"["abc"#,
            message: "unterminated string: no closing '\"' before the end of the file", offset: 1),
        Case(
            name: "line break inside a string", input: "[\"abc\n\"]",
            message: "unterminated string: line break before the closing '\"' (write \\n for a line break inside a string)",
            offset: 5),
        Case(
            name: "bad escape", input: #"["a\x"]"#,
            message: #"invalid escape '\x' in string (valid escapes are \" \\ \/ \b \f \n \r \t \uXXXX)"#, offset: 3),
        Case(
            name: "short unicode escape", input: #"["\u12"]"#,
            message: #"invalid \u escape in string: expected four hexadecimal digits"#, offset: 2),
        Case(
            name: "lone high surrogate", input: #"["\uD800x"]"#,
            message:
                #"unpaired surrogate \uD800 in string: a high surrogate must be followed by a low surrogate escape (\uDC00 to \uDFFF)"#,
            offset: 2),
        Case(
            name: "lone low surrogate", input: #"["\uDC00"]"#,
            message: #"unpaired surrogate \uDC00 in string: a low surrogate must follow a high surrogate escape (\uD800 to \uDBFF)"#,
            offset: 2),
        Case(
            name: "raw tab in string", input: "[\"a\tb\"]",
            message: "tab character in string must be escaped as \\t", offset: 3),
        Case(
            name: "raw control character in string", input: "[\"a\u{1}\"]",
            message: "control character U+0001 in string must be escaped as \\u0001", offset: 3),
        Case(name: "leading zero", input: "[01]", message: "numbers must not have leading zeros", offset: 1),
        Case(
            name: "plus sign", input: "[+1]",
            message: "expected a value, found '+' (numbers must not start with '+')", offset: 1),
        Case(
            name: "fraction without digits", input: "[1.]",
            message: "expected a digit after the decimal point, found ']'", offset: 3),
        Case(
            name: "exponent without digits", input: "[1e]",
            message: "expected a digit after the exponent mark, found ']'", offset: 3),
        Case(
            name: "NaN", input: "[NaN]",
            message: "expected a value, found 'NaN' (JSON has no NaN or Infinity)", offset: 1),
        Case(name: "misspelled literal", input: "[ture]", message: "expected a value, found 'ture'", offset: 1),
        Case(name: "truncated literal", input: "[tr", message: "unexpected end of file: expected 'true'", offset: 1),
        Case(
            name: "comment", input: "// shortcuts\n{}",
            message: "expected a value, found '/' (JSON does not allow comments)", offset: 0),
        Case(
            name: "single-quoted key", input: "{'a': 1}",
            message: "expected a string key or '}', found ''' (object keys must be in double quotes)", offset: 1),
        Case(name: "missing colon", input: #"{"a" 1}"#, message: "expected ':' after object key, found '1'", offset: 5),
        Case(
            name: "second top-level value", input: "{} {}",
            message: "expected the end of the file after the top-level value, found '{' (a JSON file holds exactly one value)",
            offset: 3),
        Case(name: "empty file", input: "", message: "unexpected end of file: expected a value", offset: 0),
        Case(name: "only whitespace", input: " \n\t", message: "unexpected end of file: expected a value", offset: 3),
        Case(
            name: "form feed is not whitespace", input: "[\u{C}1]",
            message: "expected a value, found control character U+000C", offset: 1),
        Case(
            name: "non-breaking space is not whitespace", input: "[\u{A0}1]",
            message: "expected a value, found '\u{A0}' (U+00A0)", offset: 1),
    ]

    @Test(arguments: cases)
    func syntaxErrorNamesExpectationAndOffendingByte(_ example: Case) throws {
        let error = try #require(parse(example.input).error)
        #expect(error.kind == .syntax)
        #expect(error.message == example.message)
        #expect(error.offset == example.offset)
    }

    @Test func errorOffsetBecomesTheLineAndColumnOfTheOffendingByte() throws {
        let source = SourceFile(path: "m.json", text: "{\n  \"a\": 1\n  \"b\": 2\n}")
        let error = try #require(JSONParser.parse(source).error)
        #expect(source.location(of: error.offset) == location(3, 3))
    }

    @Test func invalidUTF8IsAnEncodingErrorAtTheBadByte() throws {
        let error = try #require(parse(bytes: Array(#"["é"#.utf8) + [0xFF] + Array(#""]"#.utf8)).error)
        #expect(error.kind == .encoding)
        #expect(error.offset == 4)
        #expect(error.message == "the file is not valid UTF-8: byte 0xFF does not start a character; save it as UTF-8")
    }

    @Test func utf16FileIsToldToBeSavedAsUTF8() throws {
        let error = try #require(parse(bytes: [0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00]).error)
        #expect(error.kind == .encoding)
        #expect(error.message == "the file is UTF-16 (little-endian) encoded, not UTF-8; save it as UTF-8")
    }

    @Test func byteOrderMarkAloneIsNotADocument() throws {
        let error = try #require(parse(bytes: [0xEF, 0xBB, 0xBF]).error)
        #expect(error.message == "unexpected end of file: expected a value")
        #expect(error.offset == 3)
    }

    @Test func byteOrderMarkInsideTheFileIsNotWhitespace() throws {
        let error = try #require(parse(bytes: Array("[".utf8) + [0xEF, 0xBB, 0xBF] + Array("1]".utf8)).error)
        #expect(error.message == "expected a value, found a byte order mark (U+FEFF)")
        #expect(error.offset == 1)
    }
}

@Suite struct JSONParserLimitTests {
    @Test func hundredThousandOpeningBracketsAreRefusedQuickly() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let result = parse(String(repeating: "[", count: 100_000))
        #expect(clock.now - start < .seconds(1))
        let error = try #require(result.error)
        #expect(error.kind == .limit)
        #expect(error.offset == ParseLimits.maximumDepth)
    }

    @Test func nestingExactlyAtTheLimitIsAccepted() {
        let depth = ParseLimits.maximumDepth
        let result = parse(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        #expect(result.error == nil)
    }

    @Test func nestingOneBeyondTheLimitIsRefused() {
        let depth = ParseLimits.maximumDepth + 1
        let result = parse(String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth))
        #expect(result.error?.kind == .limit)
    }
}

@Suite struct JSONParserPartialDocumentTests {
    let truncated = #"{"app": "Scribe", "shortcuts": [{"title": "A", "key": "Command-A"}, {"title": "B", "key": "#

    @Test func completeMembersBeforeTheErrorSurvive() throws {
        let document = parse(truncated).document
        #expect(document.text(try #require(document.member(document.root, named: "app"))) == "Scribe")
        let shortcuts = try #require(document.member(document.root, named: "shortcuts"))
        let first = try #require(document.elements(shortcuts).first { _ in true })
        #expect(document.text(try #require(document.member(first, named: "key"))) == "Command-A")
        #expect(!document.isIncomplete(first))
    }

    @Test func openContainersAreMarkedIncompleteAndDropTheDanglingKey() throws {
        let document = parse(truncated).document
        #expect(document.isIncomplete(document.root))
        let shortcuts = try #require(document.member(document.root, named: "shortcuts"))
        #expect(document.isIncomplete(shortcuts))
        let second = try #require(Array(document.elements(shortcuts)).last)
        #expect(document.isIncomplete(second))
        #expect(document.members(second).map { document.text($0.key) } == ["title"])
    }

    @Test func incompleteContainersEndAtTheError() throws {
        let result = parse(#"[1, 2 3]"#)
        let error = try #require(result.error)
        #expect(result.document.range(result.document.root) == ByteRange(start: 0, end: error.offset))
        #expect(result.document.count(result.document.root) == 2)
    }

    @Test func valuesBeforeAnInvalidByteSurvive() throws {
        let result = parse(bytes: Array(#"[{"key": "A"}, ""#.utf8) + [0xC0, 0x80] + Array(#""]"#.utf8))
        #expect(result.error?.kind == .encoding)
        #expect(result.document.count(result.document.root) == 1)
    }

    @Test func errorBeforeAnyValueLeavesANull() {
        let document = parse("]").document
        #expect(document.kind(document.root) == .null)
    }
}
