/// The Swift and Objective-C source readers on arbitrary bytes: the lexer, the `#if` regions and
/// the scanners must return, never crash or hang, and everything they report must hold together.
/// (Through internal API: the lexer's tokens, and `SwiftSourceReader.reading`, which also returns
/// the stray suppression comments.)
///
/// The first input byte picks the language (`O` = Objective-C, anything else Swift: corpus files
/// read as "SButton(…" or "O[menu addItemWithTitle:…"); the rest is the file. Checks: tokens lie in
/// the file in order and their brackets match both ways; every entry and problem points into the
/// file; every entry's key is the canonical HIG text of a chord that parses back to itself.
enum FuzzTarget: FuzzTargetKind {
    static var builtInSeeds: [[UInt8]] { BuiltInSeeds.examples(in: .swift).map { Array("S\($0)".utf8) } }

    static func test(_ input: [UInt8]) {
        guard let selector = input.first else { return }
        let language: SourceLexer.Language = selector == UInt8(ascii: "O") ? .objectiveC : .swift
        let source = SourceFile(path: language == .swift ? "Fuzz.swift" : "Fuzz.m", bytes: Array(input.dropFirst()))
        let count = source.bytes.count

        let tokens = SourceLexer.tokenize(source, language: language)
        var previousEnd = 0
        for index in 0..<tokens.count {
            let token = tokens[index]
            require(
                Int(token.start) >= previousEnd && token.start <= token.end && Int(token.end) <= count,
                "token \(index) at \(token.start)..<\(token.end) out of order or outside 0..<\(count)")
            previousEnd = Int(token.end)
            if let match = tokens.match(index) {
                require(tokens.match(match) == index, "bracket \(index) matches \(match), which does not match it back")
                require(token.kind.isOpening ? match > index : match < index, "bracket \(index) matches the wrong way")
            }
            if let parent = tokens.parent(index) {
                require(
                    parent < index && tokens[parent].kind.isOpening, "token \(index)'s parent \(parent) is no opening bracket before it")
            }
        }
        for problem in tokens.problems {
            requireInside(problem.range, count, "lexer problem")
            if let skipped = problem.skipped { requireInside(skipped, count, "text a lexer problem left unread") }
        }

        let reading = SwiftSourceReader.reading(source, language: language, swiftUIPlatforms: PlatformSet([.macOS, .iPadOS]))
        for problem in reading.problems { requireInside(problem.range, count, "problem '\(problem.message)'") }
        for entry in reading.manifest.shortcuts {
            requireInside(entry.range, count, "entry range")
            requireInside(entry.keyRange, count, "key range")
            require(!entry.platforms.isEmpty, "an entry with no platforms")
            require(entry.keyTextOffset == nil, "a source entry claims verbatim key text")
            guard let text = entry.keyText, let key = entry.key else {
                fatalError(
                    "invariant violated: entry without a parsed key: \(String(describing: entry.keyText)) \(String(describing: entry.keyError))"
                )
            }
            require(key.shortcut.higText == text, "key text \(text) is not canonical (\(key.shortcut.higText))")
        }
        for directive in reading.strayComments { requireInside(directive.range, count, "stray comment") }
        for change in reading.manifest.outletKeyChanges {
            requireInside(change.range, count, "outlet key change")
            require(!change.outlet.isEmpty && OutletKeyChange.keyProperties.contains(change.property), "outlet change \(change)")
        }
    }

    static func requireInside(_ range: ByteRange, _ count: Int, _ what: @autoclosure () -> String) {
        require(
            0 <= range.start && range.start <= range.end && range.end <= count,
            "\(what()) \(range.start)..<\(range.end) outside 0..<\(count)")
    }
}
