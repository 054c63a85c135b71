import Testing

@testable import ShortcutCore

/// The notation parser: every way people write a shortcut reads to one canonical chord.
@Suite struct ShortcutNotationTests {
    static func canonical(_ text: String) -> String? {
        try? ShortcutNotation.parse(text).get().shortcut.higText
    }

    /// (written, canonical HIG text)
    static let equivalents: [(String, String)] = [
        ("Shift-Command-P", "Shift-Command-P"),
        ("⇧⌘P", "Shift-Command-P"),
        ("cmd+shift+p", "Shift-Command-P"),
        ("cmd-shift-p", "Shift-Command-P"),
        ("Command-Shift-P", "Shift-Command-P"),
        ("Option-Command-Esc", "Option-Command-Esc"),
        ("⌥⌘⎋", "Option-Command-Esc"),
        ("Command-Grave accent", "Command-`"),
        ("Command-Left bracket", "Command-{"),
        ("Command-{", "Command-{"),
        ("Shift-Command-[", "Command-{"),
        ("Option-Command-Forward slash", "Option-Command-/"),
        ("Control-Option-Command-Period", "Control-Option-Command-."),
        ("Control- F3", "Control-F3"),
        ("Control-\u{A0}F3", "Control-F3"),
        ("⌃←", "Control-Left arrow"),
        ("Control-Left arrow", "Control-Left arrow"),
        ("⌘Space", "Command-Space"),
        ("Ctrl+Alt+Delete", "Control-Option-Delete"),
        ("CmdOrCtrl+Shift+Z", "Shift-Command-Z"),
        ("cmd--", "Command--"),
        ("Command-Hyphen", "Command--"),
        ("cmd+k cmd+s", "Command-K Command-S"),
        ("⌘K, ⌘S", "Command-K Command-S"),
        ("Command-?", "Command-?"),
        ("Shift-Command-/", "Command-?"),
        ("Command-Question mark", "Command-?"),
        ("Command-+", "Command-+"),
        ("Shift-Command-=", "Command-+"),
        ("Shift-Command-Equal sign", "Command-+"),
        ("Command-Pipe", "Command-|"),
        ("Command-Colon", "Command-:"),
        ("Shift-Command-3", "Shift-Command-3"),
        ("F11", "F11"),
        ("Esc", "Esc"),
        ("Command–I", "Command-I"),
        ("cmd + shift + p", "Shift-Command-P"),
        ("Globe-H", "Globe-H"),
        ("⌃⌘⏏", "Control-Command-Eject"),
        ("Command-Forward Delete", "Command-Forward Delete"),
        ("Keypad Enter", "Keypad Enter"),
        ("cmd+left cmd+k", "Command-Left arrow Command-K"),
    ]

    @Test(arguments: equivalents)
    func readsToCanonicalChord(written: String, expected: String) {
        #expect(Self.canonical(written) == expected, "\(written)")
    }

    /// (written, message fragment, column)
    static let errors: [(String, String, Int)] = [
        ("", "empty", 1),
        ("   ", "empty", 1),
        ("Command-Command-P", "appears twice", 9),
        ("Hyper-K", "unknown modifier \"Hyper\"", 1),
        ("Command-Pa", "unknown key \"Pa\"", 9),
        ("Command-", "expected a key after \"Command-\"", 9),
        ("Command", "must be followed by a key", 1),
        ("⌘⌘K", "appears twice", 2),
        ("cmd+a cmd+b cmd+c cmd+d cmd+e", "at most 4", 25),
        ("Shift Command P", "must be followed by a key", 1),
    ]

    @Test(arguments: errors)
    func rejectsWithColumn(written: String, fragment: String, column: Int) throws {
        let result = ShortcutNotation.parse(written)
        guard case .failure(let error) = result else {
            Issue.record("\(written) parsed as \(try result.get().shortcut.higText)")
            return
        }
        #expect(error.message.contains(fragment), "\(error.message)")
        #expect(error.column == column, "\(written): \(error)")
    }

    @Test func rendersSymbolsInHIGOrder() throws {
        let parsed = try ShortcutNotation.parse("cmd+shift+option+ctrl+p").get()
        #expect(parsed.shortcut.symbols == "⌃⌥⇧⌘P")
        #expect(try ShortcutNotation.parse("Shift-Command-/").get().shortcut.symbols == "⌘?")
    }

    @Test func keepsWrittenModifierOrder() throws {
        let parsed = try ShortcutNotation.parse("Command-Shift-P").get()
        #expect(parsed.written[0].modifiers == [.command, .shift])
        #expect(!ModifierOrderRule.isInOrder(parsed.written[0]))
        #expect(ModifierOrderRule.isInOrder(try ShortcutNotation.parse("Shift-Command-P").get().written[0]))
    }

    @Test func recordsWhetherTheKeyNamedTheUpperCharacter() throws {
        let upper = try ShortcutNotation.parse("Shift-Command-?").get().written[0]
        #expect(upper.keyIsUpperCharacter && upper.hasExplicitShift)
        let lower = try ShortcutNotation.parse("Shift-Command-/").get().written[0]
        #expect(!lower.keyIsUpperCharacter && lower.hasExplicitShift)
    }

    @Test func recordsTokenRanges() throws {
        let parsed = try ShortcutNotation.parse("cmd+k cmd+s").get()
        #expect(parsed.written.map(\.range) == [0..<5, 6..<11])
        #expect(parsed.written[1].keyRange == 10..<11)
    }

    @Test func sequencePrefixShadowsLongerSequence() throws {
        let k = try ShortcutNotation.parse("cmd+k").get().shortcut
        let ks = try ShortcutNotation.parse("cmd+k cmd+s").get().shortcut
        #expect(k.isProperPrefix(of: ks))
        #expect(!ks.isProperPrefix(of: k))
        #expect(!k.isProperPrefix(of: k))
    }

    @Test func letterCaseDoesNotMatter() {
        #expect(Self.canonical("COMMAND-p") == "Command-P")
    }
}
