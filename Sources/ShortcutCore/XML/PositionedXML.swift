/// An XML document as ``XMLParser`` reads it: elements, attributes, text and comments, each with
/// the byte range it came from, in flat arrays indexed by integers.
///
/// A light tree rather than a DOM of objects: a 50 MB Interface Builder file holds hundreds of
/// thousands of elements, and the readers only walk it once looking for a few names. Values are
/// decoded (references replaced, line breaks normalised) only when asked for.
package struct PositionedXML: Sendable {
    package let source: SourceFile
    /// In document order (the order of their start tags); the root element is 0.
    package internal(set) var elements: [Element] = []
    /// Every element's attributes, in order; ``PositionedXML/Element/attributes`` indexes this array.
    package internal(set) var attributes: [Attribute] = []
    /// Character data and CDATA sections, in document order. Text made only of whitespace is
    /// kept only when it is the whole content of an element (`<string> </string>`).
    package internal(set) var texts: [CharacterData] = []
    /// Every comment, in document order (suppression comments live there).
    package internal(set) var comments: [Comment] = []

    init(source: SourceFile) { self.source = source }

    /// The root element's index, or nil when the document has none (an empty or broken file).
    package var root: Int? { elements.isEmpty ? nil : 0 }

    /// Whether the element's name is `name` (compared on bytes).
    package func element(_ index: Int, isNamed name: StaticString) -> Bool {
        matches(elements[index].nameRange, name)
    }

    /// The element's name as text.
    package func name(of index: Int) -> String { text(elements[index].nameRange) }

    /// The indices of the element's child elements, in order.
    package func children(of index: Int) -> Children {
        Children(elements: elements, first: elements[index].firstChild)
    }

    /// The element's attribute named `name`, if it has one.
    package func attribute(_ name: StaticString, of index: Int) -> Attribute? {
        for attribute in attributes[elements[index].attributes] where matches(attribute.nameRange, name) {
            return attribute
        }
        return nil
    }

    /// The decoded value of the element's attribute named `name`, if it has one.
    package func value(_ name: StaticString, of index: Int) -> String? {
        attribute(name, of: index).map(value(of:))
    }

    /// Whether the element has the attribute `name` with exactly the value `expected` (as
    /// written, without decoding: for fixed words such as `YES` or `submenu`).
    package func attribute(_ name: StaticString, of index: Int, is expected: StaticString) -> Bool {
        guard let attribute = attribute(name, of: index) else { return false }
        return matches(attribute.valueRange, expected)
    }

    /// An attribute's value with references replaced and whitespace normalised as XML 1.0 §3.3.3
    /// says (each tab, line feed, carriage return or CR LF pair becomes one space).
    package func value(of attribute: Attribute) -> String {
        guard attribute.needsDecoding else { return text(attribute.valueRange) }
        return XMLReferences.decode(source.bytes, attribute.valueRange, normalizingWhitespace: true)
    }

    /// The element's own text (its character data and CDATA sections, not its children's), with
    /// references replaced and line breaks normalised to line feeds.
    package func text(of index: Int) -> String {
        var result = ""
        var next = elements[index].firstText
        while next >= 0 {
            let chunk = texts[next]
            if chunk.isCDATA || !chunk.needsDecoding {
                result +=
                    chunk.isCDATA
                    ? XMLReferences.normalizingLineBreaks(source.bytes, chunk.range) : text(chunk.range)
            } else {
                result += XMLReferences.decode(source.bytes, chunk.range, normalizingWhitespace: false)
            }
            next = chunk.next
        }
        return result
    }

    /// The source bytes of a range, as text.
    package func text(_ range: ByteRange) -> String {
        source.bytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[range.start..<range.end]), as: UTF8.self)
        }
    }

    func matches(_ range: ByteRange, _ name: StaticString) -> Bool {
        guard range.count == name.utf8CodeUnitCount else { return false }
        return source.bytes.withUnsafeBufferPointer { bytes in
            let expected = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
            for offset in 0..<range.count where bytes[range.start + offset] != expected[offset] { return false }
            return true
        }
    }
}

/// One element: its tag's name and attributes, where it sits, and links to its family.
extension PositionedXML {
    package struct Element: Sendable {
        /// From the `<` of the start tag to just past the `>` of its end tag (or of `/>`); for an
        /// element cut off by an error, to where the error was found.
        package var range: ByteRange
        package var nameRange: ByteRange
        /// Between the start tag's `>` and the end tag's `<` (empty for `<x/>`).
        package var contentRange: ByteRange
        /// The enclosing element, or -1 for the root.
        package var parent: Int
        /// Nesting depth: 0 for the root.
        package var depth: Int
        /// Indices into ``PositionedXML/attributes``.
        package var attributes: Range<Int>
        /// False when the file ended, or broke, before the element's end tag.
        package var isComplete: Bool
        var firstChild = -1
        var lastChild = -1
        /// The next element with the same parent, or -1.
        package internal(set) var nextSibling = -1
        var firstText = -1
        var lastText = -1
    }
}

/// `name="value"`: where the name and the value (between the quotes) were written.
extension PositionedXML {
    package struct Attribute: Sendable {
        package var nameRange: ByteRange
        /// The value's bytes between the quotes, as written.
        package var valueRange: ByteRange
        /// The value holds a reference or a whitespace character that decoding changes.
        var needsDecoding: Bool

        /// The value with its quotes: where a finding about the value points.
        package var quotedRange: ByteRange { ByteRange(start: valueRange.start - 1, end: valueRange.end + 1) }
    }
}

/// A run of character data, or one CDATA section, inside an element.
extension PositionedXML {
    package struct CharacterData: Sendable {
        /// The element it belongs to.
        package var element: Int
        /// The text as written (for CDATA, between `<![CDATA[` and `]]>`).
        package var range: ByteRange
        package var isCDATA: Bool
        var needsDecoding: Bool
        /// The element's next text, or -1.
        var next = -1
    }
}

/// `<!-- … -->`.
extension PositionedXML {
    package struct Comment: Sendable {
        /// From `<!--` to just past `-->`.
        package var range: ByteRange
        /// Between `<!--` and `-->`.
        package var contentRange: ByteRange
    }
}

/// The child elements of one element, in order.
extension PositionedXML {
    package struct Children: Sequence, Sendable {
        // Spelled out: inside a Sequence, a bare `Element` is the sequence's own element type.
        let elements: [PositionedXML.Element]
        let first: Int

        package func makeIterator() -> Iterator { Iterator(elements: elements, upcoming: first) }

        package struct Iterator: IteratorProtocol {
            let elements: [PositionedXML.Element]
            var upcoming: Int

            package mutating func next() -> Int? {
                guard upcoming >= 0 else { return nil }
                defer { upcoming = elements[upcoming].nextSibling }
                return upcoming
            }
        }
    }
}
