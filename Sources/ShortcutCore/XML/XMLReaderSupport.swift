/// Small reading helpers shared by the element and markup readers.
extension XMLReader {
    /// A name starting at `start`, or an error saying `what` was expected.
    mutating func readName(after start: Int, what: MessageArgument) throws(ParseError) -> ByteRange {
        let nameEnd = XMLNames.nameEnd(bytes, from: start, end: end)
        guard nameEnd > start else {
            throw ParseError(.syntax, .xmlNameExpected(what: what, found: describe(start)), at: start)
        }
        index = nameEnd
        return ByteRange(start: start, end: nameEnd)
    }

    /// Skips XML whitespace; says whether there was any.
    @discardableResult
    mutating func skipSpace() -> Bool {
        let start = index
        while index < end, XMLNames.isSpace(bytes[index]) { index += 1 }
        return index > start
    }

    func startsWith(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= end else { return false }
        for offset in 0..<count where bytes[index + offset] != literal.utf8Start[offset] { return false }
        return true
    }

    func equalBytes(_ lhs: ByteRange, _ rhs: ByteRange) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for offset in 0..<lhs.count where bytes[lhs.start + offset] != bytes[rhs.start + offset] { return false }
        return true
    }

    func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// "line:column" of an offset, for messages that name a second place.
    func position(_ offset: Int) -> String { document.source.location(of: offset).description }

    /// What stands at `offset`, for "found …" in messages.
    func describe(_ offset: Int) -> MessageArgument {
        guard offset < end else { return .message(.xmlFoundEnd()) }
        let byte = bytes[offset]
        switch byte {
        case 0x20: return .message(.xmlFoundSpace())
        case 0x09: return .message(.xmlFoundTab())
        case 0x0A, 0x0D: return .message(.xmlFoundLineBreak())
        case 0x21..<0x7F: return .message(.xmlFoundCharacter(character: .text(String(Character(Unicode.Scalar(byte))))))
        case 0x80...:
            let (scalar, _) = XMLNames.decodeScalar(bytes, at: offset)
            return .message(
                Unicode.Scalar(scalar).map { .xmlFoundCharacter(character: .text(String(Character($0)))) } ?? .xmlFoundNonAscii())
        default: return .message(.xmlFoundControl(code: .text(String(byte, radix: 16, uppercase: true).leftPadded(4))))
        }
    }
}

extension String {
    func leftPadded(_ width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
