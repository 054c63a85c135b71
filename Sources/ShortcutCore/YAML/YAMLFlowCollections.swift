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

    /// Collections, like quoted scalars, may be followed directly by `:` (`{[a]:b}`).
    var isJSONLike: Bool {
        if case .collection = self { return true }
        return isQuoted
    }

    var isMultiLine: Bool {
        if case .token(let token, _) = self { return token.isMultiLine }
        return false
    }
}

/// Flow collections: `[a, b]` and `{a: 1, b}`, nested in each other and in blocks, spread over
/// lines as the writer likes (each line indented past the block around it).
extension YAMLStreamParser {
    /// Reads the flow collection at `pos`, entered from a block whose lines need
    /// `minimumIndent` spaces.
    mutating func parseFlowCollection(properties: YAMLNodeProperties, minimumIndent: Int) throws(ParseError) {
        let saved = flowMinimumIndent
        flowMinimumIndent = minimumIndent
        try parseFlowCollection(properties: properties)
        flowMinimumIndent = saved
    }

    private mutating func parseFlowCollection(properties: YAMLNodeProperties) throws(ParseError) {
        if bytes[pos] == YAMLByte.openBracket {
            try parseFlowSequence(properties: properties)
        } else {
            try parseFlowMapping(properties: properties)
        }
    }

    private mutating func parseFlowSequence(properties: YAMLNodeProperties) throws(ParseError) {
        let open = pos
        try beginCollection(.array, properties: properties, start: open)
        pos += 1
        while true {
            try skipFlowSpace()
            guard pos < end else { throw syntaxError("unclosed flow sequence: expected ']'", at: open) }
            if bytes[pos] == YAMLByte.closeBracket { break }
            if bytes[pos] == YAMLByte.comma {
                throw syntaxError("unexpected ',' in a flow sequence: an entry is missing", at: pos)
            }
            try parseFlowSequenceEntry()
            try skipFlowSpace()
            guard pos < end else { throw syntaxError("unclosed flow sequence: expected ']'", at: open) }
            if bytes[pos] == YAMLByte.comma {
                pos += 1
            } else if bytes[pos] != YAMLByte.closeBracket {
                throw syntaxError("expected ',' or ']' in a flow sequence, found \(describeByte(at: pos))", at: pos)
            }
        }
        pos += 1
        builder.endContainer(end: pos)
        lastNodeEnd = pos
    }

    /// An entry of a flow sequence: a node, or a single-pair mapping (`[a: 1]`, `[? a : 1]`).
    private mutating func parseFlowSequenceEntry() throws(ParseError) {
        let entryStart = pos
        let entryLine = lineStart
        let explicit = bytes[pos] == YAMLByte.question && isBlankOrFlowIndicator(at: pos + 1)
        if explicit {
            pos += 1
            try skipFlowSpace()
        }
        let node = try scanFlowNode()
        try skipFlowSpace()
        let isPair = atFlowValueIndicator(afterJSONLike: node.isJSONLike)
        guard explicit || isPair else {
            try commitFlowValue(node)
            return
        }
        if !explicit && (lineStart != entryLine || node.isMultiLine) {
            throw syntaxError("an implicit key in a flow sequence must be on one line with its ':'", at: entryStart)
        }
        try beginCollection(.object, properties: YAMLNodeProperties(), start: entryStart)
        keys.openMapping()
        try commitFlowKey(node)
        if isPair {
            pos += 1
            try parseFlowValue(colonEnd: pos)
        } else {
            try commitEmpty(at: lastNodeEnd, properties: YAMLNodeProperties(), asKey: false)
        }
        keys.closeMapping()
        builder.endContainer(end: lastNodeEnd)
    }

    private mutating func parseFlowMapping(properties: YAMLNodeProperties) throws(ParseError) {
        let open = pos
        try beginCollection(.object, properties: properties, start: open)
        keys.openMapping()
        pos += 1
        while true {
            try skipFlowSpace()
            guard pos < end else { throw syntaxError("unclosed flow mapping: expected '}'", at: open) }
            if bytes[pos] == YAMLByte.closeBrace { break }
            if bytes[pos] == YAMLByte.comma {
                throw syntaxError("unexpected ',' in a flow mapping: an entry is missing", at: pos)
            }
            if bytes[pos] == YAMLByte.question && isBlankOrFlowIndicator(at: pos + 1) {
                pos += 1
                try skipFlowSpace()
            }
            let key = try scanFlowNode()
            try commitFlowKey(key)
            try skipFlowSpace()
            if atFlowValueIndicator(afterJSONLike: key.isJSONLike) {
                pos += 1
                try parseFlowValue(colonEnd: pos)
            } else {
                // `{a, b: 1}`: a key with no value.
                try commitEmpty(at: lastNodeEnd, properties: YAMLNodeProperties(), asKey: false)
            }
            try skipFlowSpace()
            guard pos < end else { throw syntaxError("unclosed flow mapping: expected '}'", at: open) }
            if bytes[pos] == YAMLByte.comma {
                pos += 1
            } else if bytes[pos] != YAMLByte.closeBrace {
                throw syntaxError("expected ',' or '}' in a flow mapping, found \(describeByte(at: pos))", at: pos)
            }
        }
        pos += 1
        keys.closeMapping()
        builder.endContainer(end: pos)
        lastNodeEnd = pos
    }

    /// The value after a `:`; empty when a `,` or closing bracket follows.
    private mutating func parseFlowValue(colonEnd: Int) throws(ParseError) {
        try skipFlowSpace()
        guard pos < end else { return }
        let byte = bytes[pos]
        if byte == YAMLByte.comma || byte == YAMLByte.closeBracket || byte == YAMLByte.closeBrace {
            try commitEmpty(at: colonEnd, properties: YAMLNodeProperties(), asKey: false)
            return
        }
        try commitFlowValue(scanFlowNode())
    }

    /// Reads one node with its properties; nested collections are added to the tree at once,
    /// scalars and aliases wait for the caller to know whether they are keys.
    private mutating func scanFlowNode() throws(ParseError) -> YAMLFlowNode {
        var properties = YAMLNodeProperties()
        if pos < end && (bytes[pos] == YAMLByte.ampersand || bytes[pos] == YAMLByte.exclamation) {
            try parseProperties(&properties, inFlow: true)
        }
        guard pos < end else { return .empty(at: pos, properties) }
        let start = pos
        switch bytes[pos] {
        case YAMLByte.openBracket, YAMLByte.openBrace:
            try parseFlowCollection(properties: properties)
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
                    throw syntaxError("unexpected \(describeByte(at: pos)) inside a flow collection (block entries cannot be nested in flow)", at: pos)
                case YAMLByte.pipe, YAMLByte.greaterThan:
                    throw syntaxError("a block scalar cannot appear inside a flow collection", at: pos)
                case YAMLByte.hash:
                    throw syntaxError("a comment must be separated from what comes before it by a space", at: pos)
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
        case .collection(let start): throw unsupportedError("a collection as a mapping key", at: start)
        }
    }

    /// A `:` that separates a key from its value: followed by a blank or flow indicator, or
    /// right after a quoted key or a collection (`{"a":1}`).
    @inline(__always) private func atFlowValueIndicator(afterJSONLike: Bool) -> Bool {
        pos < end && bytes[pos] == YAMLByte.colon && (afterJSONLike || isBlankOrFlowIndicator(at: pos + 1))
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
                    throw syntaxError("a document marker cannot appear inside a flow collection", at: pos)
                }
                if contentIndent < flowMinimumIndent {
                    throw syntaxError("this line of a flow collection must be indented at least \(flowMinimumIndent) spaces, past the block around it", at: pos)
                }
            } else {
                return
            }
        }
    }
}
