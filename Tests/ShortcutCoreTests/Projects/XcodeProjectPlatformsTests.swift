import Testing

@testable import ShortcutCore

/// The platforms of an Xcode project, from the build settings of its `project.pbxproj`.
@Suite struct XcodeProjectPlatformsTests {
    private func platforms(_ settings: String) -> PlatformSet? {
        let text = """
            // !$*UTF8*$!
            {
                objects = {
                    C01 /* Debug */ = {
                        isa = XCBuildConfiguration;
                        buildSettings = {
            \(settings)
                            SWIFT_VERSION = 5.0;
                        };
                        name = Debug;
                    };
                };
            }
            """
        return XcodeProjectPlatforms.read(Array(text.utf8))
    }

    @Test func theSDKNamesThePlatform() {
        #expect(platforms("SDKROOT = macosx;") == PlatformSet(.macOS))
        #expect(platforms("SDKROOT = iphoneos;") == PlatformSet([.iOS, .iPadOS]))
        #expect(platforms("SDKROOT = appletvos;") == PlatformSet(.tvOS))
        #expect(platforms("SDKROOT = xros;") == PlatformSet(.visionOS))
    }

    @Test func supportedPlatformsOfAMultiplatformTargetAreAllRead() {
        let settings = "SDKROOT = auto;\nSUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx xros xrsimulator\";"
        #expect(platforms(settings) == PlatformSet([.macOS, .iOS, .iPadOS, .visionOS]))
    }

    @Test func macCatalystAddsTheMac() {
        #expect(platforms("SDKROOT = iphoneos;\nSUPPORTS_MACCATALYST = YES;") == PlatformSet([.macOS, .iOS, .iPadOS]))
        #expect(platforms("SDKROOT = iphoneos;\nSUPPORTS_MACCATALYST = NO;") == PlatformSet([.iOS, .iPadOS]))
    }

    @Test func everyBuildConfigurationCounts() {
        #expect(
            platforms("SDKROOT = macosx;\n};\n};\nC02 = { buildSettings = { SDKROOT = iphoneos;") == PlatformSet([.macOS, .iOS, .iPadOS]))
    }

    @Test func settingsThatNameNoPlatformWithShortcutsDeclareNothing() {
        #expect(platforms("SDKROOT = watchos;") == nil)
        #expect(platforms("SDKROOT = auto;") == nil)
        #expect(platforms("SDKROOT = \"$(PLATFORM_NAME)\";") == nil)
        #expect(platforms("") == nil)
    }

    @Test func aLongerSettingNameIsNotTheSetting() {
        #expect(platforms("MY_SDKROOT = iphoneos;\nSDKROOT_FOR_TOOLS = appletvos;") == nil)
    }
}
