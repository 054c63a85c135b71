import ShortcutCore

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Turns the paths on the command line into the files to lint: files are taken as given;
/// directories are searched (recursively, skipping hidden, build and dependency folders) for
/// manifests (`shortcuts.json`, `*.shortcuts.json` and their `.yml`/`.yaml` twins) and the
/// files apps declare shortcuts in (`.xib`, `.storyboard`, `.swift` but `Package.swift`, `.m`,
/// `.mm`).
///
/// Every scan finishes and reads each real file once, whatever the tree holds:
/// - files and folders are known by device and inode, so a file named twice (`a.yml ./a.yml`, a
///   file and its folder, two links to it, `-` with standard input redirected from it) is linted
///   once, and a folder reached again through a
///   symbolic link (a loop, or a link to a folder already scanned) is not entered again;
/// - a folder's own subfolders are searched before the folders its links point to, so a file
///   is reported under its real path when it has one;
/// - only regular files are read from a scan: a FIFO, device or socket named like a file to lint
///   would block or never end, so it is skipped with a warning. Named on the command line, a
///   FIFO is read like standard input (`lint <(generate)`); a device is refused;
/// - a folder or file to lint that cannot be read is an error (exit code 2), never skipped quietly.
enum InputDiscovery {
    enum Item: Equatable {
        case file(String)
        /// A FIFO named on the command line: read once, as a stream; never rewritten by `--fix`.
        case stream(String)
        case standardInput

        /// Whether `--fix` can write the fixed manifest back.
        var isRewritable: Bool {
            if case .file = self { return true }
            return false
        }
    }

    struct Failure: Error {
        let message: String
    }

    /// Folder names never searched: build output and dependencies. Hidden folders (`.git`,
    /// `.swiftpm`) are skipped too, and the bundles Xcode manages (``isXcodeBundle(_:)``).
    static let skippedFolders: Set<String> = [".build", "node_modules", "Pods", "Carthage", "DerivedData", "build"]

    /// What a scan looks for, as messages list it.
    static let searchedNames =
        "shortcuts.json, *.shortcuts.json, *.shortcuts.yml, *.shortcuts.yaml, *.xib, *.storyboard, *.swift, *.m, *.mm"

    /// Whether a scan enters the folder `name`.
    static func isSearched(folder name: String) -> Bool {
        !name.hasPrefix(".") && !skippedFolders.contains(name) && !isXcodeBundle(name)
    }

    /// Project files, workspaces and asset catalogs: folders of settings and images, never of
    /// shortcuts, and an asset catalog can hold thousands of them.
    static func isXcodeBundle(_ name: String) -> Bool {
        name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") || name.hasSuffix(".xcassets")
    }

    /// Whether a scan lints a file called `name`: a manifest, or a file apps declare shortcuts in
    /// (not a Swift package's `Package.swift`, which declares the package).
    static func isLinted(_ name: String) -> Bool {
        if isManifestName(name) { return true }
        guard let kind = InputKind(path: name), !SwiftPackagePlatforms.isPackageManifest(name) else { return false }
        return !kind.isManifest
    }

    static func isManifestName(_ name: String) -> Bool {
        let lower = name.lowercased()
        for base in ["shortcuts"] {
            for ext in [".json", ".yml", ".yaml"] where lower == base + ext || lower.hasSuffix("." + base + ext) {
                return true
            }
        }
        return false
    }

    /// The files to lint for `paths` in a stable order (each directory's files sorted by path), a
    /// failure per path that could not be used (exit code 2), and warnings for special files
    /// a scan skipped.
    ///
    /// - Parameter skipsFolder: whether a scan leaves out a folder it found (one the
    ///   configuration excludes); folders named on the command line are always entered.
    static func resolve(
        _ paths: [String], skipsFolder: (String) -> Bool = { _ in false }
    ) -> (items: [Item], failures: [Failure], warnings: [String]) {
        withoutActuallyEscaping(skipsFolder) { skipsFolder in
            var scan = Scan(skipsFolder: skipsFolder)
            for path in paths.isEmpty ? ["."] : paths {
                scan.add(path)
            }
            return (scan.items, scan.failures, scan.warnings)
        }
    }

    /// One run's discovery: what it found so far, and the files and folders already seen.
    private struct Scan {
        let skipsFolder: (String) -> Bool
        var items: [Item] = []
        /// Folders left out because the configuration excludes them.
        var excludedFolders = 0
        var failures: [Failure] = []
        var warnings: [String] = []
        var seenFiles: Set<FileIdentity> = []
        var seenFolders: Set<FileIdentity> = []
        var readsStandardInput = false

        mutating func add(_ path: String) {
            if path == "-" {
                // Standard input redirected from a file named too (`- a.yml < a.yml`, `- /dev/stdin`)
                // is that file: read once.
                // A terminal or /dev/null is no file that could be named too.
                let identity = FileStatus(descriptor: 0).flatMap { [.regular, .fifo].contains($0.kind) ? $0.identity : nil }
                if !readsStandardInput, identity.map({ seenFiles.insert($0).inserted }) ?? true { items.append(.standardInput) }
                readsStandardInput = true
                return
            }
            guard let status = FileStatus(path: path) else {
                failures.append(Failure(message: "cannot read '\(path)': \(FileIO.lastError())"))
                return
            }
            switch status.kind {
            case .directory:
                guard seenFolders.insert(status.identity).inserted else { return }
                let failuresBefore = failures.count
                let excludedBefore = excludedFolders
                let (found, lintable) = search(path)
                // A folder whose files are all excluded was searched as configured: nothing wrong.
                if lintable == 0, failures.count == failuresBefore, excludedFolders == excludedBefore {
                    failures.append(Failure(message: "nothing to lint in '\(path)' (looked for \(InputDiscovery.searchedNames))"))
                }
                items += found.map(Item.file)
            case .regular:
                if seenFiles.insert(status.identity).inserted { items.append(.file(path)) }
            case .fifo:
                if seenFiles.insert(status.identity).inserted { items.append(.stream(path)) }
            default:
                failures.append(Failure(message: "cannot lint '\(path)': it is \(status.kind.description), not a regular file"))
            }
        }

        /// The files to lint below `root`, sorted. Real subfolders are searched first, then the
        /// folders symbolic links lead to, each folder once; a file reached by several paths is
        /// named by the first path without a link, else the first path. Also says how many
        /// such files the folder holds, counting those already found through other paths.
        private mutating func search(_ root: String) -> (files: [String], lintable: Int) {
            var candidates: [Candidate] = []
            var pending = [Folder(path: root, throughLink: false)]
            var linked: [String] = []
            while true {
                if let folder = pending.popLast() {
                    list(folder, into: &candidates, pending: &pending, linked: &linked)
                    continue
                }
                guard !linked.isEmpty else { break }
                let path = linked.removeFirst()
                guard let status = FileStatus(path: path), seenFolders.insert(status.identity).inserted else { continue }
                list(Folder(path: path, throughLink: true), into: &candidates, pending: &pending, linked: &linked)
            }
            candidates.sort { ($0.throughLink ? 1 : 0, $0.path) < ($1.throughLink ? 1 : 0, $1.path) }
            return (candidates.filter { seenFiles.insert($0.identity).inserted }.map(\.path).sorted(), candidates.count)
        }

        /// A file a scan found, and whether a symbolic link is on its way.
        private struct Candidate {
            var path: String
            var identity: FileIdentity
            var throughLink: Bool
        }

        /// A folder to list, and whether a symbolic link is on its way.
        private struct Folder {
            var path: String
            var throughLink: Bool
        }

        /// One folder's entries: files to lint into `candidates`, real subfolders not seen yet into
        /// `pending`, linked subfolders into `linked` (checked when their turn comes).
        private mutating func list(_ folder: Folder, into candidates: inout [Candidate], pending: inout [Folder], linked: inout [String]) {
            guard let listing = Directory.names(in: folder.path) else {
                failures.append(Failure(message: "cannot read the folder '\(folder.path)': \(FileIO.lastError())"))
                return
            }
            for name in listing.unreadable where isLinted(name) {
                failures.append(Failure(message: "cannot read '\(join(folder.path, name))': the file name is not valid UTF-8; rename it"))
            }
            var subfolders: [Folder] = []
            for (name, isLink, mayBeFolder) in listing.entries.sorted(by: { $0.name < $1.name }) {
                let path = join(folder.path, name)
                let isLinted = isLinted(name)
                guard let status = FileStatus(path: path) else {
                    // A broken link, a link loop, or a file that vanished meanwhile: an error for a
                    // file to lint. A folder the scan would search whose path is too long to open
                    // may hold files to lint: an error too, so a scan never loses files silently.
                    if isLinted {
                        failures.append(Failure(message: "cannot read '\(path)': \(FileIO.lastError())"))
                    } else if errno == ENAMETOOLONG, mayBeFolder, isSearched(folder: name), !skipsFolder(path) {
                        failures.append(Failure(message: "cannot look into '\(path)': \(FileIO.lastError())"))
                    }
                    continue
                }
                switch status.kind {
                case .directory:
                    guard isSearched(folder: name) else { continue }
                    if skipsFolder(path) {
                        // Seen, so that a link elsewhere does not bring its files back in.
                        seenFolders.insert(status.identity)
                        excludedFolders += 1
                        continue
                    }
                    if isLink {
                        linked.append(path)
                    } else if seenFolders.insert(status.identity).inserted {
                        subfolders.append(Folder(path: path, throughLink: folder.throughLink))
                    }
                case .regular:
                    if isLinted {
                        candidates.append(Candidate(path: path, identity: status.identity, throughLink: isLink || folder.throughLink))
                    }
                default:
                    if isLinted { warnings.append("skipping '\(path)': it is \(status.kind.description), not a regular file") }
                }
            }
            pending += subfolders.reversed()
        }

        private func join(_ folder: String, _ name: String) -> String {
            folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
        }
    }
}
