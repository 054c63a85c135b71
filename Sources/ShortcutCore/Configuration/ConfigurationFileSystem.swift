/// The file reads configuration needs: finding config files while walking up from a manifest, and
/// reading the house tables a config names. ShortcutCore does no I/O of its own; the command line
/// passes the real file system, tests an in-memory one.
package protocol ConfigurationFileSystem: Sendable {
    /// The bytes of the file at the absolute `path`; nil when nothing exists there. Throws the
    /// system's reason ("Permission denied", "is a directory") when something exists but cannot
    /// be read, so a config that is there is never silently skipped.
    func contents(ofFile path: String) throws(FileReadError) -> [UInt8]?
}

/// Why an existing file could not be read, in the system's words.
package struct FileReadError: Error, Sendable {
    package var reason: String

    package init(reason: String) { self.reason = reason }
}
