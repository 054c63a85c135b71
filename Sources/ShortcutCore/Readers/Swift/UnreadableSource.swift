/// The places a source file could not be read, as `unreadable-source` notes (information, never an
/// error): the lexer's problems (``SourceProblem``) and an encoding other than UTF-8.
///
/// These are the linter's limits, not the app's: valid code the lexer misreads looks the same as
/// broken code, and the compiler, not this linter, is the judge of code. So they never fail a
/// build. Each note says what was not read and how many shortcut-like calls that text holds
/// (``shortcutLikeCalls(in:)``), so that nothing passes silently.
enum UnreadableSource {
    /// The note for one lexer problem.
    static func note(_ problem: SourceProblem, in source: SourceFile) -> ManifestProblem {
        let consequence: Message
        if let skipped = problem.skipped {
            let calls = count(shortcutLikeCalls(in: source.bytes[skipped.start..<min(skipped.end, source.bytes.count)]))
            let line = source.line(of: skipped.start)
            if skipped.end >= source.bytes.count {
                consequence = .unreadableStopsHere(calls: calls)
            } else if source.line(of: max(skipped.end - 1, skipped.start)) == line {
                consequence = .unreadableNextLine(line: .number(line), calls: calls)
            } else {
                let last = source.line(of: skipped.end - 1)
                consequence = .unreadableLines(next: .number(last + 1), first: .number(line), last: .number(last), calls: calls)
            }
        } else {
            consequence = .unreadableMisread()
        }
        return ManifestProblem(
            .unreadable, .unreadableNote(problem: .message(problem.wording), consequence: .message(consequence)), range: problem.range)
    }

    /// The note for a file in UTF-16 or UTF-32, which is not read.
    static func wideEncodingNote(_ encoding: String, in source: SourceFile) -> ManifestProblem {
        // The ASCII names of the calls, with the encoding's zero bytes left out.
        let calls = count(shortcutLikeCalls(in: source.bytes.filter { $0 != 0 }[...]))
        return ManifestProblem(
            .unreadable, .unreadableWideEncoding(encoding: TextEncoding.wording(of: encoding), calls: calls),
            range: ByteRange(at: 0))
    }

    /// The note for bytes that are not UTF-8 in a string literal (elsewhere they do no harm): the file
    /// is still read, byte by byte, but a title or key holding them reads as U+FFFD.
    static func invalidUTF8Note(at offset: Int, in source: SourceFile) -> ManifestProblem {
        let hex = String(source.bytes[offset], radix: 16, uppercase: true)
        return ManifestProblem(
            .unreadable,
            .unreadableInvalidUTF8(byte: .text(hex.count == 1 ? "0" + hex : hex)),
            range: ByteRange(start: offset, end: offset + 1))
    }

    /// The first byte that is not UTF-8 inside a string literal, if any: only a literal (a title,
    /// a key) can carry such bytes into what the rules read. In comments, `#pragma mark` lines and
    /// the rest of the code they do no harm, and clang compiles them.
    static func firstInvalidByte(in source: SourceFile, insideLiterals tokens: SourceTokens) -> Int? {
        source.bytes.withUnsafeBufferPointer { bytes in
            for token in tokens.tokens where token.kind == .string {
                if let bad = invalid(bytes, Int(token.start)..<Int(token.end)) { return bad }
            }
            return nil
        }
    }

    private static func invalid(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        guard range.lowerBound < range.upperBound else { return nil }
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        return UTF8Validation.firstInvalidOffset(in: slice).map { range.lowerBound + $0 }
    }

    /// "3 shortcut-like calls in it", "no shortcut-like call in it".
    private static func count(_ calls: Int) -> MessageArgument {
        .message(calls == 0 ? .unreadableNoCalls() : .unreadableCalls(count: .number(calls)))
    }

    /// How many calls that usually declare a shortcut the text names, counted by name without
    /// reading the code: `keyboardShortcut`, `KeyboardShortcut(`, `UIKeyCommand`, `keyEquivalent`
    /// and `setKeyEquivalent`, as whole names.
    static func shortcutLikeCalls(in text: ArraySlice<UInt8>) -> Int {
        var calls = 0
        var index = text.startIndex
        while index < text.endIndex {
            guard SourceLexer.Scanner.isIdentifierStart(text[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < text.endIndex, SourceLexer.Scanner.isIdentifierContinuation(text[index]) { index += 1 }
            let name = text[start..<index]
            if Self.callNames.contains(where: { name.elementsEqual($0) }) {
                calls += 1
            } else if name.elementsEqual("KeyboardShortcut".utf8), index < text.endIndex, text[index] == UInt8(ascii: "(") {
                calls += 1
            }
        }
        return calls
    }

    private static let callNames: [String.UTF8View] = ["keyboardShortcut", "UIKeyCommand", "keyEquivalent", "setKeyEquivalent"].map(\.utf8)
}
