import Testing
@testable import ShortcutCore

/// A decoded config changes what the linter reports.
@Suite struct ConfiguredLintTests {
    static let outOfOrder = #"{"app": "T", "shortcuts": [{"title": "Export", "key": "Command-Shift-E"}]}"#

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
        let manifest = #"{"app": "T", "platforms": ["macOS"], "shortcuts": [{"title": "Export", "key": "Shift-Command-E"}]}"#
        let result = LintHelpers.lint(manifest, path: "t.shortcuts.json", configuration: file.configuration)
        #expect(result.manifest?.platforms == PlatformSet(.macOS))
    }

    @Test func aHouseTableMakesItsChordReserved() throws {
        let manifest = #"{"app": "T", "shortcuts": [{"title": "Launch Rocket", "key": "Control-Option-Command-R"}]}"#
        let config = #"{ "reserved": [{ "id": "house-rocket", "chord": "Control-Option-Command-R", "system": true, "action": "Company launcher" }] }"#
        let found = try findings(manifest, config: config)
        #expect(found.contains { $0.ruleID == "system-reserved" && $0.related == .reserved(id: "house-rocket", action: "Company launcher", system: true) })
    }
}
