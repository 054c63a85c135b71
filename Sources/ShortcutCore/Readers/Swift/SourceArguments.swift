/// One argument of a call: its label, if written, and the tokens of its value.
struct SourceArgument: Sendable {
    var label: String?
    /// First and last token of the value; `first > last` when the value is empty.
    var first: Int
    var last: Int

    var isEmpty: Bool { first > last }
}

/// How code reads around a token: a call's arguments and trailing closures, the expression a
/// modifier is applied to, the name a value is assigned to.
extension SourceTokens {
    /// The arguments between the `(` at `open` and its `)`: `label: value` or `value`, split at
    /// the commas that are not inside brackets.
    func arguments(of open: Int) -> [SourceArgument] {
        guard let close = match(open) else { return [] }
        var arguments: [SourceArgument] = []
        var index = open + 1
        while index < close {
            var label: String?
            var valueStart = index
            if kind(index) == .identifier, kind(index + 1) == .colon {
                label = text(index)
                valueStart = index + 2
            }
            var end = valueStart
            while end < close, kind(end) != .comma { end = skipGroup(end) }
            arguments.append(SourceArgument(label: label, first: valueStart, last: end - 1))
            index = end + 1
        }
        return arguments
    }

    /// Why a call cannot be read as Apple's API: it passes a label Apple's initializer or method
    /// does not take (a project's own convenience initializer, `NSMenuItem(title:action:keyEquivalent:modifier:)`),
    /// whose effect on the shortcut the reader cannot see. Nil when every label is known.
    func customCall(_ arguments: [SourceArgument], known: Set<String>) -> Unresolved? {
        guard let unknown = arguments.first(where: { $0.label.map { !known.contains($0) } ?? false })?.label else { return nil }
        return .unsupported(.unresolvedCustomCall(label: .text(unknown)))
    }

    /// The elements of the array literal whose `[` is at `open`, split at the commas that are
    /// not inside brackets.
    func elements(of open: Int) -> [SourceArgument] {
        guard let close = match(open) else { return [] }
        var elements: [SourceArgument] = []
        var start = open + 1
        var index = open + 1
        while index < close {
            if kind(index) == .comma {
                elements.append(SourceArgument(label: nil, first: start, last: index - 1))
                start = index + 1
            }
            index = skipGroup(index)
        }
        if start < close { elements.append(SourceArgument(label: nil, first: start, last: close - 1)) }
        return elements
    }

    /// The last token of the statement or argument starting at `start`: it ends at the end of its
    /// line in Swift (bracket groups spanning lines included, and a next line starting with `.`),
    /// at a `;` or `,`, or where its enclosing bracket closes.
    func statementEnd(from start: Int) -> Int {
        var index = start
        var last = start - 1
        while index < tokens.count {
            let token = tokens[index]
            if language == .swift, index > start, token.flags.contains(.startsLine), token.kind != .dot { break }
            if token.kind == .semicolon || token.kind == .comma || token.kind.isClosing { break }
            last = token.kind.isOpening ? (match(index) ?? index) : index
            index = last + 1
        }
        return last
    }

    /// The index after the token at `index`, or after its whole bracket group when it opens one.
    func skipGroup(_ index: Int) -> Int {
        if tokens[index].kind.isOpening, let close = match(index) { return close + 1 }
        return index + 1
    }

    /// The closures written after a call's `)` (or after a name): `{ … }` and `label: { … }`.
    func trailingClosures(after index: Int) -> [(label: String?, open: Int)] {
        var closures: [(label: String?, open: Int)] = []
        var next = index + 1
        while true {
            if kind(next) == .leftBrace, let close = match(next) {
                closures.append((nil, next))
                next = close + 1
            } else if !closures.isEmpty, kind(next) == .identifier, kind(next + 1) == .colon, kind(next + 2) == .leftBrace,
                let close = match(next + 2)
            {
                closures.append((text(next), next + 2))
                next = close + 1
            } else {
                return closures
            }
        }
    }

    /// The nearest keyword before the `{` at `open` within its statement, for telling what the
    /// braces belong to (`if`, `switch`, `struct`, `var`): walks back over the tokens of the
    /// statement, skipping bracket groups, and returns the first that `isKeyword` accepts; nil
    /// when a statement or bracket boundary (`{`, `}`, `;`, `(`, `[`) or a token `isStop` accepts
    /// comes first, or after `limit` tokens.
    func keyword(before open: Int, limit: Int, isKeyword: (Int) -> Bool, isStop: (Int) -> Bool = { _ in false }) -> Int? {
        var index = open - 1
        for _ in 0..<limit {
            switch kind(index) {
            case .leftBrace, .rightBrace, .semicolon, .leftParen, .leftBracket, .outside:
                return nil
            case .rightParen, .rightBracket:
                guard let match = match(index) else { return nil }
                index = match - 1
                continue
            case .identifier where isKeyword(index):
                return index
            case .identifier where isStop(index):
                return nil
            default:
                break
            }
            index -= 1
        }
        return nil
    }

    /// The first token of the postfix expression that ends just before `index` (the `.` of a
    /// modifier): walks back over calls, subscripts, trailing closures (labeled ones too),
    /// member accesses, `?`/`!` and `#if` lines, to the name the chain starts with (`Button`),
    /// or the `.` of an implicit member. Nil when nothing precedes.
    func chainStart(before index: Int, directives: PlatformRegions) -> Int? {
        var memo: [Int: Int] = [:]
        return chainStart(before: index, directives: directives, memo: &memo)
    }

    /// The same, remembering chain starts by the `.` of a member access: a walk that reaches a
    /// `.` whose chain start is known stops there, so a chain of many modifiers is walked once,
    /// not once per modifier. The caller records each result under the `.` it walked back from.
    func chainStart(before index: Int, directives: PlatformRegions, memo: inout [Int: Int]) -> Int? {
        if let known = memo[index] { return known }
        var position = index - 1
        var start: Int?
        while position >= 0 {
            if directives.isDirective(position) {
                position = directives.directiveStart(of: position) - 1
                continue
            }
            let token = tokens[position]
            switch token.kind {
            case .rightParen, .rightBracket, .rightBrace:
                guard let open = match(position) else { return start }
                start = open
                position = open - 1
                if tokens[open].kind == .leftBrace, kind(position) == .colon, kind(position - 1) == .identifier,
                    kind(position - 2) == .rightBrace
                {
                    position -= 2
                }
            case .identifier, .string, .number:
                start = position
                guard kind(position - 1) == .dot else { return start }
                guard endsExpression(position - 2) else { return position - 1 }
                if let known = memo[position - 1] { return known }
                position -= 2
            case .operator
            where (isOperator(position, "?") || isOperator(position, "!")) && position > 0
                && tokens[position - 1].end == token.start:
                position -= 1
            default:
                return start
            }
        }
        return start
    }

    /// Whether the token can end an operand, so that a `.` after it is a member access.
    private func endsExpression(_ index: Int) -> Bool {
        switch kind(index) {
        case .identifier, .string, .number, .rightParen, .rightBracket, .rightBrace: return true
        case .operator:
            return (isOperator(index, "?") || isOperator(index, "!")) && index > 0 && tokens[index - 1].end == tokens[index].start
        default: return false
        }
    }

    /// The name a value starting at `index` is assigned to: `let name = …`, `var name: Type = …`,
    /// `name = …`, `self.name = …`. Nil when the value is not assigned to a plain name.
    func assignedName(ofValueAt index: Int) -> String? {
        guard isOperator(index - 1, "=") else { return nil }
        var name = index - 2
        if isOperator(name, "?") || isOperator(name, "!") { name -= 1 }
        if kind(name) == .identifier, kind(name - 1) == .colon, kind(name - 2) == .identifier { name -= 2 }
        guard kind(name) == .identifier else { return nil }
        return text(name)
    }

    /// The identifier called by the `(` at `open` (`addItem` in `menu.addItem(`), if a name
    /// precedes it.
    func callee(of open: Int) -> Int? {
        kind(open - 1) == .identifier ? open - 1 : nil
    }

    /// For `receiver.name(`, the receiver's name (`menu` in `menu.addItem(`, also in
    /// `self.menu.addItem(`); nil for anything more complex.
    func receiver(ofCallee callee: Int) -> String? {
        guard kind(callee - 1) == .dot, kind(callee - 2) == .identifier else { return nil }
        return text(callee - 2)
    }
}
