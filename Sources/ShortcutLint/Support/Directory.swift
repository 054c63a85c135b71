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
    enum Kind {
        case file, directory
    }

    /// What `path` is (symbolic links followed), or nil when it cannot be stat'ed.
    static func kind(of path: String) -> Kind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return (status.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
    }

    /// The names in a directory, without `.` and `..`, in no particular order; nil when it
    /// cannot be opened.
    static func names(in path: String) -> [String]? {
        guard let stream = opendir(path) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { field in
                field.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: field.pointee)) {
                    String(cString: $0)
                }
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// The process's working directory ("" if it cannot be read, as when it was deleted).
    static var current: String {
        guard let buffer = getcwd(nil, 0) else { return "" }
        defer { free(buffer) }
        return String(cString: buffer)
    }
}
