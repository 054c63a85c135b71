import Testing

@testable import ShortcutCore

/// Rows apply to OS releases (`versions`); a lint run may choose the releases to check against
/// (`LintConfiguration.platformVersions`, the config's `platformVersions:`), and rows that do not
/// apply to them are not matched.
@Suite struct PlatformVersionTests {
    static let f12 = Chord(key: Key(dataName: "F12")!, modifiers: [])
    static let fill = Chord(key: Key(dataName: "F")!, modifiers: [.control, .function])

    static func table(_ versions: [Platform: OSVersion]) -> ReservedTable {
        var table = ReservedTable.builtIn
        table.platformVersions = PlatformVersions(versions)
        return table
    }

    @Test(arguments: [("15", "15"), ("10.14", "10.14"), ("26.1", "26.1"), ("15.0.1", "15.0.1"), ("15.0", "15")])
    func releasesReadAsAppleWritesThem(_ text: String, _ shown: String) throws {
        #expect(try #require(OSVersion(text)).description == shown)
    }

    @Test(arguments: ["", "15 Sequoia", "macOS 15", "1.2.3.4", "15.", ".1", "-1", "15.256"])
    func anythingElseIsNotARelease(_ text: String) {
        #expect(OSVersion(text) == nil)
    }

    @Test func releasesCompareNumberByNumber() throws {
        #expect(try #require(OSVersion("10.9")) < #require(OSVersion("10.14")))
        #expect(try #require(OSVersion("10.15")) < #require(OSVersion("11")))
        #expect(try #require(OSVersion("15")) < #require(OSVersion("26")))
        #expect(OSVersion("15") == OSVersion("15.0.0"))
    }

    @Test func aRangeIncludesBothEnds() {
        let range = ReleaseRange(since: OSVersion(major: 15), through: OSVersion(major: 18))
        #expect(range.contains(OSVersion(major: 15)) && range.contains(OSVersion(major: 18, minor: 0)))
        #expect(!range.contains(OSVersion(major: 14, minor: 9)) && !range.contains(OSVersion(major: 18, minor: 1)))
        #expect(ReleaseRange().contains(OSVersion(major: 1)))
    }

    /// No chosen release means today's: a row that ended does not apply, every other row does.
    @Test func withoutAChosenReleaseTodaysRowsMatch() {
        #expect(ReservedTable.builtIn.matches(Self.f12, on: .defaultPlatforms).isEmpty)
        #expect(ReservedTable.builtIn.matches(Self.fill, on: .defaultPlatforms).map(\.id) == ["macos-window-fill"])
    }

    @Test func f12DashboardIsNotMatchedOnCurrentMacOS() {
        #expect(Self.table([.macOS: OSVersion(major: 15)]).matches(Self.f12, on: .defaultPlatforms).isEmpty)
        #expect(Self.table([.macOS: OSVersion(major: 10, minor: 14)]).matches(Self.f12, on: .defaultPlatforms).map(\.id) == ["dashboard"])
    }

    @Test func windowTilingIsMatchedFromMacOS15() {
        #expect(Self.table([.macOS: OSVersion(major: 14)]).matches(Self.fill, on: .defaultPlatforms).isEmpty)
        #expect(Self.table([.macOS: OSVersion(major: 15)]).matches(Self.fill, on: .defaultPlatforms).map(\.id) == ["macos-window-fill"])
    }

    @Test func aReleaseChosenForAnotherPlatformLeavesThisOneAtToday() {
        #expect(Self.table([.iPadOS: OSVersion(major: 18)]).matches(Self.f12, on: .defaultPlatforms).isEmpty)
        #expect(Self.table([.iPadOS: OSVersion(major: 18)]).matches(Self.fill, on: .defaultPlatforms).map(\.id) == ["macos-window-fill"])
    }

    @Test func aRowAppliesWhenOneOfTheSharedPlatformsAllowsTheRelease() throws {
        let row = ReservedEntry(
            id: "x", chord: Self.f12, system: true, versions: [.macOS: ReleaseRange(through: OSVersion(major: 10, minor: 14))],
            action: "X", platforms: PlatformSet([.macOS, .iPadOS]), category: "house")
        let chosen = PlatformVersions([.macOS: OSVersion(major: 15)])
        #expect(!row.applies(on: PlatformSet(.macOS), at: chosen))
        #expect(row.applies(on: PlatformSet([.macOS, .iPadOS]), at: chosen), "no range for iPadOS: every release")
        #expect(!row.applies(on: PlatformSet(.visionOS), at: .any))
        #expect(!row.applies(on: PlatformSet(.macOS), at: .any), "no release chosen: today's, after the row ended")
    }

    @Test func theConfigurationKeepsItsReleasesWhenTheTableIsReplacedOrMerged() {
        var configuration = LintConfiguration()
        configuration.platformVersions = PlatformVersions([.macOS: OSVersion(major: 15)])
        #expect(configuration.reserved.platformVersions[.macOS] == OSVersion(major: 15))
        configuration.reserved = ReservedTable.builtIn.merging(ReservedTable(entries: []))
        #expect(configuration.reserved.platformVersions[.macOS] == OSVersion(major: 15))
        #expect(configuration.reserved.matches(Self.f12, on: .defaultPlatforms).isEmpty)
    }

    @Test func f12IsDashboardOnlyForALintRunThatChoosesMacOS10_14() {
        var configuration = LintConfiguration()
        let manifest = LintHelpers.singleEntryJSON(title: "Refresh", key: "F12")
        let today = LintHelpers.lint(manifest, path: "t.json", configuration: configuration).findings.map(\.ruleID)
        configuration.platformVersions = PlatformVersions([.macOS: OSVersion(major: 10, minor: 14)])
        let mojave = LintHelpers.lint(manifest, path: "t.json", configuration: configuration).findings.map(\.ruleID)
        #expect(!today.contains("system-reserved"))
        #expect(mojave.contains("system-reserved"))
    }
}
