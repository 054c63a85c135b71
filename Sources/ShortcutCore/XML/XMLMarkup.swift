#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The markup that is not an element: the XML declaration, processing instructions, comments,
/// CDATA sections and the DOCTYPE.
extension XMLReader {
    /// `<?xml version="1.0" encoding="UTF-8" standalone="no"?>` at the very start of the file.
    mutating func readDeclaration() throws(ParseError) {
        let start = index
        index += 5
        var seen: [String] = []
        while true {
            let hadSpace = skipSpace()
            if startsWith("?>") {
                index += 2
                break
            }
            guard index < end else {
                throw ParseError(.syntax, .xmlDeclarationUnclosed(position: .text(position(start))), at: end)
            }
            let nameStart = index
            let nameRange = try readName(after: nameStart, what: .message(.xmlWhatDeclarationName()))
            let name = text(nameRange.start, nameRange.end)
            guard hadSpace else { throw ParseError(.syntax, .xmlDeclarationSpace(name: .text(name)), at: nameStart) }
            let order = ["version", "encoding", "standalone"]
            guard let rank = order.firstIndex(of: name), seen.allSatisfy({ order.firstIndex(of: $0)! < rank }) else {
                throw ParseError(
                    .syntax,
                    .xmlDeclarationOrder(name: .text(name)),
                    at: nameStart)
            }
            if name != "version", seen.isEmpty {
                throw ParseError(.syntax, .xmlDeclarationVersionFirst(), at: nameStart)
            }
            seen.append(name)
            skipSpace()
            guard index < end, bytes[index] == UInt8(ascii: "=") else {
                throw ParseError(.syntax, .xmlDeclarationEquals(name: .text(name)), at: index)
            }
            index += 1
            skipSpace()
            let value = try readLiteral(what: .message(.xmlWhatValueOf(name: .text(name))))
            let valueText = text(value.start, value.end)
            switch name {
            case "version"
            where !(valueText.hasPrefix("1.") && valueText.count > 2 && valueText.utf8.dropFirst(2).allSatisfy { $0 &- 0x30 < 10 }):
                throw ParseError(.syntax, .xmlUnknownVersion(version: .text(valueText)), at: value.start)
            case "encoding" where !["utf-8", "utf8", "us-ascii", "ascii"].contains(valueText.lowercased()):
                throw ParseError(
                    .unsupported, .xmlDeclaredEncoding(encoding: .text(valueText)),
                    at: value.start)
            case "standalone" where valueText != "yes" && valueText != "no":
                throw ParseError(.syntax, .xmlStandaloneValue(value: .text(valueText)), at: value.start)
            default: break
            }
        }
        if seen.isEmpty { throw ParseError(.syntax, .xmlDeclarationNeedsVersion(), at: start) }
    }

    /// `<?target …?>`: checked and skipped. `<?xml` anywhere but the start of the file is an error.
    mutating func readProcessingInstruction() throws(ParseError) {
        let start = index
        let nameRange = try readName(after: start + 2, what: .message(.xmlWhatInstructionName()))
        let name = text(nameRange.start, nameRange.end)
        if name.lowercased() == "xml" {
            throw ParseError(.syntax, .xmlDeclarationFirst(), at: start)
        }
        guard skipSpace() || startsWith("?>") else {
            throw ParseError(.syntax, .xmlInstructionSpace(name: .text(name), found: describe(index)), at: index)
        }
        guard let close = try find("?>", what: .message(.xmlWhatInstruction(name: .text(name))), openedAt: start) else { return }
        index = close + 2
    }

    /// `<!-- … -->`, kept with its position (suppression comments). `--` may not appear inside.
    mutating func readComment() throws(ParseError) {
        let start = index
        index += 4
        let contentStart = index
        while true {
            guard let dash = try find("-", what: .message(.xmlWhatComment()), openedAt: start) else { return }
            index = dash + 1
            guard dash + 1 < end, bytes[dash + 1] == UInt8(ascii: "-") else { continue }
            guard dash + 2 < end, bytes[dash + 2] == UInt8(ascii: ">") else {
                throw ParseError(
                    .syntax, .xmlDoubleDash(),
                    at: dash)
            }
            index = dash + 3
            document.comments.append(
                PositionedXML.Comment(range: ByteRange(start: start, end: index), contentRange: ByteRange(start: contentStart, end: dash)))
            return
        }
    }

    /// `<![CDATA[ … ]]>`: text taken literally.
    mutating func readCDATA(owner: Int) throws(ParseError) {
        let start = index
        index += 9
        let contentStart = index
        guard let close = try find("]]>", what: .message(.xmlWhatCdata()), openedAt: start) else { return }
        index = close + 3
        addText(ByteRange(start: contentStart, end: close), isCDATA: true, needsDecoding: false)
    }

    /// `<!DOCTYPE name [SYSTEM "…" | PUBLIC "…" "…"] [[ … ]]>` is refused, whatever it holds:
    /// an internal subset (`[ … ]`, where entities are declared) at its `[`, any other DOCTYPE at
    /// its `<!DOCTYPE`. No DTD is read, so none can declare an entity (an entity bomb) or name a
    /// file to read (`SYSTEM "file:///etc/passwd"`); Interface Builder files have no DOCTYPE, so
    /// nothing real is lost by refusing rather than ignoring one.
    mutating func readDoctype() throws(ParseError) {
        let start = index
        guard document.elements.isEmpty else {
            throw ParseError(.syntax, .xmlDoctypePosition(), at: start)
        }
        index += 9
        guard skipSpace() else { throw ParseError(.syntax, .xmlDoctypeSpace(), at: index) }
        _ = try readName(after: index, what: .message(.xmlWhatDoctypeName()))
        var hadSpace = skipSpace()
        if hadSpace, startsWith("SYSTEM") || startsWith("PUBLIC") {
            let isPublic = startsWith("PUBLIC")
            index += 6
            guard skipSpace() else {
                throw ParseError(.syntax, .xmlDoctypeIdentifier(keyword: .text(isPublic ? "PUBLIC" : "SYSTEM")), at: index)
            }
            _ = try readLiteral(what: .message(isPublic ? .xmlWhatPackageIdentifier() : .xmlWhatSystemIdentifier()))
            if isPublic {
                guard skipSpace() else {
                    throw ParseError(.syntax, .xmlDoctypeSystemIdentifier(), at: index)
                }
                _ = try readLiteral(what: .message(.xmlWhatSystemIdentifier()))
            }
            hadSpace = skipSpace()
        }
        _ = hadSpace
        if index < end, bytes[index] == UInt8(ascii: "[") {
            throw ParseError(
                .unsupported,
                .xmlDoctypeInternalSubset(),
                at: index)
        }
        guard index < end, bytes[index] == UInt8(ascii: ">") else {
            throw ParseError(.syntax, .xmlDoctypeUnclosed(position: .text(position(start)), found: describe(index)), at: index)
        }
        throw ParseError(
            .unsupported,
            .xmlDoctypeUnsupported(),
            at: start)
    }

    /// A quoted literal; returns the range between the quotes.
    mutating func readLiteral(what: MessageArgument) throws(ParseError) -> ByteRange {
        guard index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw ParseError(.syntax, .xmlLiteralExpected(what: what, found: describe(index)), at: index)
        }
        let quote = bytes[index]
        let start = index + 1
        var cursor = start
        while cursor < end, bytes[cursor] != quote {
            if bytes[cursor] == UInt8(ascii: "<") { throw ParseError(.syntax, .xmlLiteralLessThan(what: what), at: cursor) }
            cursor += 1
        }
        guard cursor < end else { throw ParseError(.syntax, .xmlLiteralUnclosed(what: what, position: .text(position(index))), at: end) }
        index = cursor + 1
        return ByteRange(start: start, end: cursor)
    }

    /// The offset of the next `terminator` at or after `index`, checking that every character
    /// passed over is one XML allows; throws when the file ends first.
    mutating func find(_ terminator: StaticString, what: MessageArgument, openedAt start: Int) throws(ParseError) -> Int? {
        let first = terminator.utf8Start[0]
        while true {
            guard index < end, let found = memchr(bytes.baseAddress! + index, Int32(first), end - index) else {
                throw ParseError(.syntax, .xmlUnclosedBeforeEnd(what: what, position: .text(position(start))), at: end)
            }
            let offset = bytes.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
            try XMLCharacters.checkAll(bytes, from: index, to: offset)
            index = offset
            if startsWith(terminator) { return offset }
            index += 1
        }
    }
}

/// Which bytes XML text may hold. UTF-8 validity is checked before parsing, so what is left is
/// the Char production: no C0 control but tab, line feed and carriage return, and no U+FFFE or
/// U+FFFF.
enum XMLCharacters {
    static let plain: UInt8 = 0
    /// Tab, line feed, carriage return: normalised in attribute values and line breaks.
    static let lineBreak: UInt8 = 1
    static let lessThan: UInt8 = 2
    static let ampersand: UInt8 = 3
    static let closingBracket: UInt8 = 4
    /// A byte that needs ``check(_:at:end:)``: a control character, or 0xEF (U+FFFE, U+FFFF).
    static let suspect: UInt8 = 5

    static let textClass: [UInt8] = (0..<256).map { byte in
        switch byte {
        case 0x09, 0x0A, 0x0D: lineBreak
        case 0x00..<0x20, 0xEF: suspect
        case Int(UInt8(ascii: "<")): lessThan
        case Int(UInt8(ascii: "&")): ampersand
        case Int(UInt8(ascii: "]")): closingBracket
        default: plain
        }
    }

    /// Throws when the byte at `index` starts a character XML does not allow in text.
    static func check(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) throws(ParseError) {
        let byte = bytes[index]
        if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
            let code = String(byte, radix: 16, uppercase: true).leftPadded(4)
            throw ParseError(
                .syntax,
                .xmlControlCharacter(code: .text(code), hex: .text(String(byte, radix: 16))),
                at: index)
        }
        if byte == 0xEF, index + 2 < end, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE {
            throw ParseError(.syntax, .xmlNoncharacter(code: .text(bytes[index + 2] == 0xBE ? "FFFE" : "FFFF")), at: index)
        }
    }

    static func checkAll(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to stop: Int) throws(ParseError) {
        var index = start
        while index < stop {
            if textClass[Int(bytes[index])] == suspect { try check(bytes, at: index, end: stop) }
            index += 1
        }
    }
}
