import Testing

@testable import ShortcutCore

/// Which files of an Xcode project are part of the app: a target's product type decides (test
/// bundles are not), and a project in a folder below another's is part of the app as far as the
/// outer project builds it. The layout is modelled on Skim (JackieXie168/skim at aa80dac3,
/// Skim.xcodeproj): the outer app depends on the framework target of a vendored project
/// (`Vendor/Kit`, as Skim on Sparkle's `Sparkle` target) and not on that project's test app
/// (`Sparkle Test App`), and on WiredClient (nark/WiredClient at 94292d25): a vendored library's
/// demo project that no outer project references (`MMTabBarView Demo.xcodeproj`).
@Suite struct NestedProjectTests {
    /// The outer project: an `App` target that needs `Kit` of `Vendor/Kit/Kit.xcodeproj` (a target
    /// dependency through a container proxy) and links its `Kit.framework` (a reference proxy), and
    /// builds `Vendor/Other/Shared/Recorder.m` itself; an `AppTests` bundle.
    static let outer = """
        {
            objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = RP1; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
                B4 = {isa = PBXBuildFile; fileRef = F4; };
                F1 /* App.swift */ = {isa = PBXFileReference; path = App/App.swift; sourceTree = "<group>"; };
                F2 /* Kit.xcodeproj */ = {isa = PBXFileReference; path = Vendor/Kit/Kit.xcodeproj; sourceTree = "<group>"; };
                F3 /* Recorder.m */ = {isa = PBXFileReference; path = Vendor/Other/Shared/Recorder.m; sourceTree = "<group>"; };
                F4 /* AppTests.swift */ = {isa = PBXFileReference; path = Tests/AppTests.swift; sourceTree = "<group>"; };
                RP1 /* Kit.framework */ = {isa = PBXReferenceProxy; fileType = wrapper.framework; path = Kit.framework; remoteRef = CP2; sourceTree = BUILT_PRODUCTS_DIR; };
                CP1 = {isa = PBXContainerItemProxy; containerPortal = F2; proxyType = 1; remoteGlobalIDString = KT1; remoteInfo = Kit; };
                CP2 = {isa = PBXContainerItemProxy; containerPortal = F2; proxyType = 2; remoteGlobalIDString = KP1; remoteInfo = Kit; };
                CP3 = {isa = PBXContainerItemProxy; containerPortal = F2; proxyType = 2; remoteGlobalIDString = KP2; remoteInfo = KitDemo; };
                RP2 /* KitDemo.app */ = {isa = PBXReferenceProxy; path = KitDemo.app; remoteRef = CP3; sourceTree = BUILT_PRODUCTS_DIR; };
                D1 = {isa = PBXTargetDependency; name = Kit; targetProxy = CP1; };
                G0 = {isa = PBXGroup; children = ( F1, F2, F3, F4, ); sourceTree = "<group>"; };
                G1 /* Products */ = {isa = PBXGroup; children = ( RP1, RP2, ); name = Products; sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = ( B1, B3, ); };
                P2 = {isa = PBXFrameworksBuildPhase; files = ( B2, ); };
                P3 = {isa = PBXSourcesBuildPhase; files = ( B4, ); };
                T1 = {isa = PBXNativeTarget; buildPhases = ( P1, P2, ); dependencies = ( D1, ); name = App; productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; buildPhases = ( P3, ); name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; };
                R0 = {isa = PBXProject; mainGroup = G0; projectReferences = ( { ProductGroup = G1; ProjectRef = F2; }, ); targets = ( T1, T2, ); };
            };
            rootObject = R0;
        }
        """

    /// The vendored project the outer one references: `Kit` (a framework, needing `KitHelper`,
    /// whose product it embeds), `KitDemo` (an app) and `KitTests` (unit tests).
    static let kit = """
        {
            objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
                B4 = {isa = PBXBuildFile; fileRef = F4; };
                B5 = {isa = PBXBuildFile; fileRef = KP3; };
                F1 /* Kit.swift */ = {isa = PBXFileReference; path = Sources/Kit.swift; sourceTree = "<group>"; };
                F2 /* MainMenu.xib */ = {isa = PBXFileReference; path = Demo/MainMenu.xib; sourceTree = "<group>"; };
                F3 /* KitTests.swift */ = {isa = PBXFileReference; path = Tests/KitTests.swift; sourceTree = "<group>"; };
                F4 /* Helper.swift */ = {isa = PBXFileReference; path = Helper/Helper.swift; sourceTree = "<group>"; };
                KP1 /* Kit.framework */ = {isa = PBXFileReference; path = Kit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                KP2 /* KitDemo.app */ = {isa = PBXFileReference; path = KitDemo.app; sourceTree = BUILT_PRODUCTS_DIR; };
                KP3 /* KitHelper.app */ = {isa = PBXFileReference; path = KitHelper.app; sourceTree = BUILT_PRODUCTS_DIR; };
                G0 = {isa = PBXGroup; children = ( F1, F2, F3, F4, ); sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = ( B1, ); };
                P2 = {isa = PBXResourcesBuildPhase; files = ( B2, ); };
                P3 = {isa = PBXSourcesBuildPhase; files = ( B3, ); };
                P4 = {isa = PBXSourcesBuildPhase; files = ( B4, ); };
                P5 = {isa = PBXCopyFilesBuildPhase; files = ( B5, ); };
                KT1 = {isa = PBXNativeTarget; buildPhases = ( P1, P5, ); name = Kit; productReference = KP1; productType = "com.apple.product-type.framework"; };
                KT2 = {isa = PBXNativeTarget; buildPhases = ( P2, ); name = KitDemo; productReference = KP2; productType = "com.apple.product-type.application"; };
                KT3 = {isa = PBXNativeTarget; buildPhases = ( P3, ); name = KitTests; productType = "com.apple.product-type.bundle.unit-test"; };
                KT4 = {isa = PBXNativeTarget; buildPhases = ( P4, ); name = KitHelper; productReference = KP3; productType = "com.apple.product-type.application"; };
                R0 = {isa = PBXProject; mainGroup = G0; targets = ( KT1, KT2, KT3, KT4, ); };
            };
            rootObject = R0;
        }
        """

    /// A vendored project no outer project references: a demo app and a framework.
    static let other = """
        {
            objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
                F1 /* MainMenu.xib */ = {isa = PBXFileReference; path = Demo/MainMenu.xib; sourceTree = "<group>"; };
                F2 /* Tabs.swift */ = {isa = PBXFileReference; path = Sources/Tabs.swift; sourceTree = "<group>"; };
                F3 /* Recorder.m */ = {isa = PBXFileReference; path = Shared/Recorder.m; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = ( F1, F2, F3, ); sourceTree = "<group>"; };
                P1 = {isa = PBXResourcesBuildPhase; files = ( B1, B3, ); };
                P2 = {isa = PBXSourcesBuildPhase; files = ( B2, ); };
                T1 = {isa = PBXNativeTarget; buildPhases = ( P1, ); name = "Other Demo"; productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; buildPhases = ( P2, ); name = Tabs; productType = "com.apple.product-type.framework"; };
                R0 = {isa = PBXProject; mainGroup = G0; targets = ( T1, T2, ); };
            };
            rootObject = R0;
        }
        """

    static let files = [
        "/work/App.xcodeproj/project.pbxproj": outer, "/work/App/App.swift": "", "/work/Tests/AppTests.swift": "",
        "/work/Vendor/Kit/Kit.xcodeproj/project.pbxproj": kit, "/work/Vendor/Kit/Sources/Kit.swift": "",
        "/work/Vendor/Kit/Demo/MainMenu.xib": "", "/work/Vendor/Kit/Tests/KitTests.swift": "", "/work/Vendor/Kit/Helper/Helper.swift": "",
        "/work/Vendor/Other/Other.xcodeproj/project.pbxproj": other, "/work/Vendor/Other/Demo/MainMenu.xib": "",
        "/work/Vendor/Other/Sources/Tabs.swift": "", "/work/Vendor/Other/Shared/Recorder.m": "",
    ]

    private func discovery(scanRoots: [String] = ["/work"]) -> (ProjectDiscovery, InMemoryFileSystem) {
        let fileSystem = InMemoryFileSystem(Self.files)
        return (ProjectDiscovery(fileSystem: fileSystem, workingDirectory: "/work", scanRoots: scanRoots), fileSystem)
    }

    @Test func theProjectReadsWhatEachTargetNeeds() throws {
        let project = try #require(XcodeProject(pbxproj: Array(Self.outer.utf8), projectFolder: "/work"))
        #expect(project.targets.map(\.productType) == [.application, .unitTest])
        #expect(project.referencedProjects == ["/work/Vendor/Kit/Kit.xcodeproj"])
        #expect(
            project.targets[0].needs == [
                .target(project: "/work/Vendor/Kit/Kit.xcodeproj", id: "KT1"),
                .product(project: "/work/Vendor/Kit/Kit.xcodeproj", fileReference: "KP1"),
            ])
        let kit = try #require(XcodeProject(pbxproj: Array(Self.kit.utf8), projectFolder: "/work/Vendor/Kit"))
        #expect(kit.targets[0].needs == [.localProduct("KP3")], "an embedded product of its own project")
        #expect(kit.target(product: "KP3")?.name == "KitHelper")
    }

    @Test func aFileOnlyATestTargetBuildsIsTestCode() {
        var (discovery, _) = discovery()
        let test = discovery.project(forFile: "Tests/AppTests.swift")
        #expect(test?.exclusion == .testTarget("AppTests"))
        #expect(test?.app.name == "AppTests")
        #expect(discovery.project(forFile: "App/App.swift")?.exclusion == nil)
        #expect(discovery.project(forFile: "Vendor/Kit/Tests/KitTests.swift")?.exclusion == .testTarget("KitTests"))
    }

    @Test func theTargetsOfANestedProjectThatTheOuterOneBuildsArePartOfTheApp() {
        var (discovery, _) = discovery()
        #expect(discovery.project(forFile: "Vendor/Kit/Sources/Kit.swift")?.exclusion == nil, "a dependency of App")
        #expect(discovery.project(forFile: "Vendor/Kit/Helper/Helper.swift")?.exclusion == nil, "embedded by Kit, which App needs")
        #expect(
            discovery.project(forFile: "Vendor/Kit/Demo/MainMenu.xib")?.exclusion
                == .notBuilt(target: "KitDemo", project: "Kit.xcodeproj", by: "App.xcodeproj"),
            "listed among the outer project's products, built by none of its targets")
    }

    @Test func anAppOfANestedProjectNoOuterProjectReferencesIsAnotherApp() {
        var (discovery, _) = discovery()
        #expect(
            discovery.project(forFile: "Vendor/Other/Demo/MainMenu.xib")?.exclusion
                == .otherApp(target: "Other Demo", project: "Other.xcodeproj"))
        #expect(discovery.project(forFile: "Vendor/Other/Sources/Tabs.swift")?.exclusion == nil, "a framework: its product may be linked")
    }

    @Test func aFileTheOuterProjectBuildsItselfIsTheOuterTargets() {
        var (discovery, _) = discovery()
        let recorder = discovery.project(forFile: "Vendor/Other/Shared/Recorder.m")
        #expect(recorder?.exclusion == nil)
        #expect(recorder?.app.name == "App", "compiled into the app, though the demo builds it too")
    }

    @Test func aNestedProjectIsJudgedOnlyBelowTheFolderTheRunLints() {
        var (inside, _) = discovery(scanRoots: ["/work/Vendor/Other"])
        #expect(inside.project(forFile: "Vendor/Other/Demo/MainMenu.xib")?.exclusion == nil, "linting the demo's folder lints the demo")
        var (none, _) = discovery(scanRoots: [])
        #expect(none.project(forFile: "Vendor/Other/Demo/MainMenu.xib")?.exclusion == nil)
        #expect(none.project(forFile: "Tests/AppTests.swift")?.exclusion == .testTarget("AppTests"), "tests are tests anywhere")
    }

    @Test func eachProjectFileIsReadOnceHoweverManyFoldersItsFilesAreIn() {
        var files = Self.files
        for index in 0..<50 { files["/work/Vendor/Kit/Sources/Module\(index)/File.swift"] = "" }
        let fileSystem = InMemoryFileSystem(files)
        var discovery = ProjectDiscovery(fileSystem: fileSystem, workingDirectory: "/work", scanRoots: ["/work"])
        for index in 0..<50 { _ = discovery.project(forFile: "Vendor/Kit/Sources/Module\(index)/File.swift") }
        #expect(fileSystem.lookupCount("/work/Vendor/Kit/Kit.xcodeproj/project.pbxproj") <= 2, "parsed once, scanned for platforms once")
        #expect(fileSystem.lookupCount("/work/App.xcodeproj/project.pbxproj") <= 2)
    }
}
