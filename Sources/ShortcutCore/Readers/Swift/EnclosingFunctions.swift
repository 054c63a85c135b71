/// The function or method a token sits in, read from its header: what a menu handed to it is
/// for (an event's context menu) and which names are its parameters (which hide an object of the
/// same name made elsewhere in the file).
///
/// A Swift function is the body of `func` (or `init`); an Objective-C method the body of a
/// `-`/`+` declaration that starts a line (`- (NSMenu *)menuForEvent:(NSEvent *)event {`).
extension SourceTokens {
    struct EnclosingFunction: Equatable {
        /// The first token of the header (`func`, or the Objective-C `-`/`+`).
        var header: Int
        /// The `{` of its body.
        var body: Int
    }

    /// How far back from a body's `{` its header is looked for.
    private static let headerLimit = 96

    /// The innermost function or method around the token, if any (closures are not functions).
    func enclosingFunction(of index: Int) -> EnclosingFunction? {
        var enclosing = parent(index)
        while let open = enclosing {
            if kind(open) == .leftBrace, let header = functionHeader(openedBy: open) {
                return EnclosingFunction(header: header, body: open)
            }
            enclosing = parent(open)
        }
        return nil
    }

    /// The header of the function whose body the `{` at `open` opens.
    private func functionHeader(openedBy open: Int) -> Int? {
        if language == .swift {
            return keyword(
                before: open, limit: Self.headerLimit, isKeyword: { isName($0, "func") || isName($0, "init") },
                isStop: { isName($0, "var") || isName($0, "let") || isName($0, "class") || isName($0, "struct") })
        }
        // Objective-C: back over the selector parts and parameter types, to a `-` or `+` starting a line.
        var index = open - 1
        for _ in 0..<Self.headerLimit {
            switch kind(index) {
            case .leftBrace, .rightBrace, .semicolon, .outside: return nil
            case .rightParen:
                guard let match = match(index) else { return nil }
                index = match - 1
                continue
            case .operator where tokens[index].flags.contains(.startsLine) && (isOperator(index, "-") || isOperator(index, "+")):
                return index
            default: break
            }
            index -= 1
        }
        return nil
    }

    /// Whether the function's header names an `NSEvent` (`menuForEvent:`, `menu(for event:)`,
    /// `textView:menu:forEvent:atIndex:`): a menu it is handed or asks `super` for is shown for that
    /// event, a context menu.
    func handlesEvent(_ function: EnclosingFunction) -> Bool {
        (function.header..<function.body).contains { isName($0, "NSEvent") }
    }

    /// Whether `name` is one of the function's parameters: in Objective-C the name after a
    /// parenthesized type (`menu:(NSMenu *)menu`), in Swift the name before a parameter's `:`
    /// (`_ view: NSTextView, menu: NSMenu`).
    func isParameter(_ name: String, of function: EnclosingFunction) -> Bool {
        if language == .objectiveC {
            return (function.header..<function.body).contains { index in
                kind(index) == .identifier && kind(index - 1) == .rightParen && text(index) == name
            }
        }
        guard let open = (function.header..<function.body).first(where: { kind($0) == .leftParen }), let close = match(open)
        else { return false }
        // Each parameter's name is the identifier before its first `:` (`for event: NSEvent`).
        var index = open + 1
        var named = false
        while index < close {
            if kind(index) == .comma {
                named = false
            } else if !named, kind(index) == .colon {
                named = true
                if kind(index - 1) == .identifier, text(index - 1) == name { return true }
            }
            index = skipGroup(index)
        }
        return false
    }
}
