/// The parser's error messages: each says what was found and, where it helps, what was expected.
extension YAMLStreamParser {
    func syntaxError(_ message: String, at offset: Int) -> ParseError {
        ParseError(.syntax, message, at: offset)
    }

    /// Valid YAML outside the documented subset: refused, never read some other way.
    func unsupportedError(_ feature: String, at offset: Int) -> ParseError {
        ParseError(.unsupported, "unsupported YAML feature: \(feature)", at: offset)
    }

    func tabIndentationError(onLineBefore index: Int) -> ParseError {
        syntaxError(
            "tab character used for indentation (YAML indents with spaces only)",
            at: firstTab(onLineBefore: index))
    }

    func controlCharacterError(at offset: Int) -> ParseError {
        let code = String(bytes[offset], radix: 16, uppercase: true)
        return syntaxError("control character U+\(code.count < 2 ? "000" : "00")\(code) is not allowed in YAML", at: offset)
    }

    func depthLimitError(at offset: Int) -> ParseError {
        ParseError(.limit, "collections nested deeper than \(ParseLimits.maximumDepth) levels", at: offset)
    }

    /// A short description of the byte at `offset` for messages: `'x'`, "a line break", "the end".
    func describeByte(at offset: Int) -> String {
        guard offset < end else { return "end of input" }
        let byte = bytes[offset]
        if YAMLByte.isBreak(byte) { return "line break" }
        if byte == YAMLByte.tab { return "tab" }
        if byte < YAMLByte.space || byte == 0x7F { return "control character" }
        // Show the whole character, however many bytes it takes.
        var last = offset + 1
        while last < end && bytes[last] & 0xC0 == 0x80 { last += 1 }
        return "'\(text(offset..<last))'"
    }

    /// Source bytes as a `String`, for messages and names.
    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// A scalar's text shortened for a message.
    func quotedForMessage(_ text: String) -> String {
        text.count > 40 ? "'\(text.prefix(40))…'" : "'\(text)'"
    }
}
