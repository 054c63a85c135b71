/// An operating-system release number as Apple writes it ("15", "10.14", "26.1"), compared
/// numerically part by part, so 10.15 comes after 10.9 and 26 after 15.
public struct OSVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Major, minor and patch in one integer (16, 8 and 8 bits): comparing releases is one compare.
    let packed: UInt32

    public init(major: Int, minor: Int = 0, patch: Int = 0) {
        packed = UInt32(clamping: major) << 16 | UInt32(clamping: min(minor, 255)) << 8 | UInt32(clamping: min(patch, 255))
    }

    /// One to three dot-separated numbers; nil for anything else ("15 Sequoia", "", "1.2.3.4").
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.utf8.count <= 5, part.utf8.allSatisfy({ $0 &- 0x30 < 10 }), let number = Int(part)
            else { return nil }
            numbers.append(number)
        }
        guard numbers[0] <= 0xFFFF, numbers.dropFirst().allSatisfy({ $0 <= 255 }) else { return nil }
        self.init(major: numbers[0], minor: numbers.count > 1 ? numbers[1] : 0, patch: numbers.count > 2 ? numbers[2] : 0)
    }

    public var major: Int { Int(packed >> 16) }
    public var minor: Int { Int(packed >> 8 & 0xFF) }
    public var patch: Int { Int(packed & 0xFF) }

    /// "15", "10.14", "15.0.1": trailing zero parts left out.
    public var description: String {
        if patch != 0 { return "\(major).\(minor).\(patch)" }
        return minor != 0 ? "\(major).\(minor)" : "\(major)"
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool { lhs.packed < rhs.packed }
}

/// The releases of one platform a reserved row applies to: from `since` through `through`, both
/// included, either end open. F12 Dashboard is `through: 10.14` on macOS (removed in 10.15).
package struct ReleaseRange: Hashable, Sendable, CustomStringConvertible {
    package var since: OSVersion?
    package var through: OSVersion?

    package init(since: OSVersion? = nil, through: OSVersion? = nil) {
        self.since = since
        self.through = through
    }

    package func contains(_ version: OSVersion) -> Bool {
        if let since, version < since { return false }
        if let through, version > through { return false }
        return true
    }

    /// "15 and later", "up to 10.14", "15 to 18", "any release".
    package var description: String {
        switch (since, through) {
        case let (since?, through?): "\(since) to \(through)"
        case let (since?, nil): "\(since) and later"
        case let (nil, through?): "up to \(through)"
        case (nil, nil): "any release"
        }
    }
}

/// The release of each platform a lint run checks against (`platformVersions:` in the config,
/// `LintConfiguration.platformVersions`). A platform without a version means "any release": every
/// row for it applies, which is also the default.
public struct PlatformVersions: Hashable, Sendable {
    /// One slot per ``Platform`` case, in declaration order; nil is "any release".
    private var versions: [OSVersion?] = Array(repeating: nil, count: Platform.allCases.count)

    public init() {}

    public init(_ versions: [Platform: OSVersion]) {
        for (platform, version) in versions { self[platform] = version }
    }

    /// No release chosen for any platform: nothing is filtered.
    public static let any = PlatformVersions()

    var isAny: Bool { versions.allSatisfy { $0 == nil } }

    public subscript(platform: Platform) -> OSVersion? {
        get { versions[Platform.allCases.firstIndex(of: platform)!] }
        set { versions[Platform.allCases.firstIndex(of: platform)!] = newValue }
    }
}
