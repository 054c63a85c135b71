/// A `.strings` file: the translations of one table (`de.lproj/MainMenu.strings` holds the German
/// titles of `Base.lproj/MainMenu.xib`, keyed `"<object id>.title"`), read by our own code on every
/// platform.
///
/// The format is Apple's "strings file", an old-style property list dictionary without its braces:
/// `"key" = "value";` pairs, `"key";` (the value is the key), keys and values quoted (escapes
/// `\n \t \r \" \' \\ \a \b \f \v`, `\U` with up to four hex digits (a lower-case `\u` is just `u`,
/// as Foundation reads it), `\` and up to three octal digits) or bare (ASCII letters, digits and `_ $ / : . -`), with `/* */` and `//` comments. Files
/// are UTF-16 with a byte order mark, UTF-8 with or without one, or UTF-16 without one (told by
/// its zero bytes). A later key replaces an earlier one, as Foundation does.
///
/// Foundation also reads a `.strings` file written as an XML property list (`<plist><dict><key>`…,
/// as some tools write them), and so does this reader; a binary property list is not read.
///
/// A file that breaks off is read up to the break: the entries before it are kept, and
/// ``problem`` says where and why, so a translation the linter cannot read is a note, never a lost
/// language.
package struct StringsTable: Sendable {
    package struct Entry: Sendable, Equatable {
        package var value: String
        /// The 1-based line of the value, for messages that point into the file.
        package var line: Int
    }

    package private(set) var entries: [String: Entry] = [:]
    /// Where reading stopped early, and why.
    package private(set) var problem: (line: Int, message: Message)?

    package subscript(key: String) -> String? { entries[key]?.value }

    package init(bytes: [UInt8]) {
        if bytes.starts(with: Array("bplist".utf8)) {
            problem = (1, .stringsBinaryPlist())
            return
        }
        let characters = Self.decode(bytes)
        if let first = characters.first(where: { !$0.properties.isWhitespace }), first == "<" {
            readXML(String(String.UnicodeScalarView(characters)))
            return
        }
        var scanner = Scanner(characters)
        scanner.skipBlanks()
        var braced = false
        if scanner.peek == "{" {
            braced = true
            scanner.advance()
        }
        while true {
            scanner.skipBlanks()
            guard let character = scanner.peek else {
                if braced { problem = (scanner.line, .stringsEndsBeforeBrace()) }
                return
            }
            if braced, character == "}" {
                scanner.advance()
                scanner.skipBlanks()
                if scanner.peek != nil { problem = (scanner.line, .stringsTextAfterBrace()) }
                return
            }
            do throws(Scanner.Failure) {
                let key = try scanner.string()
                scanner.skipBlanks()
                var value = Entry(value: key, line: scanner.line)
                if scanner.peek == "=" {
                    scanner.advance()
                    scanner.skipBlanks()
                    let line = scanner.line
                    value = Entry(value: try scanner.string(), line: line)
                    scanner.skipBlanks()
                }
                guard scanner.peek == ";" else { throw Scanner.Failure(line: scanner.line, message: .stringsSemicolon()) }
                scanner.advance()
                entries[key] = value
            } catch {
                problem = (error.line, error.message)
                return
            }
        }
    }

    /// An XML property list's top-level `<dict>` of `<key>` and `<string>` pairs. Its DOCTYPE
    /// (which our XML reader refuses, to read no DTD) is blanked out first, unless it has an
    /// internal subset.
    private mutating func readXML(_ text: String) {
        var bytes = Array(text.utf8)
        if let start = bytes.firstRange(of: Array("<!DOCTYPE".utf8))?.lowerBound,
            let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")), !bytes[start..<end].contains(UInt8(ascii: "["))
        {
            for index in start...end where bytes[index] != UInt8(ascii: "\n") { bytes[index] = UInt8(ascii: " ") }
        }
        let source = SourceFile(path: "", bytes: bytes)
        let parsed = PositionedXML.parse(source)
        let xml = parsed.document
        if let error = parsed.error { problem = (source.location(of: error.offset).line, error.wording) }
        guard let root = xml.root, xml.element(root, isNamed: "plist"),
            let dict = xml.children(of: root).first(where: { xml.element($0, isNamed: "dict") })
        else {
            if problem == nil { problem = (1, .stringsNotStringsPlist()) }
            return
        }
        var key: String?
        for child in xml.children(of: dict) {
            if xml.element(child, isNamed: "key") {
                key = xml.text(of: child)
            } else if let name = key {
                if xml.element(child, isNamed: "string") {
                    entries[name] = Entry(value: xml.text(of: child), line: source.location(of: xml.elements[child].range.start).line)
                }
                key = nil
            }
        }
    }

    /// The text of a strings file: UTF-16 (with a byte order mark, or told by its zero bytes), else
    /// UTF-8 (a byte order mark dropped; invalid bytes replaced).
    static func decode(_ bytes: [UInt8]) -> [Unicode.Scalar] {
        func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> [Unicode.Scalar] {
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var index = bytes.startIndex
            while index + 1 < bytes.endIndex {
                let (first, second) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
                units.append(bigEndian ? first << 8 | second : second << 8 | first)
                index += 2
            }
            return Array(String(decoding: units, as: UTF16.self).unicodeScalars)
        }
        if bytes.starts(with: [0xFF, 0xFE]) { return utf16(bytes.dropFirst(2), bigEndian: false) }
        if bytes.starts(with: [0xFE, 0xFF]) { return utf16(bytes.dropFirst(2), bigEndian: true) }
        if bytes.count >= 2, bytes.count % 2 == 0 {
            // UTF-16 without a byte order mark: an ASCII first character has a zero byte beside it.
            if bytes[0] == 0, bytes[1] != 0 { return utf16(bytes[...], bigEndian: true) }
            if bytes[0] != 0, bytes[1] == 0 { return utf16(bytes[...], bigEndian: false) }
        }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return Array(String(decoding: bytes[start...], as: UTF8.self).unicodeScalars)
    }

    /// One pass over the characters, counting lines.
    private struct Scanner {
        struct Failure: Error {
            var line: Int
            var message: Message
        }

        let characters: [Unicode.Scalar]
        var index = 0
        var line = 1

        init(_ characters: [Unicode.Scalar]) { self.characters = characters }

        var peek: Unicode.Scalar? { index < characters.count ? characters[index] : nil }

        /// Moves past one character; a line ends at LF, at CR not followed by LF, and at the
        /// Unicode line and paragraph separators.
        mutating func advance() {
            let character = characters[index]
            index += 1
            if character == "\n" || character == "\u{2028}" || character == "\u{2029}"
                || (character == "\r" && peek != "\n")
            {
                line += 1
            }
        }

        /// Skips white space and comments.
        mutating func skipBlanks() {
            while let character = peek {
                if character.properties.isWhitespace {
                    advance()
                } else if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                    advance()
                    advance()
                    while let next = peek, !(next == "*" && index + 1 < characters.count && characters[index + 1] == "/") { advance() }
                    if peek != nil {
                        advance()
                        advance()
                    }
                } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                    while let next = peek, next != "\n", next != "\r" { advance() }
                } else {
                    return
                }
            }
        }

        /// A quoted or bare string.
        mutating func string() throws(Failure) -> String {
            guard let first = peek else { throw Failure(line: line, message: .stringsEndsExpectingString()) }
            if first == "\"" || first == "'" { return try quoted(first) }
            var text = String.UnicodeScalarView()
            while let character = peek, Self.isBare(character) {
                text.append(character)
                advance()
            }
            guard !text.isEmpty else { throw Failure(line: line, message: .stringsStringExpected(character: .text(String(first)))) }
            return String(text)
        }

        private static func isBare(_ character: Unicode.Scalar) -> Bool {
            guard character.isASCII else { return false }
            return character.properties.isAlphabetic || ("0"..."9").contains(character) || "_$/:.-".unicodeScalars.contains(character)
        }

        private mutating func quoted(_ quote: Unicode.Scalar) throws(Failure) -> String {
            let start = line
            advance()
            var scalars = String.UnicodeScalarView()
            while true {
                guard let character = peek else { throw Failure(line: start, message: .stringsUnclosedString(line: .number(start))) }
                advance()
                if character == quote { return String(scalars) }
                guard character == "\\" else {
                    scalars.append(character)
                    continue
                }
                guard let escaped = peek else { continue }
                advance()
                switch escaped {
                case "n": scalars.append("\n")
                case "t": scalars.append("\t")
                case "r": scalars.append("\r")
                case "a": scalars.append("\u{07}")
                case "b": scalars.append("\u{08}")
                case "f": scalars.append("\u{0C}")
                case "v": scalars.append("\u{0B}")
                case "U": scalars.append(contentsOf: hexadecimal(upTo: 4, else: escaped))
                case "0"..."7": scalars.append(contentsOf: octal(startingWith: escaped))
                default: scalars.append(escaped)
                }
            }
        }

        /// `\U20AC`: up to four hex digits (the letter itself when none follow).
        private mutating func hexadecimal(upTo count: Int, else letter: Unicode.Scalar) -> [Unicode.Scalar] {
            var value: UInt32 = 0
            var digits = 0
            while digits < count, let character = peek, let digit = Character(character).hexDigitValue {
                value = value * 16 + UInt32(digit)
                digits += 1
                advance()
            }
            guard digits > 0 else { return [letter] }
            return Unicode.Scalar(value).map { [$0] } ?? ["\u{FFFD}"]
        }

        /// `\101`: up to three octal digits, a byte of the NeXTSTEP encoding, whose ASCII half is
        /// ASCII (the rest is rare enough to read as Latin-1).
        private mutating func octal(startingWith first: Unicode.Scalar) -> [Unicode.Scalar] {
            var value = first.value - 0x30
            var digits = 1
            while digits < 3, let character = peek, ("0"..."7").contains(character) {
                value = value * 8 + character.value - 0x30
                digits += 1
                advance()
            }
            return Unicode.Scalar(value & 0xFF).map { [$0] } ?? []
        }
    }
}
