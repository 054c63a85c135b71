/// The parser's error messages: each says what was found and, where it helps, what was expected.
extension YAMLStreamParser {
    func syntaxError(_ message: Message, at offset: Int) -> ParseError {
        ParseError(.syntax, message, at: offset)
    }

    /// Valid YAML outside the documented subset: refused, never read some other way.
    func unsupportedError(_ feature: Message, at offset: Int) -> ParseError {
        ParseError(.unsupported, .syntaxUnsupportedYaml(feature: .message(feature)), at: offset)
    }

    func tabIndentationError(onLineBefore index: Int) -> ParseError {
        syntaxError(
            .yamlTabIndentation(),
            at: firstTab(onLineBefore: index))
    }

    func controlCharacterError(at offset: Int) -> ParseError {
        let code = String(bytes[offset], radix: 16, uppercase: true)
        return syntaxError(.yamlControlCharacter(code: .text((code.count < 2 ? "000" : "00") + code)), at: offset)
    }

    func depthLimitError(at offset: Int) -> ParseError {
        ParseError(.limit, .yamlTooDeep(depth: .number(ParseLimits.maximumDepth)), at: offset)
    }

    /// A short description of the byte at `offset` for messages: `'x'`, "line break", "end of input".
    func describeByte(at offset: Int) -> MessageArgument {
        guard offset < end else { return .message(.yamlFoundEnd()) }
        let byte = bytes[offset]
        if YAMLByte.isBreak(byte) { return .message(.yamlFoundLineBreak()) }
        if byte == YAMLByte.tab { return .message(.yamlFoundTab()) }
        if byte < YAMLByte.space || byte == 0x7F { return .message(.yamlFoundControl()) }
        // Show the whole character, however many bytes it takes.
        var last = offset + 1
        while last < end && bytes[last] & 0xC0 == 0x80 { last += 1 }
        return .message(.yamlFoundCharacter(character: .text(text(offset..<last))))
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
