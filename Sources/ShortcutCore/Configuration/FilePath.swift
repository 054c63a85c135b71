/// POSIX path arithmetic on strings, without touching the file system: enough to walk up from a
/// manifest to the file-system root, to resolve paths a config file names relative to itself,
/// and to match `exclude` globs against paths relative to the config's directory.
///
/// Works on absolute, normalized paths (`/a/b`, no `.` or `..` components, no trailing slash);
/// ``absolute(_:workingDirectory:)`` produces them.
package enum FilePath {
    package static func isAbsolute(_ path: String) -> Bool { path.hasPrefix("/") }

    /// `path` made absolute against `workingDirectory` (itself absolute), with `.`, `..` and
    /// repeated slashes resolved. `..` never climbs above the root.
    package static func absolute(_ path: String, workingDirectory: String) -> String {
        normalized(isAbsolute(path) ? path : workingDirectory + "/" + path)
    }

    static func normalized(_ path: String) -> String {
        if isNormalized(path) { return path }
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// Whether `path` is already absolute and normalized: a check of its bytes, so a scan of
    /// thousands of files does not split and join every path it resolves.
    static func isNormalized(_ path: String) -> Bool {
        let utf8 = path.utf8
        return utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.first == UInt8(ascii: "/") else { return false }
            guard bytes.count > 1 else { return true }
            if bytes.last == UInt8(ascii: "/") { return false }
            var componentStart = 1
            for index in 1...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
                let length = index - componentStart
                if length == 0 { return false }
                if bytes[componentStart] == UInt8(ascii: "."), length <= 2, length == 1 || bytes[componentStart + 1] == UInt8(ascii: ".") {
                    return false
                }
                componentStart = index + 1
            }
            return true
        } ?? false
    }

    /// The directory holding `path`; nil for the root.
    package static func parent(of path: String) -> String? {
        guard path != "/" else { return nil }
        guard let slash = lastSlash(in: path) else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last `/` of a path, found in its bytes: a path is bytes to the file system, and
    /// walking it back as characters cost a repository scan a few milliseconds per thousand files.
    private static func lastSlash(in path: String) -> String.Index? {
        path.utf8.lastIndex(of: UInt8(ascii: "/"))
    }

    /// `name` inside `directory`; an absolute `name` stands on its own.
    package static func join(_ directory: String, _ name: String) -> String {
        if isAbsolute(name) || directory.isEmpty { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// `path` relative to `directory` (`Legacy/old.shortcuts.json`), or nil when it lies outside.
    /// Both must be absolute and normalized; the directory itself is the empty path.
    package static func relative(_ path: String, to directory: String) -> String? {
        if directory == "/" { return String(path.dropFirst()) }
        if path == directory { return "" }
        guard path.hasPrefix(directory), path.utf8.dropFirst(directory.utf8.count).first == UInt8(ascii: "/") else {
            return nil
        }
        return String(path.dropFirst(directory.count + 1))
    }

    /// How messages name an absolute path: relative to the working directory when it lies below
    /// it (`Sources/.shortcut-lint.yml`), else in full.
    package static func display(_ path: String, workingDirectory: String) -> String {
        guard let relative = relative(path, to: workingDirectory), !relative.isEmpty else { return path }
        return relative
    }

    /// The directory part of a path as written (`Sources` for `Sources/.shortcut-lint.yml`, empty
    /// for a bare name), for naming files a config refers to the way the config itself was named.
    package static func writtenDirectory(of path: String) -> String {
        guard let slash = lastSlash(in: path) else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
