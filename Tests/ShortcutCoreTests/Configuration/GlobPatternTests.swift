import Testing

@testable import ShortcutCore

/// `exclude` globs: `*` and `?` within a component, `**` across components, directories
/// excluding what they hold.
@Suite struct GlobPatternTests {
    @Test(arguments: [
        ("Legacy/**", "Legacy/old.shortcuts.json"),
        ("Legacy/**", "Legacy/deep/er/old.shortcuts.json"),
        ("Legacy", "Legacy/old.shortcuts.json"),
        ("Legacy/", "Legacy/old.shortcuts.json"),
        ("./Legacy", "Legacy/old.shortcuts.json"),
        ("/Legacy", "Legacy/old.shortcuts.json"),
        ("*.shortcuts.json", "app.shortcuts.json"),
        ("**/*.generated.shortcuts.json", "menu.generated.shortcuts.json"),
        ("**/*.generated.shortcuts.json", "App/Sub/menu.generated.shortcuts.json"),
        ("App/**/old.shortcuts.json", "App/old.shortcuts.json"),
        ("App/**/old.shortcuts.json", "App/a/b/old.shortcuts.json"),
        ("v?/shortcuts.json", "v2/shortcuts.json"),
        ("*", "anything/at/all.json"),
        ("Mod*/shortcuts.yml", "Module/shortcuts.yml"),
        ("Ü*/shortcuts.yml", "Übersicht/shortcuts.yml"),
        ("?bersicht/**", "Übersicht/shortcuts.yml"),
    ])
    func matches(_ pattern: String, _ path: String) {
        #expect(GlobPattern(pattern).matches(path))
    }

    @Test(arguments: [
        ("Legacy/**", "App/Legacy/old.shortcuts.json"),
        ("Legacy", "LegacyApp/old.shortcuts.json"),
        ("*.shortcuts.json", "App/app.shortcuts.json"),
        ("**/*.generated.shortcuts.json", "menu.shortcuts.json"),
        ("v?/shortcuts.json", "v10/shortcuts.json"),
        ("App/**/old.shortcuts.json", "App/a/new.shortcuts.json"),
        ("Legacy/", "Legacy"),
        ("a*b", "a/b"),
        ("", "shortcuts.json"),
    ])
    func doesNotMatch(_ pattern: String, _ path: String) {
        #expect(!GlobPattern(pattern).matches(path))
    }

    @Test func starsBacktrackWithinAName() {
        #expect(GlobPattern("*a*b*c").matches("xaxbxbxc"))
        #expect(!GlobPattern("*a*b*c").matches("xaxbxbx"))
    }

    @Test func doubleStarsBacktrackAcrossComponents() {
        #expect(GlobPattern("**/x/**/y.json").matches("a/x/b/x/c/y.json"))
        #expect(!GlobPattern("**/x/**/y.json").matches("a/x/b/z/y.jsn"))
    }

    /// A folder a pattern excludes as a whole, so a scan need not enter it.
    @Test(arguments: [
        ("vendor", "vendor", true), ("vendor/**", "vendor", true), ("**/vendor", "App/vendor", true), ("vendor/", "vendor", true),
        ("vendor", "vendor/deep", true), ("vendor/*.yml", "vendor", false), ("vendor/*.yml", "vendor/deep", false),
        ("*.shortcuts.json", "App", false), ("other", "vendor", false),
    ])
    func aPatternExcludesAWholeFolderWhenItMatchesTheFolderOrOneAboveIt(_ pattern: String, _ folder: String, _ excluded: Bool) {
        #expect(GlobPattern(pattern).matchesDirectory(folder) == excluded)
    }
}
