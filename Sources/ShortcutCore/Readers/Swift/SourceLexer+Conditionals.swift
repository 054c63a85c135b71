/// How the lexer follows `#if` / `#elseif` (`#elif`, `#ifdef`, `#ifndef`) / `#else` / `#endif`.
///
/// **Branches that are never compiled are skipped.** A condition made only of literals
/// (`#if false`, `#if 0`, `#if 0 && DEBUG`, `#if !true`) is judged as the compiler judges it, and a
/// branch that can never be active — that one, or the `#else` of `#if 1` — is lexed (a string in it
/// cannot hide its `#endif`, and a C comment in it still ends where it ends) but leaves no token,
/// comment or problem: the shortcuts inside are not code. Any other condition may hold, and its
/// branches are read (PlatformRegions works out the platforms of each).
///
/// **Branches do not unbalance the brackets.** C code often opens a function's brace in each
/// branch and closes it once after `#endif` (`#if TARGET_OS_IPHONE - (void)a { #else - (void)b {
/// #endif … }`): valid, since only one branch is compiled. Each branch starts from the brackets
/// open at its `#if`, and after `#endif` the brackets are those the first branch that is compiled
/// left open — unless it left a `(` or `[` open and a later branch opened only braces (or none):
/// code split across branches opens braces, while a `[` left open is the mistake of a branch that
/// is not built (Quicksilver's `NDProgrammerUtilities.m`, under a macro nobody defines). A
/// bracket another branch opens and does not close matches nothing (the readers jump over the
/// branch's code as loose tokens).
extension SourceLexer {
    struct Conditionals {
        enum Directive {
            case `if`, ifdef, elseif, `else`, endif

            /// The directive a `#` and name make in `language`, if it is a conditional one.
            init?(_ name: Slice<UnsafeBufferPointer<UInt8>>, language: Language) {
                func named(_ text: StaticString) -> Bool {
                    text.withUTF8Buffer { name.elementsEqual($0) }
                }
                if named("if") {
                    self = .if
                } else if language == .objectiveC, named("ifdef") || named("ifndef") {
                    self = .ifdef
                } else if language == .swift ? named("elseif") : named("elif") {
                    self = .elseif
                } else if named("else") {
                    self = .else
                } else if named("endif") {
                    self = .endif
                } else {
                    return nil
                }
            }
        }

        struct Frame {
            /// The open brackets at the `#if`, where each branch starts.
            var openAtStart: [Int32]
            /// The open brackets at the end of the first branch that is compiled.
            var firstLiveEnd: [Int32]?
            /// The same for the first branch that is compiled and opened nothing but braces.
            var firstBraceEnd: [Int32]?
            /// Whether the current branch can be compiled.
            var live = true
            /// Whether an earlier branch's condition surely holds (`#if 1`): the later ones are dead.
            var taken = false
        }

        var frames: [Frame] = []
        /// In a dead branch: the `#if` blocks opened inside it and not yet closed.
        var deadDepth = 0
        /// Whether the scanner is in a branch that is never compiled.
        var discarding = false
        /// A directive whose condition is judged when its line ends.
        var pending: (directive: Directive, conditionStart: Int)?
    }
}

extension SourceLexer.Scanner {
    typealias Directive = SourceLexer.Conditionals.Directive

    /// At a conditional directive, before its token: ends the branch it closes and starts the one
    /// it opens (whose condition is judged at the line's end).
    mutating func enter(_ directive: Directive, conditionStart: Int) {
        if conditionals.discarding {
            switch directive {
            case .if, .ifdef:
                conditionals.deadDepth += 1
                return
            case .elseif, .else, .endif:
                guard conditionals.deadDepth == 0 else {
                    if directive == .endif { conditionals.deadDepth -= 1 }
                    return
                }
            }
        }
        switch directive {
        case .if, .ifdef:
            conditionals.frames.append(SourceLexer.Conditionals.Frame(openAtStart: open))
            conditionals.pending = (directive, conditionStart)
        case .elseif, .else:
            guard !conditionals.frames.isEmpty else { return }
            endBranch()
            open = conditionals.frames[conditionals.frames.count - 1].openAtStart
            conditionals.discarding = false
            conditionals.pending = (directive, conditionStart)
        case .endif:
            guard !conditionals.frames.isEmpty else { return }
            endBranch()
            let frame = conditionals.frames.removeLast()
            open = frame.firstBraceEnd ?? frame.firstLiveEnd ?? frame.openAtStart
            conditionals.discarding = false
            conditionals.pending = nil
        }
    }

    private mutating func endBranch() {
        let last = conditionals.frames.count - 1
        guard conditionals.frames[last].live else { return }
        if conditionals.frames[last].firstLiveEnd == nil { conditionals.frames[last].firstLiveEnd = open }
        if conditionals.frames[last].firstBraceEnd == nil, opensOnlyBraces(since: conditionals.frames[last].openAtStart) {
            conditionals.frames[last].firstBraceEnd = open
        }
    }

    /// Whether every bracket open now and not at the branch's start is a `{`.
    private func opensOnlyBraces(since start: [Int32]) -> Bool {
        var shared = 0
        while shared < min(start.count, open.count), start[shared] == open[shared] { shared += 1 }
        return open[shared...].allSatisfy { tokens[Int($0)].kind == .leftBrace }
    }

    /// At a line break (not one a `\` continues) or the end of the file: judges the condition
    /// of a directive on that line, and skips its branch when it can never be compiled.
    mutating func lineEnded(at offset: Int) {
        guard let pending = conditionals.pending, !conditionals.frames.isEmpty else { return }
        var before = offset - 1
        if before >= 0, offset < bytes.count, bytes[offset] == 0x0A, bytes[before] == 0x0D { before -= 1 }
        if before >= 0, offset < bytes.count, bytes[before] == UInt8(ascii: "\\") { return }  // continued
        conditionals.pending = nil
        let last = conditionals.frames.count - 1
        var frame = conditionals.frames[last]
        let holds = pending.directive == .else ? true : literalCondition(from: pending.conditionStart, to: offset)
        let dead: Bool
        switch pending.directive {
        case .if:
            dead = holds == false
            frame.taken = holds == true
        case .ifdef:
            dead = false
        case .elseif, .else:
            dead = frame.taken || holds == false
            if !dead, holds == true { frame.taken = true }
        case .endif:
            return
        }
        frame.live = !dead
        conditionals.frames[last] = frame
        conditionals.discarding = dead
    }

    /// The value of a condition made of literals (`0`, `1`, `true`, `false`), `!`, `&&`, `||` and
    /// parentheses; nil when it depends on anything else (`DEBUG`, `os(iOS)`, `defined(X)`).
    func literalCondition(from start: Int, to end: Int) -> Bool? {
        var parser = LiteralCondition(bytes: bytes, language: language, offset: start, end: end)
        let value = parser.expression(depth: 0)
        parser.skipSpace()
        return parser.failed || parser.offset < end ? nil : value
    }
}

/// A tiny parser for ``SourceLexer/Scanner/literalCondition(from:to:)``, over the directive's
/// bytes. Three-valued: `false && x` is false and `true || x` true whatever `x` is.
private struct LiteralCondition {
    let bytes: UnsafeBufferPointer<UInt8>
    let language: SourceLexer.Language
    var offset: Int
    let end: Int
    var failed = false

    subscript(_ at: Int) -> UInt8 { at < end && at < bytes.count ? bytes[at] : 0 }

    mutating func skipSpace() {
        while offset < end {
            let byte = self[offset]
            if byte == 0x20 || byte == 0x09 || byte == UInt8(ascii: "\\") || byte == 0x0A || byte == 0x0D {
                offset += 1
            } else if byte == UInt8(ascii: "/"), self[offset + 1] == UInt8(ascii: "/") {
                offset = end
            } else if byte == UInt8(ascii: "/"), self[offset + 1] == UInt8(ascii: "*") {
                offset += 2
                while offset < end, !(self[offset] == UInt8(ascii: "*") && self[offset + 1] == UInt8(ascii: "/")) { offset += 1 }
                offset = min(offset + 2, end)
            } else {
                return
            }
        }
    }

    mutating func take(_ first: UInt8, _ second: UInt8) -> Bool {
        skipSpace()
        guard self[offset] == first, self[offset + 1] == second else { return false }
        offset += 2
        return true
    }

    mutating func expression(depth: Int) -> Bool? {
        var value = conjunction(depth: depth)
        while !failed, take(UInt8(ascii: "|"), UInt8(ascii: "|")) {
            let right = conjunction(depth: depth)
            value = value == true || right == true ? true : (value == false && right == false ? false : nil)
        }
        return value
    }

    mutating func conjunction(depth: Int) -> Bool? {
        var value = unary(depth: depth)
        while !failed, take(UInt8(ascii: "&"), UInt8(ascii: "&")) {
            let right = unary(depth: depth)
            value = value == false || right == false ? false : (value == true && right == true ? true : nil)
        }
        return value
    }

    mutating func unary(depth: Int) -> Bool? {
        skipSpace()
        guard depth < 32, offset < end else {
            failed = true
            return nil
        }
        let byte = self[offset]
        if byte == UInt8(ascii: "!"), self[offset + 1] != UInt8(ascii: "=") {
            offset += 1
            return unary(depth: depth + 1).map { !$0 }
        }
        if byte == UInt8(ascii: "(") {
            offset += 1
            let value = expression(depth: depth + 1)
            skipSpace()
            guard self[offset] == UInt8(ascii: ")") else {
                failed = true
                return nil
            }
            offset += 1
            return value
        }
        var wordEnd = offset
        while wordEnd < end, SourceLexer.Scanner.isIdentifierContinuation(self[wordEnd]) { wordEnd += 1 }
        guard wordEnd > offset else {
            failed = true
            return nil
        }
        let word = Array(bytes[offset..<wordEnd])
        offset = wordEnd
        if word[0] >= UInt8(ascii: "0"), word[0] <= UInt8(ascii: "9") { return Self.isNonZero(word) }
        skipSpace()
        if self[offset] == UInt8(ascii: "(") {  // `os(iOS)`, `defined(X)`: not literal
            var parentheses = 0
            repeat {
                if self[offset] == UInt8(ascii: "(") { parentheses += 1 }
                if self[offset] == UInt8(ascii: ")") { parentheses -= 1 }
                offset += 1
            } while parentheses > 0 && offset < end
            return nil
        }
        switch word {
        case Array("false".utf8): return false
        // In C, `true` is 1 only where <stdbool.h> defines it (else an unknown name, which is 0).
        case Array("true".utf8) where language == .swift: return true
        default: return nil
        }
    }

    /// `0`, `0x0`, `00`, `0L` are zero.
    static func isNonZero(_ number: [UInt8]) -> Bool? {
        var digits = number[...]
        if digits.count > 2, digits[digits.startIndex + 1] | 0x20 == UInt8(ascii: "x") { digits = digits.dropFirst(2) }
        while let last = digits.last, [UInt8(ascii: "u"), UInt8(ascii: "l")].contains(last | 0x20) { digits = digits.dropLast() }
        guard !digits.isEmpty, digits.allSatisfy({ ($0 | 0x20) >= UInt8(ascii: "0") && ($0 | 0x20) <= UInt8(ascii: "f") }) else {
            return nil
        }
        return !digits.allSatisfy { $0 == UInt8(ascii: "0") }
    }
}
