/// Moving over whitespace, comments, line breaks and indentation: the layout every part of the
/// grammar shares.
extension YAMLStreamParser {
    /// True past the end, or at a space, tab or line break.
    @inline(__always) func isBlank(at index: Int) -> Bool {
        index >= end || YAMLByte.isBlank(bytes[index])
    }

    /// True past the end, at a blank, or (inside a flow collection) at a flow indicator.
    @inline(__always) func isBlankOrFlowIndicator(at index: Int) -> Bool {
        index >= end || YAMLByte.isBlank(bytes[index]) || YAMLByte.isFlowIndicator(bytes[index])
    }

    /// Consumes one line break (CRLF counts as one) and starts a new line.
    @inline(__always) mutating func consumeBreak() {
        if bytes[pos] == YAMLByte.carriageReturn, pos + 1 < end, bytes[pos + 1] == YAMLByte.lineFeed {
            pos += 2
        } else {
            pos += 1
        }
        lineStart = pos
    }

    /// Skips spaces and tabs on the current line; true if a tab was among them.
    @discardableResult
    @inline(__always) mutating func skipInlineSpace() -> Bool {
        var sawTab = false
        while pos < end {
            let byte = bytes[pos]
            if byte == YAMLByte.space {
                pos += 1
            } else if byte == YAMLByte.tab {
                sawTab = true
                pos += 1
            } else {
                break
            }
        }
        return sawTab
    }

    /// True when a `#` at `index` starts a comment: at a line start or after whitespace.
    @inline(__always) func startsComment(at index: Int) -> Bool {
        bytes[index] == YAMLByte.hash
            && (index == lineStart || YAMLByte.isSpaceOrTab(bytes[index - 1]))
    }

    /// True when nothing but an optional comment is left on the line.
    @inline(__always) func atLineEndOrComment() -> Bool {
        pos >= end || YAMLByte.isBreak(bytes[pos]) || startsComment(at: pos)
    }

    /// Skips a comment up to (not including) its line break. Comments are not content, so
    /// their bytes are not checked beyond being UTF-8.
    @inline(__always) mutating func skipComment() {
        while pos < end && !YAMLByte.isBreak(bytes[pos]) { pos += 1 }
    }

    /// After a value: allows only whitespace and a comment before the line break. Leaves the
    /// cursor at the break, so ``skipToContent()`` can go on from there.
    mutating func endOfNodeLine() throws(ParseError) {
        // A plain scalar may already have looked ahead to the next content line, and a block
        // scalar ends at the start of the line after it.
        if pos == contentPos || pos == lineStart { return }
        skipInlineSpace()
        guard pos < end else { return }
        if bytes[pos] == YAMLByte.hash {
            guard YAMLByte.isSpaceOrTab(bytes[pos - 1]) else {
                throw syntaxError(.yamlCommentSpaceValue(), at: pos)
            }
            skipComment()
            return
        }
        guard YAMLByte.isBreak(bytes[pos]) else {
            throw syntaxError(.yamlAfterValue(found: describeByte(at: pos)), at: pos)
        }
    }

    /// Moves to the first byte of the next line that holds content, past blank lines and
    /// comment lines, and records that line's indentation. Starts at a line break, at the start
    /// of a line, or at the end of input; calling it again at the same content does nothing.
    mutating func skipToContent() {
        if pos == contentPos { return }
        var breaks = 0
        var sawComment = false
        while pos < end {
            if YAMLByte.isBreak(bytes[pos]) {
                consumeBreak()
                breaks += 1
                continue
            }
            // At the start of a line: indentation is spaces only; a tab after it is whitespace
            // that must not be mistaken for indentation.
            var index = pos
            while index < end && bytes[index] == YAMLByte.space { index += 1 }
            let indent = index - pos
            var tabbed = false
            while index < end && YAMLByte.isSpaceOrTab(bytes[index]) {
                if bytes[index] == YAMLByte.tab { tabbed = true }
                index += 1
            }
            pos = index
            guard index < end else { break }
            let byte = bytes[index]
            if byte == YAMLByte.hash {
                sawComment = true
                skipComment()
                continue
            }
            if YAMLByte.isBreak(byte) { continue }
            contentPos = index
            contentIndent = indent
            contentTabbed = tabbed
            breaksBeforeContent = breaks
            commentBeforeContent = sawComment
            return
        }
        contentPos = end
        contentIndent = 0
        contentTabbed = false
        breaksBeforeContent = breaks
        commentBeforeContent = sawComment
    }

    /// True at `---` or `...` at the start of a line, followed by a blank or the end.
    @inline(__always) func atDocumentMarker(_ byte: UInt8) -> Bool {
        isDocumentMarker(at: pos, byte)
    }

    /// True at either document marker.
    @inline(__always) func atAnyDocumentMarker() -> Bool {
        atDocumentMarker(YAMLByte.dash) || atDocumentMarker(YAMLByte.dot)
    }

    @inline(__always) func isDocumentMarker(at index: Int, _ byte: UInt8) -> Bool {
        index == lineStart && index + 3 <= end && bytes[index] == byte && bytes[index + 1] == byte
            && bytes[index + 2] == byte && isBlank(at: index + 3)
    }

    /// The offset of the first tab before the content of the current content line.
    func firstTab(onLineBefore index: Int) -> Int {
        var cursor = lineStart
        while cursor < index && bytes[cursor] != YAMLByte.tab { cursor += 1 }
        return cursor
    }
}
