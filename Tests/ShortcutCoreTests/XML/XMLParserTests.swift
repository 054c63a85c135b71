import Testing

@testable import ShortcutCore

/// Well-formed XML: what the tree holds and where each part came from.
struct XMLParserTests {
    static func parse(_ text: String) -> PositionedXML {
        let result = PositionedXML.parse(SourceFile(path: "test.xml", text: text))
        #expect(result.error == nil, "\(result.error?.message ?? "")")
        return result.document
    }

    @Test func elementsAreInDocumentOrderWithParentsChildrenAndSiblings() {
        let xml = Self.parse("<a><b><c/></b><d/></a>")
        #expect(xml.elements.indices.map { xml.name(of: $0) } == ["a", "b", "c", "d"])
        #expect(Array(xml.children(of: 0)) == [1, 3])
        #expect(Array(xml.children(of: 1)) == [2])
        #expect(xml.elements[2].parent == 1 && xml.elements[3].parent == 0 && xml.elements[0].parent == -1)
        #expect(xml.elements[2].depth == 2)
        #expect(xml.elements.allSatisfy { $0.isComplete })
    }

    @Test func elementRangeRunsFromItsStartTagToTheEndOfItsEndTag() {
        let text = "<doc>\n  <item a=\"1\">x</item>\n</doc>"
        let xml = Self.parse(text)
        let item = xml.elements[1]
        #expect(xml.text(item.range) == "<item a=\"1\">x</item>")
        #expect(xml.text(item.contentRange) == "x")
        #expect(xml.source.location(of: item.range.start) == SourceLocation(line: 2, column: 3))
    }

    @Test func attributeValueRangesExcludeTheQuotesAndQuotedRangeIncludesThem() {
        let xml = Self.parse("<menuItem title='New' keyEquivalent = \"n\"/>")
        let key = xml.attribute("keyEquivalent", of: 0)!
        #expect(xml.text(key.valueRange) == "n")
        #expect(xml.text(key.quotedRange) == "\"n\"")
        #expect(xml.value("title", of: 0) == "New")
        #expect(xml.value("missing", of: 0) == nil)
    }

    @Test func thePredefinedEntitiesAndCharacterReferencesAreDecoded() {
        let xml = Self.parse("<a v=\"&lt;&gt;&amp;&apos;&quot;\" k=\"&#xF700;\" e=\"&#x1b;\" d=\"&#13;\">&#65;&#x42;&amp;C</a>")
        #expect(xml.value("v", of: 0) == "<>&'\"")
        #expect(xml.value("k", of: 0) == "\u{F700}")
        #expect(xml.value("e", of: 0) == "\u{1B}")
        #expect(xml.value("d", of: 0) == "\r")
        #expect(xml.text(of: 0) == "AB&C")
    }

    @Test func literalWhitespaceInAttributeValuesBecomesSpacesButReferencesStay() {
        let xml = Self.parse("<a v=\"x\ty\r\nz&#10;w\"/>")
        #expect(xml.value("v", of: 0) == "x y z\nw")
    }

    @Test func lineBreaksInTextAreNormalisedToLineFeeds() {
        let xml = Self.parse("<a>one\r\ntwo\rthree</a>")
        #expect(xml.text(of: 0) == "one\ntwo\nthree")
    }

    @Test func cdataIsTakenLiterally() {
        let xml = Self.parse("<a>x<![CDATA[<b>&amp;]]>y</a>")
        #expect(xml.text(of: 0) == "x<b>&amp;y")
        #expect(xml.elements.count == 1)
    }

    @Test func whitespaceIsTheTextOfAnElementWithNothingElseButNotBetweenChildren() {
        let xml = Self.parse("<a>\n  <s> </s>\n  <t/>\n</a>")
        #expect(xml.text(of: 1) == " ")
        #expect(xml.text(of: 0) == "")
    }

    @Test func commentsAreKeptWithTheirPositions() {
        let xml = Self.parse("<a>\n<!-- shortcut-lint: allow x -->\n<b/></a>")
        #expect(xml.comments.count == 1)
        #expect(xml.text(xml.comments[0].contentRange) == " shortcut-lint: allow x ")
        #expect(xml.source.location(of: xml.comments[0].range.start) == SourceLocation(line: 2, column: 1))
    }

    @Test func theDeclarationAndProcessingInstructionsAreSkipped() {
        let xml = Self.parse(
            """
            \u{FEFF}<?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <?xml-stylesheet href="a.xsl"?>
            <plist><?pi data?></plist>
            <!-- after -->
            """)
        #expect(xml.elements.count == 1)
        #expect(xml.name(of: 0) == "plist")
        #expect(xml.comments.count == 1)
    }

    @Test func namesMayUseLettersBeyondASCII() {
        let xml = Self.parse("<menü größe=\"1\"/>")
        #expect(xml.name(of: 0) == "menü")
        #expect(xml.value("größe", of: 0) == "1")
    }

    @Test func aTagWithManyAttributesIsCheckedForDuplicatesWithoutQuadraticWork() {
        let attributes = (0..<5_000).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
        let xml = Self.parse("<x \(attributes)/>")
        #expect(xml.attributes.count == 5_000)
        #expect(xml.value("a4999", of: 0) == "4999")
    }
}
