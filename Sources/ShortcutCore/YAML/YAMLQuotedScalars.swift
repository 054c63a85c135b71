/// Single- and double-quoted scalars. A scalar with nothing to decode (no escapes, one line) is
/// handed over as a slice of the source, so `verbatimTextOffset` can point inside it.
extension YAMLStreamParser {
    /// Reads a `'…'` scalar at `pos`; continuation lines need `minimumIndent` spaces.
    mutating func scanSingleQuoted(minimumIndent: Int) throws(ParseError) -> YAMLToken {
        let start = pos
        if let verbatim = scanVerbatimQuoted(.singleQuoted, quote: YAMLByte.singleQuote) { return verbatim }
        var keptCount = countWithoutTrailingWhitespace()
        var isMultiLine = false
        while true {
            guard pos < end else { throw syntaxError(.yamlUnclosedString(kind: .message(.yamlWordSingleQuoted())), at: start) }
            let byte = bytes[pos]
            if byte == YAMLByte.singleQuote {
                if pos + 1 < end && bytes[pos + 1] == YAMLByte.singleQuote {
                    scratch.append(YAMLByte.singleQuote)
                    keptCount = scratch.count
                    pos += 2
                    continue
                }
                pos += 1
                break
            }
            if YAMLByte.isBreak(byte) {
                scratch.removeLast(scratch.count - keptCount)
                try foldQuotedLineBreak(quoteStart: start, minimumIndent: minimumIndent, kind: "single-quoted")
                keptCount = scratch.count
                isMultiLine = true
                continue
            }
            if YAMLByte.isForbiddenControl(byte) { throw controlCharacterError(at: pos) }
            scratch.append(byte)
            if byte != YAMLByte.space && byte != YAMLByte.tab { keptCount = scratch.count }
            pos += 1
        }
        return YAMLToken(
            style: .singleQuoted, range: ByteRange(start: start, end: pos),
            text: 0..<scratch.count, isDecoded: true, isMultiLine: isMultiLine)
    }

    /// Reads a `"…"` scalar at `pos`, decoding every YAML 1.2 escape; continuation lines need
    /// `minimumIndent` spaces.
    mutating func scanDoubleQuoted(minimumIndent: Int) throws(ParseError) -> YAMLToken {
        let start = pos
        if let verbatim = scanVerbatimQuoted(.doubleQuoted, quote: YAMLByte.doubleQuote) { return verbatim }
        // Trailing spaces before a line break are dropped, but not escaped ones.
        var keptCount = countWithoutTrailingWhitespace()
        var isMultiLine = false
        while true {
            guard pos < end else { throw syntaxError(.yamlUnclosedString(kind: .message(.yamlWordDoubleQuoted())), at: start) }
            let byte = bytes[pos]
            switch byte {
            case YAMLByte.doubleQuote:
                pos += 1
                return YAMLToken(
                    style: .doubleQuoted, range: ByteRange(start: start, end: pos),
                    text: 0..<scratch.count, isDecoded: true, isMultiLine: isMultiLine)
            case YAMLByte.backslash:
                if pos + 1 < end && YAMLByte.isBreak(bytes[pos + 1]) {
                    // An escaped line break joins the lines without a space.
                    pos += 1
                    consumeBreak()
                    let emptyLines = try skipQuotedLinePrefix(
                        quoteStart: start, minimumIndent: minimumIndent, kind: "double-quoted")
                    for _ in 0..<emptyLines { scratch.append(YAMLByte.lineFeed) }
                    isMultiLine = true
                } else {
                    try decodeEscape()
                }
                keptCount = scratch.count
            case YAMLByte.lineFeed, YAMLByte.carriageReturn:
                scratch.removeLast(scratch.count - keptCount)
                try foldQuotedLineBreak(quoteStart: start, minimumIndent: minimumIndent, kind: "double-quoted")
                keptCount = scratch.count
                isMultiLine = true
            default:
                if YAMLByte.isForbiddenControl(byte) { throw controlCharacterError(at: pos) }
                scratch.append(byte)
                if byte != YAMLByte.space && byte != YAMLByte.tab { keptCount = scratch.count }
                pos += 1
            }
        }
    }

    /// The fast path of both styles: a scalar that closes on its own line with nothing to decode
    /// is a slice of the source. Otherwise copies what it scanned to the scratch buffer and
    /// returns nil, for the slow path to go on from there.
    private mutating func scanVerbatimQuoted(_ style: YAMLToken.Style, quote: UInt8) -> YAMLToken? {
        let start = pos
        pos += 1
        let textStart = pos
        let escapes = quote == YAMLByte.doubleQuote
        while pos < end {
            let byte = bytes[pos]
            if byte == quote || (escapes && byte == YAMLByte.backslash)
                || (byte < YAMLByte.space && byte != YAMLByte.tab) || byte == 0x7F
            {
                break
            }
            pos += 1
        }
        if pos < end && bytes[pos] == quote && (escapes || pos + 1 >= end || bytes[pos + 1] != quote) {
            pos += 1
            return YAMLToken(
                style: style, range: ByteRange(start: start, end: pos),
                text: textStart..<pos - 1, isDecoded: false, isMultiLine: false)
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[textStart..<pos]))
        return nil
    }

    /// The scratch buffer's length without its trailing spaces and tabs.
    private func countWithoutTrailingWhitespace() -> Int {
        var count = scratch.count
        while count > 0 && YAMLByte.isSpaceOrTab(scratch[count - 1]) { count -= 1 }
        return count
    }

    /// At a line break inside quotes: one break folds into a space, each further (empty) line
    /// into a line feed; the next line's leading whitespace is dropped.
    private mutating func foldQuotedLineBreak(quoteStart: Int, minimumIndent: Int, kind: String) throws(ParseError) {
        consumeBreak()
        let emptyLines = try skipQuotedLinePrefix(quoteStart: quoteStart, minimumIndent: minimumIndent, kind: kind)
        if emptyLines == 0 {
            scratch.append(YAMLByte.space)
        } else {
            for _ in 0..<emptyLines { scratch.append(YAMLByte.lineFeed) }
        }
    }

    /// How messages name a quoting style (`kind` is "single-quoted" or "double-quoted").
    private static func quoteWord(_ kind: String) -> MessageArgument {
        .message(kind == "single-quoted" ? .yamlWordSingleQuoted() : .yamlWordDoubleQuoted())
    }

    /// Skips empty lines and the indentation of the next line with content, checking that it is
    /// indented enough and is not a document marker; returns how many empty lines it passed (an
    /// escaped line break keeps them as line feeds).
    @discardableResult
    private mutating func skipQuotedLinePrefix(quoteStart: Int, minimumIndent: Int, kind: String) throws(ParseError) -> Int {
        var emptyLines = 0
        while true {
            if isDocumentMarker(at: pos, YAMLByte.dash) || isDocumentMarker(at: pos, YAMLByte.dot) {
                throw syntaxError(.yamlMarkerInString(kind: Self.quoteWord(kind)), at: pos)
            }
            var spaces = 0
            while pos < end && bytes[pos] == YAMLByte.space { pos += 1; spaces += 1 }
            skipInlineSpace()
            guard pos < end else { throw syntaxError(.yamlUnclosedString(kind: Self.quoteWord(kind)), at: quoteStart) }
            if YAMLByte.isBreak(bytes[pos]) {
                consumeBreak()
                emptyLines += 1
                continue
            }
            if spaces < minimumIndent {
                throw syntaxError(.yamlUnclosedStringIndent(kind: Self.quoteWord(kind), count: .number(minimumIndent)), at: quoteStart)
            }
            return emptyLines
        }
    }

    /// Decodes the escape at `pos` (a backslash) into the scratch buffer.
    private mutating func decodeEscape() throws(ParseError) {
        let escapeStart = pos
        pos += 1
        guard pos < end else { throw syntaxError(.yamlUnclosedString(kind: .message(.yamlWordDoubleQuoted())), at: escapeStart) }
        let code = bytes[pos]
        pos += 1
        let simple: UInt8?
        switch code {
        case 0x30: simple = 0x00  // \0
        case 0x61: simple = 0x07  // \a
        case 0x62: simple = 0x08  // \b
        case 0x74, YAMLByte.tab: simple = 0x09  // \t and backslash-tab
        case 0x6E: simple = 0x0A  // \n
        case 0x76: simple = 0x0B  // \v
        case 0x66: simple = 0x0C  // \f
        case 0x72: simple = 0x0D  // \r
        case 0x65: simple = 0x1B  // \e
        case YAMLByte.space, YAMLByte.doubleQuote, 0x2F, YAMLByte.backslash: simple = code
        case 0x4E: appendScalar(0x85); return  // \N next line
        case 0x5F: appendScalar(0xA0); return  // \_ non-breaking space
        case 0x4C: appendScalar(0x2028); return  // \L line separator
        case 0x50: appendScalar(0x2029); return  // \P paragraph separator
        case 0x78: try appendHexEscape(digits: 2, escapeStart: escapeStart); return
        case 0x75: try appendHexEscape(digits: 4, escapeStart: escapeStart); return
        case 0x55: try appendHexEscape(digits: 8, escapeStart: escapeStart); return
        default: simple = nil
        }
        guard let simple else {
            throw syntaxError(.yamlInvalidEscape(escape: .text(text(escapeStart..<min(pos, end)))), at: escapeStart)
        }
        scratch.append(simple)
    }

    private mutating func appendHexEscape(digits: Int, escapeStart: Int) throws(ParseError) {
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard pos < end, let digit = Self.hexValue(bytes[pos]) else {
                throw syntaxError(
                    .yamlEscapeDigits(escape: .text(text(escapeStart..<min(pos, end))), digits: .number(digits)), at: escapeStart)
            }
            value = value << 4 | UInt32(digit)
            pos += 1
        }
        guard Unicode.Scalar(value) != nil else {
            throw syntaxError(.yamlEscapeNotScalar(escape: .text(text(escapeStart..<pos))), at: escapeStart)
        }
        appendScalar(value)
    }

    /// Appends a code point (already checked to be a scalar value) as UTF-8.
    private mutating func appendScalar(_ value: UInt32) {
        switch value {
        case 0..<0x80:
            scratch.append(UInt8(value))
        case 0x80..<0x800:
            scratch.append(UInt8(0xC0 | value >> 6))
            scratch.append(UInt8(0x80 | value & 0x3F))
        case 0x800..<0x10000:
            scratch.append(UInt8(0xE0 | value >> 12))
            scratch.append(UInt8(0x80 | value >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | value & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | value >> 18))
            scratch.append(UInt8(0x80 | value >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | value >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | value & 0x3F))
        }
    }
}
