import Testing

@testable import ShortcutCore

/// Targets, the files each builds and their platforms, from a `project.pbxproj`. The layout is
/// modelled on Platypus (sveinbjornt/Platypus, commit 02a4b23c, Platypus.xcodeproj/project.pbxproj):
/// two app targets, `ScriptExec` listed first, whose resources both include `MainMenu.xib` while
/// `Platypus` has its own main menu in `Platypus.xib`; plus an Xcode 16 synchronized folder.
@Suite struct XcodeProjectTests {
    static let pbxproj = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objects = {
                B1 /* MainMenu.xib in Resources */ = {isa = PBXBuildFile; fileRef = F1 /* MainMenu.xib */; };
                B2 /* MainMenu.xib in Resources */ = {isa = PBXBuildFile; fileRef = F1 /* MainMenu.xib */; };
                B3 /* Platypus.xib in Resources */ = {isa = PBXBuildFile; fileRef = V1 /* Platypus.xib */; };
                B4 /* Controller.swift in Sources */ = {isa = PBXBuildFile; fileRef = F3 /* Controller.swift */; };
                B5 /* UIKit.framework */ = {isa = PBXBuildFile; fileRef = F5; };
                F1 /* MainMenu.xib */ = {isa = PBXFileReference; lastKnownFileType = file.xib; path = MainMenu.xib; sourceTree = "<group>"; };
                F2 /* Base */ = {isa = PBXFileReference; name = Base; path = Base.lproj/Platypus.xib; sourceTree = "<group>"; };
                F3 /* Controller.swift */ = {isa = PBXFileReference; path = Controller.swift; sourceTree = "<group>"; };
                F4 /* Shared.swift */ = {isa = PBXFileReference; path = Shared/Shared.swift; sourceTree = SOURCE_ROOT; };
                F5 /* UIKit.framework */ = {isa = PBXFileReference; path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT; };
                V1 /* Platypus.xib */ = {isa = PBXVariantGroup; children = ( F2 /* Base */, ); name = Platypus.xib; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = ( G1, G2, F4, ); sourceTree = "<group>"; };
                G1 /* ScriptExec */ = {isa = PBXGroup; children = ( F1, ); path = ScriptExec; sourceTree = "<group>"; };
                G2 /* Application */ = {isa = PBXGroup; children = ( V1, G3, ); path = Application; sourceTree = "<group>"; };
                G3 /* Controllers */ = {isa = PBXGroup; children = ( F3, ); name = Controllers; sourceTree = "<group>"; };
                S1 /* Widgets */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = ( X1, ); path = Widgets; sourceTree = "<group>"; };
                X1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ( Preview.swift, ); target = T3; };
                P1 /* ScriptExec resources */ = {isa = PBXResourcesBuildPhase; files = ( B1, ); };
                P2 /* Platypus resources */ = {isa = PBXResourcesBuildPhase; files = ( B2, B3, ); };
                P3 /* Platypus sources */ = {isa = PBXSourcesBuildPhase; files = ( B4, B5, ); };
                T1 /* ScriptExec */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = ( P1, ); name = ScriptExec; };
                T2 /* Platypus */ = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = ( P2, P3, ); name = Platypus; };
                T3 /* Widgets */ = {isa = PBXNativeTarget; buildConfigurationList = L3; buildPhases = ( ); fileSystemSynchronizedGroups = ( S1, ); name = Widgets; };
                L0 = {isa = XCConfigurationList; buildConfigurations = ( C0, ); };
                L1 = {isa = XCConfigurationList; buildConfigurations = ( C1, ); };
                L2 = {isa = XCConfigurationList; buildConfigurations = ( ); };
                L3 = {isa = XCConfigurationList; buildConfigurations = ( C3, ); };
                C0 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = macosx; }; name = Debug; };
                C1 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = macosx; SUPPORTS_MACCATALYST = NO; }; name = Debug; };
                C3 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Debug; };
                R0 /* Project object */ = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; projectDirPath = ""; targets = ( T1, T2, T3, ); };
            };
            rootObject = R0 /* Project object */;
        }
        """

    static let project = XcodeProject(pbxproj: Array(pbxproj.utf8), projectFolder: "/work/Platypus")

    @Test func eachTargetBuildsTheFilesItsPhasesList() throws {
        let project = try #require(Self.project)
        #expect(project.targets.map(\.name) == ["ScriptExec", "Platypus", "Widgets"])
        #expect(project.targets[0].files == ["/work/Platypus/ScriptExec/MainMenu.xib"])
        #expect(
            project.targets[1].files == [
                "/work/Platypus/ScriptExec/MainMenu.xib", "/work/Platypus/Application/Base.lproj/Platypus.xib",
                "/work/Platypus/Application/Controller.swift",
            ], "a variant group's localization; a group without a path adds none; an SDK framework is no file")
    }

    @Test func aFileSeveralTargetsBuildBelongsToTheFirst() throws {
        let project = try #require(Self.project)
        #expect(project.target(building: "/work/Platypus/ScriptExec/MainMenu.xib")?.name == "ScriptExec")
        #expect(project.target(building: "/work/Platypus/Application/Base.lproj/Platypus.xib")?.name == "Platypus")
        #expect(project.target(building: "/work/Platypus/Shared/Shared.swift") == nil, "in the project, built by no target")
    }

    @Test func aSynchronizedFolderBuildsEverythingInItButItsExceptions() throws {
        let project = try #require(Self.project)
        #expect(project.target(building: "/work/Platypus/Widgets/Clock/ClockWidget.swift")?.name == "Widgets")
        #expect(project.target(building: "/work/Platypus/Widgets/Preview.swift") == nil)
    }

    @Test func eachTargetHasItsPlatformsElseTheProjects() throws {
        let project = try #require(Self.project)
        #expect(project.targets.map(\.platforms) == [PlatformSet(.macOS), PlatformSet(.macOS), PlatformSet([.iOS, .iPadOS])])
        #expect(project.platforms == PlatformSet(.macOS))
    }

    @Test func aProjectFileThatIsNoPropertyListIsNotRead() {
        #expect(XcodeProject(pbxproj: Array("not a plist".utf8), projectFolder: "/work") == nil)
        #expect(XcodeProject(pbxproj: Array("{ objects = { }; }".utf8), projectFolder: "/work") == nil, "no root object")
    }

    @Test func theProductTypeSaysWhatATargetBuilds() {
        let prefix = "com.apple.product-type."
        #expect(XcodeProductType(identifier: prefix + "application") == .application)
        #expect(XcodeProductType(identifier: prefix + "application.watchapp2") == .application)
        #expect(XcodeProductType(identifier: prefix + "app-extension") == .appExtension)
        #expect(XcodeProductType(identifier: prefix + "framework") == .framework)
        #expect(XcodeProductType(identifier: prefix + "library.static") == .library)
        #expect(XcodeProductType(identifier: prefix + "bundle") == .bundle)
        #expect(XcodeProductType(identifier: prefix + "bundle.unit-test").isTest)
        #expect(XcodeProductType(identifier: prefix + "bundle.ocunit-test").isTest, "Xcode 4's unit tests")
        #expect(XcodeProductType(identifier: prefix + "bundle.ui-testing").isTest)
        #expect(XcodeProductType(identifier: nil) == .other, "an aggregate target")
        #expect(!XcodeProductType(identifier: prefix + "bundle").isTest)
    }

    @Test func aFileATestTargetBuildsToo() throws {
        let pbxproj = """
            {
                objects = {
                    B1 = {isa = PBXBuildFile; fileRef = F1; };
                    B2 = {isa = PBXBuildFile; fileRef = F1; };
                    F1 = {isa = PBXFileReference; path = Menu.swift; sourceTree = "<group>"; };
                    G0 = {isa = PBXGroup; children = ( F1, ); sourceTree = "<group>"; };
                    P1 = {isa = PBXSourcesBuildPhase; files = ( B1, ); };
                    P2 = {isa = PBXSourcesBuildPhase; files = ( B2, ); };
                    T1 = {isa = PBXNativeTarget; buildPhases = ( P1, ); name = ScribeTests; productType = "com.apple.product-type.bundle.unit-test"; };
                    T2 = {isa = PBXNativeTarget; buildPhases = ( P2, ); name = Scribe; productType = "com.apple.product-type.application"; };
                    R0 = {isa = PBXProject; mainGroup = G0; targets = ( T1, T2, ); };
                };
                rootObject = R0;
            }
            """
        let project = try #require(XcodeProject(pbxproj: Array(pbxproj.utf8), projectFolder: "/work"))
        #expect(project.target(building: "/work/Menu.swift")?.name == "Scribe", "the app's, though the tests are listed first")
    }

    @Test func aDesignableNibIsBuiltAsTheNibBundleHoldingIt() throws {
        let pbxproj = """
            {
                objects = {
                    B1 = {isa = PBXBuildFile; fileRef = V1; };
                    F1 = {isa = PBXFileReference; lastKnownFileType = wrapper.nib; name = en; path = en.lproj/MainMenu.nib; sourceTree = "<group>"; };
                    V1 = {isa = PBXVariantGroup; children = ( F1, ); name = MainMenu.nib; sourceTree = "<group>"; };
                    G0 = {isa = PBXGroup; children = ( V1, ); sourceTree = "<group>"; };
                    P1 = {isa = PBXResourcesBuildPhase; files = ( B1, ); };
                    T1 = {isa = PBXNativeTarget; buildPhases = ( P1, ); name = LaTeXiT; productType = "com.apple.product-type.application"; };
                    R0 = {isa = PBXProject; mainGroup = G0; targets = ( T1, ); };
                };
                rootObject = R0;
            }
            """
        let project = try #require(XcodeProject(pbxproj: Array(pbxproj.utf8), projectFolder: "/work"))
        #expect(project.target(building: "/work/en.lproj/MainMenu.nib/designable.nib")?.name == "LaTeXiT")
        #expect(project.target(building: "/work/en.lproj/MainMenu.nib/keyedobjects.nib") == nil)
    }

    @Test func aFileInDeeplyNestedGroupsIsInTheFoldersOfAllItsGroups() throws {
        // Groups nested 200 deep, a file in each.
        var objects = ""
        for depth in 1...200 {
            let next = depth < 200 ? "G\(depth + 1), " : ""
            objects += "G\(depth) = {isa = PBXGroup; children = ( \(next)F\(depth), ); path = d\(depth); sourceTree = \"<group>\"; };\n"
            objects += "F\(depth) = {isa = PBXFileReference; path = f\(depth).swift; sourceTree = \"<group>\"; };\n"
            objects += "B\(depth) = {isa = PBXBuildFile; fileRef = F\(depth); };\n"
        }
        let files = (1...200).map { "B\($0)" }.joined(separator: ", ")
        let pbxproj = """
            { objects = {
            \(objects)
            G0 = {isa = PBXGroup; children = ( G1, ); sourceTree = "<group>"; };
            P1 = {isa = PBXSourcesBuildPhase; files = ( \(files), ); };
            T1 = {isa = PBXNativeTarget; buildPhases = ( P1, ); name = Deep; };
            R0 = {isa = PBXProject; mainGroup = G0; targets = ( T1, ); };
            }; rootObject = R0; }
            """
        let project = try #require(XcodeProject(pbxproj: Array(pbxproj.utf8), projectFolder: "/work"))
        let deepest = "/work/" + (1...200).map { "d\($0)" }.joined(separator: "/") + "/f200.swift"
        #expect(project.targets[0].files.count == 200)
        #expect(project.targets[0].files.contains(deepest))
        #expect(project.targets[0].files.contains("/work/d1/f1.swift"))
    }
}
