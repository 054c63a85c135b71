import Testing

@testable import ShortcutCore

/// A decoded config changes what the linter reports.
@Suite struct ConfiguredLintTests {
    static let outOfOrder = #"{"app": "T", "shortcuts": [{"title": "Export", "key": "Command-Shift-K", "menu": "File"}]}"#

    private func findings(_ manifest: String, config: String) throws -> [Finding] {
        let file = try ConfigurationFixture.decode(config)
        return LintHelpers.lint(manifest, path: "test.shortcuts.json", configuration: file.configuration).findings
    }

    @Test func aSeverityOverrideChangesTheFindingsSeverity() throws {
        let found = try findings(Self.outOfOrder, config: #"{ "rules": { "modifier-order": "error" } }"#)
        #expect(found.map(\.severity) == [.error])
    }

    @Test func offSilencesTheRule() throws {
        #expect(try findings(Self.outOfOrder, config: #"{ "rules": { "modifier-order": "off" } }"#).isEmpty)
    }

    @Test func defaultPlatformsApplyToManifestsThatDeclareNone() throws {
        let file = try ConfigurationFixture.decode(#"{ "platforms": ["iPadOS"] }"#)
        let result = LintHelpers.lint(Self.outOfOrder, path: "t.shortcuts.json", configuration: file.configuration)
        #expect(result.manifest?.platforms == PlatformSet(.iPadOS))
    }

    @Test func aManifestsOwnPlatformsWinOverTheConfigs() throws {
        let file = try ConfigurationFixture.decode(#"{ "platforms": ["iPadOS"] }"#)
        let manifest =
            #"{"app": "T", "platforms": ["macOS"], "shortcuts": [{"title": "Export", "key": "Shift-Command-K", "menu": "File"}]}"#
        let result = LintHelpers.lint(manifest, path: "t.shortcuts.json", configuration: file.configuration)
        #expect(result.manifest?.platforms == PlatformSet(.macOS))
    }

    @Test func aHouseTableMakesItsChordReserved() throws {
        let manifest = #"{"app": "T", "shortcuts": [{"title": "Launch Rocket", "key": "Control-Option-Command-R"}]}"#
        let config =
            #"{ "reserved": [{ "id": "house-rocket", "chord": "Control-Option-Command-R", "system": true, "action": "Company launcher" }] }"#
        let found = try findings(manifest, config: config)
        #expect(
            found.contains {
                $0.ruleID == "system-reserved" && $0.related == .reserved(id: "house-rocket", action: "Company launcher", system: true)
            })
    }

    @Test func optionsReachTheCatalogueRules() throws {
        let manifest =
            #"{"app": "T", "shortcuts": [{"title": "Export", "key": "Shift-Command-K", "menu": "File"}, {"title": "Archive", "key": "Shift-Command-D", "menu": "File"}]}"#
        #expect(try !findings(manifest, config: "{}").contains { $0.ruleID == "too-many-custom" })
        let found = try findings(manifest, config: #"{ "rules": { "too-many-custom": { "max": 1 } } }"#)
        #expect(found.map(\.ruleID) == ["too-many-custom"])
    }

    @Test func aCatalogueRuleRefusesABadOptionValueAtItsPosition() {
        let errors = ConfigurationFixture.errors(#"{ "rules": { "option-modifier": { "maxShare": 2 } } }"#)
        #expect(errors.count == 1)
        #expect(
            errors.first?.hasPrefix(".shortcut-lint.json:1:47: error: rule 'option-modifier': 'maxShare' must be a number from 0 to 1")
                == true, "\(errors)")
    }
}
