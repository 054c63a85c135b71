import Foundation
import Testing

@testable import ShortcutCore

/// What the YAML parser refuses, where it says so, and the limits that keep hostile input cheap.
@Suite struct YAMLErrorTests {
    func error(_ yaml: String) throws -> (ParseError, ShortcutCore.SourceLocation) {
        let source = SourceFile(path: "e.yaml", text: yaml)
        let error = try #require(YAMLParser.parse(source).error)
        return (error, source.location(of: error.offset))
    }

    @Test func tabsInIndentationAreAnErrorOnTheirLine() throws {
        let (error, location) = try error("shortcuts:\n  - title: a\n\t  key: b\n")
        #expect(error.kind == .syntax)
        #expect(error.message.hasPrefix("tab character used for indentation"))
        #expect(location == SourceLocation(line: 3, column: 1))
    }

    /// The mapping a tab-indented line interrupts stays open (incomplete), so the linter does not
    /// also report the entry as missing the field the line was meant to hold.
    @Test func aTabIndentedFieldLeavesItsEntryIncompleteNotMissingTheField() {
        let yaml = "shortcuts:\n  - {title: Save, key: Command-S, menu: File}\n  - title: Save As\n\tkey: Shift-Command-S\n"
        let result = Linter().lint(SourceFile(path: "t.shortcuts.yml", text: yaml))
        #expect(result.findings.map(\.ruleID) == ["syntax-error"])
        #expect(result.shortcutCount == 1)
    }

    /// An action selector ends with a colon, which at the end of a line starts a mapping.
    @Test func aValueEndingWithAColonIsToldToBeQuoted() throws {
        let (quoted, location) = try error("shortcuts:\n  - title: Open\n    key: Command-O\n    action: openDocument:\n")
        #expect(quoted.message.hasPrefix("a value ending with ':' must be quoted"), "\(quoted.message)")
        #expect(location == SourceLocation(line: 4, column: 25))
        let (other, _) = try error("a: b: c\n")
        #expect(other.message.hasPrefix("a mapping cannot start on the same line"))
    }

    @Test func tabsSeparatingValuesAreFine() {
        #expect(YAMLRendering.value("a:\tb\nc: [d,\te]\n") == #"{"a":"b","c":["d","e"]}"#)
    }

    @Test func anUnclosedQuoteIsReportedAtItsOpening() throws {
        let (error, location) = try error("title: \"New Note\nkey: Command-N\n")
        #expect(error.message.hasPrefix("unclosed double-quoted string"))
        #expect(location == SourceLocation(line: 1, column: 8))
        let (single, _) = try self.error("title: 'New Note")
        #expect(single.message == "unclosed single-quoted string")
    }

    /// As the JSON parser does (JSONTestSuite accepts repeated names), the YAML parser keeps a
    /// repeated key; the manifest and config readers report it, so both formats say the same.
    @Test func repeatedKeysAreBothKeptForTheReaderToReport() throws {
        let result = YAMLParser.parse(SourceFile(path: "e.yaml", text: "- title: a\n  menu: File\n  title: b\n"))
        #expect(result.error == nil)
        let entry = try #require(result.document.elements(result.document.root).first { _ in true })
        #expect(result.document.members(entry).map { result.document.text($0.key) } == ["title", "menu", "title"])
    }

    @Test func anUndefinedAliasIsAnErrorAtTheAlias() throws {
        let (error, location) = try error("a: 1\nb: *base\n")
        #expect(error.message == "undefined alias '*base'")
        #expect(location == SourceLocation(line: 2, column: 4))
    }

    @Test func invalidUTF8IsAnEncodingErrorAtItsByte() throws {
        let bytes = Array("title: caf".utf8) + [0xC3, 0x28] + Array("\n".utf8)
        let error = try #require(YAMLParser.parse(SourceFile(path: "e.yaml", bytes: bytes)).error)
        #expect(error.kind == .encoding)
        #expect(error.offset == 10)
    }

    @Test func controlCharactersAreRefused() throws {
        let (error, location) = try error("a: b\u{7}c\n")
        #expect(error.kind == .syntax)
        #expect(location == SourceLocation(line: 1, column: 5))
    }

    @Test func aBillionLaughsIsRefusedQuickly() throws {
        var yaml = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
        for (previous, name) in zip(names, names.dropFirst()) {
            yaml += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
        }
        let clock = ContinuousClock()
        var result: ParseResult?
        let elapsed = clock.measure { result = YAMLParser.parse(SourceFile(path: "lol.yaml", text: yaml)) }
        let error = try #require(result?.error)
        #expect(error.kind == .limit)
        #expect(elapsed < .seconds(1))
    }

    @Test func aHundredThousandOpenBracketsHitTheDepthLimit() throws {
        let (error, _) = try error(String(repeating: "[", count: 100_000))
        #expect(error.kind == .limit)
        #expect(error.offset == ParseLimits.maximumDepth)
    }

    @Test func deeplyNestedSequencesOnOneLineHitTheDepthLimit() throws {
        let (error, _) = try error(String(repeating: "- ", count: 100_000) + "x\n")
        #expect(error.kind == .limit)
    }

    @Test func deeplyIndentedMappingsHitTheDepthLimit() throws {
        let yaml = (0..<600).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n") + " v\n"
        let (error, location) = try error(yaml)
        #expect(error.kind == .limit)
        #expect(location.line == ParseLimits.maximumDepth + 1)
    }

    @Test(arguments: [
        ("? [a, b]\n: value\n", "a collection as a mapping key"),
        ("[a, b]: value\n", "a collection as a mapping key"),
        ("{a: 1}: value\n", "a collection as a mapping key"),
        ("? - a\n: value\n", "a collection as a mapping key"),
        (": value\n", "an empty (null) mapping key"),
        ("a: &x [*x]\n", "alias '*x' inside the node it refers to"),
        ("base: &b {menu: File}\nentry:\n  <<: *b\n", "merge keys ('<<', a YAML 1.1 extension)"),
    ])
    func complexKeysAndRecursionAreRefusedAsUnsupported(yaml: String, feature: String) throws {
        let (error, _) = try error(yaml)
        #expect(error.kind == .unsupported)
        #expect(error.message.hasPrefix("unsupported YAML feature: \(feature)"))
    }

    @Test func anExplicitScalarKeyIsNotComplex() {
        #expect(YAMLRendering.value("? complex\n: value\n") == #"{"complex":"value"}"#)
    }

    @Test func anEmptyKeyTaggedAsAStringIsTheEmptyString() {
        #expect(YAMLRendering.value("!!str : value\n") == #"{"":"value"}"#)
    }

    @Test(arguments: [
        ("a: b: c\n", "a mapping cannot start on the same line"),
        ("a: - b\n", "a block sequence cannot start on this line"),
        ("a: 1\n  b: 2\n", "check the indentation"),
        ("a: \"1\"\n  b: 2\n", "bad indentation"),
        ("- a\nb: c\n", "unexpected content after the document"),
        ("a: [1, 2\n", "unclosed flow sequence"),
        ("a: {b: 1\n", "unclosed flow mapping"),
        ("a: \"\\q\"\n", "invalid escape \\q"),
        ("a: |0\n  x\n", "indentation indicator must be 1 to 9"),
        ("%YAML 2.0\n---\na\n", "unsupported YAML feature: YAML version 2.0"),
        ("a: @b\n", "'@' is reserved"),
        ("a: !e!x b\n", "undeclared tag handle !e!"),
    ])
    func malformedInputGetsAMessageSayingWhatIsWrong(yaml: String, message: String) throws {
        let (error, _) = try error(yaml)
        #expect(error.message.contains(message), "\(error.message)")
    }

    @Test func theDocumentReadBeforeAnErrorIsKept() throws {
        let result = YAMLParser.parse(SourceFile(path: "e.yaml", text: "a: 1\nb: [x, y\n"))
        #expect(result.error != nil)
        let document = result.document
        #expect(YAMLRendering.render(document, document.root) == #"{"a":1,"b":["x","y"]}"#)
        #expect(document.isIncomplete(document.root))
        #expect(document.isIncomplete(try #require(document.member(document.root, named: "b"))))
    }
}
