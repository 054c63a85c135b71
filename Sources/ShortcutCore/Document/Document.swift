/// The kinds of value a manifest can hold; JSON's six, which YAML's core schema maps onto.
@usableFromInline
package enum NodeKind: UInt8, Sendable {
    case null, bool, number, string, array, object
}

/// A handle to one value in a ``Document``. Only meaningful for the document that made it.
package struct NodeID: Hashable, Sendable {
    @usableFromInline let index: Int32

    @inlinable init(_ index: Int) { self.index = Int32(truncatingIfNeeded: index) }
}

/// A parsed JSON or YAML file as one positioned tree: every value knows its byte range, so every
/// finding can point at the exact characters it is about.
///
/// The tree is stored flat, in pre-order, as fixed-size records (the layout simdjson calls a
/// tape): a container is followed by its descendants, and records where its subtree ends, so
/// walking children is a jump from one sibling to the next. Scalars do not own `String`s; their
/// text is a byte range, either into the source itself (the common case: no escapes) or into a
/// side buffer of decoded text. This keeps a million-entry manifest to a few compact arrays,
/// and the manifest decoder can compare field names as bytes without allocating.
///
/// JSON and YAML parsers build it through ``DocumentBuilder``; nothing downstream knows which
/// format a document came from.
package struct Document: Sendable {
    package let source: SourceFile
    @usableFromInline var records: [NodeRecord]
    @usableFromInline var decodedText: [UInt8]

    init(source: SourceFile, records: [NodeRecord], decodedText: [UInt8]) {
        self.source = source
        self.records = records
        self.decodedText = decodedText
    }

    /// The top-level value. A document always has one (an empty YAML stream holds a null).
    package var root: NodeID { NodeID(0) }

    /// How many values the tree holds (keys included): a measure for limits and benchmarks.
    package var nodeCount: Int { records.count }

    package func kind(_ node: NodeID) -> NodeKind { records[Int(node.index)].kind }

    /// The value's bytes in the source, quotes and brackets included.
    package func range(_ node: NodeID) -> ByteRange {
        let record = records[Int(node.index)]
        return ByteRange(start: Int(record.start), end: Int(record.end))
    }

    /// The value's lines and columns in the source.
    package func span(_ node: NodeID) -> SourceSpan { source.span(range(node)) }

    /// True for a YAML scalar written plain and untagged (`title: 2048`): its text stands for a
    /// string wherever the manifest expects one, so `2048` and `"2048"` mean the same title.
    package func isPlainScalar(_ node: NodeID) -> Bool {
        records[Int(node.index)].flags & NodeRecord.plainFlag != 0
    }

    /// True for a container whose closing bracket never came because the file is truncated or
    /// broken at that point; its members are what was read before the error.
    package func isIncomplete(_ node: NodeID) -> Bool {
        records[Int(node.index)].flags & NodeRecord.incompleteFlag != 0
    }

    // MARK: Scalars

    /// A scalar's text: a string's decoded value, a number's literal, `true`/`false` (or YAML's
    /// `True`…), `null` (or YAML's `~` or nothing). Empty for containers.
    package func text(_ node: NodeID) -> String {
        withText(node) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with a scalar's text as UTF-8 bytes, without allocating.
    package func withText<Result>(
        _ node: NodeID, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        let record = records[Int(node.index)]
        guard record.kind.isScalar else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        return try record.withText(source: source.bytes, decodedText: decodedText, body)
    }

    /// Whether a scalar's text is exactly `bytes` (used to match field names without a `String`).
    package func textEquals(_ node: NodeID, _ bytes: [UInt8]) -> Bool {
        let record = records[Int(node.index)]
        guard record.kind.isScalar, Int(record.b) == bytes.count else { return false }
        return withText(node) { text in
            bytes.withUnsafeBufferPointer { text.elementsEqual($0) }
        }
    }

    /// Where a scalar's text sits in the source when it is a verbatim copy of source bytes (no
    /// escapes, no line folding): byte `i` of the text is source byte `offset + i`. Lets a chord
    /// error point at the exact column inside a key string, and `--fix` replace exactly it. Nil
    /// for a YAML alias's copy: its text is the anchor's, somewhere else, and a fix there would
    /// change every use of the anchor.
    package func verbatimTextOffset(_ node: NodeID) -> Int? {
        let record = records[Int(node.index)]
        guard record.kind.isScalar, record.flags & (NodeRecord.decodedFlag | NodeRecord.aliasFlag) == 0 else { return nil }
        return Int(record.a)
    }

    /// A bool's value; nil for anything else.
    package func bool(_ node: NodeID) -> Bool? {
        let record = records[Int(node.index)]
        guard record.kind == .bool else { return nil }
        return record.flags & NodeRecord.trueFlag != 0
    }

    /// A number's value, for JSON literals and YAML core-schema numbers (`0x1F`, `0o17`,
    /// `.inf`, `-.Inf`, `.nan`); nil for anything else.
    package func number(_ node: NodeID) -> Double? {
        guard kind(node) == .number else { return nil }
        return NumberText.value(of: text(node))
    }

    // MARK: Containers

    /// How many elements an array holds, or members an object holds.
    package func count(_ node: NodeID) -> Int {
        let record = records[Int(node.index)]
        switch record.kind {
        case .array: return Int(record.a)
        case .object: return Int(record.a) / 2
        default: return 0
        }
    }

    /// An array's elements in order (empty for anything else).
    package func elements(_ node: NodeID) -> Children {
        let record = records[Int(node.index)]
        guard record.kind == .array else { return Children(records: records, first: 0, end: 0) }
        return Children(records: records, first: Int(node.index) + 1, end: Int(record.b))
    }

    /// An object's members in source order, as key and value (empty for anything else). Keys are
    /// string nodes with their own positions.
    package func members(_ node: NodeID) -> Members {
        let record = records[Int(node.index)]
        guard record.kind == .object else {
            return Members(children: Children(records: records, first: 0, end: 0))
        }
        return Members(children: Children(records: records, first: Int(node.index) + 1, end: Int(record.b)))
    }

    /// The first member value whose key is `name`, if any.
    package func member(_ node: NodeID, named name: String) -> NodeID? {
        let bytes = Array(name.utf8)
        for (key, value) in members(node) where textEquals(key, bytes) { return value }
        return nil
    }

    @inlinable func subtreeEnd(_ index: Int) -> Int {
        let record = records[index]
        return record.kind.isScalar ? index + 1 : Int(record.b)
    }

    /// Sibling values in order: each step jumps over the previous value's subtree. It holds
    /// only the record array, not the whole document: iterating an entry's members then costs
    /// one reference count, not one per array the document owns.
    package struct Children: Sequence, Sendable {
        let records: [NodeRecord]
        let first: Int
        let end: Int

        package func makeIterator() -> Iterator { Iterator(records: records, position: first, end: end) }

        package struct Iterator: IteratorProtocol, Sendable {
            let records: [NodeRecord]
            var position: Int
            let end: Int

            package mutating func next() -> NodeID? {
                guard position < end else { return nil }
                let current = position
                let record = records[current]
                position = record.kind.isScalar ? current + 1 : Int(record.b)
                return NodeID(current)
            }
        }
    }

    /// An object's members as (key, value) pairs.
    package struct Members: Sequence, Sendable {
        let children: Children

        package func makeIterator() -> Iterator { Iterator(children: children.makeIterator()) }

        package struct Iterator: IteratorProtocol, Sendable {
            var children: Children.Iterator

            package mutating func next() -> (key: NodeID, value: NodeID)? {
                guard let key = children.next(), let value = children.next() else { return nil }
                return (key, value)
            }
        }
    }
}

/// One value of the tree; 20 bytes.
@usableFromInline
struct NodeRecord: Sendable {
    @usableFromInline var kind: NodeKind
    @usableFromInline var flags: UInt8
    /// Byte range of the value in the source.
    @usableFromInline var start: UInt32
    @usableFromInline var end: UInt32
    /// Scalar: offset of its text (in the source, or in the decoded buffer). Container: number of
    /// children (keys and values both count for an object).
    @usableFromInline var a: UInt32
    /// Scalar: length of its text. Container: index just past its last descendant.
    @usableFromInline var b: UInt32

    /// Calls `body` with a scalar record's text, wherever it is stored.
    func withText<Result>(
        source: [UInt8], decodedText: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        let offset = Int(a)
        let count = Int(b)
        let buffer = flags & NodeRecord.decodedFlag != 0 ? decodedText : source
        return try buffer.withUnsafeBufferPointer {
            try body(UnsafeBufferPointer(rebasing: $0[offset..<offset + count]))
        }
    }

    static let decodedFlag: UInt8 = 1 << 0
    static let plainFlag: UInt8 = 1 << 1
    static let trueFlag: UInt8 = 1 << 2
    static let incompleteFlag: UInt8 = 1 << 3
    /// A copy made by a YAML alias: placed at the alias, its text elsewhere (the anchor's).
    static let aliasFlag: UInt8 = 1 << 4
}

extension NodeKind {
    @inlinable var isScalar: Bool { rawValue < NodeKind.array.rawValue }
}
