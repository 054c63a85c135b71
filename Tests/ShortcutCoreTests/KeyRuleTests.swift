import Testing

@testable import ShortcutCore

/// The rules about the key: how a two-character key is written, keys that depend on the layout,
/// keys without modifiers, and keys that move focus.
@Suite struct KeyRuleTests {
    @Test(arguments: [
        ("Shift-Command-/", "Command-?"), ("Command-Shift-/", "Command-?"), ("⇧⌘/", "⌘?"), ("cmd+shift+/", "cmd+?"),
        ("Shift-Command-?", "Command-?"), ("Shift-Command-Forward slash", "Command-?"), ("Shift-Option-Command-[", "Option-Command-{"),
        ("Command-K Shift-Command-.", "Command-K Command->"),
    ])
    func twoCharacterFixNamesTheUpperCharacterWithoutShift(_ written: String, _ fixed: String) throws {
        let findings = ManifestBuilder().add("Help", written).findings("two-character-key")
        let fix = try #require(findings.first?.fix)
        #expect(fix.replacement == fixed)
        #expect(findings[0].message.contains("write \(fixed)"))
    }

    @Test func twoCharacterFixReplacesExactlyTheKeyString() throws {
        let result = ManifestBuilder().add("Test Help", "Shift-Command-/").lint()
        let fix = try #require(result.findings.first { $0.ruleID == "two-character-key" }?.fix)
        var bytes = result.source.bytes
        bytes.replaceSubrange(fix.range.start..<fix.range.end, with: Array(fix.replacement.utf8))
        let fixed = LintHelpers.lint(String(decoding: bytes, as: UTF8.self), path: "fixed.json")
        #expect(fixed.findings.filter { !$0.isSuppressed }.map(\.ruleID) == [])
    }

    @Test(arguments: ["Shift-Command-3", "Command-?", "Command-/", "Shift-Command-A", "Command-#"])
    func wellWrittenKeysAreNotReported(_ key: String) {
        #expect(ManifestBuilder().add("Action", key).findings("two-character-key").isEmpty)
    }

    @Test func layoutMessageNamesTheExtraModifiers() {
        let finding = ManifestBuilder().add("Heading 2", "Option-Shift-Command-2").findings("layout-dependent-key")
        #expect(finding.first?.message.contains("combines Option and Shift with a digit") == true)
    }

    @Test func bareFunctionKeyIsInfo() {
        let findings = ManifestBuilder().add("Show Glossary", "F6").findings("missing-modifier")
        #expect(findings.map(\.severity) == [.info])
    }

    @Test func bareCharacterKeyCitesWCAG() {
        let finding = ManifestBuilder().add("Publish", "P").findings("missing-modifier").first
        #expect(finding?.severity == .warning)
        #expect(finding?.message.contains("WCAG 2.1.4 (Character Key Shortcuts)") == true)
    }

    @Test func bareNamedKeyIsAWarningWithoutWCAG() {
        let finding = ManifestBuilder().add("Send", "Return").findings("missing-modifier").first
        #expect(finding?.severity == .warning)
        #expect(finding?.message.contains("WCAG") == false)
    }

    @Test func escIsTheException() {
        #expect(ManifestBuilder(platforms: ["iPadOS"]).add("Dismiss", "Esc").findings("missing-modifier").isEmpty)
    }

    @Test func navigationKeyMessageSaysWhatTheKeyDoes() {
        let tab = ManifestBuilder().add("Next Field", "Tab").findings("navigation-key").first?.message ?? ""
        let arrow = ManifestBuilder().add("Next Note", "Down arrow").findings("navigation-key").first?.message ?? ""
        #expect(tab.contains("Tab, which moves focus among focus groups"))
        #expect(arrow.contains("an arrow key, which moves focus within a focus group"))
    }

    /// With Option or Shift the arrow's cost is text editing, and with Control-Option it is
    /// VoiceOver's navigation (Apple Support, "Mac keyboard shortcuts"; VoiceOver User Guide).
    @Test(arguments: [
        ("Option-Left arrow", "moves the insertion point by word or paragraph in every text field"),
        ("Option-Shift-Left arrow", "extends the selection by word or paragraph"),
        ("Shift-Left arrow", "extends the selection in every text field, text view and list"),
        ("Control-Option-Left arrow", "takes a VoiceOver command"),
    ])
    func navigationKeyNamesWhatTheModifiedArrowDoes(key: String, expected: String) {
        // repurposed-standard reports a file's text-system keys once, at the first (Next Album).
        let manifest = ManifestBuilder().add("Next Album", key.replacingOccurrences(of: "Left", with: "Right")).add("Previous Album", key)
        let message = manifest.findings("navigation-key").map(\.message).first { $0.contains("Previous Album") } ?? ""
        #expect(message.contains(expected), "\(key): \(message)")
    }

    @Test func optionTypesCharacterSaysWhichCharacter() {
        let message = ManifestBuilder().add("Insert Copyright", "Option-G").findings("option-types-character").first?.message
        #expect(message?.contains("Option-G types © on a US keyboard") == true)
    }
}
