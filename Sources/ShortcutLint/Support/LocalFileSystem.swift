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
    /// Whether a FIFO is read to its end (`--config <(generate)`): only for files named on the
    /// command line. A FIFO found by discovery would block the run, so it is refused.
    var allowingStreams = false
    /// What a scan listed: a file it did not find is not probed again (``FolderListings``).
    var listings: FolderListings?

    func contents(ofFile path: String) throws(FileReadError) -> [UInt8]? {
        // C would read the path only up to the NUL (`house.json\0x` names house.json).
        guard !path.utf8.contains(0) else { throw FileReadError(reason: "the path contains a NUL character") }
        if let listings, listings.lacks(path) { return nil }
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        do {
            return try FileIO.read(path, allowingStream: allowingStreams)
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
        listings?.names(in: path) ?? Directory.names(in: path)?.entries.map(\.name)
    }
}

/// The local file system, remembering every file it read, so a run knows which project files
/// it depends on (and refuses to write a report over one of them).
///
/// Used by one thread only, while a run is planned.
final class RecordingFileSystem: ProjectFileSystem, @unchecked Sendable {
    private let local: LocalFileSystem
    private(set) var filesRead: [String] = []

    init(listings: FolderListings? = nil) {
        local = LocalFileSystem(listings: listings)
    }

    func contents(ofFile path: String) throws(FileReadError) -> [UInt8]? {
        let bytes = try local.contents(ofFile: path)
        if bytes != nil { filesRead.append(path) }
        return bytes
    }

    func names(inDirectory path: String) -> [String]? { local.names(inDirectory: path) }
}
