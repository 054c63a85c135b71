import ShortcutCore

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The real file system, as configuration discovery sees it: a path that cannot be stat'ed holds
/// no config (a directory above the project may well be unreadable), but a config that exists
/// and cannot be read is an error, never silently skipped.
struct LocalFileSystem: ConfigurationFileSystem {
    func contents(ofFile path: String) throws(FileReadError) -> [UInt8]? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        do {
            return try FileIO.read(path)
        } catch {
            throw FileReadError(reason: error.reason)
        }
    }

    static var currentDirectory: String { Directory.current }
}

extension Terminal {
    /// A bad configuration, one `path:line:column: error: message` line per problem on stderr.
    static func report(_ error: ConfigurationError) {
        for diagnostic in error.diagnostics { printLine(diagnostic.description, to: .standardError) }
    }
}

extension LocalFileSystem: ProjectFileSystem {
    func names(inDirectory path: String) -> [String]? {
        Directory.names(in: path)?.entries.map(\.name)
    }
}
