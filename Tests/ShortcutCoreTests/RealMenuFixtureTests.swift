import Foundation
import Testing

@testable import ShortcutCore

/// The real-menu fixtures hold what their sources hold: the item counts and spot facts below were
/// checked against the Interface Builder files named in PROVENANCE.md, not against the extractor.
@Suite struct RealMenuFixtureTests {
    /// Main-menu items with a non-empty key equivalent, per fixture (PROVENANCE.md explains the counts).
    static let itemCounts: [String: Int] = [
        "HexFiend.shortcuts.yml": 38, "MacDown.shortcuts.yml": 58, "NetNewsWire.shortcuts.yml": 43,
        "OpenEmu.shortcuts.yml": 37, "Platypus.shortcuts.yml": 40, "Quicksilver.shortcuts.yml": 40,
        "ScriptExec.shortcuts.yml": 28, "Skim.shortcuts.yml": 102, "Vienna.shortcuts.yml": 62, "Subler.shortcuts.yml": 45,
        "GrandPerspective.shortcuts.yml": 17, "Transmission.shortcuts.yml": 40, "HandBrake.shortcuts.yml": 42,
        "MacPass.shortcuts.yml": 28, "SequelAce.shortcuts.yml": 80, "Seashore.shortcuts.yml": 83,
        "GetiPlayerAutomator.shortcuts.yml": 22, "AudioBookBinder.shortcuts.yml": 23, "SSHTunnel.shortcuts.yml": 26,
        "LaTeXiT.shortcuts.yml": 56, "cooViewer.shortcuts.yml": 22, "PhoenixSlides.shortcuts.yml": 41,
        "MacPAF.shortcuts.yml": 41, "Cog.shortcuts.yml": 52,
    ]

    @Test func theCorpusHasTheTwentyFourMenusOfTwentyThreeApps() {
        #expect(RealMenuCorpus.fixtureNames == Self.itemCounts.keys.sorted())
    }

    @Test(arguments: itemCounts.keys.sorted())
    func everyItemWithAKeyEquivalentIsRecorded(_ name: String) throws {
        let manifest = try #require(RealMenuCorpus.lint(name).manifest)
        #expect(manifest.shortcuts.count == Self.itemCounts[name])
    }

    /// The fixtures are facts, so nothing about them may be unreadable or unplaced.
    @Test(arguments: RealMenuCorpus.fixtureNames)
    func everyEntryReadsAndHasAMenuPath(_ name: String) throws {
        let result = RealMenuCorpus.lint(name)
        let broken = result.findings.filter {
            ["syntax-error", "invalid-manifest", "invalid-shortcut", "unknown-field"].contains($0.ruleID)
        }
        #expect(broken.isEmpty, "\(broken.map { "\($0.span.start.line): \($0.message)" })")
        let manifest = try #require(result.manifest)
        #expect(manifest.platforms == PlatformSet([.macOS]))
        #expect(manifest.shortcuts.allSatisfy { $0.menu != nil })
    }

    @Test(arguments: RealMenuCorpus.fixtureNames)
    func everyFixtureNamesItsRepositoryCommitAndPath(_ name: String) throws {
        let text = try String(contentsOf: RealMenuCorpus.folder.appendingPathComponent(name), encoding: .utf8)
        let source = text.split(separator: "\n").dropFirst().first ?? ""
        #expect(source.wholeMatch(of: /# [\w.-]+\/[\w.-]+ @ [0-9a-f]{40} : .+\.(xib|storyboard)/) != nil, "\(source)")
    }

    /// One fact per encoding the extraction had to get right, read off the source files by eye.
    struct Fact: Sendable, CustomTestStringConvertible {
        var file: String
        var title: String
        var key: String
        var menu: String
        var marker = ""
        var testDescription: String { "\(file) \(title) \(key)" }
    }

    static let facts: [Fact] = [
        Fact(file: "Skim", title: "Next", key: "Command-Right arrow", menu: "Go"),  // U+F703
        Fact(file: "Platypus", title: "Next Icon", key: "Shift-Command-Down arrow", menu: "Action"),
        Fact(file: "Platypus", title: "Remove File", key: "Delete", menu: "Action"),  // base64 "CA", empty mask
        Fact(file: "Platypus", title: "Create App", key: "Return", menu: "File"),  // base64 "DQ", empty mask
        Fact(file: "OpenEmu", title: "Delete", key: "Command-Delete", menu: "Edit"),  // base64 "CA", no mask
        Fact(file: "OpenEmu", title: "New Smart Collection…", key: "Option-Command-N", menu: "File", marker: "x-hidden"),
        Fact(file: "OpenEmu", title: "Pause Gameplay", key: "Command-P", menu: "Controls", marker: "x-alternate"),
        Fact(file: "Skim", title: "Paste", key: "Option-Command-V", menu: "Edit", marker: "x-alternate"),
        Fact(file: "NetNewsWire", title: "Paste and Match Style", key: "Command-V", menu: "Edit"),
        Fact(file: "NetNewsWire", title: "Redo", key: "Shift-Command-Z", menu: "Edit"),  // "Z" implies Shift
        Fact(file: "MacDown", title: "New Paragraph", key: "Command-Return", menu: "Format"),
        Fact(file: "Vienna", title: "Empty Trash", key: "Option-Command-Delete", menu: "Vienna"),
        Fact(file: "Quicksilver", title: "Force Rescan", key: "Option-Command-R", menu: "Quicksilver", marker: "x-alternate"),
        Fact(file: "HexFiend", title: "Move Selection", key: "Command-]", menu: "Edit"),
        Fact(file: "Subler", title: "Send To iTunes", key: "Shift-I", menu: "File"),  // "I", empty mask
        Fact(file: "Subler", title: "Remove completed items from queue", key: "Shift-Command-Delete", menu: "File"),  // base64 "CA"
        Fact(file: "Subler", title: "Search metadata online…", key: "Shift-Command-M", menu: "File > Import"),  // "M", no mask
        Fact(file: "GrandPerspective", title: "Rescan", key: "Shift-Command-N", menu: "File"),
        Fact(file: "Transmission", title: "Remove From List", key: "Command-Delete", menu: "Transfers"),  // base64 "CA", no mask
        Fact(file: "HandBrake", title: "Add All Titles To Queue", key: "Option-Shift-Command-B", menu: "File", marker: "x-alternate"),
        Fact(file: "MacPass", title: "Lock", key: "Control-Shift-L", menu: "File"),  // "L", mask control only
        Fact(file: "SequelAce", title: "Select Next Tab", key: "Control-Tab", menu: "Window"),  // base64 "CQ"
        Fact(file: "SequelAce", title: "Page Setup...", key: "Shift-Command-P", menu: "File", marker: "x-hidden"),
        Fact(file: "SequelAce", title: "Add Database...", key: "Option-Shift-A", menu: "Database"),  // "A", mask option only
        Fact(file: "Seashore", title: "Rectangular Select", key: "M", menu: "Edit > Tool"),  // "m", empty mask
        Fact(file: "Seashore", title: "Select None", key: "Esc", menu: "Selection"),  // base64 "Gw", empty mask
        Fact(file: "GetiPlayerAutomator", title: "Edit Download History...", key: "Control-Command-H", menu: "File"),
        Fact(file: "AudioBookBinder", title: "Queue", key: "Shift-Command-B", menu: "File", marker: "x-hidden"),  // "B", no mask
        Fact(file: "SSHTunnel", title: "Delete Selected Session", key: "Command-Delete", menu: "Sessions"),  // base64 "CA", no mask
        Fact(file: "LaTeXiT", title: "Re-export image", key: "Option-Command-E", menu: "File", marker: "x-alternate"),
        Fact(file: "LaTeXiT", title: "Remove selection", key: "Delete", menu: "History"),  // base64 "CA", empty mask
        Fact(file: "cooViewer", title: "Filter", key: "Shift-Command-F", menu: "View"),
        Fact(file: "PhoenixSlides", title: "End Slideshow", key: "Esc", menu: "Slideshow"),  // base64 "Gw"
        Fact(file: "PhoenixSlides", title: "Show Cheat Sheet", key: "?", menu: "Slideshow"),  // "?", empty mask
        Fact(file: "MacPAF", title: "Last Found", key: "Command-J", menu: "History"),
        Fact(file: "Cog", title: "Seek Forward", key: "Shift-Right arrow", menu: "Control"),  // U+F703, upstream's file (PROVENANCE.md)
        Fact(file: "Cog", title: "Show All Songs", key: "Esc", menu: "Playlist"),  // base64 "Gw", empty mask
    ]

    @Test(arguments: facts)
    func theFixtureRecordsWhatTheSourceSays(_ fact: Fact) throws {
        let name = "\(fact.file).shortcuts.yml"
        let text = try String(contentsOf: RealMenuCorpus.folder.appendingPathComponent(name), encoding: .utf8)
        var block = "  - title: \"\(fact.title)\"\n    key: \"\(fact.key)\"\n    menu: \"\(fact.menu)\"\n"
        if !fact.marker.isEmpty { block += "    \(fact.marker): true\n" }
        #expect(text.contains(block), "\(name) lacks:\n\(block)")
    }
}
