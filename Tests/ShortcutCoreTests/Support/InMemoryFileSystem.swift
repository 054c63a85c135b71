import Foundation
@testable import ShortcutCore

/// Files held in a dictionary by absolute path, counting every lookup, so discovery tests can
/// build directory trees without touching the disk and check how often each path is read.
final class InMemoryFileSystem: ConfigurationFileSystem, @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: [UInt8]]
    private var unreadable: Set<String>
    private var lookups: [String: Int] = [:]

    init(_ files: [String: String] = [:], unreadable: Set<String> = []) {
        self.files = files.mapValues { Array($0.utf8) }
        self.unreadable = unreadable
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
