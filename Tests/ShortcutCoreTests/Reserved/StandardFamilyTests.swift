import Testing

@testable import ShortcutCore

/// `repurposed-standard` judges the app as a whole (issue 21 item 6): a warning where the app shows
/// the standard command's family or where every app has the command, a note naming the HIG's
/// allowance otherwise ("Only consider redefining a standard shortcut if its action doesn't make
/// sense in your app", Human Interface Guidelines › Keyboards); the text system's keys once per file.
@Suite struct StandardFamilyTests {
    static func repurposed(_ manifest: ManifestBuilder) -> [Finding] { manifest.findings(RepurposedStandardRule.id) }

    @Test func boldBesideItalicIsAWarning() throws {
        let findings = Self.repurposed(ManifestBuilder().add("Italic", "Command-I", menu: "Format > Font").add("Show Library", "Command-B"))
        let finding = try #require(findings.first)
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("in an app that has \"Italic\" (line"))
    }

    @Test func boldInAnAppWithoutTextStylingIsANote() throws {
        let finding = try #require(Self.repurposed(ManifestBuilder().add("Show Library", "Command-B")).first)
        #expect(finding.severity == .info)
        #expect(finding.message.contains("Only consider redefining a standard shortcut if its action doesn’t make sense in your app."))
        #expect(finding.message.contains("if it has no Bold"))
    }

    /// The Format menu's Bigger and Smaller zoom any view: they show no text styling.
    @Test func biggerAloneShowsNoBold() throws {
        let manifest = ManifestBuilder().add("Bigger", "Command-+", menu: "Format > Font").add("Show Library", "Command-B")
        #expect(try #require(Self.repurposed(manifest).first).severity == .info)
    }

    @Test func findNextBesideFindIsAWarningAndWithoutFindANote() throws {
        let beside = ManifestBuilder().add("Find…", "Command-F", menu: "Edit > Find").add("Show Guides", "Command-G")
        #expect(try #require(Self.repurposed(beside).first).severity == .warning)
        #expect(try #require(Self.repurposed(ManifestBuilder().add("Show Guides", "Command-G")).first).severity == .info)
    }

    /// A filter bar on Command-F is the app's own use of the chord (``ReservedEntry/standIns``), but
    /// a filter has no Find Next: Transmission's Use Groups on Command-G is the note, not a warning.
    @Test func aFilterBarOnFindsChordShowsNoFindNext() throws {
        let filter = ManifestBuilder().add("Hide Filter Bar", "Command-F", menu: "View").add("Use Groups", "Command-G", menu: "View")
        let findings = Self.repurposed(filter)
        #expect(findings.count == 1)
        #expect(try #require(findings.first).severity == .info)
    }

    /// Show Fonts alone (a PDF viewer that sets its notes' font) shows the font panel, not Bold.
    @Test func showFontsAloneShowsNoBold() throws {
        let manifest = ManifestBuilder().add("Show Fonts", "Command-T", menu: "Format > Font").add("Toggle Toolbar", "Command-B")
        #expect(try #require(Self.repurposed(manifest).first).severity == .info)
    }

    /// Bold shows the Font submenu, so a repurposed Show Fonts beside it is a warning.
    @Test func boldShowsTheFontPanel() throws {
        let manifest = ManifestBuilder().add("Bold", "Command-B", menu: "Format > Font").add("Focus Mode", "Command-T")
        #expect(try #require(Self.repurposed(manifest).first).severity == .warning)
    }

    /// A Markdown editor's Bold (MacDown's Strong) shows no Copy Style.
    @Test func boldShowsNoCopyStyle() throws {
        let manifest = ManifestBuilder().add("Bold", "Command-B", menu: "Format > Font").add("Copy HTML", "Option-Command-C")
        #expect(try #require(Self.repurposed(manifest).first).severity == .info)
    }

    @Test func alignmentShowsNoRuler() throws {
        let manifest = ManifestBuilder().add("Align Left", "Command-{", menu: "Format > Text").add("New Box", "Control-Command-C")
        #expect(try #require(Self.repurposed(manifest).first { $0.entry?.title == "New Box" }).severity == .info)
    }

    /// A player that saves its playlist (Cog's Save As...) opens no documents; an app that opens
    /// them has documents to save as.
    @Test func saveAsShowsNoOpenButOpenShowsSaveAs() throws {
        let player = ManifestBuilder().add("Save As…", "Shift-Option-Command-S").add("Add File…", "Command-O")
        #expect(try #require(Self.repurposed(player).first { $0.entry?.title == "Add File…" }).severity == .info)
        let viewer = ManifestBuilder().add("Open…", "Command-O").add("Toggle Shuffle", "Shift-Command-S")
        #expect(try #require(Self.repurposed(viewer).first).severity == .warning)
    }

    /// An Interface Builder item without a key shows its command too: Skim's Format › Font holds
    /// Bold, Italic and Underline with no keys, so Toggle Toolbar on Command-B takes Bold's chord
    /// from an app that has Bold.
    @Test func aKeylessItemInAnInterfaceBuilderMenuShowsItsFamily() throws {
        let toolbar = InterfaceBuilderFixture.item("b", title: "Toggle Toolbar")
        let underline =
            "<menuItem title=\"Underline\" id=\"u1\"><connections><action selector=\"underline:\" target=\"-1\" id=\"u2\"/></connections></menuItem>"
        let beside = LintHelpers.lint(InterfaceBuilderFixture.xib(toolbar + underline), path: "MainMenu.xib").findings
        let finding = try #require(beside.first { $0.ruleID == RepurposedStandardRule.id })
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("in an app that has \"Underline\" (line"))
        let alone = LintHelpers.lint(InterfaceBuilderFixture.xib(toolbar), path: "MainMenu.xib").findings
        #expect(try #require(alone.first { $0.ruleID == RepurposedStandardRule.id }).severity == .info)
    }

    /// Window › Minimize says nothing of a toolbar: LaTeXiT, which has none, may put its own
    /// command on Show Toolbar's Option-Command-T.
    @Test func minimizeShowsNoToolbar() throws {
        let manifest = ManifestBuilder().add("Minimize", "Command-M", menu: "Window").add("LaTeX it! and re-export", "Option-Command-T")
        #expect(try #require(Self.repurposed(manifest).first).severity == .info)
    }

    /// A manifest lists an item without a shortcut as `key: null`: Transmission's View › Hide
    /// Toolbar shows that it has a toolbar, so Pieces Bar on Option-Command-T is a warning; the
    /// item itself is checked for nothing.
    @Test func aManifestItemWithoutAShortcutShowsItsFamily() throws {
        let manifest = """
            app: Torrents
            shortcuts:
              - title: Pieces Bar
                key: Option-Command-T
                menu: View
              - title: Hide Toolbar
                key: null
                menu: View

            """
        let result = LintHelpers.lint(manifest, path: "Torrents.shortcuts.yml")
        let finding = try #require(result.findings.first { $0.ruleID == RepurposedStandardRule.id })
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("in an app that has \"Hide Toolbar\" (line 6)"))
        #expect(result.findings.count == 1, "\(result.findings.map(\.ruleID))")
        let alone = LintHelpers.lint(manifest.replacingOccurrences(of: "Hide Toolbar", with: "Show Pieces"), path: "Torrents.shortcuts.yml")
        #expect(try #require(alone.findings.first { $0.ruleID == RepurposedStandardRule.id }).severity == .info)
    }

    /// A context menu's key acts only while the menu is open: R's Show Help for current Function
    /// on Control-H in a text view's context menu leaves Control-H deleting backward.
    @Test func anItemOfAMenuOfItsOwnTakesNothingAway() {
        let manifest = ManifestBuilder().add("Show Fonts", "Command-T", menu: "Format > Font")
            .add("Show Help for current Function", "Control-H", ["when": "menu.context"])
        #expect(Self.repurposed(manifest).isEmpty)
    }

    /// An item that names a standard command on another chord shows its family: Seashore's Select
    /// None on Esc beside Select Alpha on Shift-Command-A.
    @Test func aCommandOnAnotherChordShowsItsFamily() throws {
        let manifest = ManifestBuilder().add("Select None", "Control-Option-Command-J").add("Select Alpha", "Shift-Command-A")
        #expect(try #require(Self.repurposed(manifest).first { $0.entry?.title == "Select Alpha" }).severity == .warning)
    }

    /// A one-word title off its chord is too common a word: Stop in a player is no Cancel.
    @Test func aOneWordTitleOffItsChordShowsNothing() throws {
        let manifest = ManifestBuilder().add("Center", "Control-Option-Command-C").add("Merge Down", "Shift-Command-[")
        #expect(try #require(Self.repurposed(manifest).first).severity == .info)
    }

    @Test(arguments: [
        "Command-Q", "Command-W", "Command-S", "Command-Z", "Command-X", "Command-C", "Command-V", "Command-A", "Command-,",
    ])
    func theReflexChordsAreAlwaysWarnings(_ key: String) throws {
        let finding = try #require(Self.repurposed(ManifestBuilder().add("Toggle Shuffle", key)).first)
        #expect(finding.severity == .warning)
    }

    /// Save on what was never saved opens the save panel, as Save As… does: an app whose only save
    /// is "Save Playlist As…" on Command-S has Save there (Cog, Transmission); beside a Save item
    /// elsewhere, Save As… on Command-S is not the app's Save.
    @Test func saveAsOnCommandSIsTheAppsSaveUnlessItHasAnother() throws {
        #expect(Self.repurposed(ManifestBuilder().add("Save Playlist As…", "Command-S", menu: "File")).isEmpty)
        #expect(Self.repurposed(ManifestBuilder().add("Save As...", "Command-S", menu: "File")).isEmpty)
        let both = ManifestBuilder().add("Save As…", "Command-S", menu: "File").add("Save", "Control-Command-S", menu: "File")
        #expect(Self.repurposed(both).contains { $0.message.contains("\"Save As…\"") })
    }

    /// People press Command-P looking for Print…, not by reflex: a player with no printing may put
    /// Play/Pause there, as the HIG allows; beside Page Setup… the app prints, and it is a warning.
    @Test func printIsAWarningOnlyWhereTheAppPrints() throws {
        let player = ManifestBuilder().add("Play/Pause", "Command-P", menu: "Controls")
        #expect(try #require(Self.repurposed(player).first).severity == .info)
        let printing = player.add("Page Setup…", "Shift-Command-P", menu: "File")
        #expect(try #require(Self.repurposed(printing).first).severity == .warning)
    }

    @Test func textKeysAreReportedOnceWithTheOthersNamed() throws {
        let findings = Self.repurposed(
            ManifestBuilder().add("Next", "Command-Right arrow").add("First", "Command-Up arrow").add("Last", "Command-Down arrow"))
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.entry?.title == "Next")
        #expect(finding.message.hasSuffix("The same goes for ⌘↑ in \"First\" and ⌘↓ in \"Last\"."))
        #expect(finding.severity == .info)
    }

    @Test func textKeysInAnAppThatEditsTextAreAWarning() throws {
        let manifest = ManifestBuilder().add("Check Document Now", "Command-;", menu: "Edit > Spelling and Grammar")
            .add("Next", "Command-Right arrow").add("Previous", "Command-Left arrow")
        let findings = Self.repurposed(manifest)
        #expect(findings.map(\.severity) == [.warning])
        #expect(findings.first?.message.contains("in an app that has \"Check Document Now\" (line") == true)
    }

    /// Keyboard focus is every app's: Shift-Tab on a menu item is a warning in any app.
    @Test func keyboardFocusKeysAreAlwaysWarnings() throws {
        #expect(try #require(Self.repurposed(ManifestBuilder().add("Previous Song", "Shift-Tab")).first).severity == .warning)
    }

    /// Every family a row names is declared, with its source, in `Resources/reserved.json`.
    @Test func everyFamilyIsDeclaredWithASource() throws {
        let families = try #require(try ReservedTableFixture.document()["families"] as? [String: [String: String]])
        for (id, family) in families {
            #expect(family["source"]?.isEmpty == false, "family \(id) has no source")
            #expect(family["commands"]?.isEmpty == false, "family \(id) says not what it holds")
        }
        for row in ReservedTable.builtIn.entries where RepurposedStandardRule.judges(row) {
            let family = try #require(row.family, "\(row.id) has no family")
            #expect(families[family] != nil, "\(row.id): family \(family) is not declared")
        }
    }
}
