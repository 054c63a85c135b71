/// A path pattern from a config's `exclude` list, matched against paths relative to the config's
/// directory: `*` matches any run of characters within one path component, `?` one character,
/// and a `**` component any number of components (none included). Every other character stands
/// for itself.
///
/// As in `.gitignore`, a pattern that matches a directory excludes everything below it
/// (`Legacy` and `Legacy/**` both exclude `Legacy/old.shortcuts.json`); a trailing `/` makes a
/// pattern match directories only. A leading `./` or `/` is ignored: patterns are always anchored
/// at the config's directory.
public struct GlobPattern: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    public let text: String
    private let components: [Component]
    private let directoryOnly: Bool

    private enum Component: Hashable, Sendable {
        /// `**`: any number of path components.
        case anyPath
        case name([Unicode.Scalar])
    }

    public init(_ text: String) {
        self.text = text
        var body = Substring(text)
        while body.hasPrefix("./") { body = body.dropFirst(2) }
        while body.hasPrefix("/") { body = body.dropFirst() }
        directoryOnly = body.hasSuffix("/")
        components = body.split(separator: "/", omittingEmptySubsequences: true).map {
            $0 == "**" ? .anyPath : .name(Array($0.unicodeScalars))
        }
    }

    public var description: String { text }

    /// Whether the file at `relativePath` (`/`-separated, relative to the config's directory) is
    /// matched, itself or through one of the directories holding it.
    public func matches(_ relativePath: String) -> Bool {
        let path = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        guard !path.isEmpty, !components.isEmpty else { return false }
        if !directoryOnly, Self.match(components[...], path[...]) { return true }
        for depth in stride(from: path.count - 1, to: 0, by: -1) where Self.match(components[...], path[..<depth]) {
            return true
        }
        return false
    }

    /// Component-level matching; `**` backtracks the way `*` does within a name.
    private static func match(_ pattern: ArraySlice<Component>, _ path: ArraySlice<Substring>) -> Bool {
        var p = pattern.startIndex
        var s = path.startIndex
        var star: (pattern: Int, path: Int)?
        while s < path.endIndex {
            if p < pattern.endIndex, pattern[p] == .anyPath {
                star = (p, s)
                p += 1
            } else if p < pattern.endIndex, case .name(let name) = pattern[p], matchName(name[...], Array(path[s].unicodeScalars)[...]) {
                p += 1
                s += 1
            } else if let last = star {
                star = (last.pattern, last.path + 1)
                p = last.pattern + 1
                s = last.path + 1
            } else {
                return false
            }
        }
        while p < pattern.endIndex, pattern[p] == .anyPath { p += 1 }
        return p == pattern.endIndex
    }

    /// `*` and `?` within one component.
    private static func matchName(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
        var p = pattern.startIndex
        var s = name.startIndex
        var star: (pattern: Int, name: Int)?
        while s < name.endIndex {
            if p < pattern.endIndex, pattern[p] == "*" {
                star = (p, s)
                p += 1
            } else if p < pattern.endIndex, pattern[p] == "?" || pattern[p] == name[s] {
                p += 1
                s += 1
            } else if let last = star {
                star = (last.pattern, last.name + 1)
                p = last.pattern + 1
                s = last.name + 1
            } else {
                return false
            }
        }
        while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }
}
