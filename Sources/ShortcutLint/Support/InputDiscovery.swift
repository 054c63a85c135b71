import ShortcutCore

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Turns the paths on the command line into the files to lint: files are taken as given;
/// directories are searched (recursively, skipping hidden, build and dependency folders and
/// translation tools' copies) for manifests (`shortcuts.json`, `*.shortcuts.json` and their
/// `.yml`/`.yaml` twins) and the files apps declare shortcuts in (`.xib`, `.storyboard`, a `.nib`
/// bundle's `designable.nib`, `.swift` but `Package.swift`, `.m`, `.mm`). A project named on the
/// command line stands for what it builds (``NamedProjects``): an `.xcodeproj` or `.xcworkspace`,
/// or a `Package.swift` for its package's folder.
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

    /// What the paths stand for.
    struct Resolution {
        var items: [Item] = []
        /// Paths that could not be used (exit code 2).
        var failures: [Failure] = []
        /// Special files a scan skipped.
        var warnings: [String] = []
        /// The folders searched as the app (named folders, the folders of named projects): a
        /// project nested in another's folder is judged by what the outer one builds, up to them.
        var scanRoots: [String] = []
        /// What a scan left out: translation tools' copies.
        var skipped = SkippedFiles()
        /// The default string tables a scan found, for code titles that are localization keys
        /// (``CodeStringFiles``).
        var stringTables: [String] = []
    }

    /// Folder names never searched: build output and dependencies. Hidden folders (`.git`,
    /// `.swiftpm`) are skipped too, and the bundles Xcode manages (``isXcodeBundle(_:)``).
    static let skippedFolders: Set<String> = [".build", "node_modules", "Pods", "Carthage", "DerivedData", "build"]

    /// What a scan looks for, as messages list it.
    static let searchedNames =
        "shortcuts.json, *.shortcuts.json, *.shortcuts.yml, *.shortcuts.yaml, *.xib, *.storyboard, *.nib/designable.nib, *.swift, *.m, *.mm"

    /// Whether a scan enters the folder `name`.
    static func isSearched(folder name: String) -> Bool {
        !name.hasPrefix(".") && !skippedFolders.contains(name) && !isXcodeBundle(name) && !isToolCopy(name)
    }

    /// A translation tool's working copy of an app's files: the databases and localization
    /// folders of the Localization Suite and AppGlot-style tools (`App.ldb`, `App-fr.loc`) and
    /// Xcode's localization catalogs (`fr.xcloc`). They hold copies of the app's Interface Builder
    /// files that no target builds and the app never loads; a scan leaves them out and says so.
    static func isToolCopy(_ name: String) -> Bool {
        for suffix in [".ldb", ".loc", ".xcloc"] where name.hasSuffix(suffix) && name.count > suffix.count { return true }
        return false
    }

    /// Project files, workspaces and asset catalogs: folders of settings and images, never of
    /// shortcuts, and an asset catalog can hold thousands of them.
    static func isXcodeBundle(_ name: String) -> Bool {
        name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") || name.hasSuffix(".xcassets")
    }

    /// Whether a scan lints a file called `name` in `folder`: a manifest, or a file apps declare
    /// shortcuts in (not a Swift package's `Package.swift`, which declares the package; a `.nib`
    /// bundle's `designable.nib`, the Interface Builder document beside the compiled nib).
    static func isLinted(_ name: String, in folder: String) -> Bool {
        if isManifestName(name) { return true }
        guard !SwiftPackagePlatforms.isPackageManifest(name) else { return false }
        let path = name == "designable.nib" ? folder + "/" + name : name
        guard let kind = InputKind(path: path) else { return false }
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
    /// `listings`, when given, keeps each folder's names for planning (``FolderListings``).
    static func resolve(_ paths: [String], skipsFolder: (String) -> Bool = { _ in false }, listings: FolderListings? = nil) -> Resolution {
        withoutActuallyEscaping(skipsFolder) { skipsFolder in
            var scan = Scan(skipsFolder: skipsFolder, listings: listings)
            for path in paths.isEmpty ? ["."] : paths {
                scan.add(path)
            }
            return scan.resolution
        }
    }

    /// One run's discovery: what it found so far, and the files and folders already seen.
    struct Scan {
        let skipsFolder: (String) -> Bool
        let listings: FolderListings?
        /// What the listings' folders are relative to.
        let workingDirectory = LocalFileSystem.currentDirectory
        var resolution = Resolution()
        var items: [Item] {
            get { resolution.items }
            set { resolution.items = newValue }
        }
        var failures: [Failure] {
            get { resolution.failures }
            set { resolution.failures = newValue }
        }
        var warnings: [String] {
            get { resolution.warnings }
            set { resolution.warnings = newValue }
        }
        /// Folders left out because the configuration excludes them.
        var excludedFolders = 0
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
            if status.kind == .directory, NamedProjects.isProject(path) {
                addProject(path)
                return
            }
            if status.kind == .regular, SwiftPackagePlatforms.isPackageManifest(Self.lastComponent(path)) {
                // The package: its folder, searched as a folder.
                add(FilePath.writtenDirectory(of: path).isEmpty ? "." : FilePath.writtenDirectory(of: path))
                return
            }
            switch status.kind {
            case .directory:
                resolution.scanRoots.append(path)
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
        mutating func search(_ root: String) -> (files: [String], lintable: Int) {
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
            for name in listing.unreadable where isLinted(name, in: folder.path) {
                failures.append(Failure(message: "cannot read '\(join(folder.path, name))': the file name is not valid UTF-8; rename it"))
            }
            listings?.record(
                listing.entries.map(\.name), in: FilePath.absolute(folder.path, workingDirectory: workingDirectory))
            var subfolders: [Folder] = []
            for (name, isLink, mayBeFolder) in listing.entries.sorted(by: { $0.name < $1.name }) {
                let path = join(folder.path, name)
                let isLinted = isLinted(name, in: folder.path)
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
                    guard isSearched(folder: name) else {
                        if isToolCopy(name) { resolution.skipped.record(.toolCopy, name: path) }
                        continue
                    }
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
                    } else if CodeStringFiles.isTable(name, in: folder.path) {
                        resolution.stringTables.append(path)
                    }
                default:
                    if isLinted { warnings.append("skipping '\(path)': it is \(status.kind.description), not a regular file") }
                }
            }
            pending += subfolders.reversed()
        }

        func join(_ folder: String, _ name: String) -> String {
            folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
        }

        static func lastComponent(_ path: String) -> String {
            path.split(separator: "/").last.map(String.init) ?? path
        }
    }
}
