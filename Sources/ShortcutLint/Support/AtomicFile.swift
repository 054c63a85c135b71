#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Writing a whole file so that readers see the old content or the new, never a half-written
/// report: write a temporary file beside the target, flush it to disk, then rename it over the
/// target. An existing file keeps its permissions; a new one gets the usual 0666 less the umask.
enum AtomicFile {
    struct Failure: Error {
        let path: String
        let reason: String

        var message: String { "cannot write '\(path)': \(reason)" }
    }

    static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { path[..<$0].isEmpty ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { throw Failure(path: path, reason: "is a directory") }

        var template = Array("\(directory)/.\(name).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw Failure(path: path, reason: FileIO.lastError()) }
        let temporary = String(cString: template.map { UInt8(bitPattern: $0) })
        var open = true
        do throws(Failure) {
            try fill(descriptor, with: bytes, path: path)
            guard fchmod(descriptor, permissions(for: path)) == 0, fsync(descriptor) == 0 else {
                throw Failure(path: path, reason: FileIO.lastError())
            }
            open = false
            guard close(descriptor) == 0 else { throw Failure(path: path, reason: FileIO.lastError()) }
            guard rename(temporary, path) == 0 else { throw Failure(path: path, reason: FileIO.lastError()) }
        } catch {
            if open { close(descriptor) }
            unlink(temporary)
            throw error
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

    /// The target's current mode bits, or 0666 less the umask for a new file (what `open` with
    /// `O_CREAT` would give; `mkstemp` creates 0600).
    private static func permissions(for path: String) -> mode_t {
        var status = stat()
        if stat(path, &status) == 0 { return status.st_mode & 0o7777 }
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }
}
