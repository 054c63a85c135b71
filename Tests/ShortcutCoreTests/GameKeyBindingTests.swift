import Foundation
import Testing

@testable import ShortcutCore

/// Games, as the Keyboards page revised June 9, 2025 describes them: "A keyboard shortcut in a
/// game — called a key binding — often consists of a single key", and Game controls › Keyboards:
/// "Prioritize single-key commands." A game's key bindings (entries outside its menus) are not
/// asked for a modifier or a menu; its menu commands still are, and an app's are as before.
@Suite struct GameKeyBindingTests {
    static func game(_ entries: String, platforms: String = "[macOS]") -> String {
        "app: Arcade\nkind: game\nplatforms: \(platforms)\nshortcuts:\n" + entries
    }

    static func ruleIDs(_ text: String, configuration: LintConfiguration = .default) -> [String] {
        LintHelpers.lint(text, configuration: configuration).findings.filter { !$0.isSuppressed }.map(\.ruleID)
    }

    @Test(arguments: ["Space", "W", "Left arrow", "Tab", "Shift-W", "Option-1", "F5"])
    func aGamesKeyBindingIsNotAskedForAModifier(_ key: String) {
        let text = Self.game("  - title: Move\n    key: \(key)\n")
        let reported = Set(Self.ruleIDs(text))
        #expect(reported.isDisjoint(with: ["missing-modifier", "navigation-key", "prefer-command", "shortcut-only-action"]), "\(key)")
    }

    @Test func aGamesKeyBindingOnIPadOSIsNotAskedForAMenu() {
        #expect(Self.ruleIDs(Self.game("  - title: Pause\n    key: Command-K\n", platforms: "[iPadOS]")).isEmpty)
    }

    @Test func aGamesMenuCommandIsJudgedAsAnAppsIs() {
        let text = Self.game(
            "  - title: Save Game\n    key: S\n    menu: File\n  - title: Next Level\n    key: Shift-Right arrow\n    menu: Game\n")
        #expect(Self.ruleIDs(text).sorted() == ["missing-modifier", "repurposed-standard"])
    }

    /// The HIG's game guidance still expects the standard shortcuts: Command-Q quits the game.
    @Test func aGamesKeyBindingOnAStandardChordIsStillARepurpose() {
        #expect(Self.ruleIDs(Self.game("  - title: Fire\n    key: Command-Q\n")) == ["repurposed-standard"])
    }

    @Test func anAppsMenulessBareKeyIsReportedAsBefore() {
        let text = "app: Viewer\nshortcuts:\n  - title: Move\n    key: W\n"
        #expect(Self.ruleIDs(text).sorted() == ["missing-modifier", "shortcut-only-action"])
    }

    @Test func anUnknownKindIsInvalidAtItsValue() throws {
        let text = "app: Arcade\nkind: gaem\nshortcuts:\n  - title: Jump\n    key: Command-J\n    menu: Game\n"
        let result = LintHelpers.lint(text)
        let finding = try #require(result.findings.first { $0.ruleID == "invalid-manifest" })
        #expect(finding.message.contains("'kind' must be app, game or agent, found 'gaem'"))
        #expect(String(decoding: result.source.bytes[finding.range.start..<finding.range.end], as: UTF8.self) == "gaem")
    }

    @Test func theSchemaListsTheKinds() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(ManifestSchema.json.utf8)) as? [String: Any])
        let kind = (schema["properties"] as? [String: Any])?["kind"] as? [String: Any]
        #expect(kind?["enum"] as? [String] == ["app", "game", "agent"])
    }

    @Test(arguments: [
        ("public.app-category.games", AppKind.game), ("public.app-category.action-games", .game),
        ("public.app-category.puzzle-games", .game), ("public.app-category.productivity", .app),
        ("public.app-category.developer-tools", .app), ("games", .app),
    ])
    func anAppStoreCategoryNamesAGameOrAnApp(_ category: String, _ kind: AppKind) {
        #expect(AppKind(applicationCategory: category) == kind)
    }

    /// A project's game target makes its code a game: `LintConfiguration.defaultKind`, as the
    /// command line sets it, for a UIKit key command outside the menus.
    @Test func aFileOfAGameTargetIsAGame() {
        let source =
            "override var keyCommands: [UIKeyCommand]? {\n    [UIKeyCommand(input: \"w\", modifierFlags: [], action: #selector(moveUp))]\n}\n"
        var game = LintConfiguration()
        game.defaultKind = .game
        #expect(
            LintHelpers.lint(source, path: "Game.swift", configuration: game).findings.filter { $0.ruleID == "missing-modifier" }.isEmpty)
        #expect(LintHelpers.lint(source, path: "Game.swift").findings.contains { $0.ruleID == "missing-modifier" })
    }

    @Test func aManifestsOwnKindWinsOverTheProjects() {
        var game = LintConfiguration()
        game.defaultKind = .game
        let text = "app: Viewer\nkind: app\nshortcuts:\n  - title: Move\n    key: W\n"
        #expect(Self.ruleIDs(text, configuration: game).contains("missing-modifier"))
    }

    @Test func anExtractedGameSaysSo() {
        var game = ExtractedManifest(app: "Arcade", platforms: PlatformSet(.macOS))
        game.kind = .game
        #expect(ManifestWriter.yaml(game).contains("app: Arcade\nkind: game\nplatforms: [macOS]\n"))
        #expect(!ManifestWriter.yaml(ExtractedManifest(app: "Viewer", platforms: PlatformSet(.macOS))).contains("kind:"))
    }
}
