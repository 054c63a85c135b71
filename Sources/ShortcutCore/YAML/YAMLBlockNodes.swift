/// Where a block node sits: decides which collections may start on the indicator's own line and
/// whether a sequence may sit at its parent's indentation.
enum YAMLBlockPosition {
    case document, sequenceEntry, mappingValue, explicitKey, explicitValue

    /// `- - a`, `- a: b`, `? - a`: a collection starting on the indicator's line.
    var allowsCompactCollection: Bool {
        self == .sequenceEntry || self == .explicitKey || self == .explicitValue
    }

    /// `key:` then `- a` on the next line at the key's own indentation.
    var allowsSequenceAtParentIndent: Bool {
        self == .mappingValue || self == .explicitKey || self == .explicitValue
    }
}

/// Whether a block node is read as a value or as an explicit (`? `) mapping key, which must be
/// a scalar.
enum YAMLRole { case value, key }

/// Block nodes: what follows an indicator (`- `, `key:`, `? `, `---`) on its line or on the lines
/// below. A node is a scalar, added at once, or the start of a collection, which is pushed on the
/// frame stack for its entries to be read one by one.
extension YAMLStreamParser {
    /// Reads the node after an indicator (`- `, `key:`, `? `, `: `, `---`): on the same line, on
    /// the lines below indented more than `parent`, or empty.
    mutating func parseBlockNode(parent: Int, position: YAMLBlockPosition, role: YAMLRole) throws(ParseError) {
        let indicatorEnd = pos
        let sawTab = skipInlineSpace()
        if !atLineEndOrComment() {
            // The most common line of a manifest, `key: plain value`, goes straight to the scanner.
            if position == .mappingValue && startsOrdinaryText(bytes[pos]) {
                let token = try scanPlainScalar(parent: parent, inFlow: false)
                if atImplicitValueIndicator() {
                    throw token.isMultiLine ? multiLineKeyError() : sameLineMappingError()
                }
                try commit(token, properties: YAMLNodeProperties(), asKey: false)
                return
            }
            try parseBlockContent(
                column: pos - lineStart, parent: parent, outer: YAMLNodeProperties(),
                compact: position.allowsCompactCollection, tabbed: sawTab, position: position, role: role)
            return
        }
        try endOfNodeLine()
        skipToContent()
        try parseNodeOnLaterLine(
            parent: parent, properties: YAMLNodeProperties(), emptyAt: indicatorEnd,
            position: position, role: role)
    }

    /// At the next content line: the node is there if it is indented enough, else it is empty.
    private mutating func parseNodeOnLaterLine(
        parent: Int, properties: YAMLNodeProperties, emptyAt: Int, position: YAMLBlockPosition, role: YAMLRole
    ) throws(ParseError) {
        if pos < end && !atAnyDocumentMarker() {
            let indent = contentIndent
            if indent > parent || (indent == parent && position.allowsSequenceAtParentIndent && atSequenceEntry()) {
                try parseBlockContent(
                    column: indent, parent: parent, outer: properties, compact: true,
                    tabbed: contentTabbed, position: position, role: role)
                return
            }
        }
        try commitEmpty(at: emptyAt, properties: properties, asKey: role == .key)
    }

    /// Reads a node whose content starts at `pos`, in column `column`. `outer` are properties
    /// from a line above (they belong to a collection starting here); `compact` says whether a
    /// block collection may start here; `tabbed` whether a tab came before it on its line.
    mutating func parseBlockContent(
        column: Int, parent: Int, outer: YAMLNodeProperties, compact: Bool, tabbed: Bool,
        position: YAMLBlockPosition, role: YAMLRole
    ) throws(ParseError) {
        var inline = YAMLNodeProperties()
        if bytes[pos] == YAMLByte.ampersand || bytes[pos] == YAMLByte.exclamation {
            try parseProperties(&inline, inFlow: false)
            if atLineEndOrComment() {
                // Properties alone on their line belong to the node on the lines below.
                let merged = try Self.merge(outer, inline)
                try endOfNodeLine()
                skipToContent()
                try parseNodeOnLaterLine(
                    parent: parent, properties: merged, emptyAt: inline.end,
                    position: position, role: role)
                return
            }
        }
        let start = pos
        let byte = bytes[pos]
        if isBlank(at: pos + 1) && (byte == YAMLByte.dash || byte == YAMLByte.question) {
            guard inline.isEmpty else {
                throw syntaxError(.yamlCollectionAfterProperties(), at: pos)
            }
            guard compact else {
                throw syntaxError(
                    byte == YAMLByte.dash
                        ? .yamlSequenceOnThisLine()
                        : .yamlMappingOnThisLine(), at: pos)
            }
            guard role == .value else { throw unsupportedError(.yamlFeatureCollectionKey(), at: pos) }
            guard !tabbed else { throw tabIndentationError(onLineBefore: pos) }
            if byte == YAMLByte.dash {
                try openBlockSequence(indent: column, properties: outer)
            } else {
                try openBlockMapping(indent: column, properties: outer, firstKey: nil, keyProperties: YAMLNodeProperties())
            }
            return
        }
        switch byte {
        case YAMLByte.pipe, YAMLByte.greaterThan:
            try commit(scanBlockScalar(parent: parent), properties: Self.merge(outer, inline), asKey: role == .key)
            return
        case YAMLByte.openBracket, YAMLByte.openBrace:
            guard role == .value else { throw unsupportedError(.yamlFeatureCollectionKey(), at: pos) }
            try openFlowCollection(properties: Self.merge(outer, inline), enclosingBlockIndent: parent)
            return
        default:
            break
        }
        let token: YAMLToken
        let isKey: Bool
        if byte == YAMLByte.colon && isBlank(at: pos + 1) {
            // `: value`: a mapping entry whose key is empty.
            token = .empty(at: pos)
            isKey = true
        } else {
            token = try scanBlockToken(parent: parent)
            if !token.isPlain { skipInlineSpace() }
            isKey = atImplicitValueIndicator()
        }
        if isKey {
            guard !token.isMultiLine else {
                throw multiLineKeyError()
            }
            guard compact else { throw sameLineMappingError() }
            guard role == .value else { throw unsupportedError(.yamlFeatureMappingKey(), at: start) }
            guard !tabbed else { throw tabIndentationError(onLineBefore: start) }
            try openBlockMapping(indent: column, properties: outer, firstKey: token, keyProperties: inline)
            return
        }
        try commit(token, properties: Self.merge(outer, inline), asKey: role == .key)
    }

    /// A `: ` right after a key on its own line (not on a later line a plain scalar looked
    /// ahead to).
    @inline(__always) func atImplicitValueIndicator() -> Bool {
        pos < end && pos != contentPos && bytes[pos] == YAMLByte.colon && isBlank(at: pos + 1)
    }

    @inline(__always) func atSequenceEntry() -> Bool {
        bytes[pos] == YAMLByte.dash && isBlank(at: pos + 1)
    }

    /// A scalar or alias in a block: quoted, plain, or `*name`.
    mutating func scanBlockToken(parent: Int) throws(ParseError) -> YAMLToken {
        switch bytes[pos] {
        case YAMLByte.asterisk:
            let start = pos
            let name = try scanAnchorName()
            return .alias(name: name, range: ByteRange(start: start, end: pos))
        case YAMLByte.doubleQuote:
            return try scanDoubleQuoted(minimumIndent: parent + 1)
        case YAMLByte.singleQuote:
            return try scanSingleQuoted(minimumIndent: parent + 1)
        default:
            guard canStartPlainScalar(inFlow: false) else { throw cannotStartValueError() }
            return try scanPlainScalar(parent: parent, inFlow: false)
        }
    }

    /// A letter, digit or non-ASCII byte: it starts a plain scalar and nothing else.
    @inline(__always) func startsOrdinaryText(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte >= 0x80
    }

    /// At a `: ` after a value on its key's line (`a: b: c`). A colon that ends the line is more
    /// likely a value that ends with one, as an action selector does (`action: openDocument:`).
    func sameLineMappingError() -> ParseError {
        let next = pos + 1 < bytes.count ? bytes[pos + 1] : YAMLByte.lineFeed
        if next == YAMLByte.lineFeed || next == YAMLByte.carriageReturn {
            return syntaxError(
                .yamlValueEndingWithColon(),
                at: pos)
        }
        return syntaxError(.yamlMappingOnKeyLine(), at: pos)
    }

    /// At a `: ` that ends a plain scalar spanning lines: usually a line indented too far.
    func multiLineKeyError() -> ParseError {
        syntaxError(
            .yamlColonAfterMultiline(),
            at: pos)
    }

    func cannotStartValueError() -> ParseError {
        let found = describeByte(at: pos)
        switch bytes[pos] {
        case YAMLByte.closeBracket, YAMLByte.closeBrace, YAMLByte.comma:
            return syntaxError(.yamlNoFlowOpen(found: found), at: pos)
        case YAMLByte.percent:
            return syntaxError(.yamlDirectiveAfterStart(), at: pos)
        case YAMLByte.at, YAMLByte.backtick:
            return syntaxError(.yamlReservedIndicator(found: found), at: pos)
        default:
            return syntaxError(.yamlUnexpectedValue(found: found), at: pos)
        }
    }

    /// Properties from a line above and from the node's own line, which may not both set one.
    /// (Static, so that calling it does not copy the parser.)
    static func merge(_ outer: YAMLNodeProperties, _ inline: YAMLNodeProperties) throws(ParseError) -> YAMLNodeProperties {
        if outer.isEmpty { return inline }
        if inline.isEmpty { return outer }
        if let anchor = inline.anchor, outer.anchor != nil {
            throw ParseError(.syntax, .yamlOneAnchor(), at: anchor.lowerBound - 1)
        }
        if outer.tag != nil && inline.tag != nil {
            throw ParseError(.syntax, .yamlOneTag(), at: inline.tagRange.lowerBound)
        }
        var merged = outer
        if inline.anchor != nil { merged.anchor = inline.anchor }
        if inline.tag != nil {
            merged.tag = inline.tag
            merged.tagRange = inline.tagRange
        }
        merged.end = inline.end
        return merged
    }
}
