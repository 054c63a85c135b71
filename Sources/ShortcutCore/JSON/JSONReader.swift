/// The structure of JSON: values, arrays, objects, and the commas, colons and whitespace
/// between them, read in one forward pass over validated UTF-8.
///
/// Iterative, with an explicit stack of open containers, so nesting costs heap rather than call
/// stack and hostile input (100,000 `[`) meets ``ParseLimits/maximumDepth`` instead of a crash.
struct JSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where reading stops: the end of the file, or the first byte that is not valid UTF-8.
    let end: Int
    var position: Int
    var builder: DocumentBuilder
    /// Whether each open container is an object (true) or an array; innermost last.
    var openObjects: [Bool] = []
    /// Reused buffer for strings whose escapes must be decoded.
    var scratch: [UInt8] = []

    init(source: SourceFile, bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) {
        self.bytes = bytes
        self.end = end
        self.position = start
        // Manifest-like JSON spends 9 (compact) to 14 (indented) bytes per value. The unused
        // tail of a generous reservation is address space never touched; too small a one
        // costs copies of every record.
        self.builder = DocumentBuilder(source: source, expectedNodes: (end - start) / 8 + 4)
    }

    /// Reads exactly one value, then insists on the end of the input.
    mutating func readDocument() throws(ParseError) {
        // Right after a ',' in an array, so a ']' here is a trailing comma.
        var afterArrayComma = false
        readingValues: while true {
            let justAfterArrayComma = afterArrayComma
            afterArrayComma = false
            skipWhitespace()
            guard position < end else { throw syntax(JSONSyntaxMessages.endOfFileExpectingValue) }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                try open(object: true)
                skipWhitespace()
                if position < end, bytes[position] == UInt8(ascii: "}") {
                    close()
                } else {
                    try readKey(afterComma: false)
                    continue readingValues
                }
            case UInt8(ascii: "["):
                try open(object: false)
                skipWhitespace()
                if position < end, bytes[position] == UInt8(ascii: "]") {
                    close()
                } else {
                    continue readingValues
                }
            case UInt8(ascii: "\""):
                try readString()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try readNumber()
            case UInt8(ascii: "t"):
                try readLiteral("true", kind: .bool, boolValue: true)
            case UInt8(ascii: "f"):
                try readLiteral("false", kind: .bool, boolValue: false)
            case UInt8(ascii: "n"):
                try readLiteral("null", kind: .null, boolValue: false)
            case UInt8(ascii: "]") where justAfterArrayComma:
                throw syntax(JSONSyntaxMessages.trailingComma(closing: "]"))
            default:
                throw syntax(JSONSyntaxMessages.expectedValue(found: found()))
            }
            // A value is complete: a separator, a closing bracket, or the end must follow.
            while true {
                skipWhitespace()
                guard let inObject = openObjects.last else {
                    guard position == end else {
                        throw syntax(JSONSyntaxMessages.expectedEndOfFile(found: found()))
                    }
                    return
                }
                let closing = inObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                guard position < end else {
                    throw syntax(JSONSyntaxMessages.expectedSeparator(inObject: inObject, found: found()))
                }
                let byte = bytes[position]
                if byte == UInt8(ascii: ",") {
                    position += 1
                    if inObject {
                        skipWhitespace()
                        try readKey(afterComma: true)
                    } else {
                        afterArrayComma = true
                    }
                    continue readingValues
                }
                guard byte == closing else {
                    throw syntax(JSONSyntaxMessages.expectedSeparator(inObject: inObject, found: found()))
                }
                close()
            }
        }
    }

    /// Reads a member's key and its ':' so that the member's value comes next.
    private mutating func readKey(afterComma: Bool) throws(ParseError) {
        guard position < end, bytes[position] == UInt8(ascii: "\"") else {
            if afterComma, position < end, bytes[position] == UInt8(ascii: "}") {
                throw syntax(JSONSyntaxMessages.trailingComma(closing: "}"))
            }
            throw syntax(JSONSyntaxMessages.expectedKey(afterComma: afterComma, found: found()))
        }
        try readString()
        skipWhitespace()
        guard position < end, bytes[position] == UInt8(ascii: ":") else {
            throw syntax(JSONSyntaxMessages.expectedColon(found: found()))
        }
        position += 1
    }

    private mutating func open(object: Bool) throws(ParseError) {
        guard openObjects.count < ParseLimits.maximumDepth else {
            throw ParseError(.limit, JSONSyntaxMessages.tooDeep, at: position)
        }
        openObjects.append(object)
        builder.beginContainer(object ? .object : .array, start: position)
        position += 1
    }

    private mutating func close() {
        position += 1
        openObjects.removeLast()
        builder.endContainer(end: position)
    }

    /// `true`, `false` or `null`, spelled exactly.
    private mutating func readLiteral(_ word: StaticString, kind: NodeKind, boolValue: Bool) throws(ParseError) {
        let start = position
        let length = word.utf8CodeUnitCount
        let expected = word.utf8Start
        var index = 0
        while index < length {
            guard start + index < end else {
                throw syntax(JSONSyntaxMessages.endOfFileInLiteral(word.description))
            }
            guard bytes[start + index] == expected[index] else {
                throw syntax(JSONSyntaxMessages.expectedValue(found: found()))
            }
            index += 1
        }
        position = start + length
        let range = ByteRange(start: start, end: position)
        builder.addScalar(kind, range: range, sourceText: range, boolValue: boolValue)
    }

    /// Spaces, tabs, line feeds and carriage returns: JSON's whole idea of whitespace.
    @inline(__always)
    mutating func skipWhitespace() {
        while position < end {
            let byte = bytes[position]
            if byte > 0x20 { return }
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            position += 1
            // Pretty-printed manifests indent with runs of spaces: take eight at a time.
            while position + 8 <= end,
                UnsafeRawPointer(bytes.baseAddress! + position).loadUnaligned(as: UInt64.self)
                    == 0x2020_2020_2020_2020
            {
                position += 8
            }
        }
    }

    /// What stands at the current position, for "found …" in messages.
    func found() -> JSONSyntaxMessages.Found { JSONSyntaxMessages.describe(bytes, at: position, end: end) }

    func syntax(_ message: Message, at offset: Int? = nil) -> ParseError {
        ParseError(.syntax, message, at: offset ?? position)
    }
}
