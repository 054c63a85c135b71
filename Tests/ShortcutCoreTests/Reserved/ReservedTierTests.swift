import Testing

@testable import ShortcutCore

/// The tier decisions the rules depend on: what the system really does with a chord the HIG
/// marks, and which rows are only one app's. Each decision's source is in `Resources/reserved.json`.
@Suite struct ReservedTierTests {
    static func row(_ id: String) throws -> ReservedEntry {
        try #require(ReservedTable.builtIn.entry(id: id), "no row \(id)")
    }

    static let intercepted = [
        "spotlight", "screenshot-screen-to-file", "screenshot-selection-to-file", "macos-screenshot-toolbar",
        "macos-mission-control", "macos-application-windows", "macos-move-left-a-space", "macos-move-right-a-space",
        "international-toggle-input-source", "international-next-input-source", "force-quit", "toggle-dock-hiding",
        "show-desktop", "toggle-voiceover", "macos-lock-screen", "app-switcher-next", "macos-sysdiagnose",
    ]

    @Test(arguments: intercepted)
    func theSystemTakesTheseChordsBeforeTheApp(_ id: String) throws {
        let row = try Self.row(id)
        #expect(row.tier == .intercepted)
        #expect(row.system)
    }

    static let behaviours = [
        "focus-next-control-group", "focus-previous-control-group", "focus-previous-control", "extend-selection-left",
        "extend-selection-to-line-end", "extend-selection-to-word-start", "increase-size", "decrease-size",
        "move-focus-in-view-up", "macos-show-contextual-menu", "text-move-to-line-start",
    ]

    /// Marked ● by the HIG (or bound by the text system), yet only a behaviour an app may take
    /// over for the same purpose; each says what the key normally does.
    @Test(arguments: behaviours)
    func textAndControlBehavioursSayWhatTheKeyDoes(_ id: String) throws {
        let row = try Self.row(id)
        #expect(row.tier == .behavior)
        #expect(!(row.behavior ?? "").isEmpty)
    }

    @Test func controlTabIsTheNextFocusGroupAndAppKitsShowNextTab() throws {
        let row = try Self.row("focus-next-control-group")
        #expect(row.system, "the HIG's ● stays")
        #expect(row.tier == .behavior)
        #expect(row.titles.contains("Show Next Tab"))
    }

    @Test func shiftLeftArrowExtendsTheSelection() throws {
        #expect(try Self.row("extend-selection-left").behavior == "extends the selection one character to the left in text")
    }

    @Test func f12DashboardIsObsoleteFromMacOS10_15() throws {
        let row = try Self.row("dashboard")
        #expect(row.tier == .conditional)
        #expect(row.versions[.macOS] == ReleaseRange(through: OSVersion(major: 10, minor: 14)))
        #expect(row.condition?.contains("10.15") == true)
    }

    @Test func commandArrowsSwitchLayoutsOnlyWithSeveralScriptsAndOtherwiseMoveToTheLineEnds() throws {
        for id in ["keyboard-layout-system-script", "keyboard-layout-roman-script", "international-keyboard-layout-system-script"] {
            let row = try Self.row(id)
            #expect(row.tier == .conditional, "\(id)")
            #expect(row.condition?.contains("more than one script") == true, "\(id)")
            #expect(row.behavior != nil, "\(id)")
        }
    }

    @Test(arguments: ["toggle-zoom", "zoom-in", "zoom-out", "invert-colors", "toggle-font-smoothing", "macos-switch-to-desktop-1"])
    func shortcutsThatShipTurnedOffAreConditional(_ id: String) throws {
        #expect(try Self.row(id).tier == .conditional)
    }

    /// Apple documents Option and Control with the Brightness keys; F14 and F15 are those keys only
    /// on keyboards that have them, so the rows are conditional (an info), not intercepted.
    @Test(arguments: [
        "macos-open-displays-settings-down", "macos-open-displays-settings-up", "macos-external-display-brightness-down",
        "macos-external-display-brightness-up",
    ])
    func modifiedBrightnessKeysAreConditional(_ id: String) throws {
        let row = try Self.row(id)
        #expect(row.tier == .conditional)
        #expect(row.condition?.contains("F14 and F15 are the Brightness keys") == true)
        #expect(row.tierSource?.contains("Mac keyboard shortcuts") == true)
    }

    @Test func aCustomCommandOnAModifiedBrightnessKeyIsANote() {
        let findings = ManifestBuilder().add("Show Displays", "Option-F15").findings("system-reserved")
        #expect(findings.map(\.severity) == [.info])
    }

    /// The iPad menu bar's Edit › Emoji & Symbols, on the Mac's chord (HIG "The menu bar").
    @Test func emojiAndSymbolsIsAStandardItemOnIPadOSToo() throws {
        let row = try Self.row("ipados-emoji-and-symbols")
        #expect(row.tier == .standard && row.platforms == PlatformSet([.iPadOS]))
        let manifest = ManifestBuilder(platforms: ["iPadOS"]).add("Emoji & Symbols", "Control-Command-Space", menu: "Edit")
        #expect(manifest.ruleIDs().isEmpty)
    }

    static let appSpecific = [
        "new-folder", "new-folder-with-selection", "back", "forward", "services-spotlight", "services-search-with-google",
        "services-make-new-sticky-note", "services-search-man-page-index",
    ]

    /// Finder's, Safari's and the Services menu's shortcuts are not every app's standards.
    @Test(arguments: appSpecific)
    func oneAppsShortcutsAreAppSpecific(_ id: String) throws {
        #expect(try Self.row(id).tier == .appSpecific)
    }

    @Test(arguments: [
        "copy", "save", "find", "find-and-replace", "toggle-sidebar", "toggle-inspector", "cancel", "special-characters",
        "macos-window-fill",
    ])
    func standardShortcutsAndAppKitsOwnMenuItemsAreStandard(_ id: String) throws {
        #expect(try Self.row(id).tier == .standard)
    }

    @Test func everyHIGRowKeepsItsMarkWhateverItsTier() {
        for row in ReservedTable.builtIn.entries where row.category == "hig-system" || row.category == "hig-international" {
            #expect(row.system, "\(row.id)")
        }
        for row in ReservedTable.builtIn.entries where row.category == "hig-standard" {
            #expect(!row.system && row.tier == .standard, "\(row.id)")
        }
    }

    @Test func aHouseRowWithoutATierTakesItFromItsSystemFlag() {
        let chord = Chord(key: Key(dataName: "K")!, modifiers: [.command])
        #expect(
            ReservedEntry(id: "a", chord: chord, system: true, action: "A", platforms: .defaultPlatforms, category: "house").tier
                == .intercepted)
        #expect(
            ReservedEntry(id: "b", chord: chord, system: false, action: "B", platforms: .defaultPlatforms, category: "house").tier
                == .standard)
    }

    @Test func theDecoderReadsTierConditionBehaviourAndVersions() throws {
        let table = try ReservedTableDecoder.decode(
            SourceFile(
                path: "house.yml",
                text: """
                    - id: house-f13
                      chord: F13
                      system: true
                      tier: conditional
                      tierSource: House keyboard guide
                      condition: only on extended keyboards
                      behavior: does nothing
                      versions: { macOS: { since: 14, through: "15.1" } }
                      action: Reserved for the kiosk
                    """))
        let row = try #require(table.entry(id: "house-f13"))
        #expect(row.tier == .conditional && row.tierSource == "House keyboard guide")
        #expect(row.condition == "only on extended keyboards" && row.behavior == "does nothing")
        #expect(row.versions == [.macOS: ReleaseRange(since: OSVersion(major: 14), through: OSVersion(major: 15, minor: 1))])
    }

    @Test func anUnknownTierIsAnErrorAtItsValue() {
        let text = "- { id: x, chord: F13, system: true, tier: reserved, action: X }\n"
        do {
            _ = try ReservedTableDecoder.decode(SourceFile(path: "house.yml", text: text))
            Issue.record("an unknown tier was accepted")
        } catch {
            let column = text.distance(from: text.startIndex, to: text.range(of: "reserved")!.lowerBound) + 1
            #expect(error.description.hasPrefix("house.yml:1:\(column): error: unknown tier 'reserved'; use one of intercepted"))
        }
    }
}
