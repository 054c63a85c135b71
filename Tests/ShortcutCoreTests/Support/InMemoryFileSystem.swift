import Foundation

@testable import ShortcutCore

/// Files held in a dictionary by absolute path, counting every lookup, so discovery tests can
/// build directory trees without touching the disk and check how often each path is read. The
/// folders are those the paths imply, plus `folders`.
final class InMemoryFileSystem: ProjectFileSystem, @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: [UInt8]]
    private var unreadable: Set<String>
    private var lookups: [String: Int] = [:]

    private var folders: Set<String>
    private var listings = 0

    init(_ files: [String: String] = [:], folders: Set<String> = [], unreadable: Set<String> = []) {
        self.files = files.mapValues { Array($0.utf8) }
        self.folders = folders
        self.unreadable = unreadable
    }

    func names(inDirectory path: String) -> [String]? {
        lock.lock()
        defer { lock.unlock() }
        listings += 1
        let prefix = path == "/" ? "/" : path + "/"
        var names = Set<String>()
        for entry in Array(files.keys) + Array(folders) where entry.hasPrefix(prefix) {
            if let name = entry.dropFirst(prefix.count).split(separator: "/").first { names.insert(String(name)) }
        }
        return names.sorted()
    }

    /// How many folders were listed.
    var listingCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return listings
    }

    func contents(ofFile path: String) throws(FileReadError) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        lookups[path, default: 0] += 1
        if unreadable.contains(path) { throw FileReadError(reason: "Permission denied") }
        return files[path]
    }

    /// How many times `path` was looked up.
    func lookupCount(_ path: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return lookups[path, default: 0]
    }

    var totalLookups: Int {
        lock.lock()
        defer { lock.unlock() }
        return lookups.values.reduce(0, +)
    }
}
