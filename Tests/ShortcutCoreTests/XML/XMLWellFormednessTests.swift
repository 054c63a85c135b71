import Foundation
import Testing

@testable import ShortcutCore

/// Input that is not well-formed XML, or that the reader refuses on purpose: each is one error
/// with a message that says what is wrong and the exact line and column, never a crash or a hang.
///
/// The cases follow the not-well-formed categories of the W3C XML Conformance Test Suite
/// (James Clark's xmltest `not-wf/sa`, the IBM and Sun not-wf sets): tags, attributes,
/// references, comments, CDATA, processing instructions and the declaration, the prolog and
/// what follows the root, characters, and DTDs. They are written here rather than copied: the
/// suite's licence allows redistribution only as the unmodified archive.
struct XMLWellFormednessTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let xml: String
        /// A part of the message.
        let says: String
        let line: Int
        let column: Int
        var kind: ParseError.Kind = .syntax
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // Tags
        Case(name: "unclosed element", xml: "<doc>\n    <menu>\n", says: "unclosed element <menu> opened at 2:5", line: 3, column: 1),
        Case(
            name: "mismatched end tag", xml: "<a>\n</b>", says: "end tag </b> does not match the start tag <a> opened at 1:1", line: 2,
            column: 1),
        Case(name: "end tag without start", xml: "<a/></a>", says: "end tag </a> has no start tag", line: 1, column: 5),
        Case(name: "name starting with a digit", xml: "<1a/>", says: "expected an element name after '<'", line: 1, column: 2),
        Case(name: "space after <", xml: "<doc>< b/></doc>", says: "write &lt; for a literal '<'", line: 1, column: 7),
        Case(
            name: "end of file inside a start tag", xml: "<doc a=\"1\"", says: "the file ends inside the start tag <doc> opened at 1:1",
            line: 1, column: 11),
        Case(name: "end tag without >", xml: "<a></a", says: "expected '>' to end the end tag </a>", line: 1, column: 7),
        Case(name: "slash without >", xml: "<a/ >", says: "expected '>' after '/'", line: 1, column: 4),
        // Attributes
        Case(name: "duplicate attribute", xml: "<a b=\"1\" b='2'/>", says: "duplicate attribute 'b' in <a>", line: 1, column: 10),
        Case(name: "unquoted value", xml: "<a b=1/>", says: "expected a quoted value after 'b='", line: 1, column: 6),
        Case(name: "no = after the name", xml: "<a b \"1\"/>", says: "expected '=' after the attribute name 'b'", line: 1, column: 6),
        Case(
            name: "no space between attributes", xml: "<a b=\"1\"c=\"2\"/>", says: "expected a space before the attribute 'c'", line: 1,
            column: 9),
        Case(name: "junk after a value", xml: "<a b=\"1\"!>", says: "expected '>' after attribute value, found '!'", line: 1, column: 9),
        Case(name: "< in a value", xml: "<a b=\"x<y\"/>", says: "'<' is not allowed in an attribute value", line: 1, column: 8),
        Case(name: "unterminated value", xml: "<a b=\"1>", says: "the value of 'b' (opened at 1:6) has no closing \"", line: 1, column: 9),
        // References
        Case(name: "undefined entity", xml: "<a>&nbsp;</a>", says: "undefined entity '&nbsp;'", line: 1, column: 4),
        Case(name: "bare ampersand", xml: "<a>fish & chips</a>", says: "'&' must start a reference", line: 1, column: 9),
        Case(
            name: "reference without ;", xml: "<a>&#x41 </a>", says: "expected ';' to end the character reference '&#x41'", line: 1,
            column: 9),
        Case(name: "reference to NUL", xml: "<a>&#0;</a>", says: "is not a character XML allows", line: 1, column: 4),
        Case(name: "reference to a surrogate", xml: "<a k=\"&#xD800;\"/>", says: "is not a character XML allows", line: 1, column: 7),
        Case(name: "reference beyond Unicode", xml: "<a>&#x110000;</a>", says: "is not a character XML allows", line: 1, column: 4),
        Case(name: "uppercase X in a hex reference", xml: "<a>&#X41;</a>", says: "expected digits after '&#'", line: 1, column: 6),
        Case(name: "entity without ;", xml: "<a>&amp </a>", says: "expected ';' to end the reference '&amp'", line: 1, column: 8),
        // Text and characters
        Case(name: "]]> in text", xml: "<a>x]]>y</a>", says: "']]>' is not allowed in text", line: 1, column: 5),
        Case(name: "control character", xml: "<a>\u{1}</a>", says: "the control character U+0001 is not allowed", line: 1, column: 4),
        Case(name: "noncharacter U+FFFF", xml: "<a>\u{FFFF}</a>", says: "noncharacter U+FFFF", line: 1, column: 4),
        // Comments, CDATA, processing instructions, the declaration
        Case(name: "-- in a comment", xml: "<a><!-- a -- b --></a>", says: "'--' is not allowed inside a comment", line: 1, column: 11),
        Case(name: "comment ending --->", xml: "<a><!-- a ---></a>", says: "'--' is not allowed inside a comment", line: 1, column: 11),
        Case(name: "unclosed comment", xml: "<a><!-- a </a>", says: "the comment opened at 1:4 is not closed", line: 1, column: 15),
        Case(name: "unclosed CDATA", xml: "<a><![CDATA[x</a>", says: "the CDATA section opened at 1:4 is not closed", line: 1, column: 18),
        Case(
            name: "CDATA outside the root", xml: "<![CDATA[x]]><a/>", says: "a CDATA section can only appear inside an element", line: 1,
            column: 1),
        Case(
            name: "declaration not at the start", xml: " <?xml version=\"1.0\"?><a/>", says: "must be the very first thing in the file",
            line: 1, column: 2),
        Case(
            name: "declaration without version", xml: "<?xml encoding=\"UTF-8\"?><a/>", says: "must start with version=\"1.0\"", line: 1,
            column: 7),
        Case(name: "unknown XML version", xml: "<?xml version=\"2.0\"?><a/>", says: "unknown XML version '2.0'", line: 1, column: 16),
        Case(
            name: "bad standalone", xml: "<?xml version=\"1.0\" standalone=\"maybe\"?><a/>", says: "standalone must be", line: 1, column: 33
        ),
        Case(
            name: "processing instruction without a name", xml: "<a><? x?></a>", says: "expected a processing instruction name after '<?'",
            line: 1, column: 6),
        Case(
            name: "unclosed processing instruction", xml: "<a><?pi x</a>",
            says: "processing instruction '<?pi' opened at 1:4 is not closed", line: 1, column: 14),
        Case(
            name: "unknown <! markup", xml: "<!ELEMENT a EMPTY><a/>", says: "expected '<!--', '<![CDATA[' or '<!DOCTYPE' after '<!'",
            line: 1, column: 1),
        // The prolog and after the root
        Case(name: "empty file", xml: "", says: "the document has no root element", line: 1, column: 1),
        Case(name: "only a comment", xml: "<!-- x -->\n", says: "the document has no root element", line: 2, column: 1),
        Case(name: "text before the root", xml: "hello<a/>", says: "expected '<' to start the root element, found 'h'", line: 1, column: 1),
        Case(name: "text after the root", xml: "<a/>\nhello", says: "text after the root element's end tag", line: 2, column: 1),
        Case(name: "a second root", xml: "<a/>\n<b/>", says: "a second root element <b>", line: 2, column: 1),
        Case(
            name: "DOCTYPE inside the root", xml: "<a><!DOCTYPE a></a>", says: "a DOCTYPE may appear only before the root element",
            line: 1, column: 4),
        // What the reader refuses on purpose
        Case(
            name: "DOCTYPE with an internal subset", xml: "<!DOCTYPE a [<!ENTITY x \"y\">]>\n<a>&x;</a>",
            says: "unsupported DOCTYPE with an internal subset", line: 1, column: 13, kind: .unsupported),
        Case(
            name: "external entity", xml: "<!DOCTYPE a SYSTEM \"a.dtd\" [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><a>&e;</a>",
            says: "unsupported DOCTYPE with an internal subset", line: 1, column: 28, kind: .unsupported),
        Case(
            name: "DOCTYPE with an external identifier", xml: "<?xml version=\"1.0\"?>\n<!DOCTYPE x SYSTEM \"file:///etc/passwd\">\n<x/>",
            says: "unsupported DOCTYPE: shortcut-lint reads no DTD, internal or external", line: 2, column: 1, kind: .unsupported),
        Case(
            name: "DOCTYPE with a public identifier",
            xml: "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\"><plist/>",
            says: "unsupported DOCTYPE:", line: 1, column: 1, kind: .unsupported),
        Case(
            name: "DOCTYPE of a name alone", xml: "<!DOCTYPE a><a/>", says: "unsupported DOCTYPE:", line: 1, column: 1, kind: .unsupported),
        Case(
            name: "encoding other than UTF-8", xml: "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>",
            says: "shortcut-lint reads UTF-8 only", line: 1, column: 31, kind: .unsupported),
    ]

    @Test(arguments: cases)
    func isRefusedAtItsPosition(_ testCase: Case) throws {
        let source = SourceFile(path: "test.xml", text: testCase.xml)
        let error = try #require(PositionedXML.parse(source).error)
        #expect(error.message.contains(testCase.says), "\(error.message)")
        #expect(source.location(of: error.offset) == SourceLocation(line: testCase.line, column: testCase.column), "\(error.message)")
        #expect(error.kind == testCase.kind)
    }

    @Test func aBillionLaughsBombIsRefusedBeforeAnythingExpands() throws {
        var bomb = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        bomb += (1...9).map { level in
            " <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">\n"
        }.joined()
        bomb += "]>\n<lolz>&lol9;</lolz>\n"
        let source = SourceFile(path: "bomb.xib", text: bomb)
        // Refused at the internal subset's '[', before any declaration is even read.
        let error = try #require(PositionedXML.parse(source).error)
        #expect(error.kind == .unsupported)
        #expect(source.location(of: error.offset) == SourceLocation(line: 2, column: 16))
    }

    @Test func invalidUTF8IsAnEncodingErrorAtTheBadByteAndTheTreeBeforeItIsKept() throws {
        var bytes = Array("<doc>\n  <a/>\n  <b>".utf8)
        bytes.append(0xFF)
        bytes += Array("</b>\n</doc>".utf8)
        let source = SourceFile(path: "bad.xib", bytes: bytes)
        let result = PositionedXML.parse(source)
        let error = try #require(result.error)
        #expect(error.kind == .encoding)
        #expect(error.message.contains("0xFF"))
        #expect(source.location(of: error.offset) == SourceLocation(line: 3, column: 6))
        #expect(result.document.elements.count == 3)
        #expect(result.document.elements[1].isComplete && !result.document.elements[0].isComplete)
    }

    @Test func nestingDeeperThanTheLimitIsALimitError() throws {
        let depth = ParseLimits.maximumDepth + 1
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        let error = try #require(PositionedXML.parse(SourceFile(path: "deep.xml", text: text)).error)
        #expect(error.kind == .limit)
        #expect(error.offset == 3 * ParseLimits.maximumDepth)
    }

    @Test func aBrokenFileKeepsWhatCameBeforeTheError() {
        let result = PositionedXML.parse(SourceFile(path: "x.xml", text: "<a><b k=\"1\"/><c>&bad;</c></a>"))
        #expect(result.error != nil)
        #expect(result.document.elements.count == 3)
        #expect(result.document.value("k", of: 1) == "1")
        #expect(!result.document.elements[2].isComplete)
        #expect(result.document.elements[2].range.end == result.error!.offset)
    }
}
