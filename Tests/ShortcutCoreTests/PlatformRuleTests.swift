import Testing

@testable import ShortcutCore

/// The rules about platforms and discoverability; an entry's `platforms` narrows the manifest's.
@Suite struct PlatformRuleTests {
    @Test func discoverabilityTitleProposesTheSubmenuContext() {
        let manifest = ManifestBuilder(platforms: ["iPadOS"]).add("Name", "Command-1", menu: "View > Sort By")
        let message = manifest.findings("discoverability-title").first?.message ?? ""
        #expect(message.contains("`discoverabilityTitle: Sort By Name`"))
    }

    @Test func aTitleSharingTheSubmenusWordCarriesItsContext() {
        let manifest = ManifestBuilder(platforms: ["iPadOS"]).add("Sort by Name", "Command-1", menu: "View > Sort By")
            .add("Bookmarks by Date", "Command-2", menu: "View > Sort Bookmarks By")
        #expect(manifest.findings("discoverability-title").isEmpty)
    }

    @Test func aMacOnlyEntryInASharedManifestNeedsNoDiscoverabilityTitle() {
        let manifest = ManifestBuilder(platforms: ["macOS", "iPadOS"]).add(
            "Name", "Command-1", menu: "View > Sort By", ["platforms": ["macOS"]])
        #expect(manifest.findings("discoverability-title").isEmpty)
    }

    /// A note everywhere: whether a control on screen does the same is what the linter cannot see;
    /// the platforms decide what the note says (no touch way in, or only the menu bar to find it).
    @Test(arguments: [
        (["iPadOS"], "a virtual keyboard"), (["iOS"], "a virtual keyboard"), (["visionOS"], "a virtual keyboard"),
        (["tvOS"], "a virtual keyboard"), (["macOS"], "menu bar"), (["macOS", "iPadOS"], "a virtual keyboard"),
    ])
    func shortcutOnlyActionIsANoteWhoseReasonFollowsThePlatforms(_ platforms: [String], _ reason: String) {
        let findings = ManifestBuilder(platforms: platforms).add("Insert Link", "Command-K", menu: nil).findings("shortcut-only-action")
        #expect(findings.map(\.severity) == [.info])
        #expect(findings.first?.message.contains(reason) == true)
    }

    @Test func anEntryNarrowedToTheMacIsInfo() {
        let manifest = ManifestBuilder(platforms: ["macOS", "iPadOS"]).add("Insert Link", "Command-K", menu: nil, ["platforms": ["macOS"]])
        #expect(manifest.findings("shortcut-only-action").map(\.severity) == [.info])
    }

    @Test func watchOSIsReportedWhereverItIsWritten() {
        let result = ManifestBuilder(platforms: ["iOS", "watchOS"])
            .add("Insert Link", "Command-K", ["platforms": ["watchOS"]]).add("Refresh", "Command-R").lint()
        let findings = result.findings.filter { $0.ruleID == "unsupported-platform" }
        #expect(findings.count == 2)
        #expect(findings.allSatisfy { $0.severity == .error })
        #expect(
            findings.allSatisfy { String(decoding: result.source.bytes[$0.range.start..<$0.range.end], as: UTF8.self) == "\"watchOS\"" })
        #expect(findings.filter { $0.entry != nil }.count == 1)
    }
}
