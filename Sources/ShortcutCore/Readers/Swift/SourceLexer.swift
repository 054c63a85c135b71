/// Splits Swift or Objective-C source into tokens, in one pass over the bytes.
///
/// It knows exactly what it must to never be fooled by text: string literals of every form
/// (escapes, `\(…)` interpolation with strings nested inside, raw `#"…"#` and multi-line `"""`
/// strings with any number of `#`; `@"…"`, `'c'` and C++ raw `R"x(…)x"` strings in Objective-C),
/// Swift's regex literals (`/…/` where the compiler takes one, `#/…/#`: SourceLexer+Regex.swift),
/// line and nested block comments (kept, with their positions, for suppression comments), and
/// brackets, which it matches so the readers can jump over an argument list or a closure in one
/// step. `#if` blocks are followed as the compiler does (SourceLexer+Conditionals.swift): a branch
/// that can never be compiled (`#if false`, `#if 0`) is skipped, and branches that each open a
/// bracket closed once after `#endif` do not unbalance the brackets. No grammar beyond that: the
/// readers look for a few known calls in the token stream.
///
/// Broken input is reported, never fatal: an unterminated string or comment, a bracket that closes
/// nothing or is never closed (not after an unterminated literal, which swallowed it), nesting
/// deeper than ``ParseLimits/maximumDepth``. Each problem points at the byte where it starts and
/// says what it kept from being read; lexing goes on after an unterminated single-line string (at
/// the next line, as the compiler does), so the rest of the file is still read. Time is linear
/// in the input; nothing recurses except string interpolation, which is capped.
enum SourceLexer {
    enum Language: Sendable { case swift, objectiveC }

    /// Strings inside `\(…)` inside strings… deeper than this are refused.
    static let maximumInterpolationDepth = 16

    static func tokenize(_ source: SourceFile, language: Language) -> SourceTokens {
        var result = SourceTokens(source: source, language: language)
        guard source.bytes.count < Int(Int32.max) else {
            result.problems.append(
                SourceProblem(
                    .sourceTooLarge(), range: ByteRange(at: 0),
                    skipped: ByteRange(start: 0, end: source.bytes.count)))
            return result
        }
        source.bytes.withUnsafeBufferPointer { bytes in
            var scanner = Scanner(bytes: bytes, language: language)
            scanner.run()
            result.tokens = scanner.tokens
            result.comments = scanner.comments
            result.problems = scanner.problems
            result.brokenLiteral = scanner.brokenLiteral
        }
        return result
    }

    /// The scanning state; lives only inside `withUnsafeBufferPointer`. Objective-C's literals
    /// and preprocessor lines, and the character classes, are in SourceLexer+ObjectiveC.swift;
    /// regex literals in SourceLexer+Regex.swift; `#if` blocks in SourceLexer+Conditionals.swift.
    struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let language: Language
        var index = 0
        var tokens: [SourceToken] = []
        var comments: [ByteRange] = []
        var problems: [SourceProblem] = []
        /// Open brackets, innermost last.
        var open: [Int32] = []
        var startsLine = true
        /// Only the first bracket problem is reported: the ones after it are usually its echo.
        var reportedBracket = false
        /// Where the first literal or comment that never ends starts. It swallowed what followed
        /// it on its line (or in the file), brackets included, so bracket problems found after it
        /// are its echo and not reported: one cause, one finding.
        var brokenLiteral: Int?
        var stopped = false
        /// The last two tokens lexed, emitted or not: where a regex literal can start depends on them.
        var previous: SourceToken?
        var beforePrevious: SourceToken?
        /// The `#if` blocks around the scanner, and whether it is in a branch that is never compiled.
        var conditionals = SourceLexer.Conditionals()
        /// A multi-line `#/` regex (its start and hashes) that no `/#` closes before the end.
        var unclosedRegex: (start: Int, hashes: Int)?

        init(bytes: UnsafeBufferPointer<UInt8>, language: Language) {
            self.bytes = bytes
            self.language = language
            tokens.reserveCapacity(bytes.count / 5)
        }

        subscript(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

        mutating func run() {
            if self[0] == UInt8(ascii: "#"), self[1] == UInt8(ascii: "!") { skipToLineEnd() }
            if self[0] == 0xEF, self[1] == 0xBB, self[2] == 0xBF { index = 3 }
            while index < bytes.count, !stopped {
                let byte = bytes[index]
                switch byte {
                case 0x20, 0x09, 0x0B, 0x0C, 0x00:
                    index += 1
                    // Indentation comes in runs: past them without going round the switch.
                    while index < bytes.count, bytes[index] == 0x20 { index += 1 }
                case 0x0A, 0x0D:
                    // Most lines hold no directive waiting for its line to end.
                    if conditionals.pending != nil { lineEnded(at: index) }
                    startsLine = true
                    index += 1
                case UInt8(ascii: "/") where self[index + 1] == UInt8(ascii: "/"):
                    lineComment()
                case UInt8(ascii: "/") where self[index + 1] == UInt8(ascii: "*"):
                    blockComment()
                case UInt8(ascii: "\""):
                    language == .swift ? swiftString(hashes: 0) : cString(from: index)
                case UInt8(ascii: "#"):
                    language == .swift ? swiftPound() : preprocessorDirective()
                case UInt8(ascii: "@"):
                    attribute()
                case UInt8(ascii: "'") where language == .objectiveC:
                    characterLiteral()
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    number()
                case UInt8(ascii: "`"):
                    backtickIdentifier()
                case UInt8(ascii: "."): single(.dot)
                case UInt8(ascii: ","): single(.comma)
                case UInt8(ascii: ":"): single(.colon)
                case UInt8(ascii: ";"): single(.semicolon)
                case UInt8(ascii: "("): single(.leftParen)
                case UInt8(ascii: ")"): single(.rightParen)
                case UInt8(ascii: "["): single(.leftBracket)
                case UInt8(ascii: "]"): single(.rightBracket)
                case UInt8(ascii: "{"): single(.leftBrace)
                case UInt8(ascii: "}"): single(.rightBrace)
                default:
                    if Self.isIdentifierStart(byte) {
                        identifier(from: index)
                    } else if Self.isOperatorCharacter(byte) {
                        operatorRun()
                    } else {
                        single(.other)
                    }
                }
            }
            lineEnded(at: index)
            if !stopped, let outermost = open.first {
                let token = tokens[Int(outermost)]
                bracketProblem(.sourceBracketNeverClosed(bracket: .text(token.kind.bracketText)), at: Int(token.start))
            }
        }

        // MARK: Tokens

        mutating func emit(_ kind: SourceTokenKind, _ start: Int, _ end: Int, flags: SourceToken.Flags = .plain) {
            // Offsets fit: files of 2 GB and more are refused before lexing.
            var token = SourceToken(kind: kind, flags: flags, start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: end))
            if startsLine { token.flags.add(.startsLine) }
            startsLine = false
            beforePrevious = previous
            previous = token
            // A branch that is never compiled is lexed (so a string in it cannot hide its `#endif`)
            // but leaves no token.
            guard !conditionals.discarding else { return }
            token.parent = open.last ?? -1
            let position = Int32(tokens.count)
            if kind.isClosing {
                if let opener = opener(for: kind) {
                    // Closed already in another `#if` branch: the latest close is its match.
                    let earlier = tokens[Int(opener)].match
                    if earlier >= 0 { tokens[Int(earlier)].match = -1 }
                    tokens[Int(opener)].match = position
                    token.match = opener
                    token.parent = tokens[Int(opener)].parent
                } else {
                    bracketProblem(.sourceBracketClosesNothing(bracket: .text(kind.bracketText)), at: start)
                }
            }
            tokens.append(token)
            if kind.isOpening {
                guard open.count < ParseLimits.maximumDepth else {
                    problems.append(
                        SourceProblem(
                            .sourceTooDeep(depth: .number(ParseLimits.maximumDepth)),
                            range: ByteRange(start: start, end: end), skipped: ByteRange(start: start, end: bytes.count)))
                    stopped = true
                    return
                }
                open.append(position)
            }
        }

        /// The open bracket a closing one matches: the innermost of its kind. Brackets opened
        /// inside it and never closed are dropped (and the first of them reported).
        mutating func opener(for kind: SourceTokenKind) -> Int32? {
            // Nearly every bracket closes the innermost one: that is one comparison.
            if let innermost = open.last, tokens[Int(innermost)].kind.closing == kind {
                open.removeLast()
                return innermost
            }
            guard let depth = open.lastIndex(where: { tokens[Int($0)].kind.closing == kind }) else { return nil }
            if depth < open.count - 1 {
                let unclosed = tokens[Int(open[depth + 1])]
                bracketProblem(.sourceBracketNeverClosed(bracket: .text(unclosed.kind.bracketText)), at: Int(unclosed.start))
            }
            let opener = open[depth]
            open.removeSubrange(depth...)
            return opener
        }

        mutating func bracketProblem(_ message: Message, at offset: Int) {
            guard !reportedBracket, brokenLiteral == nil else { return }
            reportedBracket = true
            problems.append(SourceProblem(message, range: ByteRange(start: offset, end: offset + 1)))
        }

        /// A string, character, regex or comment that does not end where it must, and the text it
        /// swallowed (`start` to where reading goes on). Not in a branch that is never compiled.
        mutating func literalProblem(_ message: Message, range: ByteRange, readingResumesAt resume: Int) {
            guard !conditionals.discarding else { return }
            if brokenLiteral == nil { brokenLiteral = range.start }
            problems.append(SourceProblem(message, range: range, skipped: ByteRange(start: range.start, end: max(resume, range.end))))
        }

        mutating func single(_ kind: SourceTokenKind) {
            emit(kind, index, index + 1)
            index += 1
        }

        mutating func identifier(from start: Int) {
            var end = index + 1
            while end < bytes.count, Self.isIdentifierContinuation(bytes[end]) { end += 1 }
            if language == .objectiveC, self[end] == UInt8(ascii: "\""), end - start <= 3,
                Self.rawStringPrefixes.contains(Array(bytes[start..<end])), rawString(from: start, quote: end)
            {
                return
            }
            emit(.identifier, start, end)
            index = end
        }

        /// `` `name` ``, and Swift 6.2's raw identifiers (`` `test of spaces` ``): anything up to a
        /// backtick on the same line.
        mutating func backtickIdentifier() {
            var end = index + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            if self[end] == UInt8(ascii: "`"), end > index + 1 {
                emit(.identifier, index, end + 1)
                index = end + 1
            } else {
                single(.other)
            }
        }

        mutating func number() {
            var end = index + 1
            while end < bytes.count {
                let byte = bytes[end]
                if Self.isIdentifierContinuation(byte) && byte < 0x80 {
                    end += 1
                } else if byte == UInt8(ascii: "'"), language == .objectiveC, Self.isDigitSeparated(self[end + 1]) {
                    end += 2  // C++14's digit separator: `1'000'000`, `0xFF'FF`
                } else if byte == UInt8(ascii: "."), self[end + 1] >= UInt8(ascii: "0"), self[end + 1] <= UInt8(ascii: "9") {
                    end += 2
                } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"),
                    [UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "p"), UInt8(ascii: "P")].contains(bytes[end - 1]),
                    !(bytes[index] == UInt8(ascii: "0") && (self[index + 1] | 0x20) == UInt8(ascii: "x")
                        && (bytes[end - 1] | 0x20) == UInt8(ascii: "e"))
                {
                    end += 1
                } else {
                    break
                }
            }
            emit(.number, index, end)
            index = end
        }

        /// A run of operator characters; a `//` or `/*` inside it starts a comment instead. In
        /// Swift, a `/` in it may start a regex literal (SourceLexer+Regex.swift).
        mutating func operatorRun() {
            var end = index + 1
            while end < bytes.count, Self.isOperatorCharacter(bytes[end]) { end += 1 }
            if language == .swift, let regex = bareRegex(inOperatorRunFrom: index, to: end) {
                if regex.start > index { emit(.operator, index, regex.start) }
                emit(.regex, regex.start, regex.end)
                index = regex.end
                return
            }
            var comment = index + 1
            while comment < end,
                !(bytes[comment] == UInt8(ascii: "/") && (self[comment + 1] == UInt8(ascii: "/") || self[comment + 1] == UInt8(ascii: "*")))
            {
                comment += 1
            }
            emit(.operator, index, comment)
            index = comment
        }

        mutating func attribute() {
            let start = index
            if language == .objectiveC, self[index + 1] == UInt8(ascii: "\"") {
                cString(from: start)
                return
            }
            if Self.isIdentifierStart(self[index + 1]) {
                index += 1
                identifierToken(kind: .attribute, from: start)
            } else {
                single(.attribute)
            }
        }

        mutating func identifierToken(kind: SourceTokenKind, from start: Int) {
            var end = index
            while end < bytes.count, Self.isIdentifierContinuation(bytes[end]) { end += 1 }
            emit(kind, start, end)
            index = end
        }

        // MARK: Comments

        mutating func lineComment() {
            let start = index
            skipToLineEnd()
            if !conditionals.discarding { comments.append(ByteRange(start: start, end: index)) }
        }

        mutating func skipToLineEnd() {
            while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        }

        /// Swift block comments nest; Objective-C ones end at the first `*/`.
        mutating func blockComment() {
            let start = index
            var depth = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "/"), self[index + 1] == UInt8(ascii: "*"), depth == 0 || language == .swift {
                    depth += 1
                    index += 2
                } else if byte == UInt8(ascii: "*"), self[index + 1] == UInt8(ascii: "/") {
                    depth -= 1
                    index += 2
                    if depth == 0 {
                        if !conditionals.discarding { comments.append(ByteRange(start: start, end: index)) }
                        return
                    }
                } else {
                    if byte == 0x0A || byte == 0x0D { startsLine = true }
                    index += 1
                }
            }
            literalProblem(
                .sourceUnterminatedBlockComment(), range: ByteRange(start: start, end: start + 2),
                readingResumesAt: index)
            if !conditionals.discarding { comments.append(ByteRange(start: start, end: index)) }
        }

        // MARK: Swift strings and `#`

        mutating func swiftPound() {
            let start = index
            var hashes = 0
            while self[index + hashes] == UInt8(ascii: "#") { hashes += 1 }
            let after = self[index + hashes]
            if after == UInt8(ascii: "\"") {
                swiftString(hashes: hashes)
            } else if after == UInt8(ascii: "/") {
                let regex = extendedRegex(from: start, hashes: hashes)
                if !regex.terminated {
                    literalProblem(
                        .sourceUnterminatedRegex(hashes: .text(String(repeating: "#", count: hashes))),
                        range: ByteRange(start: start, end: start + hashes + 1), readingResumesAt: regex.end)
                }
                emit(.regex, start, regex.end, flags: regex.terminated ? .plain : .malformed)
                index = regex.end
            } else if hashes == 1, Self.isIdentifierStart(after) {
                var end = index + 1
                while end < bytes.count, Self.isIdentifierContinuation(bytes[end]) { end += 1 }
                if let directive = SourceLexer.Conditionals.Directive(bytes[(index + 1)..<end], language: .swift) {
                    enter(directive, conditionStart: end)
                }
                index += 1
                identifierToken(kind: .pound, from: start)
            } else {
                single(.other)
            }
        }

        mutating func swiftString(hashes: Int) {
            let start = index
            let scan = SwiftStringScan.scan(bytes, from: start, hashes: hashes, depth: 0)
            if let failure = scan.failure {
                literalProblem(failure.wording, range: ByteRange(start: start, end: start + hashes + 1), readingResumesAt: scan.end)
            }
            emit(.string, start, scan.end, flags: scan.flags)
            index = scan.end
        }
    }
}
