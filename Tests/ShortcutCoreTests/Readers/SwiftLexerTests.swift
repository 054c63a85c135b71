import Testing

@testable import ShortcutCore

/// The Swift lexer: string literals of every form, comments, brackets, and broken input.
@Suite struct SwiftLexerTests {
    static func lex(_ text: String, _ language: SourceLexer.Language = .swift) -> SourceTokens {
        SourceLexer.tokenize(SourceFile(path: "t.swift", text: text), language: language)
    }

    /// The decoded values of the file's string literals, in order (nil for computed ones).
    static func strings(_ text: String, _ language: SourceLexer.Language = .swift) -> [String?] {
        let tokens = lex(text, language)
        return (0..<tokens.count).filter { tokens[$0].kind == .string }.map { tokens.stringValue($0) }
    }

    static func kinds(_ text: String) -> [SourceTokenKind] {
        let tokens = lex(text)
        return (0..<tokens.count).map { tokens[$0].kind }
    }

    static func problems(_ text: String, _ language: SourceLexer.Language = .swift) -> [(message: String, at: ShortcutCore.SourceLocation)]
    {
        let tokens = lex(text, language)
        return tokens.problems.map { ($0.message, tokens.source.location(of: $0.range.start)) }
    }

    @Test func escapesAreDecoded() {
        #expect(Self.strings(#"let a = "tab\tquote\"slash\\nul\0end""#) == ["tab\tquote\"slash\\nul\0end"])
        #expect(Self.strings(#"x("\u{1F600}\u{F700}")"#) == ["\u{1F600}\u{F700}"])
    }

    @Test func anUnknownEscapeLeavesTheLiteralWithoutAValue() {
        #expect(Self.strings(#"x("\q")"#) == [nil])
        #expect(Self.strings(#"x("\u{110000}")"#) == [nil])
    }

    @Test func anInterpolatedStringIsOneTokenWithoutAValue() {
        #expect(Self.strings(#"Button("\(flag ? "Show" : "Hide") Sidebar")"#) == [nil])
        #expect(Self.kinds(#"f("\(a("(", ")"))")"#) == [.identifier, .leftParen, .string, .rightParen])
    }

    @Test func rawStringsKeepBackslashesAndEndOnlyWithTheirHashes() {
        #expect(Self.strings(##"x(#"a\nb"c"#)"##) == [#"a\nb"c"#])
        #expect(Self.strings(###"x(##"a"#b"##)"###) == [##"a"#b"##])
        #expect(Self.strings(##"x(#"tab\#tend"#)"##) == ["tab\tend"])
        #expect(Self.strings(##"x(#"\#(name)"#)"##) == [nil])
    }

    @Test func multilineStringsLoseTheClosingDelimitersIndentation() {
        let text = "let s = \"\"\"\n    first\n      second\n\n    third\n    \"\"\"\n"
        #expect(Self.strings(text) == ["first\n  second\n\nthird"])
    }

    @Test func aBackslashEndingAMultilineLineJoinsItToTheNext() {
        #expect(Self.strings("let s = \"\"\"\n  one \\\n  two\n  \"\"\"") == ["one two"])
    }

    @Test func aMultilineLineIndentedLessThanTheClosingDelimiterHasNoValue() {
        #expect(Self.strings("let s = \"\"\"\n    a\n  b\n    \"\"\"") == [nil])
    }

    @Test func commentsAreKeptAndTheirContentIsNotCode() {
        let tokens = Self.lex("a // .keyboardShortcut(\"k\")\n/* b /* nested */ \"c\" */ d")
        #expect(tokens.comments.count == 2)
        #expect((0..<tokens.count).map { tokens.text($0) } == ["a", "d"])
    }

    @Test func objectiveCBlockCommentsDoNotNest() {
        let tokens = Self.lex("a /* b /* c */ d", .objectiveC)
        #expect((0..<tokens.count).map { tokens.text($0) } == ["a", "d"])
    }

    @Test func bracketsAreMatchedAndTokensKnowTheirParent() {
        let tokens = Self.lex("f(a, [b], { c })")
        // f ( a , [ b ] , { c } )
        #expect(tokens.match(1) == 11)
        #expect(tokens.match(11) == 1)
        #expect(tokens.parent(2) == 1)
        #expect(tokens.parent(5) == 4)
        #expect(tokens.parent(9) == 8)
        #expect(tokens.parent(11) == nil)
    }

    @Test func directivesAndSelectorsAreSingleTokens() {
        let tokens = Self.lex("#if os(macOS)\n#selector(x)\n#endif")
        #expect(tokens.isName(0, "#if"))
        #expect(tokens.isName(5, "#selector"))
        #expect(tokens[5].flags.contains(.startsLine))
    }

    @Test func objectiveCStringsAndCharactersAreLiterals() {
        #expect(Self.strings(#"[m addItemWithTitle:@"Open\u2026" keyEquivalent:@"o"]; c = '"';"#, .objectiveC) == ["Open…", "o"])
        let tokens = Self.lex("#import <A/B.h>\nx", .objectiveC)
        #expect((0..<tokens.count).map { tokens.text($0) } == ["#import", "x"])
    }

    // MARK: Broken input

    @Test func anUnterminatedStringIsReportedWhereItStartsAndTheNextLineIsStillRead() {
        let tokens = Self.lex("let a = \"open\nlet b = \"k\"\n")
        #expect(tokens.problems.count == 1)
        #expect(tokens.source.location(of: tokens.problems[0].range.start) == ShortcutCore.SourceLocation(line: 1, column: 9))
        #expect(tokens.problems[0].message.contains("unterminated string"))
        #expect((0..<tokens.count).compactMap { tokens.stringValue($0) } == ["k"])
    }

    @Test func anUnterminatedMultilineStringOrCommentIsReported() {
        #expect(Self.problems("x\n  \"\"\"\nabc").map(\.at) == [ShortcutCore.SourceLocation(line: 2, column: 3)])
        #expect(Self.problems("x /* /* */").map(\.message) == ["unterminated block comment: no `*/` closes the `/*` here"])
    }

    @Test func anUnclosedInterpolationIsAnUnterminatedString() {
        let problems = Self.problems("let a = \"\\(foo(\"\nnext()")
        #expect(problems.count == 1)
        #expect(problems.first?.at == ShortcutCore.SourceLocation(line: 1, column: 9))
    }

    @Test func unbalancedBracketsAreReportedOnce() {
        #expect(Self.problems("f(a))\n}").map(\.message) == ["`)` closes nothing"])
        #expect(Self.problems("func f() {\n  g(\n}").map(\.message) == ["`(` is never closed"])
        #expect(Self.problems("{ [ (").map(\.message) == ["`{` is never closed"])
    }

    @Test func nestingBeyondTheLimitStopsWithAProblem() {
        let tokens = Self.lex(String(repeating: "(", count: 100_000))
        #expect(tokens.problems.count == 1)
        #expect(tokens.problems[0].message.contains("nested more than"))
        #expect(tokens.count == ParseLimits.maximumDepth + 1)
    }

    @Test func deeplyNestedInterpolationsAreRefused() {
        var text = "x"
        for _ in 0..<40 { text = "\"\\(\(text))\"" }
        let problems = Self.problems(text)
        #expect(problems.count == 1)
        #expect(problems.first?.message.contains("nested more than") == true)
    }
}
