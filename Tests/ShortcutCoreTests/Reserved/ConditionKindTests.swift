import Foundation
import Testing

@testable import ShortcutCore

/// How loudly `system-reserved` reports a chord the system takes only under a condition, decided
/// from the kind of the condition: the HIG's "Varies. Apple reserved." rows and the accessibility
/// shortcuts are warnings (seed 000's table marks them ●; the people who rely on Zoom turn its
/// shortcuts on), rarer setups are notes, and a row of an earlier release is not matched at all.
@Suite struct ConditionKindTests {
    static func row(_ id: String) throws -> ReservedEntry {
        try #require(ReservedTable.builtIn.entry(id: id), "no row \(id)")
    }

    /// The seed's "Varies. Apple reserved." rows: ⇧⌘Space, F8, F9, F10 and the international
    /// table's [Modifier key]-Command-Space.
    @Test func everyVariesAppleReservedRowOfTheSeedIsAppleReserved() throws {
        let rows = ReservedTable.builtIn.entries.filter { $0.action == "Varies. Apple reserved." }
        #expect(
            Set(rows.map(\.id)) == [
                "apple-reserved-shift-command-space", "apple-reserved-f8", "apple-reserved-f9", "apple-reserved-f10",
                "international-command-space-with-modifier",
            ])
        for row in rows { #expect(row.conditionKind == .appleReserved, "\(row.id)") }
    }

    @Test(arguments: ["toggle-zoom", "zoom-in", "zoom-out", "invert-colors", "increase-contrast", "decrease-contrast"])
    func theSeedsZoomContrastAndInvertRowsAreAccessibilityShortcuts(_ id: String) throws {
        let row = try Self.row(id)
        #expect(row.system, "the HIG's ● stays")
        #expect(row.conditionKind == .accessibility)
        #expect(row.tierSource?.contains("Accessibility") == true)
    }

    static let appleReservedChords = [
        "F8", "F9", "F10", "Shift-Command-Space", "Control-Option-Command-Space", "Shift-Option-Command-Space",
    ]

    @Test(arguments: appleReservedChords)
    func aCustomCommandOnAnAppleReservedChordIsAWarningThatSaysSo(_ key: String) throws {
        let findings = ManifestBuilder().add("Play Slides", key, menu: "View").findings("system-reserved")
        let finding = try #require(findings.first, "\(key)")
        #expect(findings.count == 1)
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("Apple reserves"), "\(finding.message)")
    }

    static let accessibilityChords = [
        "Option-Command-8", "Option-Command-=", "Option-Command--", "Control-Option-Command-8", "Control-Option-Command-,",
        "Control-Option-Command-.", "Option-Command-\\",
    ]

    @Test(arguments: accessibilityChords)
    func aCustomCommandOnAnAccessibilityShortcutIsAWarningNamingTheSetting(_ key: String) throws {
        let finding = try #require(ManifestBuilder().add("Magnify", key, menu: "View").findings("system-reserved").first, "\(key)")
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("Keyboard Shortcuts › Accessibility"), "\(finding.message)")
    }

    /// Switch to Desktop N shipped turned off, Touch Bar screenshots, the Brightness keys, a release
    /// that had font smoothing: a note.
    @Test(arguments: ["Control-1", "Shift-Command-6", "Option-F14", "Control-F15", "Option-Command-/"])
    func aRarerConditionIsANote(_ key: String) throws {
        let findings = ManifestBuilder().add("Show Notes", key, menu: "View").findings("system-reserved")
        #expect(findings.map(\.severity) == [.info], "\(key)")
    }

    @Test func f12DashboardIsSilentForTodaysReleasesAndANoteForTheReleasesThatHadIt() {
        let manifest = ManifestBuilder().add("Show Dashboard", "F12", menu: "View")
        #expect(manifest.findings("system-reserved").isEmpty)
        var mojave = LintConfiguration.default
        mojave.platformVersions = PlatformVersions([.macOS: OSVersion(major: 10, minor: 14)])
        #expect(manifest.findings("system-reserved", configuration: mojave).map(\.severity) == [.info])
    }

    /// Chords that must stay silent: AppKit's own Emoji & Symbols item on ⌃⌘Space (its own row
    /// describes the chord before the [Modifier key]-⌘Space pattern), a function key the table
    /// does not reserve with Command, and the Apple reserved chords on iPadOS, where the rows do
    /// not apply.
    @Test func theStandardItemOnControlCommandSpaceAndOtherKeysAreNotReported() {
        #expect(ManifestBuilder().add("Emoji & Symbols", "Control-Command-Space", menu: "Edit").findings("system-reserved").isEmpty)
        #expect(ManifestBuilder().add("Play Slides", "Command-F9", menu: "View").findings("system-reserved").isEmpty)
        #expect(
            ManifestBuilder(platforms: ["iPadOS"]).add("Play Slides", "Shift-Command-Space", menu: "View").findings("system-reserved")
                .isEmpty)
    }

    @Test func theDecoderReadsTheConditionKindAndRejectsAnUnknownOne() throws {
        let row = """
            - { id: house-f13, chord: F13, system: true, tier: conditional, condition: only on kiosks, conditionKind: hardware, action: X }

            """
        let table = try ReservedTableDecoder.decode(SourceFile(path: "house.yml", text: row))
        #expect(table.entry(id: "house-f13")?.conditionKind == .hardware)
        do {
            _ = try ReservedTableDecoder.decode(SourceFile(path: "house.yml", text: row.replacingOccurrences(of: "hardware", with: "rare")))
            Issue.record("an unknown kind was accepted")
        } catch {
            #expect(error.message.hasPrefix("unknown conditionKind 'rare'"))
            #expect(error.location.line == 1)
        }
    }
}
