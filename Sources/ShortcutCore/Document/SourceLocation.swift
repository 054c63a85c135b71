/// A human position in a source file, as editors and compilers print it.
///
/// Both numbers are 1-based. `column` counts Unicode scalars from the start of the line (a byte
/// order mark at the start of the file is not counted), so `é` or `⌘` is one column whatever its
/// UTF-8 length. SARIF calls this `unicodeCodePoints`.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A half-open range of byte offsets into a source file.
///
/// Parsers and the positioned tree record only byte offsets (cheap to store, exact for `--fix`);
/// ``SourceFile/span(_:)`` turns them into lines and columns when a finding needs them.
public struct ByteRange: Hashable, Sendable {
    public var start: Int
    public var end: Int

    public init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    init(at offset: Int) {
        self.init(start: offset, end: offset)
    }

    var count: Int { end - start }
}

/// Where a finding points: start and end (the end is exclusive: the column after the last
/// character, as SARIF and LSP expect).
public struct SourceSpan: Hashable, Sendable {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// The span of a whole file that could not be read at all.
    static let fileStart = SourceSpan(
        start: SourceLocation(line: 1, column: 1), end: SourceLocation(line: 1, column: 1))
}
