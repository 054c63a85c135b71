import Foundation
import Testing

/// `shortcut-lint lint` on a localized app's folder: translated copies are their languages' menus,
/// and a Base-localized file's `.strings` translations are read, never written.
@Suite struct LocalizedProjectTests {
    static let menu = ProjectFixture.xib(#"<menuItem title="Publish" keyEquivalent="k" id="pub"/>"#)

    @Test func translatedCopiesOfAMenuAreNoDuplicatesAndADriftIsReportedOnTheCopy() throws {
        let directory = try TemporaryDirectory([
            "App/Base.lproj/MainMenu.xib": Self.menu,
            "App/fr.lproj/MainMenu.xib": Self.menu.replacingOccurrences(of: "Publish", with: "Publier"),
            "App/de.lproj/MainMenu.xib": Self.menu.replacingOccurrences(
                of: "Publish\" keyEquivalent=\"k", with: "Veröffentlichen\" keyEquivalent=\"r"),
        ])
        let run = try ToolRun(["lint", "--no-color", "."], in: directory.url)
        #expect(run.status == 0, "\(run.standardOutput)")
        let lines = run.standardOutput.split(separator: "\n").filter { $0.contains(": warning: ") || $0.contains(": error: ") }
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.hasPrefix("App/de.lproj/MainMenu.xib:") == true)
        #expect(lines.first?.hasSuffix("[localization-drift]") == true)
    }

    @Test func aTranslationOfABaseLocalizedFileIsAnInputNoReportMayOverwrite() throws {
        let directory = try TemporaryDirectory([
            "App/Base.lproj/MainMenu.xib": Self.menu, "App/de.lproj/MainMenu.strings": "\"pub.title\" = \"Veröffentlichen\";\n",
        ])
        let run = try ToolRun(["lint", "--format", "json", "-o", "App/de.lproj/MainMenu.strings", "."], in: directory.url)
        #expect(run.status == 2)
        #expect(run.standardError.contains("that is the translation 'App/de.lproj/MainMenu.strings'"), "\(run.standardError)")
        #expect(
            try String(contentsOf: directory.url.appendingPathComponent("App/de.lproj/MainMenu.strings"), encoding: .utf8).hasPrefix(
                "\"pub"))
    }

    @Test func theTitlesOfABaseLocalizedFileAreJudgedInEachLanguageOfItsStringsFiles() throws {
        let storyboard = ProjectFixture.xib(
            #"<menuItem title="Sort By" id="sort"><menu key="submenu" title="Sort By" id="sortMenu"><items><menuItem title="Sort by Name" keyEquivalent="1" id="byName"/></items></menu></menuItem>"#
        ).replacingOccurrences(of: "MacOSX.Cocoa", with: "iOS.CocoaTouch.iPad")
        let german = Array("\"sortMenu.title\" = \"Sortieren nach\";\n\"byName.title\" = \"Name\";\n".utf16).flatMap {
            [UInt8($0 & 0xFF), UInt8($0 >> 8)]
        }
        let directory = try TemporaryDirectory([
            "App/Base.lproj/Main.storyboard": storyboard, "App/fr.lproj/Main.strings": "\"byName.title\" = \"Trier par nom\";\n",
        ])
        let folder = directory.url.appendingPathComponent("App/de.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data([0xFF, 0xFE] + german).write(to: folder.appendingPathComponent("Main.strings"))
        let run = try ToolRun(["lint", "--no-color", "."], in: directory.url)
        let lines = run.standardOutput.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(lines.count == 1, "\(run.standardOutput)")
        #expect(lines.first?.hasPrefix("App/Base.lproj/Main.storyboard:16:") == true)
        #expect(lines.first?.contains("warning: In the German (de) menu (App/de.lproj/Main.strings:2): \"Name\" sits in") == true)
    }

    @Test func aTranslationThatCannotBeReadIsANoteThatFailsNothing() throws {
        let directory = try TemporaryDirectory([
            "App/Base.lproj/MainMenu.xib": Self.menu, "App/de.lproj/MainMenu.strings": "\"pub.title\" = \"Veröffentlichen\n",
        ])
        let run = try ToolRun(["lint", "--no-color", "--strict", "."], in: directory.url)
        #expect(run.status == 0, "\(run.standardOutput)")
        #expect(
            run.standardOutput.contains("App/Base.lproj/MainMenu.xib:1:1: note: App/de.lproj/MainMenu.strings:1 cannot be read further"))
    }
}
