/// A path pattern from a config's `exclude` list, matched against paths relative to the config's
/// directory: `*` matches any run of characters within one path component, `?` one character,
/// and a `**` component any number of components (none included). Every other character stands
/// for itself.
///
/// As in `.gitignore`, a pattern that matches a directory excludes everything below it
/// (`Legacy` and `Legacy/**` both exclude `Legacy/old.shortcuts.json`); a trailing `/` makes a
/// pattern match directories only. A leading `./` or `/` is ignored: patterns are always anchored
/// at the config's directory.
package struct GlobPattern: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    package let text: String
    private let components: [Component]
    private let directoryOnly: Bool

    private enum Component: Hashable, Sendable {
        /// `**`: any number of path components.
        case anyPath
        case name([Unicode.Scalar])
    }

    package init(_ text: String) {
        self.text = text
        var body = Substring(text)
        while body.hasPrefix("./") { body = body.dropFirst(2) }
        while body.hasPrefix("/") { body = body.dropFirst() }
        directoryOnly = body.hasSuffix("/")
        components = body.split(separator: "/", omittingEmptySubsequences: true).map {
            $0 == "**" ? .anyPath : .name(Array($0.unicodeScalars))
        }
    }

    package var description: String { text }

    /// Whether the file at `relativePath` (`/`-separated, relative to the config's directory) is
    /// matched, itself or through one of the directories holding it.
    package func matches(_ relativePath: String) -> Bool {
        let path = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        guard !path.isEmpty, !components.isEmpty else { return false }
        if !directoryOnly, Self.match(components[...], path[...]) { return true }
        for depth in stride(from: path.count - 1, to: 0, by: -1) where Self.match(components[...], path[..<depth]) {
            return true
        }
        return false
    }

    /// Whether the pattern matches the directory at `relativePath` or one holding it, and so
    /// every file below it: a scan need not enter it at all.
    package func matchesDirectory(_ relativePath: String) -> Bool {
        let path = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        guard !path.isEmpty, !components.isEmpty else { return false }
        return (1...path.count).contains { Self.match(components[...], path[..<$0]) }
    }

    /// Component-level matching: `**` stands to components as `*` to characters.
    private static func match(_ pattern: ArraySlice<Component>, _ path: ArraySlice<Substring>) -> Bool {
        wildcardMatch(pattern, path, isStar: { $0 == .anyPath }) { component, name in
            guard case .name(let characters) = component else { return false }
            return wildcardMatch(characters[...], Array(name.unicodeScalars)[...], isStar: { $0 == "*" }) { $0 == "?" || $0 == $1 }
        }
    }

    /// Whether `subject` matches `pattern`, where a star element matches any run of subject
    /// elements and every other element must match one. Greedy, backtracking to the last star
    /// only: linear in practice, never exponential.
    private static func wildcardMatch<P, S>(
        _ pattern: ArraySlice<P>, _ subject: ArraySlice<S>, isStar: (P) -> Bool, matches: (P, S) -> Bool
    ) -> Bool {
        var p = pattern.startIndex
        var s = subject.startIndex
        var star: (pattern: Int, subject: Int)?
        while s < subject.endIndex {
            if p < pattern.endIndex, isStar(pattern[p]) {
                star = (p, s)
                p += 1
            } else if p < pattern.endIndex, matches(pattern[p], subject[s]) {
                p += 1
                s += 1
            } else if let last = star {
                star = (last.pattern, last.subject + 1)
                p = last.pattern + 1
                s = last.subject + 1
            } else {
                return false
            }
        }
        while p < pattern.endIndex, isStar(pattern[p]) { p += 1 }
        return p == pattern.endIndex
    }
}
