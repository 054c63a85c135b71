/// An Apple platform a manifest or an entry declares.
public enum Platform: String, CaseIterable, Comparable, Sendable {
    case macOS, iOS, iPadOS, visionOS, tvOS, watchOS

    /// Accepts the names as Apple writes them, in any letter case (`macos`, `iPadOS`).
    public init?(name: String) {
        guard let match = Platform.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
            return nil
        }
        self = match
    }

    public static func < (lhs: Platform, rhs: Platform) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A set of platforms in one byte.
public struct PlatformSet: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public init(_ platform: Platform) {
        self.init(rawValue: 1 << UInt8(Platform.allCases.firstIndex(of: platform)!))
    }

    public init<S: Sequence>(_ platforms: S) where S.Element == Platform {
        self.init(rawValue: platforms.reduce(0) { $0 | PlatformSet($1).rawValue })
    }

    /// What a manifest targets when it does not say: the Mac, where the HIG tables come from.
    static let defaultPlatforms = PlatformSet(.macOS)

    public var platforms: [Platform] { Platform.allCases.filter { contains(PlatformSet($0)) } }

    public func contains(_ platform: Platform) -> Bool { contains(PlatformSet(platform)) }

    /// "macOS, iPadOS"
    public var description: String { platforms.map(\.rawValue).joined(separator: ", ") }
}
