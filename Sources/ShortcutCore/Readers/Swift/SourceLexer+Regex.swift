/// Swift's regex literals (Swift 5.7, SE-0354): `/…/` where Swift's rules say a `/` starts one, and
/// `#/…/#` with any number of `#`, on one line or, when the opening delimiter ends its line, on
/// several.
///
/// The rules are the compiler's, as swift-syntax's `RegexLiteralLexer.swift` states them: a `/`
/// in a run of operator characters starts a regex only when the run is not bound to what is
/// before it (`a/b` is division); when the run is bound on neither side (`x = / 2`), only where
/// an expression can start (after `=`, `(`, `,`, `return`…, not after a name, a literal, `)` or
/// `]`); never after `func` or `operator` (`static func / (…)`). A candidate that starts with a
/// space or tab, holds a `)` that closes no group, has a space before its closing `/`, or does
/// not close on its line is no regex (`reduce(0, /)`, `a / b / c`). What the compiler must take as
/// a regex (after `=`, say) is one even then.
extension SourceLexer.Scanner {
    /// The end of the regex literal a run of operator characters `start..<end` holds, and where
    /// the literal starts (its `/`); nil when the run holds none.
    func bareRegex(inOperatorRunFrom start: Int, to end: Int) -> (start: Int, end: Int)? {
        var slash = start
        while slash < end, bytes[slash] != UInt8(ascii: "/") { slash += 1 }
        guard slash < end else { return nil }
        let leftBound = isLeftBound(start)
        guard !leftBound else { return nil }
        if let previous, previous.kind == .identifier, hasText(previous, "func") || hasText(previous, "operator") { return nil }
        var mustBeRegex = false
        if !isRightBound(end, leftBound: leftBound) {
            // `try? /x/`: `try` cannot be a binary operator's left side, so this is a regex.
            mustBeRegex = followsTryWithPostfix
            guard mustBeRegex || isRegexPosition else { return nil }
            // In an argument list an operator may stand alone (`reduce(0, /)`).
            switch previous?.kind {
            case .leftParen?, .leftBracket?, .comma?, .colon?: break
            default: mustBeRegex = true
            }
        }
        return bareRegexEnd(slash: slash, mustBeRegex: mustBeRegex).map { (slash, $0) }
    }

    /// After `/`: the end of the literal, or nil when it is no regex (or, when it must be one,
    /// is broken: the operator it then is never swallows the rest of the line).
    private func bareRegexEnd(slash: Int, mustBeRegex: Bool) -> Int? {
        let first = self[slash + 1]
        if first == UInt8(ascii: "*") || first == UInt8(ascii: "/") { return nil }
        if !mustBeRegex, first == 0x20 || first == 0x09 { return nil }
        if slash > 0, bytes[slash - 1] == UInt8(ascii: "*") { return nil }
        var offset = slash + 1
        var groups = 0
        var classes = 0
        var lastSpace = -1
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "/"):
                let next = self[offset + 1]
                if next == UInt8(ascii: "*") || next == UInt8(ascii: "/") { return nil }
                if lastSpace == offset - 1, !mustBeRegex { return nil }
                return offset + 1
            case 0x0A, 0x0D:
                return nil
            case UInt8(ascii: "\\"):
                let escaped = self[offset + 1]
                if escaped == 0x0A || escaped == 0x0D || offset + 1 >= bytes.count { return nil }
                offset += 2
                continue
            case UInt8(ascii: "(") where classes == 0:
                groups += 1
            case UInt8(ascii: ")") where classes == 0:
                if groups == 0, !mustBeRegex { return nil }
                groups = max(groups - 1, 0)
            case UInt8(ascii: "["):
                classes += 1
            case UInt8(ascii: "]"):
                classes = max(classes - 1, 0)
            case 0x20, 0x09:
                lastSpace = offset
            default:
                break
            }
            offset += 1
        }
        return nil
    }

    /// `#/…/#` from its first `#` (`hashes` of them, then `/`): where it ends, and whether it
    /// does; an unterminated one ends at its line's end, or, spanning lines, after its opening
    /// line, so the code after it is still read. A multi-line one that found no end remembers
    /// where it looked, so that many of them cost one pass, not one each.
    mutating func extendedRegex(from start: Int, hashes: Int) -> (end: Int, terminated: Bool) {
        var offset = start + hashes + 1
        var probe = offset
        while self[probe] == 0x20 || self[probe] == 0x09 { probe += 1 }
        let firstNewline: Int? = self[probe] == 0x0A || self[probe] == 0x0D ? probe : nil
        if let firstNewline {
            if let open = unclosedRegex, open.start < start, open.hashes <= hashes { return (firstNewline, false) }
            offset = firstNewline
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "/") {
                var closing = 0
                while self[offset + 1 + closing] == UInt8(ascii: "#") { closing += 1 }
                if closing >= hashes { return (offset + 1 + closing, true) }
            } else if byte == 0x0A || byte == 0x0D {
                if firstNewline == nil { return (offset, false) }
            } else if byte == UInt8(ascii: "\\"), offset + 1 < bytes.count {
                offset += 1
            }
            offset += 1
        }
        if firstNewline != nil { unclosedRegex = (start, hashes) }
        return (firstNewline ?? bytes.count, false)
    }

    // MARK: Where a regex can start

    /// Whether the byte before `offset` binds an operator starting there to what precedes it.
    func isLeftBound(_ offset: Int) -> Bool {
        guard offset > 0 else { return false }
        switch bytes[offset - 1] {
        case 0x20, 0x0D, 0x0A, 0x09, 0x00, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","),
            UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "/"):
            return !(offset > 1 && bytes[offset - 2] == UInt8(ascii: "*"))  // a block comment's end
        case 0xA0:
            return !(offset > 1 && bytes[offset - 2] == 0xC2)  // a no-break space
        default:
            return true
        }
    }

    /// Whether the byte at `offset` binds an operator ending there to what follows it.
    func isRightBound(_ offset: Int, leftBound: Bool) -> Bool {
        guard offset < bytes.count else { return false }
        switch bytes[offset] {
        case 0x20, 0x0D, 0x0A, 0x09, 0x00, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","),
            UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "."):
            return !leftBound
        case UInt8(ascii: "/"):
            return !(self[offset + 1] == UInt8(ascii: "/") || self[offset + 1] == UInt8(ascii: "*"))
        case 0xC2:
            return self[offset + 1] != 0xA0
        default:
            return true
        }
    }

    /// Whether the previous token leaves the lexer expecting an expression (a regex can start)
    /// rather than an operator after one.
    private var isRegexPosition: Bool {
        guard let previous else { return true }
        switch previous.kind {
        case .leftParen, .leftBracket, .leftBrace, .comma, .semicolon, .colon:
            return true
        case .rightParen, .rightBracket, .rightBrace, .number, .string, .regex, .dot, .attribute, .outside:
            return false
        case .identifier:
            return Self.expressionKeywords.contains { hasText(previous, $0) }
        case .pound:
            return hasText(previous, "#if") || hasText(previous, "#else") || hasText(previous, "#elseif")
                || hasText(previous, "#endif")
        case .operator:
            return operatorExpectsOperand(previous)
        case .other:
            return bytes[Int(previous.start)] != UInt8(ascii: "\\") && bytes[Int(previous.start)] != UInt8(ascii: "`")
        }
    }

    /// A prefix or binary operator, `=` or the ternary `?`, expects an expression after it; a
    /// postfix one (`x!`, `x?`), and `->`, do not.
    private func operatorExpectsOperand(_ token: SourceToken) -> Bool {
        if hasText(token, "->") { return false }
        let leftBound = isLeftBound(Int(token.start))
        let rightBound = isRightBound(Int(token.end), leftBound: leftBound)
        return !leftBound || rightBound
    }

    /// `try?` or `try!` just before.
    private var followsTryWithPostfix: Bool {
        guard let mark = previous, let keyword = beforePrevious else { return false }
        return mark.kind == .operator && (hasText(mark, "?") || hasText(mark, "!")) && mark.start == keyword.end
            && keyword.kind == .identifier && hasText(keyword, "try")
    }

    /// Swift's reserved words after which an expression starts (`return /x/`, `case /x/:`):
    /// every one the lexer classifies but those that are expressions themselves.
    private static let expressionKeywords: [StaticString] = [
        "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do", "else",
        "enum", "extension", "fallthrough", "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout",
        "internal", "is", "let", "operator", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows",
        "return", "static", "struct", "subscript", "switch", "throw", "throws", "try", "typealias", "var", "where", "while",
    ]

    /// Whether the token's bytes are `text`.
    func hasText(_ token: SourceToken, _ text: StaticString) -> Bool {
        SourceToken.spells(bytes, from: Int(token.start), to: Int(token.end), text)
    }
}
