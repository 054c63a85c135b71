/// Reads a key string in any notation people write shortcuts in, to one canonical ``Shortcut``:
///
/// - HIG text: `Shift-Command-P`, `Option-Command-Esc`, `Command-Grave accent`, `Control- F3`,
///   and the HIG's en dash (`Command–I`);
/// - menu symbols: `⇧⌘P`, `⌥⌘⎋`, `⌃←`, `⌘Space`;
/// - plus/dash style: `cmd+shift+p`, `Ctrl+Alt+Delete`, `CmdOrCtrl+Shift+Z`, `cmd-shift-p`,
///   `cmd--` (Command-Hyphen);
/// - sequences of up to four strokes separated by spaces or commas: `cmd+k cmd+s`, `⌘K, ⌘S`
///   (a comma standing alone between spaces is the comma key: `- , ⌘S` is three strokes).
///
/// Names are matched without regard to case and the longest name wins, so `Left arrow` is one
/// key while `left cmd+k` is Left then ⌘K. An unknown key or modifier, a repeated modifier or an
/// empty string is an error that says where; the parser never guesses.
public enum ShortcutNotation {
    public static func parse(_ text: String) -> Result<ParsedShortcut, NotationError> {
        var bytes = text
        let written = bytes.withUTF8 { buffer in
            var parser = Parser(text: buffer)
            return Result { () throws(NotationError) in try parser.parseSequence() }
        }
        return written.map { chords in
            ParsedShortcut(text: text, shortcut: Shortcut(chords.map(\.chord)), written: chords.map(\.notation))
        }
    }
}

private struct Parser {
    let text: UnsafeBufferPointer<UInt8>
    var position = 0
    let vocabulary = NotationVocabulary.shared

    init(text: UnsafeBufferPointer<UInt8>) { self.text = text }

    mutating func parseSequence() throws(NotationError) -> [(chord: Chord, notation: WrittenChord)] {
        skipSpaces()
        guard position < text.count else { throw error(.notationEmpty(), at: 0, length: 0) }
        var chords: [(chord: Chord, notation: WrittenChord)] = []
        while true {
            if chords.count == Shortcut.maximumLength {
                throw error(.notationTooManyStrokes(maximum: .number(Shortcut.maximumLength)), at: position)
            }
            chords.append(try parseChord())
            // Strokes are separated by spaces, or by a comma (`⌘K, ⌘S`). A comma standing alone
            // after a space (`- ,`, `⌘K , ⌘S`) is the comma key: that is how a sequence with a
            // bare comma stroke is printed.
            var afterSpace = false
            while position < text.count {
                if let width = space(at: position) {
                    position += width
                    afterSpace = true
                } else if text[position] == UInt8(ascii: ","), !(afterSpace && isBoundary(position + 1)) {
                    position += 1
                    afterSpace = false
                } else {
                    break
                }
            }
            if position == text.count { return chords }
        }
    }

    mutating func parseChord() throws(NotationError) -> (chord: Chord, notation: WrittenChord) {
        let chordStart = position
        var modifiers: [Modifier] = []
        var ranges: [Range<Int>] = []
        var usesSymbols = false
        while let (modifier, isSymbol, tokenEnd, next) = matchModifier() {
            if modifiers.contains(modifier) {
                throw error(.notationModifierTwice(modifier: .text(modifier.name)), at: position, length: tokenEnd - position)
            }
            modifiers.append(modifier)
            ranges.append(position..<tokenEnd)
            usesSymbols = usesSymbols || isSymbol
            position = next
        }
        guard position < text.count, space(at: position) == nil else {
            let written = String(decoding: text[chordStart..<position], as: UTF8.self)
            throw error(
                modifiers.isEmpty ? .notationExpectedKey() : .notationExpectedKeyAfter(written: .text(written.forMessage)), at: position,
                length: 0)
        }
        guard let (code, upper, end) = matchKey() else { throw unknownKeyError() }
        let key = Key(code: code)
        var set = ModifierSet(modifiers)
        if upper { set.insert(.shift) }
        let notation = WrittenChord(
            modifiers: modifiers, modifierRanges: ranges, keyRange: position..<end, range: chordStart..<end,
            keyIsUpperCharacter: upper, usesSymbols: usesSymbols)
        position = end
        return (Chord(key: key, modifiers: set), notation)
    }

    /// A modifier at the current position: a symbol (optionally followed by a separator), or a
    /// word followed by `-`, `+` or `–` (spaces around the separator are allowed: `Control- F3`).
    func matchModifier() -> (Modifier, isSymbol: Bool, tokenEnd: Int, next: Int)? {
        var found: (Modifier, Bool, Int, Int)?
        _ = vocabulary.longestMatch(in: text, at: position) { entry, end in
            guard case .modifier(let modifier, let isSymbol) = entry.value else { return false }
            var next = end
            while let width = space(at: next) { next += width }
            if let separatorEnd = separator(at: next) {
                var afterSeparator = separatorEnd
                while let width = space(at: afterSeparator) { afterSeparator += width }
                // After a symbol, a separator with nothing behind it is the key itself (`⌘-`);
                // after a word it is a separator still waiting for its key (`Command-`). So is
                // a `-` or `+` touching a symbol and ending the stroke: `⌘+ A` is ⌘+ then A,
                // the way the symbols of that sequence are printed.
                let endsStroke = next == end && separatorEnd == next + 1 && isBoundary(separatorEnd)
                if (afterSeparator < text.count && !(isSymbol && endsStroke)) || !isSymbol {
                    found = (modifier, isSymbol, end, afterSeparator)
                    return true
                }
            }
            if isSymbol {
                found = (modifier, isSymbol, end, end)
                return true
            }
            return false
        }
        return found
    }

    /// A key name at the current position that ends where the chord must end.
    func matchKey() -> (code: UInt8, upper: Bool, end: Int)? {
        var found: (UInt8, Bool, Int)?
        _ = vocabulary.longestMatch(in: text, at: position) { entry, end in
            guard case .key(let code, let upper) = entry.value, isBoundary(end) else { return false }
            found = (code, upper, end)
            return true
        }
        return found
    }

    /// Explains the token that is neither a modifier nor a key.
    func unknownKeyError() -> NotationError {
        var end = position
        while end < text.count, space(at: end) == nil { end += 1 }
        // A word followed by a separator and more text was meant as a modifier (`Hyper-K`).
        var wordEnd = position
        while wordEnd < end, separator(at: wordEnd) == nil { wordEnd += 1 }
        let word = String(decoding: text[position..<wordEnd], as: UTF8.self)
        if wordEnd > position, wordEnd < end, separator(at: wordEnd).map({ $0 < end }) == true {
            let hint = EditDistance.suggestion(for: word, among: Modifier.allCases.map(\.name) + ["Cmd", "Ctrl", "Opt", "Alt"])
                .map { Message.notationDidYouMean(suggestion: .text($0)) }
            return error(
                .notationUnknownModifier(word: .text(word.forMessage), hint: .optional(hint)), at: position, length: wordEnd - position)
        }
        let token = String(decoding: text[position..<end], as: UTF8.self)
        if vocabulary.longestMatch(
            in: text, at: position,
            accept: { entry, tokenEnd in
                if case .modifier = entry.value { return tokenEnd == end }
                return false
            }) != nil
        {
            return error(.notationModifierWithoutKey(modifier: .text(token.forMessage)), at: position, length: end - position)
        }
        // F25 is not a typo of F2: it names a function key the keyboard does not have.
        if let first = token.first, first == "F" || first == "f", token.count > 1,
            token.dropFirst().allSatisfy({ ("0"..."9").contains($0) })
        {
            return error(.notationUnknownFunctionKey(key: .text(token.forMessage)), at: position, length: end - position)
        }
        let names = KeyCatalog.keys.compactMap(\.displayName)
        let hint =
            token.count > 2
            ? EditDistance.suggestion(for: token, among: names).map { Message.notationDidYouMean(suggestion: .text($0)) } : nil
        return error(.notationUnknownKey(key: .text(token.forMessage), hint: .optional(hint)), at: position, length: end - position)
    }

    func separator(at index: Int) -> Int? {
        guard index < text.count else { return nil }
        switch text[index] {
        case UInt8(ascii: "-"), UInt8(ascii: "+"): return index + 1
        case 0xE2 where index + 2 < text.count && text[index + 1] == 0x80 && text[index + 2] == 0x93:
            return index + 3  // – (en dash), as the HIG's prose writes Command–I
        default: return nil
        }
    }

    func isBoundary(_ index: Int) -> Bool {
        index == text.count || space(at: index) != nil || text[index] == UInt8(ascii: ",")
    }

    /// The width in bytes of the space at `index`, or nil. A no-break space counts: the HIG
    /// table's "Control- F3" has one.
    func space(at index: Int) -> Int? {
        guard index < text.count else { return nil }
        switch text[index] {
        case 0x20, 0x09: return 1
        case 0xC2 where index + 1 < text.count && text[index + 1] == 0xA0: return 2
        default: return nil
        }
    }

    mutating func skipSpaces() {
        while let width = space(at: position) { position += width }
    }

    func error(_ message: Message, at offset: Int, length: Int = 1) -> NotationError {
        NotationError(message, offset: offset, length: length, in: Array(text))
    }
}
