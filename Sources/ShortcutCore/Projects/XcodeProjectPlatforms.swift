/// The platforms an Xcode project builds for, from the build settings in its `project.pbxproj`:
/// `SUPPORTED_PLATFORMS = "macosx iphoneos iphonesimulator";`, `SDKROOT = macosx;` and
/// `SUPPORTS_MACCATALYST = YES;`, over every build configuration of the project and its targets
/// (their union: the project is one app, built for each of them).
///
/// Settings are found by name in the text (an old-style property list; nothing else in it is read):
/// `macosx` is macOS, `iphoneos` iOS and iPadOS, `appletvos` tvOS, `xros` visionOS; simulators
/// count as their platform; `watchos` has no keyboard shortcuts; `auto` and `$(…)` say nothing.
enum XcodeProjectPlatforms {
    static let settingNames = ["SUPPORTED_PLATFORMS", "SDKROOT", "SUPPORTS_MACCATALYST"]

    /// nil when no setting names a platform with keyboard shortcuts.
    static func read(_ bytes: [UInt8]) -> PlatformSet? {
        var platforms = PlatformSet()
        for (name, value) in settings(in: bytes) { platforms.formUnion(Self.platforms(setting: name, value: value)) }
        return platforms.isEmpty ? nil : platforms
    }

    /// What one of the settings says: `SUPPORTS_MACCATALYST = YES` is macOS; the others list SDKs.
    static func platforms(setting name: String, value: String) -> PlatformSet {
        if name == "SUPPORTS_MACCATALYST" { return value == "YES" ? PlatformSet(.macOS) : PlatformSet() }
        return value.split(separator: " ").reduce(PlatformSet()) { $0.union(platformSet(sdk: $1)) }
    }

    static func platformSet(sdk: Substring) -> PlatformSet {
        switch sdk {
        case "macosx": PlatformSet(.macOS)
        case "iphoneos", "iphonesimulator": PlatformSet([.iOS, .iPadOS])
        case "appletvos", "appletvsimulator": PlatformSet(.tvOS)
        case "xros", "xrsimulator": PlatformSet(.visionOS)
        default: PlatformSet()
        }
    }

    /// Every `NAME = value;` of the settings above, in file order; a quoted value without its
    /// quotes (escapes are not needed for platform names and are left as written).
    static func settings(in bytes: [UInt8]) -> [(name: String, value: String)] {
        let names = settingNames.map { Array($0.utf8) }
        var found: [(String, String)] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "S"), index == 0 || !isNameByte(bytes[index - 1]),
                let name = names.first(where: { bytes[index...].starts(with: $0) && !isNameByte(at: index + $0.count, bytes) })
            else {
                index += 1
                continue
            }
            index += name.count
            index = skipBlanks(bytes, from: index)
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
            index = skipBlanks(bytes, from: index + 1)
            let value: ArraySlice<UInt8>
            if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                let start = index + 1
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != 0x0A {
                    end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                value = bytes[start..<min(end, bytes.count)]
                index = end + 1
            } else {
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: ";"), bytes[index] > 0x20 { index += 1 }
                value = bytes[start..<index]
            }
            found.append((String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self)))
        }
        return found
    }

    private static func skipBlanks(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index
    }

    private static func isNameByte(at index: Int, _ bytes: [UInt8]) -> Bool {
        index < bytes.count && isNameByte(bytes[index])
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
}
