import Testing

@testable import ShortcutCore

/// What a manifest's and an entry's `platforms` mean to the run: an empty list is an error that
/// turns nothing off, and `--platform` chooses which entries are checked, without making an
/// entry for another platform invalid.
@Suite struct PlatformListTests {
    static let collisions = """
        app: X
        platforms: []
        shortcuts:
          - {title: Quit, key: Command-Q, menu: File}
          - {title: Close All, key: Command-Q, menu: File}
          - {title: Search, key: Command-Space, menu: Edit}

        """

    private func ids(_ text: String, override: PlatformSet? = nil) -> [String] {
        var configuration = LintConfiguration.default
        configuration.platformOverride = override
        return Linter(configuration: configuration).lint(SourceFile(path: "m.shortcuts.yml", text: text))
            .findings.filter { !$0.isSuppressed }.map(\.ruleID)
    }

    @Test func anEmptyManifestPlatformListIsAnErrorAndTheRulesStillRun() {
        let found = ids(Self.collisions)
        #expect(found.contains("invalid-manifest"))
        #expect(found.contains("duplicate-shortcut"))
        #expect(found.contains("system-reserved"))
    }

    @Test func anEmptyManifestPlatformListIsReportedAtTheList() throws {
        let result = LintHelpers.lint(Self.collisions)
        let finding = try #require(result.findings.first { $0.ruleID == "invalid-manifest" })
        #expect(finding.message.contains("'platforms' is empty"))
        #expect(finding.span.start == SourceLocation(line: 2, column: 12))
    }

    @Test func anEmptyEntryPlatformListIsAnErrorAndTheEntryKeepsTheManifestsPlatforms() {
        let found = ids(
            """
            app: X
            shortcuts:
              - {title: Quit, key: Command-Q, menu: File, platforms: []}
              - {title: Close All, key: Command-Q, menu: File}
              - {title: Shot, key: Shift-Command-3, menu: File, platforms: []}

            """)
        #expect(found.filter { $0 == "invalid-manifest" }.count == 2)
        #expect(found.contains("duplicate-shortcut"))
        #expect(found.contains("system-reserved"))
    }

    @Test func aListOfOnlyUnknownPlatformsTurnsNothingOff() {
        let found = ids(Self.collisions.replacingOccurrences(of: "platforms: []", with: "platforms: [macos15]"))
        #expect(found.contains("invalid-manifest"))
        #expect(found.contains("duplicate-shortcut"))
    }

    static let shared = """
        app: X
        platforms: [macOS, iPadOS]
        shortcuts:
          - {title: Mac Only, key: Command-J, menu: File, platforms: [macOS]}
          - {title: Shot, key: Shift-Command-3, menu: File, platforms: [macOS]}
          - {title: Everywhere, key: Command-Shift-K, menu: File}

        """

    @Test func anOverrideLeavesEntriesForOtherPlatformsUnchecked() {
        let found = ids(Self.shared, override: PlatformSet(.iPadOS))
        #expect(!found.contains("invalid-manifest"))
        #expect(!found.contains("system-reserved"), "⇧⌘3 is a Mac entry, not checked for iPadOS")
        #expect(found == ["modifier-order"])
    }

    @Test func anOverrideChecksTheEntriesOfItsPlatform() {
        let found = ids(Self.shared, override: PlatformSet(.macOS))
        #expect(found.contains("system-reserved"))
    }

    @Test func aSuppressionCommentOnAnUncheckedEntryBelongsToNoOtherEntry() {
        let text = """
            app: X
            platforms: [macOS, iPadOS]
            shortcuts:
              - title: Mac Only     # shortcut-lint: allow modifier-order -- legacy spelling
                key: Command-Shift-J
                menu: File
                platforms: [macOS]
              - {title: Other, key: Command-Shift-K, menu: File}

            """
        #expect(ids(text, override: PlatformSet(.iPadOS)) == ["modifier-order"])
    }

    @Test func watchOSAsAConfigurationsDefaultPlatformIsAnError() {
        #expect(
            ConfigurationFixture.errors("platforms: [watchOS]\n", path: ".shortcut-lint.yml") == [
                ".shortcut-lint.yml:1:13: error: watchOS has no keyboard shortcuts, so it cannot be a default platform; list the platforms the app has shortcuts on"
            ])
    }

    @Test func anEntryOutsideTheDeclaredPlatformsIsStillAnErrorUnderAnOverride() {
        let text = Self.shared.replacingOccurrences(of: "platforms: [macOS, iPadOS]", with: "platforms: [iPadOS]")
        #expect(ids(text, override: PlatformSet(.iPadOS)).contains("invalid-manifest"))
    }

    /// `platforms` takes a list or one name: a mapping or null is told so, not "must be a string".
    @Test(arguments: ["{a: 1}", "null"])
    func aPlatformsValueThatIsNoListSaysWhatIsExpected(_ value: String) {
        let text = "app: X\nplatforms: \(value)\nshortcuts:\n  - {title: A, key: Command-K, menu: File}\n"
        let messages = LintHelpers.lint(text).findings.filter { $0.ruleID == "invalid-manifest" }.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("'platforms' must be a list of strings or one string, found ") == true, "\(messages)")
    }

    /// `[null]`: the bad element is the one problem; the list is not also called empty.
    @Test func aListOfOnlyBadNamesIsReportedAtEachNameAndNotAlsoAsEmpty() {
        let text = "app: X\nplatforms: [null]\nshortcuts:\n  - {title: A, key: Command-K, menu: File}\n"
        let messages = LintHelpers.lint(text).findings.filter { $0.ruleID == "invalid-manifest" }.map(\.message)
        #expect(messages == ["'platforms[]' must be a string, found null"])
    }
}
