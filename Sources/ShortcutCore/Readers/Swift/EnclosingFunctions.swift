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
        // Objective-C: back over the selector parts and parameter types, to a `-` or `+` starting a
        // line (a `;` may end the header, as in the interface: `- (void)f:(id)x;\n{`).
        var index = kind(open - 1) == .semicolon ? open - 2 : open - 1
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

    /// A parameter of a function: its argument label (nil for `_`; an Objective-C selector part),
    /// the name the body uses, and its default value's tokens.
    struct FunctionParameter {
        var label: String?
        var name: String
        var defaultValue: ClosedRange<Int>?
    }

    /// The function's name (Swift: `ported`; Objective-C: the selector,
    /// `addItemWithTitle:target:action:keyEquivalent:keyEquivalentModifierMask:tag:`) and its
    /// parameters; nil for an initializer or a header the reader does not follow.
    func signature(of function: EnclosingFunction) -> (name: String, parameters: [FunctionParameter])? {
        language == .swift ? swiftSignature(of: function) : objectiveCSignature(of: function)
    }

    /// `func ported(input: String, modifierFlags: UIKeyModifierFlags = [], _ action: Selector)`.
    private func swiftSignature(of function: EnclosingFunction) -> (name: String, parameters: [FunctionParameter])? {
        guard isName(function.header, "func"), kind(function.header + 1) == .identifier,
            let open = (function.header + 2..<function.body).first(where: { kind($0) == .leftParen }), let close = match(open)
        else { return nil }
        var parameters: [FunctionParameter] = []
        var start = open + 1
        while start < close {
            var end = start
            while end < close, kind(end) != .comma { end = skipGroup(end) }
            // `label name: Type = default`, `name: Type`.
            guard let colon = (start..<end).first(where: { kind($0) == .colon }) else { return nil }
            let names = (start..<colon).filter { kind($0) == .identifier }
            guard let last = names.last, names.count <= 2 else { return nil }
            let label = names.count == 2 ? text(names[0]) : text(last)
            let equals = (colon..<end).first { isOperator($0, "=") && parent($0) == open }
            parameters.append(
                FunctionParameter(label: label == "_" ? nil : label, name: text(last), defaultValue: equals.map { $0 + 1...end - 1 }))
            start = end + 1
        }
        return (text(function.header + 1), parameters)
    }

    /// `- (NSMenuItem *)addItemWithTitle:(NSString *)title action:(SEL)action keyEquivalent:(NSString *)key`.
    private func objectiveCSignature(of function: EnclosingFunction) -> (name: String, parameters: [FunctionParameter])? {
        var index = function.header + 1
        if kind(index) == .leftParen { index = skipGroup(index) }
        guard kind(index) == .identifier else { return nil }
        guard kind(index + 1) == .colon else { return index + 1 == function.body ? (text(index), []) : nil }
        var parameters: [FunctionParameter] = []
        var selector = ""
        while index < function.body, kind(index) == .identifier, kind(index + 1) == .colon {
            let part = text(index)
            index += 2
            if kind(index) == .leftParen { index = skipGroup(index) }
            guard kind(index) == .identifier else { return nil }
            parameters.append(FunctionParameter(label: part, name: text(index), defaultValue: nil))
            selector += part + ":"
            index += 1
        }
        return (selector, parameters)
    }
}
