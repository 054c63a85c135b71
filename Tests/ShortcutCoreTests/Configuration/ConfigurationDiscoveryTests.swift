import Testing

@testable import ShortcutCore

/// Finding the config for each manifest: nearest wins, the walk stops at the root, each
/// directory is looked at once, and `--config` replaces the search.
@Suite struct ConfigurationDiscoveryTests {
    static let tree: [String: String] = [
        "/repo/.shortcut-lint.json": #"{ "rules": { "modifier-order": "error" } }"#,
        "/repo/App/.shortcut-lint.json": #"{ "rules": { "modifier-order": "off" } }"#,
    ]

    private func discovery(_ fileSystem: InMemoryFileSystem, workingDirectory: String = "/repo") -> ConfigurationDiscovery {
        ConfigurationDiscovery(fileSystem: fileSystem, workingDirectory: workingDirectory)
    }

    /// A config that cannot be used is read once: every file below it gets the same error
    /// without reading it again (a run over 3,000 files once read it 3,000 times).
    @Test func aBrokenConfigIsReadOnceForEveryFileBelowIt() throws {
        let fileSystem = InMemoryFileSystem(["/repo/.shortcut-lint.json": "{ broken"])
        var discovery = discovery(fileSystem)
        for name in ["a.json", "Sub/b.json", "Sub/Deeper/c.json", "d.json"] {
            #expect(throws: ConfigurationError.self) { try discovery.configuration(forManifest: name) }
        }
        #expect(fileSystem.lookupCount("/repo/.shortcut-lint.json") == 1)
    }

    @Test func theNearestConfigWins() throws {
        var discovery = discovery(InMemoryFileSystem(Self.tree))
        #expect(try discovery.configuration(forManifest: "App/Sub/shortcuts.json")?.path == "App/.shortcut-lint.json")
        #expect(try discovery.configuration(forManifest: "App/shortcuts.json")?.path == "App/.shortcut-lint.json")
        #expect(try discovery.configuration(forManifest: "Other/shortcuts.json")?.path == ".shortcut-lint.json")
        #expect(try discovery.configuration(forManifest: "shortcuts.json")?.path == ".shortcut-lint.json")
    }

    @Test func nearestConfigsDoNotMerge() throws {
        var discovery = discovery(InMemoryFileSystem(Self.tree))
        let app = try #require(try discovery.configuration(forManifest: "App/shortcuts.json"))
        #expect(!app.configuration.rules.contains { $0.description.id == "modifier-order" })
        #expect(app.configuration.severityOverrides.isEmpty)
    }

    @Test func absoluteAndRelativePathsFindTheSameConfig() throws {
        var discovery = discovery(InMemoryFileSystem(Self.tree))
        #expect(try discovery.configuration(forManifest: "/repo/App/shortcuts.json")?.directory == "/repo/App")
        #expect(try discovery.configuration(forManifest: "./App/../App/shortcuts.json")?.directory == "/repo/App")
    }

    @Test func configsAboveTheWorkingDirectoryAreFoundAndNamedInFull() throws {
        var discovery = discovery(InMemoryFileSystem(Self.tree), workingDirectory: "/repo/App/Sub")
        #expect(try discovery.configuration(forManifest: "../../Other/shortcuts.json")?.path == "/repo/.shortcut-lint.json")
    }

    @Test func theWalkStopsAtTheRootWhenThereIsNoConfig() throws {
        let fileSystem = InMemoryFileSystem()
        var discovery = discovery(fileSystem)
        #expect(try discovery.configuration(forManifest: "/a/b/shortcuts.json") == nil)
        for name in ConfigurationFile.fileNames {
            #expect(fileSystem.lookupCount("/a/b/" + name) == 1)
            #expect(fileSystem.lookupCount("/" + name) == 1)
        }
        #expect(fileSystem.totalLookups == 9)
    }

    @Test func eachDirectoryIsLookedAtOnceForManyManifests() throws {
        let fileSystem = InMemoryFileSystem(Self.tree)
        var discovery = discovery(fileSystem)
        for index in 0..<1_000 {
            _ = try discovery.configuration(forManifest: "App/Module\(index % 10)/m\(index).shortcuts.json")
        }
        // Ten module folders and App itself: three names each.
        #expect(fileSystem.totalLookups == 11 * 3)
        #expect(fileSystem.lookupCount("/repo/App/.shortcut-lint.json") == 1)
    }

    @Test(arguments: ConfigurationFile.fileNames.filter { $0.hasSuffix(".json") })
    func eachFileNameIsFound(_ name: String) throws {
        var discovery = discovery(InMemoryFileSystem(["/repo/" + name: "{}"]))
        #expect(try discovery.configuration(forManifest: "shortcuts.json")?.path == name)
    }

    @Test func twoConfigsInOneDirectoryAreAnError() throws {
        var discovery = discovery(InMemoryFileSystem(["/repo/.shortcut-lint.yml": "{}", "/repo/.shortcut-lint.json": "{}"]))
        #expect(throws: ConfigurationError.self) { try discovery.configuration(forManifest: "shortcuts.json") }
    }

    @Test func anUnreadableConfigIsAnErrorNotSkipped() throws {
        var discovery = discovery(InMemoryFileSystem(Self.tree, unreadable: ["/repo/App/.shortcut-lint.json"]))
        do {
            _ = try discovery.configuration(forManifest: "App/shortcuts.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "App/.shortcut-lint.json: error: cannot read the configuration: Permission denied")
        }
    }

    @Test func anInvalidConfigIsReportedWhenFound() throws {
        var discovery = discovery(InMemoryFileSystem(["/repo/App/.shortcut-lint.json": #"{ "rules": { "nope": "off" } }"#]))
        #expect(try discovery.configuration(forManifest: "shortcuts.json") == nil)
        do {
            _ = try discovery.configuration(forManifest: "App/shortcuts.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix("App/.shortcut-lint.json:1:14: error: unknown rule 'nope'"))
        }
    }

    @Test func anExplicitConfigIsNamedAsGivenAndRelativeToItsOwnDirectory() throws {
        let fileSystem = InMemoryFileSystem(["/shared/lint.json": #"{ "exclude": ["Legacy/**"] }"#])
        let file = try discovery(fileSystem).load("../shared/lint.json")
        #expect(file.path == "../shared/lint.json")
        #expect(file.directory == "/shared")
        #expect(file.exclusion(of: "/shared/Legacy/a.shortcuts.json") != nil)
    }

    @Test func aMissingExplicitConfigIsAnError() {
        do {
            _ = try discovery(InMemoryFileSystem()).load("nope.yml")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "nope.yml: error: cannot read the configuration: No such file or directory")
        }
    }
}
