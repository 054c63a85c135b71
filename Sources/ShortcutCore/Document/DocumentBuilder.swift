/// Builds a ``Document`` in pre-order, the order in which a recursive-descent or event-driven
/// parser meets values. The builder keeps the stack of open containers and counts their
/// children, so a parser only says where each value starts and ends.
///
/// For an object, add the key (a string scalar) and then its value, member after member.
package struct DocumentBuilder {
    package let source: SourceFile
    var records: [NodeRecord] = []
    var decodedText: [UInt8] = []
    /// Indices of the containers still open, innermost last.
    var open: [Int] = []

    package init(source: SourceFile, expectedNodes: Int = 0) {
        precondition(source.bytes.count < Int(UInt32.max), "sources are limited to 4 GiB")
        self.source = source
        records.reserveCapacity(expectedNodes)
    }

    /// How many values have been added so far (alias expansion caps use it).
    package var nodeCount: Int { records.count }

    /// How deep the builder is in containers right now.
    package var depth: Int { open.count }

    /// Opens an array or object whose first byte is at `start`; returns its index.
    @discardableResult
    package mutating func beginContainer(_ kind: NodeKind, start: Int) -> Int {
        precondition(kind == .array || kind == .object)
        countChild()
        let index = records.count
        records.append(
            NodeRecord(
                kind: kind, flags: 0, start: UInt32(start), end: UInt32(start), a: 0, b: 0))
        open.append(index)
        return index
    }

    /// Closes the innermost open container; `end` is the offset just past its last byte.
    package mutating func endContainer(end: Int) {
        let index = open.removeLast()
        records[index].end = UInt32(end)
        records[index].b = UInt32(records.count)
    }

    /// Adds a scalar whose text is a verbatim slice of the source (`text` is a byte range of the
    /// source), such as an unescaped JSON string or a number literal.
    package mutating func addScalar(
        _ kind: NodeKind, range: ByteRange, sourceText text: ByteRange,
        plain: Bool = false, boolValue: Bool = false
    ) {
        countChild()
        records.append(
            NodeRecord(
                kind: kind, flags: Self.flags(plain: plain, boolValue: boolValue, decoded: false),
                start: UInt32(range.start), end: UInt32(range.end),
                a: UInt32(text.start), b: UInt32(text.count)))
    }

    /// Adds a scalar whose text differs from its source bytes (escapes, folded lines); the text
    /// is copied into the document's side buffer.
    package mutating func addScalar<Text: Collection>(
        _ kind: NodeKind, range: ByteRange, decodedText text: Text,
        plain: Bool = false, boolValue: Bool = false
    ) where Text.Element == UInt8 {
        countChild()
        let offset = decodedText.count
        decodedText.append(contentsOf: text)
        records.append(
            NodeRecord(
                kind: kind, flags: Self.flags(plain: plain, boolValue: boolValue, decoded: true),
                start: UInt32(range.start), end: UInt32(range.end),
                a: UInt32(offset), b: UInt32(decodedText.count - offset)))
    }

    /// Appends a copy of an already complete value (a YAML alias expands to a copy of its
    /// anchor's node). Every node of the copy is placed at `range`, the alias, so what is found
    /// in it points where the reader sees it used; the texts stay the anchor's. Returns how many
    /// records were copied, for expansion limits.
    @discardableResult
    package mutating func appendCopy(ofNodeAt index: Int, at range: ByteRange) -> Int {
        countChild()
        let first = index
        let end = records[index].kind.isScalar ? index + 1 : Int(records[index].b)
        let shift = records.count - first
        // No `reserveCapacity` here: it grows to exactly the size asked, so reserving before
        // every copy moved the whole tree each time, and 900 aliases of a 1,000-node list took
        // 12 s instead of milliseconds. `append` grows the storage geometrically.
        for source in first..<end {
            var copy = records[source]
            if !copy.kind.isScalar { copy.b = UInt32(Int(copy.b) + shift) }
            copy.start = UInt32(range.start)
            copy.end = UInt32(range.end)
            copy.flags |= NodeRecord.aliasFlag
            records.append(copy)
        }
        return end - first
    }

    /// Adds a string scalar that shares the text of an earlier scalar (a YAML alias used as a
    /// mapping key: keys are strings, whatever the anchored scalar resolved to).
    package mutating func addString(range: ByteRange, sharingTextOfNodeAt index: Int) {
        let original = records[index]
        precondition(original.kind.isScalar)
        countChild()
        records.append(
            NodeRecord(
                kind: .string, flags: (original.flags & NodeRecord.decodedFlag) | NodeRecord.aliasFlag,
                start: UInt32(range.start), end: UInt32(range.end), a: original.a, b: original.b))
    }

    /// The kind of a value already added (a YAML alias key must refer to a scalar).
    package func kind(ofNodeAt index: Int) -> NodeKind { records[index].kind }

    /// The index the next added value will get (a YAML anchor remembers it).
    package var nextIndex: Int { records.count }

    /// Whether the value at `index` is finished (an alias must not refer to a node still open).
    package func isComplete(nodeAt index: Int) -> Bool {
        records[index].kind.isScalar || !open.contains(index)
    }

    /// The finished tree. Any container still open is closed at `end` and marked incomplete, so
    /// a parser that stops at an error can still hand over everything it read before it.
    package consuming func finish(closingOpenContainersAt end: Int? = nil) -> Document {
        let closeAt = end ?? source.bytes.count
        while let index = open.popLast() {
            // An object cut between a key and its value keeps the key as its last record; drop
            // it so members stay in pairs. (Inner containers are already closed, so the key is
            // the very last record.)
            if records[index].kind == .object, records[index].a % 2 == 1 {
                records[index].a -= 1
                records.removeLast()
            }
            // An error found before a container's first byte (a YAML mapping opens at its first
            // key, after the key's tag was read) must not make it end before it starts.
            records[index].end = max(UInt32(closeAt), records[index].start)
            records[index].b = UInt32(records.count)
            records[index].flags |= NodeRecord.incompleteFlag
        }
        if records.isEmpty {
            // An empty document is a null at its start; one cut off by an error before its
            // first value is incomplete, so readers say nothing about what it lacks.
            let flags = end == nil ? 0 : NodeRecord.incompleteFlag
            records.append(NodeRecord(kind: .null, flags: flags, start: 0, end: 0, a: 0, b: 0))
        }
        return Document(source: source, records: records, decodedText: decodedText)
    }

    private mutating func countChild() {
        if let parent = open.last { records[parent].a += 1 }
    }

    private static func flags(plain: Bool, boolValue: Bool, decoded: Bool) -> UInt8 {
        (plain ? NodeRecord.plainFlag : 0) | (boolValue ? NodeRecord.trueFlag : 0)
            | (decoded ? NodeRecord.decodedFlag : 0)
    }
}
