import Testing

@testable import ShortcutCore

/// Objective-C and Objective-C++ literals the lexer must know so that nothing inside them is read
/// as code: C++11 raw strings, C++14 digit separators, character literals.
@Suite struct ObjectiveCLexerTests {
    static func texts(_ text: String) -> [String] {
        let tokens = SwiftLexerTests.lex(text, .objectiveC)
        return (0..<tokens.count).map { tokens.text($0) }
    }

    @Test func aRawStringEndsOnlyAtItsDelimiter() {
        #expect(SwiftLexerTests.strings(#"auto s = R"x(a "quoted" ) word)x"; f(@"k");"#, .objectiveC) == [#"a "quoted" ) word"#, "k"])
        #expect(SwiftLexerTests.problems(#"f(R"(")");"#, .objectiveC).isEmpty)
    }

    @Test func aRawStringMaySpanLinesAndTakeAnEncodingPrefix() {
        let text = "auto s = u8R\"json({\n  \"key\": \"[\"\n})json\";\nnext();\n"
        #expect(SwiftLexerTests.problems(text, .objectiveC).isEmpty)
        #expect(Self.texts(text).suffix(4) == ["next", "(", ")", ";"])
        #expect(Self.texts(#"LR"(x)" uR"(y)" UR"(z)""#).count == 3)
    }

    @Test func aNameEndingInRIsNoRawStringPrefix() {
        #expect(Self.texts(#"OR"s""#) == ["OR", #""s""#])
    }

    @Test func digitSeparatorsStayInTheirNumber() {
        #expect(
            Self.texts("int n = 1'000'000; x = 0xFF'FF; f(n);") == [
                "int", "n", "=", "1'000'000", ";", "x", "=", "0xFF'FF", ";", "f", "(", "n", ")", ";",
            ])
    }

    @Test func anUnterminatedCharacterLiteralEndsWithItsLine() {
        let tokens = SwiftLexerTests.lex("#error can't\nnext\n'x\n}", .objectiveC)
        let last = tokens.count - 1
        #expect(tokens.kind(last) == .rightBrace)
        #expect(tokens[last].flags.contains(.startsLine))
    }

    @Test func aStringContinuedByABackslashAtItsLineEndIsOneLiteral() {
        let text = "s = @\"a\\\r\nb\"; t = @\"c\";"
        #expect(SwiftLexerTests.strings(text, .objectiveC).last == "c")
        #expect(SwiftLexerTests.strings(text, .objectiveC).count == 2)
        #expect(SwiftLexerTests.problems(text, .objectiveC).isEmpty)
    }
}
