/// Reads a JSON manifest (RFC 8259, strictly) into a positioned ``Document``.
///
/// Ours rather than Foundation's because a linter must point at the exact characters a finding
/// is about, and `JSONSerialization` forgets where every value came from. Strict because a
/// manifest that only some tools accept (comments, trailing commas) is a bug waiting in CI.
/// Held to JSONTestSuite by the tests.
package enum JSONParser {
    /// Parses the whole file. Never throws: a broken file gives the first error plus everything
    /// read before it, so the complete entries of a truncated manifest can still be linted.
    package static func parse(_ source: SourceFile) -> ParseResult {
        source.bytes.withUnsafeBufferPointer { bytes in
            // A file saved by a Windows editor may start with a byte order mark; it is not a value.
            let start = source.hasByteOrderMark ? 3 : 0
            if let error = TextEncoding.problem(in: bytes) {
                // Keep whatever is complete before the bad byte, then report the encoding.
                let invalid = max(error.offset, start)
                var reader = JSONReader(source: source, bytes: bytes, start: start, end: invalid)
                _ = try? reader.readDocument()
                return ParseResult(document: reader.builder.finish(closingOpenContainersAt: invalid), error: error)
            }
            var reader = JSONReader(source: source, bytes: bytes, start: start, end: bytes.count)
            do throws(ParseError) {
                try reader.readDocument()
                return ParseResult(document: reader.builder.finish(), error: nil)
            } catch {
                return ParseResult(
                    document: reader.builder.finish(closingOpenContainersAt: error.offset), error: error)
            }
        }
    }
}
