import Testing

@testable import ShortcutCore

/// What a valid config turns into: the rules that run and how, the default platforms, the house
/// tables and the include and exclude patterns.
@Suite struct ConfigurationDecodingTests {
    private func ruleIDs(_ file: ConfigurationFile) -> [String] { file.configuration.rules.map(\.description.id) }

    @Test func anEmptyConfigurationKeepsEveryDefault() throws {
        let file = try ConfigurationFixture.decode("{}")
        #expect(ruleIDs(file) == LimitTestRule.catalog.map { $0.description.id })
        #expect(file.configuration.severityOverrides.isEmpty)
        #expect(file.configuration.defaultPlatforms == .defaultPlatforms)
        #expect(file.exclude.isEmpty)
        #expect(file.configuration.reserved.entries.count == ReservedTable.builtIn.entries.count)
    }

    @Test func offRemovesTheRule() throws {
        let file = try ConfigurationFixture.decode(#"{ "rules": { "modifier-order": "off" } }"#)
        #expect(!ruleIDs(file).contains("modifier-order"))
        #expect(ruleIDs(file).contains("duplicate-shortcut"))
    }

    @Test func falseRemovesTheRuleAndTrueKeepsItAtItsDefault() throws {
        let file = try ConfigurationFixture.decode(#"{ "rules": { "modifier-order": false, "duplicate-shortcut": true } }"#)
        #expect(!ruleIDs(file).contains("modifier-order"))
        #expect(ruleIDs(file).contains("duplicate-shortcut"))
        #expect(file.configuration.severityOverrides.isEmpty)
    }

    @Test(arguments: ["error", "warning", "info"])
    func aSeverityBecomesAnOverride(_ severity: String) throws {
        let file = try ConfigurationFixture.decode(#"{ "rules": { "modifier-order": "\#(severity)" } }"#)
        #expect(file.configuration.severityOverrides == ["modifier-order": Severity(rawValue: severity)!])
        #expect(ruleIDs(file).contains("modifier-order"))
    }

    @Test func aMappingSetsSeverityAndOptionsTogether() throws {
        let file = try ConfigurationFixture.decode(#"{ "rules": { "test-limit": { "severity": "error", "max": 80 } } }"#)
        #expect(file.configuration.severityOverrides == ["test-limit": .error])
        let rule = try #require(file.configuration.rules.compactMap { $0 as? LimitTestRule }.first)
        #expect(rule.max == 80)
    }

    @Test func optionsReachTheRuleWithoutChangingItsSeverity() throws {
        let file = try ConfigurationFixture.decode(#"{ "rules": { "test-limit": { "max": 12 } } }"#)
        #expect(file.configuration.rules.compactMap { $0 as? LimitTestRule }.first?.max == 12)
        #expect(file.configuration.severityOverrides.isEmpty)
    }

    @Test func severityOffInAMappingRemovesTheRule() throws {
        let file = try ConfigurationFixture.decode(#"{ "rules": { "test-limit": { "severity": "off" } } }"#)
        #expect(!ruleIDs(file).contains("test-limit"))
    }

    @Test func platformVersionsChooseTheReleasesTheReservedTableMatches() throws {
        let file = try ConfigurationFixture.decode(#"{ "platformVersions": { "macOS": "15", "iPadOS": 18 } }"#)
        let versions = file.configuration.platformVersions
        #expect(versions[.macOS] == OSVersion(major: 15) && versions[.iPadOS] == OSVersion(major: 18))
        #expect(versions[.visionOS] == nil)
        #expect(file.configuration.reserved.platformVersions == versions)
    }

    @Test func platformVersionsApplyToAHouseTableToo() throws {
        let file = try ConfigurationFixture.decode(
            #"{ "platformVersions": { "macOS": "10.14" }, "reserved": [{ "id": "house-x", "chord": "F13", "system": true, "action": "X" }] }"#
        )
        #expect(file.configuration.reserved.platformVersions[.macOS] == OSVersion(major: 10, minor: 14))
        #expect(file.configuration.reserved.entry(id: "house-x") != nil)
    }

    @Test func rulesKeepTheCatalogueOrder() throws {
        let file = try ConfigurationFixture.decode(#"{ "rules": { "test-limit": "error", "syntax-error": true } }"#)
        #expect(ruleIDs(file) == LimitTestRule.catalog.map { $0.description.id })
    }

    @Test func platformsBecomeTheDefaultPlatforms() throws {
        let file = try ConfigurationFixture.decode(#"{ "platforms": ["macOS", "ipados"] }"#)
        #expect(file.configuration.defaultPlatforms == PlatformSet([.macOS, .iPadOS]))
        #expect(file.configuration.platformOverride == nil)
    }

    @Test func aSinglePlatformNeedsNoList() throws {
        let file = try ConfigurationFixture.decode(#"{ "platforms": "iPadOS" }"#)
        #expect(file.configuration.defaultPlatforms == PlatformSet(.iPadOS))
    }

    @Test func inlineReservedRowsJoinTheBuiltInTable() throws {
        let file = try ConfigurationFixture.decode(
            #"{ "reserved": [{ "id": "house-link", "chord": "Control-Option-Command-L", "system": false, "action": "Insert Link", "titles": ["Insert Link"] }] }"#
        )
        let entry = try #require(file.configuration.reserved.entry(id: "house-link"))
        #expect(entry.chord.higText == "Control-Option-Command-L")
        #expect(entry.category == "house")
        #expect(file.configuration.reserved.entries.count == ReservedTable.builtIn.entries.count + 1)
    }

    @Test func reservedFilesAreReadRelativeToTheConfig() throws {
        let file = try ConfigurationFixture.decode(
            #"{ "reserved": ["tables/house.json"] }"#,
            files: [
                "/repo/tables/house.json":
                    #"{ "entries": [{ "id": "house-x", "chord": "Control-Command-X", "system": true, "action": "X" }] }"#
            ])
        #expect(file.configuration.reserved.entry(id: "house-x")?.system == true)
    }

    @Test func aHouseRowWithABuiltInIDReplacesIt() throws {
        let copy = try #require(ReservedTable.builtIn.entries.first { !$0.system })
        let file = try ConfigurationFixture.decode(
            #"{ "reserved": [{ "id": "\#(copy.id)", "chord": "\#(copy.chord.higText)", "system": true, "action": "Ours" }] }"#)
        #expect(file.configuration.reserved.entry(id: copy.id)?.action == "Ours")
        #expect(file.configuration.reserved.entries.count == ReservedTable.builtIn.entries.count)
    }

    @Test func excludePatternsAreKeptInOrder() throws {
        let file = try ConfigurationFixture.decode(#"{ "exclude": ["Legacy/**", "**/*.generated.shortcuts.json"] }"#)
        #expect(file.exclude.map(\.text) == ["Legacy/**", "**/*.generated.shortcuts.json"])
    }

    @Test func excludeMatchesPathsRelativeToTheConfigsDirectory() throws {
        let file = try ConfigurationFixture.decode(#"{ "exclude": ["Legacy/**"] }"#)
        #expect(file.exclusion(of: "/repo/Legacy/old.shortcuts.json")?.text == "Legacy/**")
        #expect(file.exclusion(of: "/repo/App/Legacy/old.shortcuts.json") == nil)
        #expect(file.exclusion(of: "/elsewhere/Legacy/old.shortcuts.json") == nil)
    }

    @Test func includeSelectsOnlyWhatItMatchesBelowTheConfigsDirectory() throws {
        let file = try ConfigurationFixture.decode(#"{ "include": ["App", "**/*.xib"] }"#)
        #expect(file.includes("/repo/App/Views/Editor.swift"))
        #expect(file.includes("/repo/Menus/MainMenu.xib"))
        #expect(!file.includes("/repo/Scripts/generate.swift"))
        #expect(file.includes("/elsewhere/Scripts/generate.swift"), "patterns reach only below the config's folder")
    }

    @Test func withoutIncludeEveryFileIsIncluded() throws {
        let file = try ConfigurationFixture.decode("{}")
        #expect(file.includes("/repo/Scripts/generate.swift"))
    }

    @Test func aFileIsSelectedWhenIncludedAndNotExcluded() throws {
        let file = try ConfigurationFixture.decode(#"{ "include": ["App"], "exclude": ["App/Generated"] }"#)
        #expect(file.selects("/repo/App/Editor.swift"))
        #expect(!file.selects("/repo/App/Generated/Menu.swift"))
        #expect(!file.selects("/repo/Tests/MenuTests.swift"))
    }

    @Test func aSchemaKeyIsAllowed() throws {
        #expect(ConfigurationFixture.errors(#"{ "$schema": "https://example.com/config.json" }"#).isEmpty)
    }
}
