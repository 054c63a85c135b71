/// Plain (unquoted) scalars: a single line ends at `: `, ` #` or the line break; following lines
/// indented more than the parent collection continue it, folded into spaces.
extension YAMLStreamParser {
    /// True when a plain scalar can start at `pos`: not at an indicator, except `-`, `?` and `:`
    /// followed by a character that can continue it.
    @inline(__always) func canStartPlainScalar(inFlow: Bool) -> Bool {
        let byte = bytes[pos]
        // Letters and most text start a plain scalar; only a few bytes above 'A' are indicators.
        if byte >= 0x41 && byte != YAMLByte.openBracket && byte != YAMLByte.closeBracket
            && byte != YAMLByte.backtick && (byte < YAMLByte.openBrace || byte > YAMLByte.closeBrace) && byte != 0x7F
        {
            return true
        }
        switch byte {
        case YAMLByte.dash, YAMLByte.question, YAMLByte.colon:
            return inFlow ? !isBlankOrFlowIndicator(at: pos + 1) : !isBlank(at: pos + 1)
        case YAMLByte.comma, YAMLByte.openBracket, YAMLByte.closeBracket, YAMLByte.openBrace,
            YAMLByte.closeBrace, YAMLByte.hash, YAMLByte.ampersand, YAMLByte.asterisk,
            YAMLByte.exclamation, YAMLByte.pipe, YAMLByte.greaterThan, YAMLByte.singleQuote,
            YAMLByte.doubleQuote, YAMLByte.percent, YAMLByte.at, YAMLByte.backtick:
            return false
        default:
            return !YAMLByte.isBlank(byte) && !YAMLByte.isForbiddenControl(byte)
        }
    }

    /// Reads a plain scalar at `pos`. Continuation lines must be indented more than `parent`
    /// (in a flow collection, at least `flowMinimumIndent`). Leaves the cursor where the scalar
    /// stopped: at `:`, `#`, a flow indicator, a line break, or (after looking for a
    /// continuation line and finding none) at the next content line.
    mutating func scanPlainScalar(parent: Int, inFlow: Bool) throws(ParseError) -> YAMLToken {
        let start = pos
        var textEnd = try inFlow ? scanPlainLine(inFlow: true) : scanPlainLine(inFlow: false)
        var isMultiLine = false
        while pos < end && YAMLByte.isBreak(bytes[pos]) {
            // Is the next content line a continuation?
            skipToContent()
            guard pos < end, !commentBeforeContent else { break }
            if inFlow {
                if atAnyDocumentMarker() {
                    throw syntaxError(.yamlMarkerInFlow(), at: pos)
                }
                if contentIndent < flowMinimumIndent {
                    throw syntaxError(.yamlFlowIndentMore(), at: pos)
                }
            } else if contentIndent <= parent || atAnyDocumentMarker() {
                break
            }
            let first = bytes[pos]
            if first == YAMLByte.colon && (inFlow ? isBlankOrFlowIndicator(at: pos + 1) : isBlank(at: pos + 1)) {
                break
            }
            if inFlow && YAMLByte.isFlowIndicator(first) { break }
            if !isMultiLine {
                scratch.removeAll(keepingCapacity: true)
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<textEnd]))
                isMultiLine = true
            }
            if breaksBeforeContent == 1 {
                scratch.append(YAMLByte.space)
            } else {
                for _ in 1..<breaksBeforeContent { scratch.append(YAMLByte.lineFeed) }
            }
            let lineTextStart = pos
            textEnd = try inFlow ? scanPlainLine(inFlow: true) : scanPlainLine(inFlow: false)
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[lineTextStart..<textEnd]))
        }
        let range = ByteRange(start: start, end: textEnd)
        if isMultiLine {
            return YAMLToken(style: .plain, range: range, text: 0..<scratch.count, isDecoded: true, isMultiLine: true)
        }
        return YAMLToken(style: .plain, range: range, text: start..<textEnd, isDecoded: false, isMultiLine: false)
    }

    /// Scans one line of a plain scalar; returns where its text ends (trailing whitespace
    /// excluded) and leaves the cursor at what stopped it. The hottest loop of the parser: it
    /// works on locals so the cursor stays in a register.
    @inline(__always)
    private mutating func scanPlainLine(inFlow: Bool) throws(ParseError) -> Int {
        let bytes = self.bytes
        let end = self.end
        var cursor = pos
        var textEnd = cursor
        defer { pos = cursor }
        while cursor < end {
            let byte = bytes[cursor]
            // The common case: a printable byte that is not ':' (and, in flow, not an indicator).
            if byte > YAMLByte.space && byte != YAMLByte.colon && byte != 0x7F
                && !(inFlow && YAMLByte.isFlowIndicator(byte))
            {
                cursor += 1
                textEnd = cursor
                continue
            }
            if byte == YAMLByte.space || byte == YAMLByte.tab {
                cursor += 1
                while cursor < end && YAMLByte.isSpaceOrTab(bytes[cursor]) { cursor += 1 }
                if cursor < end && bytes[cursor] == YAMLByte.hash { return textEnd }
                continue
            }
            if byte == YAMLByte.colon {
                let next = cursor + 1
                if next >= end || YAMLByte.isBlank(bytes[next]) || (inFlow && YAMLByte.isFlowIndicator(bytes[next])) {
                    return textEnd
                }
                cursor = next
                textEnd = cursor
                continue
            }
            if YAMLByte.isBreak(byte) || inFlow && YAMLByte.isFlowIndicator(byte) { return textEnd }
            pos = cursor
            throw controlCharacterError(at: cursor)
        }
        return textEnd
    }
}
