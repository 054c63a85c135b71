/// The platforms a Swift package is built for, as its `Package.swift` declares them:
///
/// ```swift
/// let package = Package(name: "Scribe", platforms: [.macOS(.v14), .iOS(.v17)], …)
/// ```
///
/// Read with the Swift lexer, without running the manifest: the `platforms:` argument of the
/// `Package(…)` call, each `.name` directly in its list. `.iOS` means iOS and iPadOS (SwiftPM has
/// one platform for both), `.macCatalyst` macOS; `.watchOS` has no keyboard shortcuts and
/// `.driverKit` or `.custom(…)` no menus, so they add nothing. A `.when(platforms:)` condition of a
/// dependency or setting is not the package's list.
package enum SwiftPackagePlatforms {
    /// Whether a file name is a Swift package's manifest: `Package.swift`, or one for a Swift
    /// version (`Package@swift-5.9.swift`). It declares the package, never a shortcut: it is read
    /// for its platforms, and a folder scan does not lint it as source.
    package static func isPackageManifest(_ name: String) -> Bool {
        name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
    }

    /// nil when the manifest has no literal `platforms:` list (a variable, none at all), or names
    /// no platform with keyboard shortcuts.
    static func read(_ source: SourceFile) -> PlatformSet? { read(SourceLexer.tokenize(source, language: .swift)) }

    /// The same, from the manifest's tokens (lexed once for its platforms, test targets and problems).
    static func read(_ tokens: SourceTokens) -> PlatformSet? {
        for index in 0..<tokens.count
        where tokens.isName(index, "platforms") && tokens.kind(index + 1) == .colon && tokens.kind(index + 2) == .leftBracket {
            guard let call = tokens.parent(index), tokens.kind(call) == .leftParen, tokens.isName(call - 1, "Package"),
                let close = tokens.match(index + 2)
            else { continue }
            let list = index + 2
            var platforms = PlatformSet()
            for member in (list + 1)..<close
            where tokens.parent(member) == list && tokens.kind(member) == .dot && tokens.kind(member + 1) == .identifier {
                platforms.formUnion(platformSet(named: tokens.text(member + 1)))
            }
            return platforms.isEmpty ? nil : platforms
        }
        return nil
    }

    /// What one of SwiftPM's `SupportedPlatform` names means here.
    static func platformSet(named name: String) -> PlatformSet {
        switch name {
        case "macOS", "macCatalyst": PlatformSet(.macOS)
        case "iOS": PlatformSet([.iOS, .iPadOS])
        case "tvOS": PlatformSet(.tvOS)
        case "visionOS": PlatformSet(.visionOS)
        default: PlatformSet()
        }
    }
}
