/// Literal (`|`) and folded (`>`) block scalars, with chomping (`-`, `+`) and indentation
/// indicators.
extension YAMLStreamParser {
    private enum Chomping { case strip, clip, keep }

    /// Reads a block scalar whose header is at `pos`; its content is indented more than `parent`
    /// (exactly `parent + n` with an indentation indicator `n`). Leaves the cursor at the start
    /// of the first line after it.
    mutating func scanBlockScalar(parent: Int) throws(ParseError) -> YAMLToken {
        let start = pos
        let folded = bytes[pos] == YAMLByte.greaterThan
        pos += 1
        var indicator = 0
        var chomping = Chomping.clip
        var sawChomping = false
        while pos < end {
            let byte = bytes[pos]
            if byte >= 0x31 && byte <= 0x39 && indicator == 0 {
                indicator = Int(byte - 0x30)
            } else if (byte == YAMLByte.dash || byte == YAMLByte.plus) && !sawChomping {
                chomping = byte == YAMLByte.dash ? .strip : .keep
                sawChomping = true
            } else if byte == 0x30 {
                throw syntaxError(.yamlIndentationIndicator(), at: pos)
            } else {
                break
            }
            pos += 1
        }
        let headerEnd = pos
        skipInlineSpace()
        if pos < end && bytes[pos] == YAMLByte.hash {
            guard pos > headerEnd else {
                throw syntaxError(.yamlCommentAfterHeader(), at: pos)
            }
            skipComment()
        }
        guard pos >= end || YAMLByte.isBreak(bytes[pos]) else {
            throw syntaxError(
                .yamlBlockScalarHeader(found: describeByte(at: pos)), at: pos)
        }
        if pos < end { consumeBreak() }

        let indent = try blockScalarIndent(parent: parent, indicator: indicator)
        scratch.removeAll(keepingCapacity: true)
        var contentEnd = headerEnd
        var pendingBreak = false  // the line break after the last content line
        var emptyLines = 0  // empty lines since the last content line
        var previousMoreIndented = false
        while pos < end {
            var index = pos
            while index < end && bytes[index] == YAMLByte.space && index - lineStart < indent { index += 1 }
            if index >= end {
                // A last line of spaces with no line break still counts as an empty line.
                if index > lineStart { emptyLines += 1 }
                pos = index
                break
            }
            if YAMLByte.isBreak(bytes[index]) {
                pos = index
                consumeBreak()
                emptyLines += 1
                continue
            }
            if index - lineStart < indent {
                // Less indented, or a whitespace-only line with a tab in its indentation.
                if Self.restIsWhitespace(bytes, from: index, end: end) {
                    if index < end && bytes[index] == YAMLByte.tab {
                        throw tabIndentationError(onLineBefore: index + 1)
                    }
                    pos = index
                    while pos < end && !YAMLByte.isBreak(bytes[pos]) { pos += 1 }
                    if pos < end { consumeBreak() }
                    emptyLines += 1
                    continue
                }
                break
            }
            if indent == 0 && (isDocumentMarker(at: index, YAMLByte.dash) || isDocumentMarker(at: index, YAMLByte.dot)) {
                break
            }
            // A content line.
            let moreIndented = YAMLByte.isSpaceOrTab(bytes[index])
            if folded && pendingBreak && !previousMoreIndented && !moreIndented {
                if emptyLines == 0 { scratch.append(YAMLByte.space) }
            } else if pendingBreak {
                scratch.append(YAMLByte.lineFeed)
            }
            for _ in 0..<emptyLines { scratch.append(YAMLByte.lineFeed) }
            emptyLines = 0
            previousMoreIndented = moreIndented
            var lineEnd = index
            while lineEnd < end && !YAMLByte.isBreak(bytes[lineEnd]) {
                if YAMLByte.isForbiddenControl(bytes[lineEnd]) { throw controlCharacterError(at: lineEnd) }
                lineEnd += 1
            }
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<lineEnd]))
            contentEnd = lineEnd
            pos = lineEnd
            // The last line's break may be the end of the file.
            pendingBreak = true
            if pos < end { consumeBreak() }
        }
        if pos < end { pos = lineStart }
        switch chomping {
        case .strip:
            break
        case .clip:
            if pendingBreak { scratch.append(YAMLByte.lineFeed) }
        case .keep:
            if pendingBreak { scratch.append(YAMLByte.lineFeed) }
            for _ in 0..<emptyLines { scratch.append(YAMLByte.lineFeed) }
        }
        return YAMLToken(
            style: folded ? .folded : .literal, range: ByteRange(start: start, end: contentEnd),
            text: 0..<scratch.count, isDecoded: true, isMultiLine: true)
    }

    /// The content indentation: from the indicator, or from the first non-empty line (leading
    /// empty lines may not be indented more than it).
    private func blockScalarIndent(parent: Int, indicator: Int) throws(ParseError) -> Int {
        let minimum = parent + 1
        if indicator > 0 { return parent + indicator }
        var index = pos
        var lineBegin = pos
        var widestEmpty = 0
        var widestEmptyAt = pos
        while index < end {
            var spaces = 0
            while index < end && bytes[index] == YAMLByte.space { index += 1; spaces += 1 }
            if index >= end || YAMLByte.isBreak(bytes[index]) {
                if spaces > widestEmpty { widestEmpty = spaces; widestEmptyAt = lineBegin }
                if index >= end { break }
                index += bytes[index] == YAMLByte.carriageReturn && index + 1 < end && bytes[index + 1] == YAMLByte.lineFeed ? 2 : 1
                lineBegin = index
                continue
            }
            // The first line with content sets the indentation, unless it belongs to the parent.
            guard spaces >= minimum else { break }
            if widestEmpty > spaces {
                throw syntaxError(
                    .yamlLeadingEmptyLine(), at: widestEmptyAt)
            }
            return spaces
        }
        return max(widestEmpty, minimum)
    }

    private static func restIsWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int, end: Int) -> Bool {
        var cursor = index
        while cursor < end && YAMLByte.isSpaceOrTab(bytes[cursor]) { cursor += 1 }
        return cursor >= end || YAMLByte.isBreak(bytes[cursor])
    }
}
