import Testing

@testable import ShortcutCore

/// Config files are mostly YAML: the same decoding, with YAML's positions and scalars.
@Suite struct YAMLConfigurationTests {
    private let path = ".shortcut-lint.yml"

    @Test func theDocumentedExampleDecodes() throws {
        let file = try ConfigurationFixture.decode(
            """
            rules:
              modifier-order: off            # off | error | warning | info
              repurposed-standard: { severity: error }
              test-limit: { max: 80 }
            platforms: [macOS, iPadOS]
            reserved:
              - house.yml
              - id: house-palette
                chord: Shift-Command-P
                system: false
                action: Show the command palette
            exclude: ["Legacy/**", "**/*.generated.shortcuts.json"]
            """, path: path,
            files: ["/repo/house.yml": "entries:\n  - { id: house-x, chord: Control-Command-X, system: true, action: X }\n"])
        #expect(!file.configuration.rules.contains { $0.description.id == "modifier-order" })
        #expect(file.configuration.severityOverrides == ["repurposed-standard": .error])
        #expect(file.configuration.rules.compactMap { $0 as? LimitTestRule }.first?.max == 80)
        #expect(file.configuration.defaultPlatforms == PlatformSet([.macOS, .iPadOS]))
        #expect(file.configuration.reserved.entry(id: "house-palette") != nil)
        #expect(file.configuration.reserved.entry(id: "house-x") != nil)
        #expect(file.exclude.count == 2)
    }

    @Test func anEmptyFileMeansTheDefaults() throws {
        let file = try ConfigurationFixture.decode("# nothing yet\n", path: path)
        #expect(file.configuration.rules.count == LimitTestRule.catalog.count)
    }

    @Test func aRuleWithNothingAfterItIsAnError() {
        #expect(
            ConfigurationFixture.errors("rules:\n  modifier-order:\n", path: path).first?.hasPrefix(
                ".shortcut-lint.yml:2:18: error: the setting of 'modifier-order' must be off, error, warning, info or a mapping of options, found null"
            ) == true)
    }

    @Test func errorsPointIntoTheYAML() {
        let errors = ConfigurationFixture.errors(
            """
            rules:
              modifer-order: off
              test-limit:
                max: lots
            platforms: [macOS, Windows]
            """, path: path)
        #expect(
            errors.map { $0.split(separator: ":").prefix(3).joined(separator: ":") } == [
                ".shortcut-lint.yml:2:3", ".shortcut-lint.yml:4:10", ".shortcut-lint.yml:5:20",
            ])
    }

    @Test func aSyntaxErrorIsReportedAtItsPosition() {
        let errors = ConfigurationFixture.errors("rules:\n  modifier-order: [off\n", path: path)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix(".shortcut-lint.yml:") == true)
    }
}
