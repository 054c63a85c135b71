/// A source file as tokens, with the questions the readers ask of them: is this the name `X`,
/// what does this string literal say, where does this bracket close.
struct SourceTokens: Sendable {
    let source: SourceFile
    let language: SourceLexer.Language
    var tokens: [SourceToken] = []
    /// Every comment, in order (suppression comments are found among them).
    var comments: [ByteRange] = []
    /// Unterminated literals and comments, unbalanced or too deeply nested brackets.
    var problems: [SourceProblem] = []
    /// Where the first literal or comment that never ends starts, if one does: what it swallowed
    /// (a bracket, an `#endif`) is missing from the tokens, so the problems that follow from that are
    /// its echo.
    var brokenLiteral: Int?

    init(source: SourceFile, language: SourceLexer.Language) {
        self.source = source
        self.language = language
    }

    var count: Int { tokens.count }

    subscript(_ index: Int) -> SourceToken { tokens[index] }

    /// The token's kind, or ``SourceTokenKind/outside`` past either end (not an optional: comparing
    /// optionals goes through a generic `==`, and the readers compare kinds all the time).
    func kind(_ index: Int) -> SourceTokenKind {
        index >= 0 && index < tokens.count ? tokens[index].kind : .outside
    }

    /// Whether the token at `index` is the identifier `name` (backticks aside).
    func isName(_ index: Int, _ name: StaticString) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        return (token.kind == .identifier || token.kind == .pound || token.kind == .attribute) && hasText(token, name)
    }

    /// Whether the token's bytes are `text` (a backticked name compares without its backticks).
    func hasText(_ token: SourceToken, _ text: StaticString) -> Bool {
        var start = Int(token.start)
        var end = Int(token.end)
        if source.bytes[start] == UInt8(ascii: "`") {
            start += 1
            end -= 1
        }
        if token.kind == .pound, end - start > text.utf8CodeUnitCount {
            return spellsDirective(from: start, to: end, text)
        }
        return SourceToken.spells(source.bytes, from: start, to: end, text)
    }

    /// C lets blanks stand between `#` and a directive's name (`#   if defined(X)`, as indented
    /// preprocessor blocks write it); the directive token holds them, its name is the same.
    private func spellsDirective(from start: Int, to end: Int, _ text: StaticString) -> Bool {
        var name = start + 1
        while name < end, source.bytes[name] == 0x20 || source.bytes[name] == 0x09 { name += 1 }
        guard name > start + 1, end - name == text.utf8CodeUnitCount - 1 else { return false }
        return text.withUTF8Buffer { expected in
            expected[0] == source.bytes[start] && zip(expected.dropFirst(), source.bytes[name..<end]).allSatisfy { $0 == $1 }
        }
    }

    func isOperator(_ index: Int, _ text: StaticString) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .operator else { return false }
        return hasText(tokens[index], text)
    }

    /// The token's text (an identifier without its backticks).
    func text(_ index: Int) -> String {
        let token = tokens[index]
        var start = Int(token.start)
        var end = Int(token.end)
        if token.kind == .identifier, source.bytes[start] == UInt8(ascii: "`") {
            start += 1
            end -= 1
        }
        return String(decoding: source.bytes[start..<end], as: UTF8.self)
    }

    /// The value of a string literal token; nil for anything else, and for a literal whose value
    /// is computed or that the compiler would refuse.
    func stringValue(_ index: Int) -> String? {
        guard index >= 0, index < tokens.count else { return nil }
        return StringLiteralValue.decode(tokens[index], in: source.bytes)
    }

    /// The bracket that matches the one at `index`, if any.
    func match(_ index: Int) -> Int? {
        guard index >= 0, index < tokens.count, tokens[index].match >= 0 else { return nil }
        return Int(tokens[index].match)
    }

    /// The innermost opening bracket around the token, if any.
    func parent(_ index: Int) -> Int? {
        guard index >= 0, index < tokens.count, tokens[index].parent >= 0 else { return nil }
        return Int(tokens[index].parent)
    }

    /// From `start` to the end of the token at `last`.
    func range(from start: Int, through last: Int) -> ByteRange {
        ByteRange(start: Int(tokens[start].start), end: Int(tokens[max(start, last)].end))
    }

    func line(of index: Int) -> Int { source.line(of: Int(tokens[index].start)) }
}
