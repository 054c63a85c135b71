/// The readers of project files on arbitrary bytes: `project.pbxproj` (``PropertyListValue``,
/// ``XcodeProject``, the settings scan of ``XcodeProjectPlatforms``) and `Package.swift`
/// (``SwiftPackagePlatforms``): no crash, no hang, and every path a target builds is absolute
/// and normalized.
enum FuzzTarget: FuzzTargetKind {
    static var builtInSeeds: [[UInt8]] {
        [
            Array(
                #"{ objects = { R = {isa = PBXProject; mainGroup = G; targets = (T); }; G = {isa = PBXGroup; children = (F); path = App; }; F = {isa = PBXFileReference; path = "Menu.xib"; sourceTree = "<group>"; }; B = {isa = PBXBuildFile; fileRef = F; }; P = {isa = PBXResourcesBuildPhase; files = (B); }; T = {isa = PBXNativeTarget; name = App; buildPhases = (P); buildConfigurationList = L; }; L = {isa = XCConfigurationList; buildConfigurations = (C); }; C = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = macosx; SUPPORTED_PLATFORMS = "macosx iphoneos"; }; }; }; rootObject = R; }"#
                    .utf8),
            Array("let package = Package(name: \"A\", platforms: [.macOS(.v14), .iOS(.v17)])".utf8),
        ]
    }

    static func test(_ input: [UInt8]) {
        _ = PropertyListValue.parse(input)
        _ = XcodeProjectPlatforms.read(input)
        _ = SwiftPackagePlatforms.read(SourceFile(path: "Package.swift", bytes: input))
        guard let project = XcodeProject(pbxproj: input, projectFolder: "/work") else { return }
        for target in project.targets {
            for path in target.files {
                require(FilePath.isNormalized(path), "target \(target.name) builds \(path), not an absolute normalized path")
            }
            for folder in target.folders {
                require(FilePath.isNormalized(folder.path), "target \(target.name) synchronizes \(folder.path)")
            }
            if let file = target.files.first { _ = project.target(building: file) }
        }
    }
}
