import Testing

@testable import ShortcutCore

/// The old-style property list format of `project.pbxproj`.
@Suite struct PropertyListTextTests {
    private func parse(_ text: String) -> PropertyListValue? { PropertyListValue.parse(Array(text.utf8)) }

    @Test func dictionariesArraysAndStringsAreRead() throws {
        let value = try #require(
            parse(
                """
                // !$*UTF8*$!
                {
                    archiveVersion = 1;
                    objects = {
                        A1B2 /* App.swift */ = {isa = PBXFileReference; path = "App Sources/App.swift"; sourceTree = "<group>"; };
                        C3D4 /* Group */ = { isa = PBXGroup; children = ( A1B2 /* App.swift */, ); path = Sources; };
                    };
                    data = <0fbd 7777>;
                }
                """))
        #expect(value["archiveVersion"]?.string == "1")
        #expect(value["objects"]?["A1B2"]?["path"]?.string == "App Sources/App.swift")
        #expect(value["objects"]?["C3D4"]?["children"]?.array.compactMap(\.string) == ["A1B2"])
        #expect(value["data"]?.string == "<0fbd 7777>")
    }

    @Test func quotedStringsDecodeTheirEscapes() {
        #expect(parse(#"{ a = "say \"hi\"\n\tand \\ \U00e9"; }"#)?["a"]?.string == "say \"hi\"\n\tand \\ é")
    }

    @Test func whatIsNotAPropertyListIsRefused() {
        #expect(parse("<?xml version=\"1.0\"?><plist/>") == nil, "an XML property list")
        #expect(parse("{ a = b; ") == nil, "cut off")
        #expect(parse("{ a = b } trailing") == nil)
        #expect(parse("{ a = ; }") == nil)
        #expect(parse(String(repeating: "(", count: 10_000)) == nil, "nesting deeper than the limit, without a crash")
    }
}
