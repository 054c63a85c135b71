/// One parse of a YAML stream: a cursor over the bytes plus the builder of the current document.
///
/// Block collections are found by indentation, flow collections by their brackets, and scalars
/// are scanned straight from the bytes, so the common manifest line (`    title: New Note`)
/// costs one pass over its bytes and two records. Open collections live on a frame stack
/// (``YAMLFrame``) rather than the call stack. Its methods live in extensions, one file per part
/// of the grammar.
struct YAMLStreamParser {
    let source: SourceFile
    let bytes: UnsafeBufferPointer<UInt8>
    let end: Int
    let maximumDocuments: Int

    /// The next byte to read, and the start of its line (columns and indentation count from it).
    var pos: Int
    var lineStart: Int

    /// The next content line, once ``skipToContent()`` found it: where its content starts, its
    /// indentation in spaces, whether a tab came before the content, and how many line breaks and
    /// whether a comment line were passed on the way (plain scalars fold across the first and
    /// stop at the second).
    var contentPos = -1
    var contentIndent = 0
    var contentTabbed = false
    var breaksBeforeContent = 0
    var commentBeforeContent = false

    var builder: DocumentBuilder
    var documents: [Document] = []
    var inDocument = false
    /// Decoded text of the scalar being read (escapes, folded lines, block scalars).
    var scratch: [UInt8] = []
    /// Record index of each anchor's node in the current document.
    var anchors: [String: Int] = [:]
    /// Records added by alias expansion in the current document (capped).
    var aliasExpansion = 0
    /// `%TAG` handles declared for the current document.
    var tagHandles: [String: String] = [:]
    /// The collections being parsed, innermost last.
    var frames: [YAMLFrame] = []
    /// Where the last value read ends: a block collection ends where its last value does.
    var lastNodeEnd = 0
    /// How many spaces a line inside the current flow collection needs (more than the block
    /// collection around it).
    var flowMinimumIndent = 0

    init(source: SourceFile, bytes: UnsafeBufferPointer<UInt8>, maximumDocuments: Int) {
        self.source = source
        self.bytes = bytes
        self.end = bytes.count
        self.maximumDocuments = maximumDocuments
        let start = source.hasByteOrderMark ? 3 : 0
        self.pos = start
        self.lineStart = start
        // A manifest holds about one value per ten bytes; reserving avoids regrowing the tape.
        self.builder = DocumentBuilder(source: source, expectedNodes: bytes.count / 10)
    }

    // MARK: Documents

    mutating func parseStream() throws(ParseError) {
        // Directives and bare documents may only come first or after a '...' marker.
        var betweenDocuments = true
        var directives = YAMLDirectives()
        while true {
            skipToContent()
            guard pos < end else {
                if let directive = directives.first {
                    throw syntaxError(.yamlDirectiveNeedsDocument(), at: directive)
                }
                return
            }
            if betweenDocuments, pos == lineStart, bytes[pos] == YAMLByte.percent {
                try parseDirective(into: &directives)
                continue
            }
            if atDocumentMarker(YAMLByte.dot) {
                // A document end marker with no document before it.
                if let directive = directives.first {
                    throw syntaxError(.yamlDirectiveNeedsDocument(), at: directive)
                }
                pos += 3
                try endOfNodeLine()
                betweenDocuments = true
                continue
            }
            let explicitStart = atDocumentMarker(YAMLByte.dash)
            if !explicitStart, let directive = directives.first {
                throw syntaxError(.yamlDirectiveNeedsDocument(), at: directive)
            }
            try beginDocument(directives: directives)
            directives = YAMLDirectives()
            if explicitStart {
                pos += 3
                try parseBlockNode(parent: -1, position: .document, role: .value)
            } else {
                try parseBlockContent(
                    column: contentIndent, parent: -1, outer: YAMLNodeProperties(), compact: true,
                    tabbed: contentTabbed, position: .document, role: .value)
            }
            try parseOpenCollections()
            try endOfNodeLine()
            skipToContent()
            finishDocument()
            if pos >= end { return }
            if atDocumentMarker(YAMLByte.dot) {
                pos += 3
                try endOfNodeLine()
                betweenDocuments = true
            } else if atDocumentMarker(YAMLByte.dash) {
                betweenDocuments = false
            } else {
                throw syntaxError(
                    .yamlContentAfterValue(found: describeByte(at: pos)),
                    at: pos)
            }
        }
    }

    private mutating func beginDocument(directives: YAMLDirectives) throws(ParseError) {
        if documents.count >= maximumDocuments {
            let line = source.location(of: pos).line
            throw syntaxError(.yamlSecondDocument(line: .number(line)), at: pos)
        }
        inDocument = true
        tagHandles = directives.tagHandles
        anchors.removeAll(keepingCapacity: true)
        aliasExpansion = 0
        frames.removeAll(keepingCapacity: true)
    }

    private mutating func finishDocument() {
        let finished = builder
        builder = DocumentBuilder(source: source)
        documents.append(finished.finish())
        inDocument = false
    }

    /// Keeps what was read of the document in which an error was found.
    mutating func abandonDocument(at offset: Int) {
        guard inDocument else { return }
        let partial = builder
        builder = DocumentBuilder(source: source)
        documents.append(partial.finish(closingOpenContainersAt: offset))
        inDocument = false
    }
}
