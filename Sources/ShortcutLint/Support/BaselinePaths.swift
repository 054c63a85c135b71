import ShortcutCore

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Paths as a baseline records them: relative to the baseline file's folder, with symbolic
/// links in folders resolved, so `a.yml`, `./a.yml`, an absolute path, a run from a subfolder
/// and Xcode's `$SRCROOT/…` all name one file the same way.
struct BaselinePaths {
    /// The real absolute folder holding the baseline file.
    let folder: String
    let workingDirectory: String

    /// A baseline that is no file (`--baseline <(git show main:baseline.json)`) lives nowhere:
    /// its paths are taken as relative to the working directory.
    init(baseline path: String, workingDirectory: String = Directory.current) {
        self.workingDirectory = workingDirectory
        let absolute = FilePath.absolute(path, workingDirectory: workingDirectory)
        if let status = FileStatus(path: path), status.kind != .regular {
            folder = Self.real(workingDirectory)
        } else {
            folder = Self.real(FilePath.parent(of: absolute) ?? "/")
        }
    }

    /// The recorded path of a file named `file` in a report (standard input keeps its name).
    func recorded(_ file: String) -> String {
        guard file != "<stdin>" else { return file }
        let absolute = FilePath.absolute(file, workingDirectory: workingDirectory)
        let parent = FilePath.parent(of: absolute) ?? "/"
        let name = String(absolute.dropFirst(parent == "/" ? 1 : parent.count + 1))
        return Self.relative(FilePath.join(Self.real(parent), name), from: folder)
    }

    /// A version 1 baseline recorded paths as typed in the working directory: the same items,
    /// their paths made relative to the baseline's folder.
    func upgraded(_ baseline: Baseline) -> Baseline {
        guard baseline.version < 2 else { return baseline }
        var counts: [Baseline.Item: Int] = [:]
        for (item, count) in baseline.counts {
            let moved = Baseline.Item(file: recorded(item.file), ruleID: item.ruleID, entry: item.entry, shortcut: item.shortcut)
            counts[moved, default: 0] += count
        }
        return Baseline(counts: counts)
    }

    /// The folder with symbolic links resolved, or as given when it does not exist.
    private static func real(_ folder: String) -> String {
        guard let resolved = realpath(folder, nil) else { return folder }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path` relative to `base` (both absolute and normalized), with `..` where it lies outside.
    static func relative(_ path: String, from base: String) -> String {
        let target = path.split(separator: "/")
        let from = base.split(separator: "/")
        var shared = 0
        while shared < target.count, shared < from.count, target[shared] == from[shared] { shared += 1 }
        let up = Array(repeating: "..", count: from.count - shared)
        return (up + target[shared...].map(String.init)).joined(separator: "/")
    }
}
