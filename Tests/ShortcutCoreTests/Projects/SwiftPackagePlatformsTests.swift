import Testing

@testable import ShortcutCore

/// `Package.swift`'s `platforms:` list, read without running the manifest.
@Suite struct SwiftPackagePlatformsTests {
    private func platforms(_ text: String) -> PlatformSet? {
        SwiftPackagePlatforms.read(SourceFile(path: "Package.swift", text: text))
    }

    @Test func thePackagesPlatformsListIsRead() {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Scribe",
                platforms: [.macOS(.v14), .visionOS("1.0")],
                targets: [.executableTarget(name: "Scribe")]
            )
            """
        #expect(platforms(manifest) == PlatformSet([.macOS, .visionOS]))
    }

    @Test func iOSMeansIPhoneAndIPadAndMacCatalystMeansTheMac() {
        #expect(platforms("let package = Package(name: \"A\", platforms: [.iOS(.v17)])") == PlatformSet([.iOS, .iPadOS]))
        #expect(platforms("let package = Package(name: \"A\", platforms: [.macCatalyst(.v17)])") == PlatformSet(.macOS))
    }

    @Test func platformsWithoutKeyboardShortcutsAddNothing() {
        #expect(platforms("let package = Package(name: \"A\", platforms: [.watchOS(.v10)])") == nil)
        #expect(platforms("let package = Package(name: \"A\", platforms: [.watchOS(.v10), .tvOS(.v17)])") == PlatformSet(.tvOS))
    }

    @Test func aConditionOfADependencyIsNotThePackagesList() {
        let manifest = """
            let package = Package(
                name: "A",
                targets: [
                    .target(name: "A", dependencies: [.product(name: "B", package: "b", condition: .when(platforms: [.iOS]))]),
                ]
            )
            """
        #expect(platforms(manifest) == nil)
    }

    @Test func platformsInCommentsAndStringsAreNotRead() {
        let manifest = """
            // platforms: [.iOS(.v17)]
            let note = "platforms: [.tvOS(.v17)]"
            let package = Package(name: "A", /* platforms: [.visionOS(.v1)] */ platforms: [.macOS(.v13)])
            """
        #expect(platforms(manifest) == PlatformSet(.macOS))
    }

    @Test func aPackageWithoutAPlatformsListDeclaresNone() {
        #expect(platforms("let package = Package(name: \"A\", targets: [])") == nil)
        #expect(
            platforms("let supported: [SupportedPlatform] = [.macOS(.v13)]\nlet package = Package(name: \"A\", platforms: supported)")
                == nil)
    }
}
