import Testing

@testable import ShortcutCore

/// Swift 5.7–6 literals the lexer must know so that nothing inside them is read as code: regex
/// literals by the compiler's rules for when `/` starts one (SE-0354, swift-syntax's
/// `RegexLiteralLexer.swift`), extended `#/…/#` regexes, the one-line raw string `#"""#`, raw
/// identifiers.
@Suite struct SwiftRegexLexingTests {
    static func lex(_ text: String) -> SourceTokens { SwiftLexerTests.lex(text) }

    /// The text of each token, regex literals marked `regex:`.
    static func texts(_ text: String) -> [String] {
        let tokens = lex(text)
        return (0..<tokens.count).map { (tokens[$0].kind == .regex ? "regex:" : "") + tokens.text($0) }
    }

    @Test func aRegexLiteralAfterAnOpeningParenthesisIsOneToken() {
        let tokens = Self.lex(#"text.replacing(/^\d+\)/, with: "")"#)
        #expect(
            Self.texts(#"text.replacing(/^\d+\)/, with: "")"#) == [
                "text", ".", "replacing", "(", #"regex:/^\d+\)/"#, ",", "with", ":", #""""#, ")",
            ])
        #expect(tokens.problems.isEmpty)
    }

    @Test func aQuoteInsideARegexLiteralStartsNoString() {
        let text = "let quoted = /\"[^\"]*\"/\nButton(\"Quote\") { }.keyboardShortcut(\"q\")\n"
        #expect(SourceReaderHelpers.entries(text) == ["Quote | Command-Q | -"])
        #expect(SourceReaderHelpers.read(text).problems.isEmpty)
    }

    @Test func divisionIsNoRegex() {
        #expect(Self.texts("let x = a / b / c").filter { $0.hasPrefix("regex:") }.isEmpty)
        #expect(Self.texts("let x = (a + b)/2/3").filter { $0.hasPrefix("regex:") }.isEmpty)
        #expect(Self.texts("x /= 2; y = x/2").filter { $0.hasPrefix("regex:") }.isEmpty)
        #expect(Self.texts("let ratio = total\n    / count / 2").filter { $0.hasPrefix("regex:") }.isEmpty)
    }

    @Test func anOperatorPassedAsAnArgumentIsNoRegex() {
        #expect(Self.texts("let q = pairs.map(/)") == ["let", "q", "=", "pairs", ".", "map", "(", "/", ")"])
        #expect(Self.texts("let q = zip(a, b).reduce(0, /)").contains("/"))
    }

    @Test func anOperatorDeclarationIsNoRegex() {
        #expect(Self.texts("static func / (lhs: P, rhs: P) -> P { lhs }").contains("/"))
        #expect(Self.texts("infix operator /^/ : P").contains("/^/"))
    }

    @Test func aRegexCanFollowAKeywordOrAPrefixOperator() {
        #expect(Self.texts("case /x/: break").contains("regex:/x/"))
        #expect(Self.texts("return !/x/.matches") == ["return", "!", "regex:/x/", ".", "matches"])
        // After `try?` a regex may even start with a space: `try` cannot be an operand.
        #expect(Self.texts("let m = try? / x/.wholeMatch(in: s)").contains("regex:/ x/"))
    }

    @Test func aCandidateThatDoesNotCloseOnItsLineIsAnOperator() {
        #expect(Self.texts("f(a, /b\nc)") == ["f", "(", "a", ",", "/", "b", "c", ")"])
        #expect(SwiftLexerTests.problems("f(a, /b\nc)").isEmpty)
    }

    @Test func anExtendedRegexEndsOnlyWithItsHashes() {
        #expect(Self.texts("let r = #/a/b\"c/#") == ["let", "r", "=", "regex:#/a/b\"c/#"])
        #expect(Self.texts("let r = ##/a/#b/##, s") == ["let", "r", "=", "regex:##/a/#b/##", ",", "s"])
    }

    @Test func aMultilineExtendedRegexSpansItsLines() {
        let text = "let r = #/\n    (?<key> \\w) # one key: \"\n    /#\nButton(\"Key\") { }.keyboardShortcut(\"k\")\n"
        #expect(SourceReaderHelpers.entries(text) == ["Key | Command-K | -"])
        #expect(SourceReaderHelpers.read(text).problems.isEmpty)
    }

    @Test func anUnterminatedExtendedRegexIsAProblemAndTheNextLineIsRead() {
        let text = "let r = #/abc(\nButton(\"Key\") { }.keyboardShortcut(\"k\")\n"
        #expect(SwiftLexerTests.problems(text).map(\.message) == ["unterminated regex literal: no `/#` closes it"])
        #expect(SourceReaderHelpers.entries(text) == ["Key | Command-K | -"])
    }

    @Test func theOneLineRawStringOfAQuoteIsNoMultilineString() {
        #expect(SwiftLexerTests.strings(##"if tmp.is(at: #"""#) { x("\(#"""#)") }"##) == ["\"", nil])
        #expect(SwiftLexerTests.strings(###"let q = ##"""##; let r = #""a""#"###) == ["\"", "\"a\""])
        #expect(SwiftLexerTests.problems(##"if self == #"""# {\n  return true\n}\n"##).isEmpty)
    }

    @Test func aRawStringOpeningWithThreeQuotesAndALineBreakIsMultiline() {
        #expect(SwiftLexerTests.strings("let s = #\"\"\"\n  a \"quoted\" word\n  \"\"\"#\n") == ["a \"quoted\" word"])
    }

    @Test func aRawIdentifierWithSpacesIsOneName() {
        #expect(Self.texts("@Test func `a (quoted) \"name\"`() {}") == ["@Test", "func", "a (quoted) \"name\"", "(", ")", "{", "}"])
    }

    @Test func aLineCommentInAMultilineInterpolationHidesItsBrackets() {
        let text = "_ = \"\"\"\n    \\(\n      // ) or \"\"\" in comment.\n    x)\n    \"\"\"\nlet y = 1\n"
        #expect(SwiftLexerTests.problems(text).isEmpty)
        #expect(Self.texts(text).suffix(4) == ["let", "y", "=", "1"])
    }
}

extension SwiftRegexLexingTests {
    /// Each `#/` that ends its line looks for its `/#` to the end of the file; done naively, a
    /// file of them is quadratic.
    @Test(.timeLimit(.minutes(1)))
    func manyUnclosedMultilineRegexesAreLexedInLinearTime() {
        let tokens = Self.lex(String(repeating: "let r = #/\n", count: 100_000))
        #expect(tokens.problems.count == 100_000)
        #expect(tokens.count == 400_000)
    }

    @Test(.timeLimit(.minutes(1)))
    func manyDivisionsOnOneLineAreLexedInLinearTime() {
        let tokens = Self.lex("let x = a" + String(repeating: " /b", count: 200_000) + "\n")
        #expect(tokens.count == 3 + 1 + 400_000)
    }
}
