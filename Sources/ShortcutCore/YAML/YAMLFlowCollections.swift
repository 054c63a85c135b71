/// A node read inside a flow collection, before the parser knows whether a `:` makes it a key.
enum YAMLFlowNode {
    case token(YAMLToken, YAMLNodeProperties)
    /// Nothing before `,`, `:` or the closing bracket (possibly with properties).
    case empty(at: Int, YAMLNodeProperties)
    /// A nested collection, already added to the tree.
    case collection(start: Int)

    var isQuoted: Bool {
        if case .token(let token, _) = self { return token.isQuoted }
        return false
    }

    var isMultiLine: Bool {
        if case .token(let token, _) = self { return token.isMultiLine }
        return false
    }
}

/// Flow collections: `[a, b]` and `{a: 1, b}`, nested in each other and in blocks, spread over
/// lines as the writer likes (each line indented past the block around it). Each step reads one
/// entry; a nested collection is pushed on the frame stack and read by steps of its own.
extension YAMLStreamParser {
    /// Opens the flow collection at `pos`, inside a block collection at column
    /// `enclosingBlockIndent`: the collection's lines must be indented more.
    mutating func openFlowCollection(properties: YAMLNodeProperties, enclosingBlockIndent: Int) throws(ParseError) {
        let enclosingFlowIndent = flowMinimumIndent
        flowMinimumIndent = enclosingBlockIndent + 1
        try openFlowCollection(properties: properties)
        frames[frames.count - 1].enclosingFlowIndent = enclosingFlowIndent
    }

    private mutating func openFlowCollection(properties: YAMLNodeProperties) throws(ParseError) {
        let isSequence = bytes[pos] == YAMLByte.openBracket
        try beginCollection(isSequence ? .array : .object, properties: properties, start: pos)
        frames.append(YAMLFrame(kind: isSequence ? .flowSequence : .flowMapping, step: .first, start: pos))
        pos += 1
    }

    /// Closes the innermost flow collection at its closing bracket (at `pos`).
    private mutating func closeFlowCollection(_ frame: YAMLFrame) throws(ParseError) {
        pos += 1
        frames.removeLast()
        builder.endContainer(end: pos)
        lastNodeEnd = pos
        if let enclosing = frame.enclosingFlowIndent {
            flowMinimumIndent = enclosing
            // Back in a block, where a ':' after the collection would make it a mapping key.
            skipInlineSpace()
            if pos < end && bytes[pos] == YAMLByte.colon {
                throw unsupportedError(.yamlFeatureCollectionKey(), at: frame.start)
            }
        }
    }

    mutating func stepFlowSequence(_ frame: YAMLFrame) throws(ParseError) {
        if case .afterCollection(let start) = frame.step {
            try skipFlowSpace()
            if pos < end && bytes[pos] == YAMLByte.colon {
                throw unsupportedError(.yamlFeatureCollectionKey(), at: start)
            }
        }
        guard try advanceToFlowEntry(frame, closing: YAMLByte.closeBracket) else { return }
        try parseFlowSequenceEntry()
    }

    mutating func stepFlowMapping(_ frame: YAMLFrame) throws(ParseError) {
        guard try advanceToFlowEntry(frame, closing: YAMLByte.closeBrace) else { return }
        if bytes[pos] == YAMLByte.question && isBlankOrFlowIndicator(at: pos + 1) {
            pos += 1
            try skipFlowSpace()
        }
        let key = try scanFlowNode()
        try commitFlowKey(key)
        try skipFlowSpace()
        if atFlowValueIndicator(afterQuoted: key.isQuoted) {
            pos += 1
            try parseFlowValue(colonEnd: pos)
        } else {
            // `{a, b: 1}`: a key with no value.
            try commitEmpty(at: lastNodeEnd, properties: YAMLNodeProperties(), asKey: false)
        }
    }

    /// A single-pair mapping in a flow sequence closes once its value is read.
    mutating func stepFlowPair() throws(ParseError) {
        frames.removeLast()
        builder.endContainer(end: lastNodeEnd)
    }

    /// Moves past the `,` after the previous entry (if any) to the next entry, and returns
    /// true; or closes the collection at its bracket and returns false.
    private mutating func advanceToFlowEntry(_ frame: YAMLFrame, closing: UInt8) throws(ParseError) -> Bool {
        let kind = MessageArgument.message(frame.kind == .flowSequence ? .yamlWordSequence() : .yamlWordMapping())
        if frame.step != .first {
            try skipFlowSpace()
            guard pos < end else { throw unclosedError(frame) }
            if bytes[pos] == YAMLByte.comma {
                pos += 1
            } else if bytes[pos] != closing {
                let expected = MessageArgument.message(.yamlCommaOr(closing: .text(String(Character(Unicode.Scalar(closing))))))
                throw syntaxError(.yamlFlowExpected(expected: expected, kind: kind, found: describeByte(at: pos)), at: pos)
            }
        }
        try skipFlowSpace()
        guard pos < end else { throw unclosedError(frame) }
        if bytes[pos] == closing {
            try closeFlowCollection(frame)
            return false
        }
        if bytes[pos] == YAMLByte.comma {
            throw syntaxError(.yamlFlowMissingEntry(kind: kind), at: pos)
        }
        setStep(.next)
        return true
    }

    private func unclosedError(_ frame: YAMLFrame) -> ParseError {
        frame.kind == .flowSequence
            ? syntaxError(.yamlUnclosedFlowSequence(), at: frame.start)
            : syntaxError(.yamlUnclosedFlowMapping(), at: frame.start)
    }

    /// An entry of a flow sequence: a node, or a single-pair mapping (`[a: 1]`, `[? a : 1]`).
    private mutating func parseFlowSequenceEntry() throws(ParseError) {
        let frameIndex = frames.count - 1
        let entryStart = pos
        let entryLine = lineStart
        let explicit = bytes[pos] == YAMLByte.question && isBlankOrFlowIndicator(at: pos + 1)
        if explicit {
            pos += 1
            try skipFlowSpace()
        }
        let node = try scanFlowNode()
        if case .collection(let start) = node {
            if explicit { throw unsupportedError(.yamlFeatureCollectionKey(), at: start) }
            frames[frameIndex].step = .afterCollection(start: start)
            return
        }
        try skipFlowSpace()
        let isPair = atFlowValueIndicator(afterQuoted: node.isQuoted)
        guard explicit || isPair else {
            try commitFlowValue(node)
            return
        }
        if !explicit && (lineStart != entryLine || node.isMultiLine) {
            throw syntaxError(.yamlImplicitKeyOneLine(), at: entryStart)
        }
        try beginCollection(.object, properties: YAMLNodeProperties(), start: entryStart)
        try commitFlowKey(node)
        frames.append(YAMLFrame(kind: .flowPair, step: .next))
        if isPair {
            pos += 1
            try parseFlowValue(colonEnd: pos)
        } else {
            try commitEmpty(at: lastNodeEnd, properties: YAMLNodeProperties(), asKey: false)
        }
    }

    /// The value after a `:`; empty when a `,`, a closing bracket or the end of the file follows
    /// (the key always gets a value, so a truncated `[a:` still leaves its members in pairs).
    private mutating func parseFlowValue(colonEnd: Int) throws(ParseError) {
        try skipFlowSpace()
        guard pos < end else {
            try commitEmpty(at: colonEnd, properties: YAMLNodeProperties(), asKey: false)
            return
        }
        let byte = bytes[pos]
        if byte == YAMLByte.comma || byte == YAMLByte.closeBracket || byte == YAMLByte.closeBrace {
            try commitEmpty(at: colonEnd, properties: YAMLNodeProperties(), asKey: false)
            return
        }
        try commitFlowValue(scanFlowNode())
    }

    /// Reads one node with its properties. A nested collection is opened (pushed on the frame
    /// stack); scalars and aliases wait for the caller to know whether they are keys.
    private mutating func scanFlowNode() throws(ParseError) -> YAMLFlowNode {
        var properties = YAMLNodeProperties()
        if pos < end && (bytes[pos] == YAMLByte.ampersand || bytes[pos] == YAMLByte.exclamation) {
            try parseProperties(&properties, inFlow: true)
        }
        guard pos < end else { return .empty(at: pos, properties) }
        let start = pos
        switch bytes[pos] {
        case YAMLByte.openBracket, YAMLByte.openBrace:
            try openFlowCollection(properties: properties)
            return .collection(start: start)
        case YAMLByte.asterisk:
            let name = try scanAnchorName()
            return .token(.alias(name: name, range: ByteRange(start: start, end: pos)), properties)
        case YAMLByte.doubleQuote:
            return .token(try scanDoubleQuoted(minimumIndent: flowMinimumIndent), properties)
        case YAMLByte.singleQuote:
            return .token(try scanSingleQuoted(minimumIndent: flowMinimumIndent), properties)
        case YAMLByte.comma, YAMLByte.closeBracket, YAMLByte.closeBrace:
            return .empty(at: properties.isEmpty ? pos : properties.end, properties)
        case YAMLByte.colon where isBlankOrFlowIndicator(at: pos + 1):
            return .empty(at: pos, properties)
        default:
            guard canStartPlainScalar(inFlow: true) else {
                switch bytes[pos] {
                case YAMLByte.dash, YAMLByte.question:
                    throw syntaxError(
                        .yamlBlockInFlow(found: describeByte(at: pos)), at: pos)
                case YAMLByte.pipe, YAMLByte.greaterThan:
                    throw syntaxError(.yamlBlockScalarInFlow(), at: pos)
                case YAMLByte.hash:
                    throw syntaxError(.yamlCommentSpaceFlow(), at: pos)
                default:
                    throw cannotStartValueError()
                }
            }
            return .token(try scanPlainScalar(parent: flowMinimumIndent - 1, inFlow: true), properties)
        }
    }

    private mutating func commitFlowValue(_ node: YAMLFlowNode) throws(ParseError) {
        switch node {
        case .token(let token, let properties): try commit(token, properties: properties, asKey: false)
        case .empty(let offset, let properties): try commitEmpty(at: offset, properties: properties, asKey: false)
        case .collection: break
        }
    }

    private mutating func commitFlowKey(_ node: YAMLFlowNode) throws(ParseError) {
        switch node {
        case .token(let token, let properties): try commit(token, properties: properties, asKey: true)
        case .empty(let offset, let properties): try commitEmpty(at: offset, properties: properties, asKey: true)
        case .collection(let start): throw unsupportedError(.yamlFeatureCollectionKey(), at: start)
        }
    }

    /// A `:` that separates a key from its value: followed by a blank or flow indicator, or
    /// right after a quoted key (`{"a":1}`).
    @inline(__always) private func atFlowValueIndicator(afterQuoted: Bool) -> Bool {
        pos < end && bytes[pos] == YAMLByte.colon && (afterQuoted || isBlankOrFlowIndicator(at: pos + 1))
    }

    /// Skips whitespace, comments and line breaks inside a flow collection; each new line must
    /// be indented past the enclosing block and may not be a document marker.
    mutating func skipFlowSpace() throws(ParseError) {
        while pos < end {
            let byte = bytes[pos]
            if byte == YAMLByte.space || byte == YAMLByte.tab {
                pos += 1
            } else if byte == YAMLByte.hash {
                // A '#' glued to a value is not a comment; the caller reports it.
                guard pos == lineStart || YAMLByte.isSpaceOrTab(bytes[pos - 1]) else { return }
                skipComment()
            } else if YAMLByte.isBreak(byte) {
                skipToContent()
                guard pos < end else { return }
                if atAnyDocumentMarker() {
                    throw syntaxError(.yamlMarkerInFlow(), at: pos)
                }
                if contentIndent < flowMinimumIndent {
                    throw syntaxError(
                        .yamlFlowIndentAtLeast(spaces: .number(flowMinimumIndent)),
                        at: pos)
                }
            } else {
                return
            }
        }
    }
}
