import Testing

@testable import ShortcutCore

/// Findings on shortcuts read from code or Interface Builder menus speak the language of that
/// input: they never ask for a manifest field its author cannot write (`repurposes:`,
/// `complements:`, `when`, `menu:`, `discoverabilityTitle:`), and never name an untitled entry by
/// its place in a list ("entry 3"). A manifest's findings keep naming its fields.
@Suite struct InputLanguageTests {
    /// What a finding on a manifest may say and one on code or a menu may not.
    static let manifestTerms = ["`repurposes:", "`complements:", "`when`", "`when:`", "`menu:`", "`discoverabilityTitle:", "`id`"]

    static func messages(_ findings: [Finding], rule: String) -> [String] {
        findings.filter { $0.ruleID == rule && !$0.isSuppressed }.map(\.message)
    }

    /// The first message of `rule` on a Swift file.
    static func swiftMessage(_ source: String, rule: String) throws -> String {
        try #require(messages(SourceReaderHelpers.lint(source), rule: rule).first)
    }

    static func xibFindings(_ items: String) -> [Finding] {
        LintHelpers.lint(InterfaceBuilderFixture.xib(items), path: "MainMenu.xib").findings
    }

    @Test func aRepurposedStandardInAXIBAsksForAnXMLAllowComment() throws {
        let message = try #require(
            Self.messages(Self.xibFindings(InterfaceBuilderFixture.item("c", title: "Insert Link")), rule: "repurposed-standard").first)
        #expect(message.contains("mark it deliberate with `<!-- shortcut-lint: allow repurposed-standard -->` above the menu item"))
        #expect(!message.contains("`repurposes:"))
    }

    @Test func aRepurposedStandardInSwiftAsksForASlashSlashAllowComment() throws {
        let source = "CommandMenu(\"Tools\") {\n    Button(\"Insert Link\") { link() }\n        .keyboardShortcut(\"c\")\n}\n"
        let message = try Self.swiftMessage(source, rule: "repurposed-standard")
        #expect(message.contains("mark it deliberate with `// shortcut-lint: allow repurposed-standard` above the shortcut"))
    }

    @Test func anUnrelatedVariantInSwiftOffersTheAllowCommentNotComplements() throws {
        let source =
            "CommandMenu(\"Tools\") {\n    Button(\"Insert Link\") { link() }\n        .keyboardShortcut(\"k\")\n    Button(\"Publish\") { publish() }\n        .keyboardShortcut(\"k\", modifiers: [.command, .shift])\n}\n"
        let message = try Self.swiftMessage(source, rule: "unrelated-shift-variant")
        #expect(message.contains("`// shortcut-lint: allow unrelated-shift-variant`"))
        #expect(!message.contains("`complements:") && !message.contains("`id`"))
    }

    @Test func aDuplicateInAXIBOffersAnotherChordButNoScope() throws {
        let items = InterfaceBuilderFixture.item("k", title: "Insert Link") + "\n" + InterfaceBuilderFixture.item("k", title: "Publish")
        let message = try #require(Self.messages(Self.xibFindings(items), rule: "duplicate-shortcut").first)
        #expect(message.hasSuffix("one keystroke can run only one command: choose another chord."))
    }

    @Test func aKeyCommandWithoutAMenuIsAskedToJoinAMenuNotToAddAField() throws {
        let source =
            "override var keyCommands: [UIKeyCommand]? {\n    [UIKeyCommand(title: \"Insert Link\", action: #selector(link), input: \"k\", modifierFlags: .command)]\n}\n"
        let message = try Self.swiftMessage(source, rule: "shortcut-only-action")
        #expect(message.hasPrefix("\"Insert Link\" is in no menu the linter read;"))
        #expect(message.contains("add the command to a menu as well"))
    }

    @Test func anUntitledShortcutInCodeIsNamedAsSuch() throws {
        let source =
            "override var keyCommands: [UIKeyCommand]? {\n    [UIKeyCommand(input: \"k\", modifierFlags: .control, action: #selector(link))]\n}\n"
        let findings = SourceReaderHelpers.lint(source).filter { !$0.isSuppressed }
        #expect(!findings.isEmpty)
        for finding in findings {
            #expect(
                finding.message.contains("an untitled shortcut") || finding.message.hasPrefix("An untitled shortcut"), "\(finding.message)")
            #expect(finding.message.firstMatch(of: /entry \d/) == nil, "\(finding.message)")
        }
    }

    @Test func tooManyCustomShortcutsInAXIBPointAtTheMainMenuAndNameTheFile() throws {
        let items = (1...51).map {
            InterfaceBuilderFixture.item("\($0 % 10)", mask: "control=\"YES\" option=\"YES\" command=\"YES\"", title: "Action \($0)")
        }
        let result = LintHelpers.lint(InterfaceBuilderFixture.xib(items.joined(separator: "\n")), path: "MainMenu.xib")
        let finding = try #require(result.findings.first { $0.ruleID == "too-many-custom" })
        #expect(finding.message.hasPrefix("The Interface Builder file declares"))
        #expect(finding.span.start.line == 4)  // <menu title="AMainMenu" systemMenu="main">
    }

    @Test func aManifestKeepsNamingItsFields() throws {
        let text = "app: Scribe\nshortcuts:\n  - title: Insert Link\n    key: Command-C\n"
        let message = try #require(Self.messages(LintHelpers.lint(text).findings, rule: "repurposed-standard").first)
        #expect(message.contains("add `repurposes: copy`"))
    }

    /// The real files: not one finding on the corpus's Swift excerpts (or, where `../shared` is,
    /// its Interface Builder files) asks for a manifest field or says "entry 3".
    @Test func noFindingOnTheSwiftCorpusAsksForAManifestField() {
        Self.expectInputLanguage(SwiftCorpusFile.all.flatMap { ReaderCorpus.lint($0).findings })
    }

    @Test(Shared.needs("corpus/README.md", "the shared corpus"))
    func noFindingOnTheInterfaceBuilderCorpusAsksForAManifestField() {
        Self.expectInputLanguage(InterfaceBuilderCorpus.files.flatMap { ReaderCorpus.lint($0).findings })
    }

    static func expectInputLanguage(_ findings: [Finding]) {
        #expect(!findings.isEmpty)
        for finding in findings {
            for term in manifestTerms { #expect(!finding.message.contains(term), "\(finding.file): \(finding.message)") }
            #expect(finding.message.firstMatch(of: /entry \d/) == nil, "\(finding.file): \(finding.message)")
        }
    }
}
