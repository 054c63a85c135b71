import Testing

@testable import ShortcutCore

/// Which app a source file belongs to: the nearest Swift package target or Xcode project above
/// it, with the platforms that project declares.
@Suite struct ProjectDiscoveryTests {
    static let package = "let package = Package(name: \"Scribe\", platforms: [.macOS(.v14), .iOS(.v17)])"
    static let pbxproj = "buildSettings = { SDKROOT = macosx; };"

    private func discovery(_ files: [String: String], folders: Set<String> = []) -> (ProjectDiscovery, InMemoryFileSystem) {
        let fileSystem = InMemoryFileSystem(files, folders: folders)
        return (ProjectDiscovery(fileSystem: fileSystem, workingDirectory: "/work"), fileSystem)
    }

    @Test func aFileInAPackageTargetBelongsToThatTarget() {
        var (discovery, _) = discovery([
            "/work/Package.swift": Self.package, "/work/Sources/Scribe/Views/Editor.swift": "", "/work/Sources/Kit/Menu.swift": "",
        ])
        let editor = discovery.project(forFile: "Sources/Scribe/Views/Editor.swift")
        #expect(editor?.kind == .swiftPackageTarget)
        #expect(editor?.app == AppGroup(id: "/work/Sources/Scribe", name: "Scribe"))
        #expect(editor?.platforms == PlatformSet([.macOS, .iOS, .iPadOS]))
        #expect(discovery.project(forFile: "Sources/Kit/Menu.swift")?.app.name == "Kit", "each target is an app of its own")
    }

    @Test func aFileBelowAnXcodeProjectsFolderBelongsToTheProject() {
        var (discovery, _) = discovery(
            [
                "/work/Scribe.xcodeproj/project.pbxproj": Self.pbxproj, "/work/Scribe/Base.lproj/MainMenu.xib": "",
                "/work/Scribe/App.swift": "",
            ])
        let menu = discovery.project(forFile: "/work/Scribe/Base.lproj/MainMenu.xib")
        #expect(menu?.kind == .xcodeProject)
        #expect(menu?.app == AppGroup(id: "/work", name: "Scribe"))
        #expect(menu?.platforms == PlatformSet(.macOS))
        #expect(discovery.project(forFile: "Scribe/App.swift")?.app == menu?.app)
    }

    @Test func aFileATargetOfTheXcodeProjectBuildsBelongsToThatTarget() {
        var (discovery, _) = discovery([
            "/work/Platypus/Platypus.xcodeproj/project.pbxproj": XcodeProjectTests.pbxproj,
            "/work/Platypus/ScriptExec/MainMenu.xib": "", "/work/Platypus/Application/Base.lproj/Platypus.xib": "",
            "/work/Platypus/Application/Controller.swift": "", "/work/Platypus/Shared/Shared.swift": "",
        ])
        let platypus = discovery.project(forFile: "/work/Platypus/Application/Base.lproj/Platypus.xib")
        #expect(platypus?.kind == .xcodeTarget)
        #expect(platypus?.app == AppGroup(id: "/work/Platypus/Platypus.xcodeproj#Platypus", name: "Platypus", folder: "/work/Platypus"))
        #expect(discovery.project(forFile: "/work/Platypus/Application/Controller.swift")?.app == platypus?.app)
        #expect(discovery.project(forFile: "/work/Platypus/ScriptExec/MainMenu.xib")?.app.name == "ScriptExec")
        let shared = discovery.project(forFile: "/work/Platypus/Shared/Shared.swift")
        #expect(shared?.kind == .xcodeProject, "built by no target: the project's")
        #expect(shared?.app == AppGroup(id: "/work/Platypus", name: "Platypus"))
    }

    @Test func aTargetsOwnPlatformsWin() {
        var (discovery, _) = discovery([
            "/work/Platypus/Platypus.xcodeproj/project.pbxproj": XcodeProjectTests.pbxproj, "/work/Platypus/Widgets/Clock.swift": "",
        ])
        #expect(discovery.project(forFile: "/work/Platypus/Widgets/Clock.swift")?.platforms == PlatformSet([.iOS, .iPadOS]))
    }

    @Test func theNearestProjectWins() {
        var (discovery, _) = discovery([
            "/work/Suite.xcodeproj/project.pbxproj": "", "/work/Apps/Notes/Notes.xcodeproj/project.pbxproj": "",
            "/work/Apps/Notes/Notes/App.swift": "", "/work/Shared/Menu.swift": "",
        ])
        #expect(discovery.project(forFile: "Apps/Notes/Notes/App.swift")?.app.name == "Notes")
        #expect(discovery.project(forFile: "Shared/Menu.swift")?.app.name == "Suite")
    }

    @Test func aPackageFileOutsideATargetFolderGoesOnUp() {
        var (discovery, _) = discovery([
            "/work/App.xcodeproj/project.pbxproj": "", "/work/Packages/Kit/Package.swift": Self.package,
            "/work/Packages/Kit/Sources/Kit/Menu.swift": "", "/work/Packages/Kit/Scripts/Generate.swift": "",
        ])
        #expect(discovery.project(forFile: "Packages/Kit/Sources/Kit/Menu.swift")?.app.name == "Kit")
        #expect(discovery.project(forFile: "Packages/Kit/Scripts/Generate.swift")?.app.name == "App")
        #expect(discovery.project(forFile: "Packages/Kit/Package.swift")?.app.name == "App")
    }

    @Test func aFolderWithSeveralProjectsIsNamedAfterTheFolder() {
        var (discovery, _) = discovery([
            "/work/Mac.xcodeproj/project.pbxproj": "", "/work/Mobile.xcodeproj/project.pbxproj": "SDKROOT = iphoneos;", "/work/A.swift": "",
        ])
        let project = discovery.project(forFile: "A.swift")
        #expect(project?.app.name == "work")
        #expect(project?.platforms == PlatformSet([.iOS, .iPadOS]))
    }

    @Test func aProjectThatDeclaresNoPlatformsLeavesThemOpen() {
        var (discovery, _) = discovery(["/work/Package.swift": "let package = Package(name: \"A\")", "/work/Sources/A/A.swift": ""])
        let project = discovery.project(forFile: "Sources/A/A.swift")
        #expect(project != nil)
        #expect(project?.platforms == nil)
    }

    @Test func aFileNoProjectClaimsHasNone() {
        var (discovery, _) = discovery(["/work/Menus/MainMenu.xib": ""])
        #expect(discovery.project(forFile: "Menus/MainMenu.xib") == nil)
    }

    @Test func eachFolderIsListedOnceForManyFiles() {
        var files = ["/work/Package.swift": Self.package]
        for index in 0..<200 { files["/work/Sources/App/Views/View\(index).swift"] = "" }
        var (discovery, fileSystem) = discovery(files)
        for index in 0..<200 { _ = discovery.project(forFile: "Sources/App/Views/View\(index).swift") }
        #expect(fileSystem.listingCount <= 5, "Views, App, Sources, work, /")
        #expect(fileSystem.lookupCount("/work/Package.swift") == 1)
    }

    @Test func aPackagesTestTargetsAreTestCode() {
        var (discovery, _) = discovery([
            "/work/Package.swift": """
            let package = Package(name: "Scribe", targets: [
                .target(name: "Scribe"), .testTarget(name: "ScribeTests"), .testTarget(name: "Checks", path: "Checks/Unit"),
            ])
            """,
            "/work/Sources/Scribe/Menu.swift": "", "/work/Tests/ScribeTests/MenuTests.swift": "", "/work/Checks/Unit/MenuChecks.swift": "",
        ])
        #expect(discovery.project(forFile: "Sources/Scribe/Menu.swift")?.exclusion == nil)
        let tests = discovery.project(forFile: "Tests/ScribeTests/MenuTests.swift")
        #expect(tests?.exclusion == .packageTests("ScribeTests"))
        #expect(tests?.app.name == "ScribeTests")
        let checks = discovery.project(forFile: "Checks/Unit/MenuChecks.swift")
        #expect(checks?.exclusion == .packageTests("Checks"), "a test target's own path")
        #expect(checks?.app.id == "/work/Checks/Unit")
    }

    @Test func anXcodeGenSpecsFolderIsOneAppNamedAsTheSpecSays() {
        var (discovery, _) = discovery([
            "/work/project.yml": """
            name: Kiwix
            targets:
              Kiwix:
                type: application
                sources: [App, Views]
              UnitTests:
                type: bundle.unit-test
                sources:
                  - path: Tests
            """,
            "/work/App/App.swift": "", "/work/Views/Menu.swift": "", "/work/Tests/MenuTests.swift": "",
        ])
        let app = discovery.project(forFile: "App/App.swift")
        #expect(app?.app == AppGroup(id: "/work", name: "Kiwix"))
        #expect(discovery.project(forFile: "Views/Menu.swift")?.app == app?.app, "one app, as one generated project")
        #expect(discovery.project(forFile: "Tests/MenuTests.swift")?.exclusion == .testTarget("UnitTests"))
    }

    @Test func aTuistManifestsFolderIsOneApp() {
        var (discovery, _) = discovery([
            "/work/Project.swift": """
            import ProjectDescription
            let project = Project(name: "Scribe", targets: [
                .target(name: "Scribe", destinations: .macOS, product: .app, sources: ["Sources/**"]),
                .target(name: "ScribeUITests", destinations: .macOS, product: .uiTests, sources: ["UITests/**/*.swift"]),
            ])
            """,
            "/work/Sources/App.swift": "", "/work/UITests/Flows/MenuTests.swift": "",
        ])
        #expect(discovery.project(forFile: "Sources/App.swift")?.app == AppGroup(id: "/work", name: "Scribe"))
        #expect(discovery.project(forFile: "UITests/Flows/MenuTests.swift")?.exclusion == .testTarget("ScribeUITests"))
    }

    @Test func anAppsOwnProjectSwiftIsNoTuistManifest() {
        var (discovery, _) = discovery(["/work/Models/Project.swift": "struct Project { var name: String }", "/work/Models/Menu.swift": ""])
        #expect(discovery.project(forFile: "Models/Menu.swift") == nil)
    }
}

/// A target whose App Store category is a game's is a game (issue 21, item 5): from its build
/// settings (`INFOPLIST_KEY_LSApplicationCategoryType`), else from its Info.plist.
@Suite struct GameTargetDiscoveryTests {
    static func pbxproj(_ settings: String) -> String {
        """
        {
            objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                F1 = {isa = PBXFileReference; path = Game.swift; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = ( F1, ); sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = ( B1, ); };
                T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = ( P1, ); name = Arcade; };
                L0 = {isa = XCConfigurationList; buildConfigurations = ( ); };
                L1 = {isa = XCConfigurationList; buildConfigurations = ( C1, ); };
                C1 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; \(settings) }; name = Debug; };
                R0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; projectDirPath = ""; targets = ( T1, ); };
            };
            rootObject = R0;
        }
        """
    }

    static func kind(_ files: [String: String]) -> AppKind? {
        var discovery = ProjectDiscovery(fileSystem: InMemoryFileSystem(files), workingDirectory: "/work")
        return discovery.project(forFile: "/work/Game.swift")?.appKind
    }

    @Test func theBuildSettingsCategoryMakesAGame() {
        let project = Self.pbxproj("INFOPLIST_KEY_LSApplicationCategoryType = \"public.app-category.puzzle-games\";")
        #expect(Self.kind(["/work/Arcade.xcodeproj/project.pbxproj": project, "/work/Game.swift": ""]) == .game)
    }

    @Test func theInfoPlistsCategoryMakesAGame() {
        let project = Self.pbxproj("INFOPLIST_FILE = \"$(SRCROOT)/Arcade/Info.plist\";")
        let plist =
            "<plist version=\"1.0\">\n<dict>\n\t<key>LSApplicationCategoryType</key>\n\t<string>public.app-category.games</string>\n</dict>\n</plist>\n"
        let files = ["/work/Arcade.xcodeproj/project.pbxproj": project, "/work/Game.swift": "", "/work/Arcade/Info.plist": plist]
        #expect(Self.kind(files) == .game)
    }

    @Test func anotherCategoryOrNoneIsAnApp() {
        let project = Self.pbxproj("INFOPLIST_KEY_LSApplicationCategoryType = \"public.app-category.productivity\";")
        #expect(Self.kind(["/work/Arcade.xcodeproj/project.pbxproj": project, "/work/Game.swift": ""]) == .app)
        #expect(Self.kind(["/work/Arcade.xcodeproj/project.pbxproj": Self.pbxproj(""), "/work/Game.swift": ""]) == .app)
    }
}

/// A target whose Info.plist or build settings say `LSUIElement` is an agent app, whose menu bar
/// macOS never shows (LaTeXiT's helper): its main menu's conflicts are warnings.
@Suite struct AgentTargetDiscoveryTests {
    static func plist(_ body: String) -> String { "<plist version=\"1.0\">\n<dict>\n\t\(body)\n</dict>\n</plist>\n" }

    static func kind(settings: String, plist: String? = nil) -> AppKind? {
        var files = ["/work/Arcade.xcodeproj/project.pbxproj": GameTargetDiscoveryTests.pbxproj(settings), "/work/Game.swift": ""]
        if let plist { files["/work/Arcade/Info.plist"] = plist }
        return GameTargetDiscoveryTests.kind(files)
    }

    static let infoPlistSetting = "INFOPLIST_FILE = \"$(SRCROOT)/Arcade/Info.plist\";"

    @Test func theInfoPlistsLSUIElementMakesAnAgent() {
        #expect(Self.kind(settings: Self.infoPlistSetting, plist: Self.plist("<key>LSUIElement</key>\n\t<true/>")) == .agent)
        #expect(Self.kind(settings: Self.infoPlistSetting, plist: Self.plist("<key>LSUIElement</key>\n\t<string>1</string>")) == .agent)
    }

    @Test func aFalseLSUIElementIsAnApp() {
        #expect(Self.kind(settings: Self.infoPlistSetting, plist: Self.plist("<key>LSUIElement</key>\n\t<false/>")) == .app)
        #expect(Self.kind(settings: Self.infoPlistSetting, plist: Self.plist("<key>LSUIElement</key>\n\t<string>NO</string>")) == .app)
    }

    @Test func theBuildSettingMakesAnAgent() {
        #expect(Self.kind(settings: "INFOPLIST_KEY_LSUIElement = YES;") == .agent)
    }

    /// The build setting is what Xcode writes into the generated Info.plist, so it wins.
    @Test func theBuildSettingOverridesTheInfoPlist() {
        let plist = Self.plist("<key>LSUIElement</key>\n\t<true/>")
        #expect(Self.kind(settings: "INFOPLIST_KEY_LSUIElement = NO; " + Self.infoPlistSetting, plist: plist) == .app)
    }

    /// An agent that is also filed as a game is linted as an agent: its menu bar is what the
    /// system changes.
    @Test func anAgentWithAGameCategoryIsAnAgent() {
        let plist = Self.plist(
            "<key>LSApplicationCategoryType</key>\n\t<string>public.app-category.games</string>\n\t<key>LSUIElement</key>\n\t<true/>")
        #expect(Self.kind(settings: Self.infoPlistSetting, plist: plist) == .agent)
    }
}
