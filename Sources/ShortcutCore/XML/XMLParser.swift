/// Reads XML 1.0 into a ``PositionedXML``: elements, attributes, text, CDATA and
/// comments, with the five predefined entities and character references.
///
/// What it refuses, each with the exact position: anything not well-formed (an unclosed or
/// mismatched tag, a duplicate attribute, a stray `&` or `<`, `--` in a comment, a second root),
/// bytes that are not UTF-8 or an `encoding` other than UTF-8, any DOCTYPE (so no entity can be
/// declared, an entity bomb is harmless and no external DTD or entity names a file to read), an
/// undefined entity, and nesting deeper than ``ParseLimits/maximumDepth``. Time is linear in the
/// file's size.
extension PositionedXML {
    /// Parses the whole file. Never throws: a broken file gives the first error plus everything
    /// read before it (open elements marked incomplete).
    package static func parse(_ source: SourceFile) -> ParseResult {
        source.bytes.withUnsafeBufferPointer { bytes in
            // The same message every reader gives for the same bytes (TextEncoding).
            let encoding = TextEncoding.problem(in: bytes)
            var reader = XMLReader(source: source, bytes: bytes, end: encoding?.offset ?? bytes.count)
            var error: ParseError?
            do throws(ParseError) {
                try reader.readDocument()
            } catch let caught {
                error = caught
            }
            if let encoding, error == nil || error!.offset >= encoding.offset {
                error = encoding
            }
            return ParseResult(document: reader.finish(at: error?.offset), error: error)
        }
    }
}

extension PositionedXML {
    /// The tree, and the first error if the input is broken.
    package struct ParseResult: Sendable {
        package var document: PositionedXML
        package var error: ParseError?
    }
}

/// The reading itself: one forward pass over the bytes with a stack of open elements.
struct XMLReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int
    let end: Int
    var document: PositionedXML
    /// Elements whose end tag has not been read yet, outermost first.
    var open: [Int] = []
    var rootClosed = false
    /// Whitespace-only text, kept if it turns out to be an element's whole content.
    var pendingSpace: ByteRange?

    init(source: SourceFile, bytes: UnsafeBufferPointer<UInt8>, end: Int) {
        self.bytes = bytes
        self.end = end
        self.index = min(source.hasByteOrderMark ? 3 : 0, end)
        self.document = PositionedXML(source: source)
    }

    mutating func readDocument() throws(ParseError) {
        if startsWith("<?xml"), index + 5 < end, XMLNames.isSpace(bytes[index + 5]) || bytes[index + 5] == UInt8(ascii: "?") {
            try readDeclaration()
        }
        while index < end {
            if open.isEmpty {
                while index < end, XMLNames.isSpace(bytes[index]) { index += 1 }
                guard index < end else { break }
                guard bytes[index] == UInt8(ascii: "<") else {
                    throw ParseError(
                        .syntax,
                        rootClosed
                            ? .xmlTextAfterRoot()
                            : .xmlRootExpected(found: describe(index)),
                        at: index)
                }
                try readMarkup()
            } else {
                try readCharacterData()
                if index < end { try readMarkup() }
            }
        }
        if let innermost = open.last {
            let name = document.name(of: innermost)
            throw ParseError(
                .syntax,
                .xmlUnclosedElement(name: .text(name), position: .text(position(document.elements[innermost].range.start))),
                at: end)
        }
        if document.elements.isEmpty { throw ParseError(.syntax, .xmlNoRoot(), at: end) }
    }

    /// Marks the elements still open as cut off at `offset` and hands back the tree.
    mutating func finish(at offset: Int?) -> PositionedXML {
        for element in open {
            document.elements[element].range.end = offset ?? end
            document.elements[element].contentRange.end = offset ?? end
        }
        open.removeAll()
        return document
    }

    private mutating func readMarkup() throws(ParseError) {
        let next = index + 1 < end ? bytes[index + 1] : 0
        switch next {
        case UInt8(ascii: "/"): try readEndTag()
        case UInt8(ascii: "?"): try readProcessingInstruction()
        case UInt8(ascii: "!"):
            if startsWith("<!--") {
                try readComment()
            } else if startsWith("<![CDATA[") {
                guard let owner = open.last else {
                    throw ParseError(.syntax, .xmlCdataOutside(), at: index)
                }
                try readCDATA(owner: owner)
            } else if startsWith("<!DOCTYPE") {
                try readDoctype()
            } else {
                throw ParseError(.syntax, .xmlAfterBang(), at: index)
            }
        default: try readStartTag()
        }
    }

    // MARK: Elements

    private mutating func readStartTag() throws(ParseError) {
        let tagStart = index
        let nameRange = try readName(after: tagStart + 1, what: .message(.xmlWhatElementName()))
        let name = document.text(nameRange)
        if rootClosed {
            throw ParseError(.syntax, .xmlSecondRoot(name: .text(name)), at: tagStart)
        }
        guard open.count < ParseLimits.maximumDepth else {
            throw ParseError(.limit, .xmlTooDeep(depth: .number(ParseLimits.maximumDepth)), at: tagStart)
        }
        let firstAttribute = document.attributes.count
        var selfClosing = false
        while true {
            let hadSpace = skipSpace()
            guard index < end else {
                throw ParseError(
                    .syntax, .xmlEndInStartTag(name: .text(name), position: .text(position(tagStart))), at: end)
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                index += 1
                break
            }
            if byte == UInt8(ascii: "/") {
                guard index + 1 < end, bytes[index + 1] == UInt8(ascii: ">") else {
                    throw ParseError(.syntax, .xmlEmptyElementEnd(name: .text(name)), at: index + 1)
                }
                index += 2
                selfClosing = true
                break
            }
            let attributeNameEnd = XMLNames.nameEnd(bytes, from: index, end: end)
            guard attributeNameEnd > index else {
                let after = MessageArgument.message(
                    document.attributes.count > firstAttribute ? .xmlAfterAttributeValue() : .xmlAfterElementName(name: .text(name)))
                throw ParseError(.syntax, .xmlTagEndExpected(after: after, found: describe(index)), at: index)
            }
            guard hadSpace else {
                throw ParseError(
                    .syntax, .xmlAttributeSpace(attribute: .text(text(index, attributeNameEnd)), name: .text(name)), at: index)
            }
            try readAttribute(nameRange: ByteRange(start: index, end: attributeNameEnd), of: name, firstAttribute: firstAttribute)
        }
        let element = document.elements.count
        let parent = open.last ?? -1
        document.elements.append(
            PositionedXML.Element(
                range: ByteRange(start: tagStart, end: index), nameRange: nameRange,
                contentRange: ByteRange(at: index), parent: parent, depth: open.count,
                attributes: firstAttribute..<document.attributes.count, isComplete: selfClosing))
        if parent >= 0 {
            let last = document.elements[parent].lastChild
            if last >= 0 { document.elements[last].nextSibling = element } else { document.elements[parent].firstChild = element }
            document.elements[parent].lastChild = element
        }
        pendingSpace = nil
        if selfClosing {
            if open.isEmpty { rootClosed = true }
        } else {
            open.append(element)
        }
    }

    private mutating func readAttribute(nameRange: ByteRange, of element: String, firstAttribute: Int) throws(ParseError) {
        index = nameRange.end
        let name = document.text(nameRange)
        skipSpace()
        guard index < end, bytes[index] == UInt8(ascii: "=") else {
            throw ParseError(.syntax, .xmlAttributeEquals(name: .text(name), element: .text(element)), at: index)
        }
        index += 1
        skipSpace()
        guard index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw ParseError(.syntax, .xmlAttributeValueExpected(name: .text(name), found: describe(index)), at: index)
        }
        let quote = bytes[index]
        index += 1
        let valueStart = index
        var needsDecoding = false
        while true {
            guard index < end else {
                throw ParseError(
                    .syntax,
                    .xmlAttributeValueUnclosed(
                        name: .text(name), position: .text(position(valueStart - 1)), quote: .text(quote == UInt8(ascii: "\"") ? "\"" : "'")
                    ),
                    at: end)
            }
            let byte = bytes[index]
            if byte == quote { break }
            switch XMLCharacters.textClass[Int(byte)] {
            case XMLCharacters.plain, XMLCharacters.closingBracket:
                index += 1
            case XMLCharacters.lineBreak:
                needsDecoding = true
                index += 1
            case XMLCharacters.lessThan:
                throw ParseError(.syntax, .xmlAttributeLessThan(), at: index)
            case XMLCharacters.ampersand:
                index = try XMLReferences.read(bytes, at: index, end: end).end
                needsDecoding = true
            default:
                try XMLCharacters.check(bytes, at: index, end: end)
                index += 1
            }
        }
        let valueRange = ByteRange(start: valueStart, end: index)
        index += 1
        if isDuplicate(nameRange, since: firstAttribute) {
            throw ParseError(.syntax, .xmlDuplicateAttribute(name: .text(name), element: .text(element)), at: nameRange.start)
        }
        document.attributes.append(PositionedXML.Attribute(nameRange: nameRange, valueRange: valueRange, needsDecoding: needsDecoding))
    }

    /// Whether an earlier attribute of the element has the same name. Real tags have a handful
    /// of attributes; past 64 the names are hashed so a hostile tag cannot make this quadratic.
    private mutating func isDuplicate(_ name: ByteRange, since first: Int) -> Bool {
        let count = document.attributes.count - first
        if count <= 64 {
            for attribute in document.attributes[first...] where equalBytes(attribute.nameRange, name) { return true }
            return false
        }
        if count == 65 || seenNames.isEmpty {
            seenNames = Set(document.attributes[first...].map { Array(bytes[$0.nameRange.start..<$0.nameRange.end]) })
        }
        return !seenNames.insert(Array(bytes[name.start..<name.end])).inserted
    }

    private var seenNames: Set<[UInt8]> = []

    private mutating func readEndTag() throws(ParseError) {
        let tagStart = index
        let nameRange = try readName(after: tagStart + 2, what: .message(.xmlWhatEndElementName()))
        skipSpace()
        let name = document.text(nameRange)
        guard index < end, bytes[index] == UInt8(ascii: ">") else {
            throw ParseError(.syntax, .xmlEndTagUnclosed(name: .text(name), found: describe(index)), at: index)
        }
        index += 1
        guard let element = open.last else {
            throw ParseError(.syntax, .xmlEndTagNoStart(name: .text(name)), at: tagStart)
        }
        guard equalBytes(document.elements[element].nameRange, nameRange) else {
            throw ParseError(
                .syntax,
                .xmlEndTagMismatch(
                    name: .text(name), start: .text(document.name(of: element)),
                    position: .text(position(document.elements[element].range.start))),
                at: tagStart)
        }
        if let space = pendingSpace, document.elements[element].firstChild < 0, document.elements[element].firstText < 0 {
            addText(space, isCDATA: false, needsDecoding: true)
        }
        pendingSpace = nil
        document.elements[element].range.end = index
        document.elements[element].contentRange.end = tagStart
        document.elements[element].isComplete = true
        open.removeLast()
        if open.isEmpty { rootClosed = true }
    }

    // MARK: Text

    /// Character data up to the next `<`: references checked, `]]>` and control characters refused.
    private mutating func readCharacterData() throws(ParseError) {
        let start = index
        var needsDecoding = false
        var onlySpace = true
        scan: while index < end {
            let byte = bytes[index]
            switch XMLCharacters.textClass[Int(byte)] {
            case XMLCharacters.plain:
                onlySpace = onlySpace && byte == 0x20
                index += 1
            case XMLCharacters.lineBreak:
                needsDecoding = needsDecoding || byte == 0x0D
                index += 1
            case XMLCharacters.lessThan:
                break scan
            case XMLCharacters.ampersand:
                index = try XMLReferences.read(bytes, at: index, end: end).end
                needsDecoding = true
                onlySpace = false
            case XMLCharacters.closingBracket:
                if startsWith("]]>") {
                    throw ParseError(.syntax, .xmlCdataEndInText(), at: index)
                }
                onlySpace = false
                index += 1
            default:
                try XMLCharacters.check(bytes, at: index, end: end)
                onlySpace = false
                index += 1
            }
        }
        guard index > start else { return }
        let range = ByteRange(start: start, end: index)
        if onlySpace {
            pendingSpace = range
        } else {
            addText(range, isCDATA: false, needsDecoding: needsDecoding)
        }
    }

    mutating func addText(_ range: ByteRange, isCDATA: Bool, needsDecoding: Bool) {
        guard let owner = open.last else { return }
        let text = document.texts.count
        document.texts.append(PositionedXML.CharacterData(element: owner, range: range, isCDATA: isCDATA, needsDecoding: needsDecoding))
        let last = document.elements[owner].lastText
        if last >= 0 { document.texts[last].next = text } else { document.elements[owner].firstText = text }
        document.elements[owner].lastText = text
        pendingSpace = nil
    }
}
