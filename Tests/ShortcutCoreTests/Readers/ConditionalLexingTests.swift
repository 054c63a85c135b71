import Testing

@testable import ShortcutCore

/// `#if` blocks as the compilers read them: a branch that is never compiled is skipped, and
/// branches that each open a bracket closed once after `#endif` keep the brackets balanced.
@Suite struct ConditionalLexingTests {
    static func objectiveC(_ title: String, _ key: String) -> String {
        "    [menu addItemWithTitle:@\"\(title)\" action:@selector(run:) keyEquivalent:@\"\(key)\"];\n"
    }

    static func titles(_ text: String, _ language: SourceLexer.Language = .swift) -> [String] {
        SourceReaderHelpers.read(text, language: language).manifest.shortcuts.compactMap(\.title)
    }

    static func problems(_ text: String, _ language: SourceLexer.Language = .swift) -> [String] {
        SourceReaderHelpers.read(text, language: language).problems.filter { $0.kind == .unreadable }.map(\.message)
    }

    // MARK: Branches that are never compiled

    @Test func anIfFalseBranchIsSkippedAndItsElseIsLive() {
        let text = """
            CommandMenu("Tools") {
            #if false
                Button("Old") { }.keyboardShortcut("o", modifiers: [.command, .option])
            #else
                Button("New") { }.keyboardShortcut("n", modifiers: [.command, .option])
            #endif
            }

            """
        #expect(Self.titles(text) == ["New"])
    }

    @Test func theElseOfAnIfTrueIsSkipped() {
        let text = "#if true\nButton(\"A\") { }.keyboardShortcut(\"a\")\n#else\nButton(\"B\") { }.keyboardShortcut(\"b\")\n#endif\n"
        #expect(Self.titles(text) == ["A"])
    }

    @Test func aConditionOfLiteralsAndNamesIsJudgedThreeValued() {
        let dead =
            "#if DEBUG && false\nButton(\"A\") { }.keyboardShortcut(\"a\")\n#elseif !(true || FLAG)\nButton(\"B\") { }.keyboardShortcut(\"b\")\n#endif\n"
        #expect(Self.titles(dead).isEmpty)
        let unknown =
            "#if DEBUG || false\nButton(\"A\") { }.keyboardShortcut(\"a\")\n#else\nButton(\"B\") { }.keyboardShortcut(\"b\")\n#endif\n"
        #expect(Self.titles(unknown) == ["A", "B"])
    }

    @Test func falseOrAPlatformIsThatPlatform() {
        let text = "#if false || os(iOS)\nButton(\"A\") { }.keyboardShortcut(\"a\")\n#endif\n"
        let reading = SourceReaderHelpers.read(text, platforms: PlatformSet([.macOS, .iPadOS]))
        #expect(reading.manifest.shortcuts.map(\.platforms) == [PlatformSet(.iPadOS)])
    }

    @Test func anIfZeroBlockHoldingProseIsSkipped() {
        let text = """
            #if 0
            This doesn't build: "an unterminated string, a } and a [ too
            \(Self.objectiveC("Dead", "d"))#endif
            void f(NSMenu *menu) {
            \(Self.objectiveC("Live", "l"))}

            """
        #expect(Self.titles(text, .objectiveC) == ["Live"])
        #expect(Self.problems(text, .objectiveC).isEmpty)
    }

    @Test func anIfZeroBlockEndsAtItsOwnEndifNotOneInACommentOrANestedBlock() {
        let text = """
            #if 0
            /* #endif */
            #ifdef X
            #endif
            \(Self.objectiveC("Dead", "d"))#else
            void f(NSMenu *menu) {
            \(Self.objectiveC("Live", "l"))}
            #endif

            """
        #expect(Self.titles(text, .objectiveC) == ["Live"])
        #expect(Self.problems(text, .objectiveC).isEmpty)
    }

    @Test func aSuppressionCommentInASkippedBranchIsNoStray() {
        let text = "#if false\n// shortcut-lint: allow control-modifier\nlet x = 1\n#endif\n"
        #expect(SourceReaderHelpers.read(text).strayComments.isEmpty)
    }

    // MARK: Branches that each open a bracket

    @Test func objectiveCBranchesThatEachOpenAFunctionsBraceAreBalanced() {
        let text = """
            #if TARGET_OS_IPHONE
            - (void)buildMenu:(NSMenu *)menu {
            #elif TARGET_OS_OSX
            - (void)buildMenu:(NSMenu *)menu options:(int)options {
            #else
            - (void)buildMenu {
            #endif
            \(Self.objectiveC("Open", "o"))}

            - (void)other:(NSMenu *)menu {
            \(Self.objectiveC("Save", "s"))}

            """
        #expect(Self.problems(text, .objectiveC).isEmpty)
        #expect(Self.titles(text, .objectiveC) == ["Open", "Save"])
    }

    /// Skim's vendored synctex_parser.m indents its directives after the hash (`#   if defined(…)`,
    /// `#   endif`), as C allows; the blocks pair up as written.
    @Test func directivesWithBlanksAfterTheHashAreTheSameDirectives() {
        let text = """
            #   if 0
            \(Self.objectiveC("Old", "o"))
            #	else
            \(Self.objectiveC("New", "n"))
            #endif
            #if defined(X)
            #   endif

            """
        #expect(Self.problems(text, .objectiveC).isEmpty)
        #expect(Self.titles(text, .objectiveC) == ["New"])
    }

    @Test func theCodeAfterEndifIsInsideTheFirstBranchsBrace() throws {
        let tokens = SwiftLexerTests.lex("#if A\nf() {\n#else\ng() {\n#endif\n  x\n}\n", .objectiveC)
        let texts = (0..<tokens.count).map { tokens.text($0) }
        let firstBrace = try #require(texts.firstIndex(of: "{"))
        let x = try #require(texts.firstIndex(of: "x"))
        #expect(tokens.parent(x) == firstBrace)
        #expect(tokens.match(firstBrace) == texts.count - 1)
    }

    @Test func branchesThatEachCloseTheSameBraceAreBalanced() {
        let text = """
            - (BOOL)load {
                if (a) {
                    return YES;
                } else {
            #if TARGET_OS_IPHONE
                    return NO;
                }
            #else
                    if (b) { return NO; }
                    return YES;
                }
            #endif
            }

            """
        #expect(Self.problems(text, .objectiveC).isEmpty)
    }

    /// Quicksilver's `NDProgrammerUtilities.m` (Apache-2.0), shortened: the `#ifdef` branch is
    /// built only under a macro nobody defines, and leaves a `[` open; the `#else` compiles.
    @Test func aBranchThatLeavesASquareBracketOpenYieldsToOneThatOpensOnlyBraces() {
        let text = """
            BOOL NDLogFalseBody(const BOOL aCond)
            {
            #ifdef NDAssertLogging
                if (aCond == NO)
                    [[NSException raise:NSInternalInconsistencyException format:@"false"];
            #else
                if (aCond == NO)
                    NSLog(@"false");
            #endif
                return aCond;
            }

            """
        #expect(Self.problems(text, .objectiveC).isEmpty)
    }

    @Test func swiftBranchesThatEachOpenABraceAreBalanced() {
        let text = """
            #if os(macOS)
            func buildMenu(_ menu: NSMenu) {
            #else
            func buildMenu(_ menu: UIMenu) {
            #endif
                menu.addItem(withTitle: "Open", action: nil, keyEquivalent: "o")
            }

            """
        #expect(Self.problems(text).isEmpty)
        #expect(Self.titles(text) == ["Open"])
    }
}
