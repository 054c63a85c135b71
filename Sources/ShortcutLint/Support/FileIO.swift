#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reading and writing whole files with POSIX calls: one `read` loop into a byte array, and
/// errors that say what the system said ("Permission denied"), for the one-line messages a
/// missing or unreadable file deserves.
enum FileIO {
    struct Failure: Error {
        let path: String
        let reason: String

        var message: String { "cannot read '\(path)': \(reason)" }
    }

    /// The largest manifest read (positions are 32-bit offsets).
    static let maximumSize = 2_000_000_000

    /// A regular file's bytes. Anything else (a FIFO, a device) is refused without blocking:
    /// the file is opened non-blocking and checked before a byte is read. With `allowingStream`,
    /// a FIFO named on the command line is read to its end, as standard input is.
    static func read(_ path: String, allowingStream: Bool = false) throws(Failure) -> [UInt8] {
        // C would read the path only up to the NUL: another file than the one named.
        guard !path.utf8.contains(0) else { throw Failure(path: path, reason: "the path contains a NUL character") }
        let descriptor = open(path, O_RDONLY | O_NOCTTY | (allowingStream ? 0 : O_NONBLOCK))
        guard descriptor >= 0 else { throw Failure(path: path, reason: lastError()) }
        defer { close(descriptor) }
        guard let status = FileStatus(descriptor: descriptor) else { throw Failure(path: path, reason: lastError()) }
        switch status.kind {
        case .regular: break
        case .fifo where allowingStream: return try readAll(descriptor, path: path, expected: 0)
        case .directory: throw Failure(path: path, reason: "is a directory")
        default: throw Failure(path: path, reason: "it is \(status.kind.description), not a regular file")
        }
        let expected = Int(status.size)
        guard expected <= maximumSize else { throw Failure(path: path, reason: "larger than 2 GB") }
        return try readAll(descriptor, path: path, expected: expected)
    }

    /// Everything on standard input.
    static func readStandardInput() throws(Failure) -> [UInt8] {
        try readAll(0, path: "<stdin>", expected: 0)
    }

    /// Reads to end-of-file. The first read goes into uninitialised memory one byte larger than
    /// the size `fstat` reported, so a regular file is read with no zero-filling and no
    /// growth; standard input, or a file that grows while read, continues in chunks.
    private static func readAll(_ descriptor: Int32, path: String, expected: Int) throws(Failure) -> [UInt8] {
        var failure: Failure?
        var atEnd = false
        var bytes = [UInt8](unsafeUninitializedCapacity: max(expected + 1, 64 * 1024)) { buffer, initialized in
            initialized = 0
            do throws(Failure) {
                atEnd = try fill(buffer, from: descriptor, count: &initialized, path: path)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        var chunk = [UInt8](repeating: 0, count: atEnd ? 0 : 1 << 20)
        while !atEnd {
            var got = 0
            atEnd = try chunk.withUnsafeMutableBufferPointer { buffer throws(Failure) in
                try fill(buffer, from: descriptor, count: &got, path: path)
            }
            bytes.append(contentsOf: chunk[..<got])
            if bytes.count > maximumSize { throw Failure(path: path, reason: "larger than 2 GB") }
        }
        return bytes
    }

    /// Reads into `buffer` from `count` on until it is full (false) or the input ends (true).
    private static func fill(
        _ buffer: UnsafeMutableBufferPointer<UInt8>, from descriptor: Int32, count: inout Int, path: String
    ) throws(Failure) -> Bool {
        while count < buffer.count {
            let got = Glue.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            if got < 0 {
                if errno == EINTR { continue }
                throw Failure(path: path, reason: lastError())
            }
            if got == 0 { return true }
            count += got
            if count > maximumSize { throw Failure(path: path, reason: "larger than 2 GB") }
        }
        return false
    }

    static func lastError() -> String { String(cString: strerror(errno)) }
}

/// The C library calls whose names Swift types here also use.
enum Glue {
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
        cRead(descriptor, buffer, count)
    }

    static func write(_ descriptor: Int32, _ buffer: UnsafePointer<UInt8>, _ count: Int) -> Int {
        cWrite(descriptor, buffer, count)
    }
}

private func cRead(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func cWrite(_ descriptor: Int32, _ buffer: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
