/// Block collections, found by indentation: a mapping's keys and a sequence's `-` all sit at the
/// collection's column; what is indented more belongs to the entry above it. Each step reads one
/// entry up to its value; the value may open a collection of its own on the frame stack.
extension YAMLStreamParser {
    /// Opens a sequence whose first `-` is at `pos`.
    mutating func openBlockSequence(indent: Int, properties: YAMLNodeProperties) throws(ParseError) {
        try beginCollection(.array, properties: properties, start: pos)
        frames.append(YAMLFrame(kind: .blockSequence, step: .first, indent: indent))
    }

    /// Opens a mapping at its first key: one already read (an implicit key, with `pos` at its
    /// `:`), or an explicit `? ` entry at `pos`.
    mutating func openBlockMapping(
        indent: Int, properties: YAMLNodeProperties, firstKey: YAMLToken?, keyProperties: YAMLNodeProperties
    ) throws(ParseError) {
        try beginCollection(.object, properties: properties, start: firstKey?.range.start ?? pos)
        frames.append(YAMLFrame(kind: .blockMapping, step: .first, indent: indent))
        if let firstKey {
            try commit(firstKey, properties: keyProperties, asKey: true)
            pos += 1
            setStep(.value(.mappingValue))
        }
    }

    mutating func stepBlockSequence(_ frame: YAMLFrame) throws(ParseError) {
        if frame.step == .next {
            try endOfNodeLine()
            skipToContent()
            // Checked before the collection may end: a tab-indented line is an error wherever
            // it belongs, and the collections it interrupts stay open (incomplete), so the
            // entry it was meant for is not judged as if it had been finished.
            guard !contentTabbed else { throw tabIndentationError(onLineBefore: pos) }
            guard try continuesBlockCollection(at: frame.indent), atSequenceEntry() else {
                frames.removeLast()
                builder.endContainer(end: lastNodeEnd)
                return
            }
        }
        pos += 1
        setStep(.next)
        try parseBlockNode(parent: frame.indent, position: .sequenceEntry, role: .value)
    }

    mutating func stepBlockMapping(_ frame: YAMLFrame) throws(ParseError) {
        switch frame.step {
        case .value(let position):
            setStep(.next)
            try parseBlockNode(parent: frame.indent, position: position, role: .value)
            return
        case .next:
            try endOfNodeLine()
            skipToContent()
            guard !contentTabbed else { throw tabIndentationError(onLineBefore: pos) }
            guard try continuesBlockCollection(at: frame.indent) else {
                frames.removeLast()
                builder.endContainer(end: lastNodeEnd)
                return
            }
        case .first, .afterCollection:
            break
        }
        setStep(.next)
        if let position = try parseBlockMappingKey(indent: frame.indent) {
            try parseBlockNode(parent: frame.indent, position: position, role: .value)
        }
    }

    /// At the next content line after an entry: true if it is another entry of the collection
    /// at `indent` (an error if it is indented more, yet belongs to no entry). (Mutating only
    /// so that calling it does not copy the parser.)
    private mutating func continuesBlockCollection(at indent: Int) throws(ParseError) -> Bool {
        guard pos < end, !atAnyDocumentMarker(), contentIndent >= indent else { return false }
        guard contentIndent == indent else {
            throw syntaxError(
                .yamlBadIndentation(column: .number(indent + 1)),
                at: pos)
        }
        return true
    }

    /// Reads and adds one entry's key (`key:` or `? key`); returns where its value is read from,
    /// or nil when an explicit key has no value (a null value is added).
    private mutating func parseBlockMappingKey(indent: Int) throws(ParseError) -> YAMLBlockPosition? {
        let byte = bytes[pos]
        if isBlank(at: pos + 1) {
            if byte == YAMLByte.question { return try parseExplicitKey(indent: indent) }
            if byte == YAMLByte.dash {
                throw syntaxError(.yamlKeyFoundSequenceEntry(), at: pos)
            }
        }
        var keyProperties = YAMLNodeProperties()
        if byte == YAMLByte.ampersand || byte == YAMLByte.exclamation {
            try parseProperties(&keyProperties, inFlow: false)
            guard !atLineEndOrComment() else {
                throw syntaxError(.yamlKeyAfterProperties(), at: pos)
            }
        }
        try commit(scanImplicitKey(indent: indent), properties: keyProperties, asKey: true)
        pos += 1
        return .mappingValue
    }

    /// The key of a `key: value` entry (empty in `: value`), with the cursor left at its `:`.
    private mutating func scanImplicitKey(indent: Int) throws(ParseError) -> YAMLToken {
        let start = pos
        switch bytes[pos] {
        case YAMLByte.colon where isBlank(at: pos + 1):
            return .empty(at: pos)
        case YAMLByte.openBracket, YAMLByte.openBrace:
            throw unsupportedError(.yamlFeatureCollectionKey(), at: start)
        case YAMLByte.pipe, YAMLByte.greaterThan:
            throw syntaxError(.yamlKeyFoundBlockScalar(), at: start)
        default:
            break
        }
        let token = try scanBlockToken(parent: indent)
        if !token.isPlain { skipInlineSpace() }
        guard atImplicitValueIndicator() else {
            throw syntaxError(.yamlColonAfterKey(), at: token.isMultiLine ? start : token.range.end)
        }
        guard !token.isMultiLine else { throw multiLineKeyError() }
        return token
    }

    /// `? key`, then an optional `:` at the same indentation on a later line.
    private mutating func parseExplicitKey(indent: Int) throws(ParseError) -> YAMLBlockPosition? {
        pos += 1
        // A key must be a scalar, so this never opens a collection.
        try parseBlockNode(parent: indent, position: .explicitKey, role: .key)
        try endOfNodeLine()
        skipToContent()
        guard
            pos < end && !atAnyDocumentMarker() && contentIndent == indent
                && bytes[pos] == YAMLByte.colon && isBlank(at: pos + 1)
        else {
            try commitEmpty(at: lastNodeEnd, properties: YAMLNodeProperties(), asKey: false)
            return nil
        }
        guard !contentTabbed else { throw tabIndentationError(onLineBefore: pos) }
        pos += 1
        return .explicitValue
    }
}
