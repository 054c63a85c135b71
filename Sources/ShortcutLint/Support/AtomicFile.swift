#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Writing a whole file (a report, a baseline, a manifest `--fix` rewrote) without ever
/// changing more than its content.
///
/// - A regular file is replaced atomically: the bytes go to a temporary file beside it, which is
///   flushed, given the file's mode and owner, and renamed over it, so readers see the old
///   content or the new, never half a report.
/// - A symbolic link is followed: the file it points to is written and the link stays a link.
/// - A file with extended attributes (Finder tags and quarantine flags on macOS, `user.*` on
///   Linux) is written in place: a new file would not carry them. (An ACL on macOS is not among
///   the attributes `listxattr` lists: a file with only an ACL is replaced and loses it.)
/// - A file with several hard links, whose owner this user cannot give to a new file, or whose
///   folder this user may not add a file to, is written in place through its inode, so every
///   name keeps seeing one file, owned as before.
/// - A file the user cannot write, or whose mode grants writing to no one (0444), is refused,
///   even for root: a rename would replace it regardless of its permissions.
/// - For outputs (``writeOutput(_:to:)``), `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` and
///   `/proc/self/fd/N` name a descriptor this process already has: the bytes are written to it,
///   where it stands (`>> log` appends), never by opening or replacing the file behind it. A
///   manifest `--fix` rewrites is always the file itself, whatever path names it.
/// - A device or FIFO is written to as a stream.
/// - A new file gets the usual 0666 less the umask.
enum AtomicFile {
    struct Failure: Error {
        let path: String
        let reason: String

        var message: String { "cannot write '\(path)': \(reason)" }
    }

    /// Writes a new output (a report, a baseline, an extracted manifest): a path naming one of
    /// this process's descriptors is written through it, anything else as ``write(_:to:)`` does.
    static func writeOutput(_ bytes: [UInt8], to path: String) throws(Failure) {
        guard let descriptor = descriptor(named: path) else { return try write(bytes, to: path) }
        try fill(descriptor, with: bytes, path: path)
        // `3<>file` opens without truncating: cut what an older, longer content left after the
        // report, as `>` would have. An appending descriptor (`>> log`) keeps what it holds.
        if let status = FileStatus(descriptor: descriptor), status.kind == .regular, fcntl(descriptor, F_GETFL) & O_APPEND == 0 {
            let end = lseek(descriptor, 0, SEEK_CUR)
            if end >= 0 { _ = ftruncate(descriptor, end) }
        }
    }

    /// Replaces the content of the file at `path` (a manifest `--fix` rewrote, or an output
    /// file), keeping the file what it was: links, owner, mode, attributes.
    ///
    /// With `original` (what `--fix` read and fixed), the file is first read again: when it no
    /// longer holds those bytes (an edit appended while the run linted, an editor's save that
    /// renamed a new file over it, a deletion), it is not written, so that edit is not lost.
    static func write(_ bytes: [UInt8], to path: String, replacing original: [UInt8]? = nil) throws(Failure) {
        let target = try linkTarget(of: path)
        if let original {
            let current = try? FileIO.read(target)
            guard current == original else {
                throw Failure(path: path, reason: "it changed while it was being linted; not written (run --fix again)")
            }
        }
        guard let status = FileStatus(path: target) else {
            try replace(target, with: bytes, keeping: nil, shownAs: path)
            return
        }
        switch status.kind {
        case .regular: break
        case .directory: throw Failure(path: path, reason: "is a directory")
        default:
            try writeThrough(target, bytes, truncating: false, shownAs: path)
            return
        }
        // A file no one may write is read-only for root too, and says so for every user (before
        // the access check, which would only say "Permission denied" to anyone but root).
        guard status.mode & 0o222 != 0 else {
            let mode = String(status.mode, radix: 8)
            throw Failure(
                path: path,
                reason:
                    "the file is read-only (mode \(String(repeating: "0", count: max(0, 4 - mode.count)) + mode)); make it writable first")
        }
        guard access(target, W_OK) == 0 else { throw Failure(path: path, reason: FileIO.lastError()) }
        if status.links > 1 || hasExtendedAttributes(target) {
            try writeThrough(target, bytes, truncating: true, shownAs: path)
            return
        }
        try replace(target, with: bytes, keeping: status, shownAs: path)
    }

    /// Whether the file has extended attributes, which a replacing rename would drop. A SELinux
    /// label does not count: the policy gives the new file its label, as it gave the old one.
    static func hasExtendedAttributes(_ path: String) -> Bool {
        #if canImport(Darwin)
        return listxattr(path, nil, 0, 0) > 0
        #elseif canImport(Glibc) || canImport(Musl)
        // <sys/xattr.h> is not part of the Glibc module: look the C function up by name (a static
        // musl build has no dynamic symbols; there the check finds nothing).
        typealias ListAttributes = @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<CChar>?, Int) -> Int
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "listxattr") else { return false }
        let list = unsafeBitCast(symbol, to: ListAttributes.self)
        let size = list(path, nil, 0)
        guard size > 0 else { return false }
        var names = [CChar](repeating: 0, count: size)
        let count = names.withUnsafeMutableBufferPointer { list(path, $0.baseAddress, size) }
        guard count > 0 else { return true }
        return names[..<count].split(separator: 0).contains { name in
            String(decoding: name.map { UInt8(bitPattern: $0) }, as: UTF8.self) != "security.selinux"
        }
        #else
        return false
        #endif
    }

    /// The open descriptor a path stands for (`/dev/stdout` is 1), or nil for any other path.
    static func descriptor(named path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                let number = path.dropFirst(prefix.count)
                guard !number.isEmpty, number.allSatisfy(\.isASCII), let value = Int32(number) else { return nil }
                return value
            }
            return nil
        }
    }

    /// The file a symbolic link points to (links followed to the end), or `path` itself.
    private static func linkTarget(of path: String) throws(Failure) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
        guard let resolved = realpath(path, nil) else {
            throw Failure(path: path, reason: "it is a symbolic link to a file that does not exist (\(FileIO.lastError()))")
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Temporary file, flushed, then renamed over `path`. When the existing file's owner cannot
    /// be given to the temporary file, it is written in place instead.
    private static func replace(_ path: String, with bytes: [UInt8], keeping existing: FileStatus?, shownAs shown: String) throws(Failure) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { path[..<$0].isEmpty ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { throw Failure(path: shown, reason: "is a directory") }

        var template = Array("\(directory)/.\(name).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            // A writable file in a folder this user may not add files to: write it in place.
            if existing != nil, errno == EACCES || errno == EPERM || errno == EROFS {
                try writeThrough(path, bytes, truncating: true, shownAs: shown)
                return
            }
            throw Failure(path: shown, reason: FileIO.lastError())
        }
        let temporary = String(cString: template.map { UInt8(bitPattern: $0) })
        var open = true
        var ownerKept = true
        do throws(Failure) {
            try fill(descriptor, with: bytes, path: shown)
            guard fchmod(descriptor, existing?.mode ?? newFileMode()) == 0 else {
                throw Failure(path: shown, reason: FileIO.lastError())
            }
            if let existing, let mine = FileStatus(descriptor: descriptor), mine.owner != existing.owner || mine.group != existing.group {
                ownerKept = fchown(descriptor, existing.owner, existing.group) == 0
            }
            if ownerKept {
                guard fsync(descriptor) == 0 else { throw Failure(path: shown, reason: FileIO.lastError()) }
            }
            open = false
            guard close(descriptor) == 0 else { throw Failure(path: shown, reason: FileIO.lastError()) }
            if ownerKept {
                guard rename(temporary, path) == 0 else { throw Failure(path: shown, reason: FileIO.lastError()) }
            }
        } catch {
            if open { close(descriptor) }
            unlink(temporary)
            throw error
        }
        if !ownerKept {
            unlink(temporary)
            try writeThrough(path, bytes, truncating: true, shownAs: shown)
        }
    }

    /// Writes into the existing file (its inode, owner, mode and links stay), then cuts it to
    /// the new length and flushes it; a stream (device, FIFO) is just written to.
    private static func writeThrough(_ path: String, _ bytes: [UInt8], truncating: Bool, shownAs shown: String) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_NOCTTY)
        guard descriptor >= 0 else { throw Failure(path: shown, reason: FileIO.lastError()) }
        defer { close(descriptor) }
        try fill(descriptor, with: bytes, path: shown)
        if truncating {
            guard ftruncate(descriptor, off_t(bytes.count)) == 0, fsync(descriptor) == 0 else {
                throw Failure(path: shown, reason: FileIO.lastError())
            }
        }
    }

    private static func fill(_ descriptor: Int32, with bytes: [UInt8], path: String) throws(Failure) {
        var failure: Failure?
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glue.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = Failure(path: path, reason: FileIO.lastError())
                    return
                }
                offset += written
            }
        }
        if let failure { throw failure }
    }

    /// 0666 less the umask: what `open` with `O_CREAT` would give (`mkstemp` creates 0600).
    private static func newFileMode() -> mode_t {
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }
}
