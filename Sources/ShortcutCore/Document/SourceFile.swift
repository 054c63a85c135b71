#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of one manifest, with the index needed to turn byte offsets into lines and columns.
///
/// Everything downstream (parsers, findings, `--fix`) works on byte offsets into ``bytes``; the
/// line index is built once, in one pass, so a location costs a binary search plus a short scan
/// of its own line. A long line (minified JSON, generated code on one line) also gets its column
/// every ``columnCheckpointStride`` bytes, counted once here: without them every finding on it
/// would count the line from its start, and 60,000 findings on a 5 MB line took minutes.
public struct SourceFile: Sendable {
    /// The path as the user gave it (or the `--stdin-filename`); reports print it unchanged.
    public let path: String
    public let bytes: [UInt8]
    /// Byte offset of the first byte of each line. Line 1 starts at 0, or after a UTF-8 BOM.
    let lineStarts: [Int]
    /// For each line longer than ``columnCheckpointStride`` bytes (by its index in
    /// ``lineStarts``): element `k` is how many characters the line's first `(k + 1) * stride`
    /// bytes hold, so a column is found by scanning at most one stride.
    private let columnCheckpoints: [Int: [Int32]]

    /// How far apart the column checkpoints of a long line are, in bytes.
    static let columnCheckpointStride = 1024

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        let lineStarts = SourceFile.indexLines(bytes)
        self.lineStarts = lineStarts
        self.columnCheckpoints = SourceFile.columnCheckpoints(bytes, lineStarts: lineStarts)
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// True when the file starts with the UTF-8 byte order mark EF BB BF.
    var hasByteOrderMark: Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    /// True when the file holds nothing but spaces, tabs and line breaks (after a byte order
    /// mark, if any): an empty manifest, whatever its format.
    var isBlank: Bool {
        bytes.dropFirst(hasByteOrderMark ? 3 : 0).allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }

    /// The line and column of a byte offset (clamped to the file).
    func location(of offset: Int) -> SourceLocation {
        let offset = min(max(offset, 0), bytes.count)
        // Last line start <= offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        let lineStart = lineStarts[low]
        var column = 1
        var index = lineStart
        let stride = Self.columnCheckpointStride
        if offset - lineStart >= stride, let checkpoints = columnCheckpoints[low] {
            let passed = min((offset - lineStart) / stride, checkpoints.count)
            column += Int(checkpoints[passed - 1])
            index += passed * stride
        }
        while index < offset {
            // Count every byte that starts a scalar: anything but a UTF-8 continuation byte.
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(line: low + 1, column: column)
    }

    /// The span covering a byte range.
    func span(_ range: ByteRange) -> SourceSpan {
        SourceSpan(start: location(of: range.start), end: location(of: range.end))
    }

    /// The bytes of one line, without its line break (for SARIF fingerprints and text excerpts).
    func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
        guard line >= 1, line <= lineStarts.count else { return [] }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return bytes[start..<end]
    }

    /// The column checkpoints of every line longer than one stride, counted in one pass over it.
    private static func columnCheckpoints(_ bytes: [UInt8], lineStarts: [Int]) -> [Int: [Int32]] {
        let stride = columnCheckpointStride
        var result: [Int: [Int32]] = [:]
        for line in lineStarts.indices {
            let start = lineStarts[line]
            let end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
            guard end - start > stride else { continue }
            var checkpoints: [Int32] = []
            checkpoints.reserveCapacity((end - start) / stride)
            var characters: Int32 = 0
            bytes.withUnsafeBufferPointer { buffer in
                var chunk = start
                while chunk + stride <= end {
                    for index in chunk..<(chunk + stride) where buffer[index] & 0xC0 != 0x80 { characters += 1 }
                    checkpoints.append(characters)
                    chunk += stride
                }
            }
            result[line] = checkpoints
        }
        return result
    }

    /// LF, CRLF and a lone CR each end a line (YAML counts all three; JSON only ever sees them as
    /// whitespace, where counting them the same way is harmless).
    ///
    /// Most files have no CR at all: then the line starts are found with `memchr`, which the C
    /// library vectorises (a fraction of an instruction per byte, against ten for a byte loop).
    private static func indexLines(_ bytes: [UInt8]) -> [Int] {
        var starts = [Int]()
        starts.reserveCapacity(bytes.count / 32 + 1)
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        starts.append(hasBOM ? 3 : 0)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let count = buffer.count
            if memchr(base, 0x0D, count) == nil {
                var index = 0
                while index < count, let found = memchr(base + index, 0x0A, count - index) {
                    index = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                    starts.append(index)
                }
                return
            }
            var index = 0
            while index < count {
                let byte = buffer[index]
                if byte == 0x0A {
                    starts.append(index + 1)
                } else if byte == 0x0D {
                    if index + 1 < count, buffer[index + 1] == 0x0A { index += 1 }
                    starts.append(index + 1)
                }
                index += 1
            }
        }
        return starts
    }
}
