/// Constants a file declares at its top level, whose value a key or modifier mask may name:
/// Objective-C `static const UIKeyModifierFlags kAppCommandModifiers = UIKeyModifierCommand |
/// UIKeyModifierAlternate;` (a helper's category keeps its flags so, issue 18) and
/// `NSString *const kFindKey = @"f";`, Swift `let commandModifiers: UIKeyModifierFlags = [.command,
/// .shift]` (also `private`/`fileprivate`). Only what cannot change is taken: a `const` or a `let`,
/// assigned where it is declared and nowhere else in the file.
struct FileConstants {
    /// The value's tokens by the constant's name.
    private var values: [String: ClosedRange<Int>] = [:]

    init(_ tokens: SourceTokens) {
        var assigned: [String: Int] = [:]
        for index in 0..<tokens.count where tokens[index].kind == .operator && tokens.isOperator(index, "=") {
            // `name = …` or `name: Type = …`
            var name = index - 1
            if tokens.kind(name) == .identifier, tokens.kind(name - 1) == .colon, tokens.kind(name - 2) == .identifier { name -= 2 }
            guard tokens.kind(name) == .identifier, tokens.kind(name - 1) != .dot else { continue }
            let text = tokens.text(name)
            assigned[text, default: 0] += 1
            guard tokens.parent(index) == nil, Self.isConstantDeclaration(tokens, name: name) else { continue }
            let last = tokens.statementEnd(from: index + 1)
            if index + 1 <= last { values[text] = index + 1...last }
        }
        for (name, count) in assigned where count > 1 { values[name] = nil }
    }

    /// The tokens of the value the file gives the constant `name`, if it declares one.
    func value(of name: String) -> ClosedRange<Int>? { values[name] }

    /// A `let` (Swift) or a declaration with `const` (C), looking back over the declaration's
    /// type and qualifiers to the start of its statement.
    private static func isConstantDeclaration(_ tokens: SourceTokens, name: Int) -> Bool {
        var index = name - 1
        for _ in 0..<8 {
            switch tokens.kind(index) {
            case .semicolon, .leftBrace, .rightBrace, .outside: return false
            case .identifier:
                if tokens.isName(index, "let") || tokens.isName(index, "const") { return true }
                if tokens.isName(index, "var") { return false }
            default: break
            }
            if tokens[index].flags.contains(.startsLine), tokens.language == .swift { return false }
            index -= 1
        }
        return false
    }
}
