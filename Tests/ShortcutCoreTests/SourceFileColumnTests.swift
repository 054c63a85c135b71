import Foundation
import Testing

@testable import ShortcutCore

/// Columns on long lines: minified JSON and generated code put every entry on one line, and each
/// finding there needs its column (issue 20, row 6).
@Suite struct SourceFileColumnTests {
    /// A line of `count` repetitions of `piece`, between two short lines.
    static func file(_ piece: String, count: Int) -> SourceFile {
        SourceFile(path: "long.json", text: "[\n" + String(repeating: piece, count: count) + "\n]\n")
    }

    /// The column a byte offset has, counted the slow way: characters from the line's start.
    static func countedColumn(_ source: SourceFile, _ offset: Int) -> Int {
        let lineStart = source.bytes[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        return 1 + source.bytes[lineStart..<offset].filter { $0 & 0xC0 != 0x80 }.count
    }

    @Test func columnsOnALongLineWithWideCharactersCountCharactersNotBytes() {
        let source = Self.file("\"⌘é\",", count: 2_000)
        let stride = SourceFile.columnCheckpointStride
        let offsets =
            [2, 3, 4, stride - 1, stride, stride + 1, stride + 2, 3 * stride + 1, source.bytes.count - 3]
            + Array(Swift.stride(from: 2, to: source.bytes.count - 2, by: 997))
        for offset in offsets {
            #expect(source.location(of: offset) == SourceLocation(line: 2, column: Self.countedColumn(source, offset)), "offset \(offset)")
        }
        #expect(source.location(of: source.bytes.count - 2) == SourceLocation(line: 3, column: 1))
    }

    /// 2,000 findings on a 2 MB line: each used to count the line from its start (a billion bytes
    /// in all); now each scans at most one checkpoint stride.
    @Test func manyLocationsOnOneLongLineCostLittleEach() {
        let source = Self.file("{\"key\":\"Command-N\"},", count: 100_000)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for offset in Swift.stride(from: 2, to: source.bytes.count - 2, by: source.bytes.count / 2_000) {
                _ = source.location(of: offset)
            }
        }
        #expect(elapsed < .seconds(2))
    }
}
