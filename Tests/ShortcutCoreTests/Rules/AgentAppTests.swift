import Testing

@testable import ShortcutCore

/// An agent app (`LSUIElement`) shows no menu bar, and its shortcuts act only while one of its
/// windows is key, so `duplicate-shortcut` reports a conflict between them as a warning that says
/// so (LaTeXiT's helper, whose template menu puts the Substitutions items on Find's chords).
@Suite struct AgentAppTests {
    static let xib = InterfaceBuilderFixture.xib(
        """
        <menuItem title="Find…" keyEquivalent="f" id="f1"/>
        <menuItem title="Smart Copy/Paste" keyEquivalent="f" id="f2"/>
        """)

    static func duplicates(_ kind: AppKind) -> [Finding] {
        var configuration = LintConfiguration()
        configuration.defaultKind = kind
        return LintHelpers.lint(xib, path: "Helper/MainMenu.xib", configuration: configuration).findings.filter {
            $0.ruleID == "duplicate-shortcut"
        }
    }

    @Test func anAgentTargetsMenuConflictIsAWarningThatNamesLSUIElement() throws {
        let finding = try #require(Self.duplicates(.agent).first)
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("in an agent app (`LSUIElement`), whose menu bar macOS never shows"))
    }

    @Test func anAppTargetsMenuConflictStaysAnError() throws {
        let finding = try #require(Self.duplicates(.app).first)
        #expect(finding.severity == .error)
    }

    @Test func aManifestSaysKindAgent() throws {
        let text = "app: Helper\nkind: agent\nshortcuts:\n  - title: Find\n    key: Command-F\n  - title: Filter\n    key: Command-F\n"
        let finding = try #require(LintHelpers.lint(text).findings.first { $0.ruleID == "duplicate-shortcut" })
        #expect(finding.severity == .warning)
    }

    @Test func anExtractedAgentSaysSo() {
        var agent = ExtractedManifest(app: "Helper", platforms: PlatformSet(.macOS))
        agent.kind = .agent
        #expect(ManifestWriter.yaml(agent).contains("app: Helper\nkind: agent\nplatforms: [macOS]\n"))
    }
}
