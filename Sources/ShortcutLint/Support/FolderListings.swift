import ShortcutCore

/// The names in each folder a scan listed, by absolute path, kept for planning.
///
/// Planning asks of each file's folder, and of the folders above it, whether a project
/// (`Package.swift`, `*.xcodeproj`) or a configuration file is there. In a repository of
/// thousands of files that was every folder listed a second time and each configuration name
/// probed with a `stat` (docs/performance.md, "Folders listed once"); the scan has the answers.
/// A folder the scan did not list (above the folder searched, or inside one it skipped) is asked
/// of the file system as before. Names are compared as bytes, as a case-sensitive file system
/// does; a case-insensitive one could hold `.Shortcut-Lint.yml` where `.shortcut-lint.yml` was
/// asked for, which the scan reads as absent.
///
/// Used by one thread: the scan fills it, then the plan reads it (the file systems that hold it
/// must be `Sendable`, but no run shares them between threads).
final class FolderListings: @unchecked Sendable {
    private var namesOfFolder: [String: [String]] = [:]

    /// Records the names the scan found in `folder` (absolute).
    func record(_ names: [String], in folder: String) {
        namesOfFolder[folder] = names
    }

    /// The names in `folder` (absolute), in no particular order, when the scan listed it.
    func names(in folder: String) -> [String]? {
        namesOfFolder[folder]
    }

    /// Whether the scan listed the folder of `path` (absolute) and found no `path` there.
    func lacks(_ path: String) -> Bool {
        guard let folder = FilePath.parent(of: path), let names = namesOfFolder[folder] else { return false }
        let name = path.utf8.dropFirst(folder == "/" ? 1 : folder.utf8.count + 1)
        return !names.contains { $0.utf8.elementsEqual(name) }
    }
}
