import Foundation
import Testing

@testable import ShortcutCore

/// What the Swift reader makes of the source around the shortcuts: `#if` blocks, comments,
/// literal forms, suppression comments, and broken or hostile files.
@Suite struct SwiftReaderSourceTests {
    func entries(_ text: String) -> [String] { SourceReaderHelpers.entries(text) }

    static func platforms(_ text: String, swiftUI: PlatformSet = PlatformSet([.macOS, .iPadOS])) -> [PlatformSet] {
        SourceReaderHelpers.read(text, platforms: swiftUI).manifest.shortcuts.map(\.platforms)
    }

    // MARK: Platforms

    @Test func swiftUICodeRunsWhereTheCallerSays() {
        #expect(Self.platforms(#"Button("X") { }.keyboardShortcut("x")"#) == [PlatformSet([.macOS, .iPadOS])])
    }

    @Test func ifOSBlocksNarrowThePlatforms() {
        let text = """
            #if os(macOS)
            Button("Mac") { }.keyboardShortcut("m")
            #elseif os(iOS)
            Button("iPad") { }.keyboardShortcut("i")
            #else
            Button("Other") { }.keyboardShortcut("o")
            #endif
            Button("Both") { }.keyboardShortcut("b")
            """
        // The #else branch runs on neither macOS nor iPadOS: nothing left, so no entry.
        let reading = SourceReaderHelpers.read(text, platforms: PlatformSet([.macOS, .iPadOS]))
        #expect(reading.manifest.shortcuts.map(\.title) == ["Mac", "iPad", "Both"])
        #expect(Self.platforms(text) == [PlatformSet(.macOS), PlatformSet(.iPadOS), PlatformSet([.macOS, .iPadOS])])
    }

    @Test func negationsAndUnknownConditionsAreReadThreeValued() {
        let text = """
            #if !os(macOS)
            Button("A") { }.keyboardShortcut("a")
            #endif
            #if DEBUG
            Button("B") { }.keyboardShortcut("b")
            #else
            Button("C") { }.keyboardShortcut("c")
            #endif
            #if canImport(AppKit) && DEBUG
            Button("D") { }.keyboardShortcut("d")
            #endif
            """
        #expect(
            Self.platforms(text) == [
                PlatformSet(.iPadOS), PlatformSet([.macOS, .iPadOS]), PlatformSet([.macOS, .iPadOS]), PlatformSet(.macOS),
            ])
    }

    @Test func uiKitCodeForMacCatalystRunsOnTheMac() {
        let text = "#if targetEnvironment(macCatalyst)\nUIKeyCommand(input: \"k\", modifierFlags: .command, action: #selector(k))\n#endif\n"
        #expect(Self.platforms(text) == [PlatformSet(.macOS)])
    }

    @Test func aModifierInsideAPostfixIfBlockStillFindsItsButton() {
        let text = "Button(\"Inspector\") { }\n#if os(macOS)\n    .keyboardShortcut(\"i\", modifiers: [.command, .option])\n#endif\n"
        #expect(entries(text) == ["Inspector | Option-Command-I | -"])
        #expect(Self.platforms(text) == [PlatformSet(.macOS)])
    }

    @Test func anUnclosedIfIsAProblem() {
        let problems = SourceReaderHelpers.read("#if os(macOS)\nlet x = 1\n").problems
        #expect(problems.map { $0.message.components(separatedBy: "; ")[0] } == ["`#if` is never closed by an `#endif`"])
        #expect(problems.map(\.kind) == [.unreadable])
    }

    // MARK: Comments and literals

    @Test func shortcutsInCommentsAndStringsAreNotCode() {
        let text = """
            // Button("Old") { }.keyboardShortcut("o")
            /* Button("Older") { }.keyboardShortcut("p") /* nested */ .keyboardShortcut("q") */
            let doc = "Button(\\"Doc\\") { }.keyboardShortcut(\\"d\\")"
            let multi = \"\"\"
                .keyboardShortcut("m")
                \"\"\"
            let raw = #".keyboardShortcut("r")"#
            Button("Real") { }.keyboardShortcut("k")
            """
        #expect(entries(text) == ["Real | Command-K | -"])
    }

    @Test func rawAndMultilineLiteralsAreReadAsTheirValue() {
        let text = """
            Button(#"Say "Hi""#) { }.keyboardShortcut(#"h"#)
            Button(\"\"\"
                Long Title
                \"\"\") { }.keyboardShortcut("l")
            Button("Tab\\u{2026}") { }.keyboardShortcut("\\t", modifiers: .control)
            """
        #expect(entries(text) == [#"Say "Hi" | Command-H | -"#, "Long Title | Command-L | -", "Tab… | Control-Tab | -"])
    }

    // MARK: Suppression comments

    @Test func aCommentAboveADeclarationSuppressesForItsShortcut() throws {
        let text = """
            CommandMenu("Edit") {
                // shortcut-lint: allow repurposed-standard -- Copy Link is our Copy
                Button("Copy Link") { }
                    .keyboardShortcut("c")
                Button("Paste Link") { }.keyboardShortcut("v")  // shortcut-lint: allow repurposed-standard
            }
            """
        let reading = SourceReaderHelpers.read(text)
        let allows = reading.manifest.shortcuts.map { $0.allow.map(\.ruleID) }
        #expect(allows == [["repurposed-standard"], ["repurposed-standard"]])
        #expect(reading.manifest.shortcuts[0].allow.first?.reason == "Copy Link is our Copy")
        #expect(reading.manifest.shortcuts[0].allow.first?.origin == .comment)
        #expect(reading.strayComments.isEmpty)
        #expect(!SourceReaderHelpers.ruleIDs(text).contains("repurposed-standard"))
    }

    @Test func aCommentSeparatedByABlankLineOrMalformedAppliesToNothing() {
        let text =
            "// shortcut-lint: allow control-modifier\n\nButton(\"A\") { }.keyboardShortcut(\"a\")\n// shortcut-lint: alow x\nButton(\"B\") { }.keyboardShortcut(\"b\")\n"
        let reading = SourceReaderHelpers.read(text)
        #expect(reading.manifest.shortcuts.allSatisfy { $0.allow.isEmpty })
        #expect(reading.strayComments.count == 2)
    }

    @Test func aCommentSilencesTheUnresolvedNoteAboutADynamicShortcut() {
        let text = "// shortcut-lint: allow unresolved-shortcut -- built from settings\nButton(\"A\") { }.keyboardShortcut(key)\n"
        let reading = SourceReaderHelpers.read(text)
        #expect(reading.problems.isEmpty)
        #expect(reading.strayComments.isEmpty)
    }

    // MARK: Broken and hostile files

    @Test func anUnterminatedStringIsAProblemAtItsLineAndTheRestIsRead() throws {
        let text = "Button(\"Open) { }\nButton(\"Save\") { }.keyboardShortcut(\"s\")\n"
        let reading = SourceReaderHelpers.read(text)
        let syntax = reading.problems.filter { $0.kind == .unreadable }
        #expect(syntax.first?.message.hasPrefix("unterminated string literal: no closing `\"` on this line;") == true)
        #expect(
            syntax.first.map { reading.manifest.source.location(of: $0.range.start) } == ShortcutCore.SourceLocation(line: 1, column: 8))
        #expect(reading.manifest.shortcuts.map(SourceReaderHelpers.describe).contains("Save | Command-S | -"))
    }

    /// Broken files whose one cause is a literal or comment that never ends, with what it
    /// swallows: a `)`, a `}`, a `]` in Objective-C, an `#endif`.
    static let unterminatedLiterals: [(text: String, language: SourceLexer.Language, message: String)] = [
        (
            "CommandMenu(\"Tools\") {\n    Button(\"Open) { }.keyboardShortcut(\"o\")\n    Button(\"Save\") { }.keyboardShortcut(\"s\")\n}\n",
            .swift,
            "unterminated string literal: no closing `\"` on this line"
        ),
        (
            "CommandMenu(\"Tools\") {\n    Button(\"Open) {\n    }\n    .keyboardShortcut(\"o\")\n}\n", .swift,
            "unterminated string literal: no closing `\"` on this line"
        ),
        (
            "CommandMenu(\"Tools\") {\n    let help = \"\"\"\n    Opens a file\n}\n", .swift,
            "unterminated multi-line string literal: no closing `\"\"\"` follows"
        ),
        (
            "#if os(macOS)\nCommandMenu(\"Tools\") {\n    /* Button(\"Open\") { }\n}\n#endif\n", .swift,
            "unterminated block comment: no `*/` closes the `/*` here"
        ),
        (
            "void f(NSMenu *menu) {\n    [menu addItemWithTitle:@\"Open action:nil keyEquivalent:@\"o\"];\n}\n", .objectiveC,
            "unterminated string literal: no closing `\"` on this line"
        ),
    ]

    @Test(arguments: unterminatedLiterals)
    func aLiteralThatNeverEndsIsOneProblemNotTheBracketsItSwallowed(
        _ broken: (text: String, language: SourceLexer.Language, message: String)
    ) {
        let syntax = SourceReaderHelpers.read(broken.text, language: broken.language).problems.filter { $0.kind == .unreadable }
        #expect(syntax.map { $0.message.components(separatedBy: "; ")[0] } == [broken.message])
    }

    @Test func aBracketProblemBeforeABrokenLiteralIsStillReported() {
        let reading = SourceReaderHelpers.read("Button(\"A\") { }.keyboardShortcut(\"a\"))\nlet s = \"open\n")
        #expect(reading.problems.filter { $0.kind == .unreadable }.map(\.message).count == 2)
    }

    @Test func unbalancedParenthesesAreAProblemNotACrash() {
        let reading = SourceReaderHelpers.read("Button(\"A\") { }.keyboardShortcut(\"a\"\n}\n)))\n")
        #expect(reading.problems.contains { $0.kind == .unreadable })
    }

    @Test func invalidUTF8IsANoteAtTheByteAndTheFileIsStillRead() {
        var bytes = Array("Button(\"A\") { }.keyboardShortcut(\"a\")\n".utf8)
        bytes.insert(0xFF, at: 9)
        let reading = SwiftSourceReader.reading(SourceFile(path: "Bad.swift", bytes: bytes), language: .swift)
        #expect(reading.manifest.shortcuts.map(\.keyText) == ["Command-A"])
        #expect(reading.problems.map(\.range.start) == [9])
        #expect(reading.problems.map(\.kind) == [.unreadable])
        #expect(reading.problems.first?.message.hasPrefix("the file is not valid UTF-8") == true)
    }

    @Test func deeplyNestedCodeStopsAtTheDepthLimit() {
        let text =
            String(repeating: "f(", count: 5_000) + "Button(\"A\") { }.keyboardShortcut(\"a\")" + String(repeating: ")", count: 5_000)
        let reading = SourceReaderHelpers.read(text)
        #expect(reading.problems.contains { $0.message.contains("nested more than") })
        #expect(reading.manifest.shortcuts.isEmpty)
    }

    @Test func aLongChainOfModifiersIsWalkedInLinearTime() {
        let text = "Button(\"A\") { }" + String(repeating: ".padding()", count: 50_000) + ".keyboardShortcut(\"a\")"
        #expect(entries(text) == ["A | Command-A | -"])
    }

    @Test func aLargeFileIsReadWhole() {
        let one = "Button(\"Item\") { }.keyboardShortcut(\"i\", modifiers: [.command, .option])\n"
        let reading = SourceReaderHelpers.read(String(repeating: one, count: 20_000))
        #expect(reading.manifest.shortcuts.count == 20_000)
        #expect(reading.problems.isEmpty)
    }

    /// Each of these is quadratic when done naively (every modifier walking back over the ones
    /// before it, every comment scanning every shortcut, every use scanning every assignment):
    /// 20,000 of each must stay well inside the time limit.
    @Test(.timeLimit(.minutes(1)))
    func aChainOfManyModifiersIsWalkedOnce() {
        let text = "Button(\"A\") { }" + String(repeating: ".keyboardShortcut(\"a\")", count: 20_000)
        let reading = SourceReaderHelpers.read(text)
        #expect(reading.manifest.shortcuts.count == 20_000)
        #expect(reading.manifest.shortcuts.allSatisfy { $0.title == "A" })
    }

    @Test(.timeLimit(.minutes(1)))
    func manySuppressionCommentsAndManyShortcutsAttachInLinearTime() {
        let one = "// shortcut-lint: allow control-modifier\nButton(\"A\") { }.keyboardShortcut(\"a\", modifiers: .control)\n"
        let reading = SourceReaderHelpers.read(String(repeating: one, count: 20_000))
        #expect(reading.manifest.shortcuts.allSatisfy { $0.allow.count == 1 })
        #expect(reading.strayComments.isEmpty)
    }

    @Test(.timeLimit(.minutes(1)))
    func manyAssignmentsToOneTitleNameAreLookedUpInLinearTime() {
        let one = "title = \"T\"\nmenu.addItem(withTitle: title, action: nil, keyEquivalent: \"t\")\n"
        let reading = SourceReaderHelpers.read("func f(menu: NSMenu) {\n" + String(repeating: one, count: 20_000) + "}\n")
        #expect(reading.manifest.shortcuts.count == 20_000)
        #expect(reading.manifest.shortcuts.allSatisfy { $0.title == "T" })
    }

    @Test(.timeLimit(.minutes(1)))
    func manyItemsInOneMenuAndManyShortcutsInOneBlockAreLinear() {
        let items = String(repeating: "    NSMenuItem(title: \"X\", action: nil, keyEquivalent: \"x\"),\n", count: 20_000)
        let appKit = SourceReaderHelpers.read(
            "let item = NSMenuItem()\nitem.submenu = NSMenu(title: \"Edit\")\nitem.submenu?.items = [\n\(items)]\n")
        #expect(appKit.manifest.shortcuts.count == 20_000)
        #expect(appKit.manifest.shortcuts.allSatisfy { $0.menu?.text == "Edit" })
        let buttons = String(repeating: "        Button(\"B\") { }.keyboardShortcut(\"b\")\n", count: 20_000)
        let swiftUI = SourceReaderHelpers.read("CommandMenu(\"Tools\") {\n    Menu(\"More\") {\n\(buttons)    }\n}\n")
        #expect(swiftUI.manifest.shortcuts.allSatisfy { $0.menu?.text == "Tools > More" })
    }

    @Test func randomBytesNeverCrash() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("\"#\\(){}[].,:;=|/*\n abcKk\u{00E9}".utf8)
        for _ in 0..<300 {
            let bytes = (0..<200).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let reading = SwiftSourceReader.reading(SourceFile(path: "Random.swift", bytes: bytes), language: .swift)
            for problem in reading.problems { #expect(problem.range.start <= bytes.count) }
        }
    }
}
