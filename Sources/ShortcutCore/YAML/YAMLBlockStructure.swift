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

/// Block collections, found by indentation: a mapping's keys and a sequence's `-` all sit at the
/// collection's column; what is indented more belongs to the entry above it.
extension YAMLStreamParser {
    /// Reads the node after an indicator (`- `, `key:`, `? `, `: `, `---`): on the same line, on
    /// the lines below indented more than `parent`, or empty.
    mutating func parseBlockNode(parent: Int, position: YAMLBlockPosition, role: YAMLRole) throws(ParseError) {
        let indicatorEnd = pos
        let sawTab = skipInlineSpace()
        if !atLineEndOrComment() {
            try parseBlockContent(
                column: pos - lineStart, parent: parent, outer: YAMLNodeProperties(),
                compact: position.allowsCompactCollection, tabbed: sawTab, position: position, role: role)
            return
        }
        try endOfNodeLine()
        skipToContent()
        try parseNodeOnLaterLine(parent: parent, properties: YAMLNodeProperties(), emptyAt: indicatorEnd,
                                 position: position, role: role)
    }

    /// At the next content line: the node is there if it is indented enough, else it is empty.
    private mutating func parseNodeOnLaterLine(
        parent: Int, properties: YAMLNodeProperties, emptyAt: Int, position: YAMLBlockPosition, role: YAMLRole
    ) throws(ParseError) {
        if pos < end && !atAnyDocumentMarker() {
            let indent = contentIndent
            if indent > parent || (indent == parent && position.allowsSequenceAtParentIndent && atSequenceEntry()) {
                try parseBlockContent(column: indent, parent: parent, outer: properties, compact: true,
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
                let merged = try merge(outer, inline)
                try endOfNodeLine()
                skipToContent()
                try parseNodeOnLaterLine(parent: parent, properties: merged, emptyAt: inline.end,
                                         position: position, role: role)
                return
            }
        }
        let start = pos
        let byte = bytes[pos]
        if isBlank(at: pos + 1) && (byte == YAMLByte.dash || byte == YAMLByte.question || byte == YAMLByte.colon) {
            guard inline.isEmpty else {
                throw syntaxError("a block collection cannot start on the same line as its anchor or tag", at: pos)
            }
            guard compact else {
                throw syntaxError(byte == YAMLByte.dash
                    ? "a block sequence cannot start on this line; put its '-' entries on their own lines"
                    : "a block mapping cannot start on this line; put its entries on their own lines", at: pos)
            }
            guard role == .value else { throw unsupportedError("a collection as a mapping key", at: pos) }
            guard !tabbed else { throw tabIndentationError(onLineBefore: pos) }
            switch byte {
            case YAMLByte.dash:
                try parseBlockSequence(indent: column, properties: outer)
            case YAMLByte.question:
                try parseBlockMapping(indent: column, properties: outer, firstKey: nil, keyProperties: YAMLNodeProperties())
            default:
                throw unsupportedError("a mapping entry with an empty key", at: pos)
            }
            return
        }
        switch byte {
        case YAMLByte.pipe, YAMLByte.greaterThan:
            try commit(scanBlockScalar(parent: parent), properties: merge(outer, inline), asKey: role == .key)
            return
        case YAMLByte.openBracket, YAMLByte.openBrace:
            guard role == .value else { throw unsupportedError("a collection as a mapping key", at: pos) }
            try parseFlowCollection(properties: merge(outer, inline), minimumIndent: parent + 1)
            skipInlineSpace()
            if pos < end && bytes[pos] == YAMLByte.colon {
                throw unsupportedError("a collection as a mapping key", at: start)
            }
            return
        default:
            break
        }
        let token = try scanBlockToken(parent: parent)
        if !token.isPlain { skipInlineSpace() }
        if atImplicitValueIndicator() {
            guard !token.isMultiLine else {
                throw syntaxError("an implicit mapping key must be on a single line", at: start)
            }
            guard compact else {
                throw syntaxError("a mapping cannot start on the same line as its parent key or '---'; start it on a new line", at: pos)
            }
            guard role == .value else { throw unsupportedError("a mapping as a mapping key", at: start) }
            guard !tabbed else { throw tabIndentationError(onLineBefore: start) }
            try parseBlockMapping(indent: column, properties: outer, firstKey: token, keyProperties: inline)
            return
        }
        try commit(token, properties: merge(outer, inline), asKey: role == .key)
    }

    // MARK: Mappings

    private mutating func parseBlockMapping(
        indent: Int, properties: YAMLNodeProperties, firstKey: YAMLToken?, keyProperties: YAMLNodeProperties
    ) throws(ParseError) {
        try beginCollection(.object, properties: properties, start: firstKey?.range.start ?? pos)
        keys.openMapping()
        if let firstKey {
            try commit(firstKey, properties: keyProperties, asKey: true)
            pos += 1
            try parseBlockNode(parent: indent, position: .mappingValue, role: .value)
        } else {
            try parseBlockMappingEntry(indent: indent)
        }
        while true {
            try endOfNodeLine()
            skipToContent()
            guard pos < end, !atAnyDocumentMarker(), contentIndent >= indent else { break }
            guard contentIndent == indent else {
                throw syntaxError("bad indentation: this line is indented more than the mapping's keys (column \(indent + 1)) but continues no value", at: pos)
            }
            guard !contentTabbed else { throw tabIndentationError(onLineBefore: pos) }
            try parseBlockMappingEntry(indent: indent)
        }
        keys.closeMapping()
        builder.endContainer(end: lastNodeEnd)
    }

    /// One `key: value` or `? key` / `: value` entry, starting at its key.
    private mutating func parseBlockMappingEntry(indent: Int) throws(ParseError) {
        let byte = bytes[pos]
        if isBlank(at: pos + 1) {
            switch byte {
            case YAMLByte.question:
                try parseExplicitEntry(indent: indent)
                return
            case YAMLByte.colon:
                throw unsupportedError("a mapping entry with an empty key", at: pos)
            case YAMLByte.dash:
                throw syntaxError("expected a mapping key, found a sequence entry '-'", at: pos)
            default:
                break
            }
        }
        var keyProperties = YAMLNodeProperties()
        if byte == YAMLByte.ampersand || byte == YAMLByte.exclamation {
            try parseProperties(&keyProperties, inFlow: false)
            guard !atLineEndOrComment() else {
                throw syntaxError("expected a mapping key after these properties, on the same line", at: pos)
            }
        }
        let start = pos
        switch bytes[pos] {
        case YAMLByte.openBracket, YAMLByte.openBrace:
            throw unsupportedError("a collection as a mapping key", at: start)
        case YAMLByte.pipe, YAMLByte.greaterThan:
            throw syntaxError("expected a mapping key, found a block scalar", at: start)
        default:
            break
        }
        let token = try scanBlockToken(parent: indent)
        if !token.isPlain { skipInlineSpace() }
        guard atImplicitValueIndicator() else {
            throw syntaxError("expected ':' after the mapping key", at: token.isMultiLine ? start : token.range.end)
        }
        guard !token.isMultiLine else {
            throw syntaxError("an implicit mapping key must be on a single line", at: start)
        }
        try commit(token, properties: keyProperties, asKey: true)
        pos += 1
        try parseBlockNode(parent: indent, position: .mappingValue, role: .value)
    }

    /// `? key` with an optional `: value` on a later line at the same indentation.
    private mutating func parseExplicitEntry(indent: Int) throws(ParseError) {
        pos += 1
        try parseBlockNode(parent: indent, position: .explicitKey, role: .key)
        try endOfNodeLine()
        skipToContent()
        if pos < end && !atAnyDocumentMarker() && contentIndent == indent
            && bytes[pos] == YAMLByte.colon && isBlank(at: pos + 1) {
            guard !contentTabbed else { throw tabIndentationError(onLineBefore: pos) }
            pos += 1
            try parseBlockNode(parent: indent, position: .explicitValue, role: .value)
        } else {
            try commitEmpty(at: lastNodeEnd, properties: YAMLNodeProperties(), asKey: false)
        }
    }

    // MARK: Sequences

    private mutating func parseBlockSequence(indent: Int, properties: YAMLNodeProperties) throws(ParseError) {
        try beginCollection(.array, properties: properties, start: pos)
        while true {
            pos += 1
            try parseBlockNode(parent: indent, position: .sequenceEntry, role: .value)
            try endOfNodeLine()
            skipToContent()
            guard pos < end, !atAnyDocumentMarker(), contentIndent >= indent else { break }
            guard contentIndent == indent else {
                throw syntaxError("bad indentation: this line is indented more than the sequence's '-' (column \(indent + 1)) but continues no entry", at: pos)
            }
            guard atSequenceEntry() else { break }
            guard !contentTabbed else { throw tabIndentationError(onLineBefore: pos) }
        }
        builder.endContainer(end: lastNodeEnd)
    }

    // MARK: Helpers

    /// A `: ` right after a key on its own line (not on a later line a plain scalar looked
    /// ahead to).
    @inline(__always) private func atImplicitValueIndicator() -> Bool {
        pos < end && pos != contentPos && bytes[pos] == YAMLByte.colon && isBlank(at: pos + 1)
    }

    @inline(__always) private func atSequenceEntry() -> Bool {
        bytes[pos] == YAMLByte.dash && isBlank(at: pos + 1)
    }

    /// A scalar or alias in a block: quoted, plain, or `*name`.
    private mutating func scanBlockToken(parent: Int) throws(ParseError) -> YAMLToken {
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

    func cannotStartValueError() -> ParseError {
        let found = describeByte(at: pos)
        switch bytes[pos] {
        case YAMLByte.closeBracket, YAMLByte.closeBrace, YAMLByte.comma:
            return syntaxError("unexpected \(found): no flow collection is open here", at: pos)
        case YAMLByte.percent:
            return syntaxError("unexpected '%': directives must come before '---'", at: pos)
        case YAMLByte.at, YAMLByte.backtick:
            return syntaxError("\(found) is reserved and cannot start a plain scalar; quote the value", at: pos)
        default:
            return syntaxError("unexpected \(found) where a value was expected", at: pos)
        }
    }

    /// Properties from a line above and from the node's own line, which may not both set one.
    func merge(_ outer: YAMLNodeProperties, _ inline: YAMLNodeProperties) throws(ParseError) -> YAMLNodeProperties {
        if outer.isEmpty { return inline }
        if inline.isEmpty { return outer }
        if outer.anchor != nil && inline.anchor != nil {
            throw syntaxError("a node can have only one anchor", at: inline.anchor!.lowerBound - 1)
        }
        if outer.tag != nil && inline.tag != nil {
            throw syntaxError("a node can have only one tag", at: inline.tagRange.lowerBound)
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
