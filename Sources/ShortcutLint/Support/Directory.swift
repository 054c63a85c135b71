#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What manifest discovery asks of the file system, in POSIX calls. The command does not link
/// Foundation: on Linux loading it (and ICU) is half of a small run's wall time, more than
/// linting 200 shortcuts.
enum Directory {
    /// A folder's entries: names, with whether each is a symbolic link, and the names that are
    /// not valid UTF-8 (shown repaired: they cannot be opened by that name).
    struct Listing {
        /// `mayBeFolder`: what `readdir` says, before any `stat`: a folder, a link, or unknown.
        var entries: [(name: String, isLink: Bool, mayBeFolder: Bool)] = []
        var unreadable: [String] = []
    }

    /// The entries of a directory, without `.` and `..`, in no particular order; nil (with
    /// `errno` set) when it cannot be opened.
    static func names(in path: String) -> Listing? {
        guard let stream = opendir(path) else { return nil }
        defer { closedir(stream) }
        var listing = Listing()
        while let entry = readdir(stream) {
            let type = entry.pointee.d_type
            let decoded = withUnsafePointer(to: &entry.pointee.d_name) { field in
                field.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: field.pointee)) {
                    (String(validatingCString: $0), String(cString: $0))
                }
            }
            guard let name = decoded.0 else {
                listing.unreadable.append(decoded.1)
                continue
            }
            guard name != ".", name != ".." else { continue }
            let isLink = type == UInt8(DT_LNK) || (type == UInt8(DT_UNKNOWN) && isSymbolicLink(path + "/" + name))
            let mayBeFolder = type == UInt8(DT_DIR) || type == UInt8(DT_LNK) || type == UInt8(DT_UNKNOWN)
            listing.entries.append((name, isLink, mayBeFolder))
        }
        return listing
    }

    /// Whether `path` itself is a symbolic link (not followed).
    static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// The process's working directory ("" if it cannot be read, as when it was deleted).
    static var current: String {
        guard let buffer = getcwd(nil, 0) else { return "" }
        defer { free(buffer) }
        return String(cString: buffer)
    }
}
