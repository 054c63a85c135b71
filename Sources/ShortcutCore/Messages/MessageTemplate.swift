/// One text of a catalogue, parsed into literal text and placeholders. The syntax, which the
/// header of `Resources/messages/en.yml` repeats for translators:
///
/// - `{name}`: the value of placeholder `name` (ASCII letters and digits, in camel case);
/// - `{name, capitalized}`: the value with its first letter in upper case (it starts a sentence);
/// - `{name, sentence}`: the value ending with a full stop (the catalogue's `full-stop`), unless it
///   already ends with `.`, `…` or `。`;
/// - `{name, clause}`: the value without a final `.` or `。`;
/// - `{name, plural, one {…} other {…}}`: the branch the catalogue's plural rule picks for the
///   number `name` (`zero`, `one`, `two`, `few`, `many`, `other`; `other` is required); a branch
///   holds text and placeholders;
/// - `{{` and `}}`: a literal brace (outside plural branches, where `}` closes the branch).
package struct MessageTemplate: Sendable {
    package enum Style: String, Sendable {
        case plain, capitalized, sentence, clause
    }

    package enum Segment: Sendable {
        case text(String)
        case placeholder(String, Style)
        case plural(String, [(PluralCategory, [Segment])])
    }

    package var segments: [Segment]

    /// Every placeholder name, in the order of first use (plural branches included).
    package var placeholderNames: [String] {
        var names: [String] = []
        func collect(_ segments: [Segment]) {
            for segment in segments {
                switch segment {
                case .text: break
                case .placeholder(let name, _):
                    if !names.contains(name) { names.append(name) }
                case .plural(let name, let branches):
                    if !names.contains(name) { names.append(name) }
                    for (_, branch) in branches { collect(branch) }
                }
            }
        }
        collect(segments)
        return names
    }

    /// A mistake in a template's syntax, at a character offset.
    package struct SyntaxError: Error, Equatable {
        package var message: String
        package var offset: Int
    }

    package init(parsing text: String) throws(SyntaxError) {
        var parser = TemplateParser(text: text)
        segments = try parser.segments(closedByBrace: false)
    }
}

/// The plural categories of Unicode CLDR, the words a template's plural branches are named by.
package enum PluralCategory: String, Sendable, CaseIterable {
    case zero, one, two, few, many, other
}

/// How a language picks a plural category for a number: the catalogue's `plural` field names one.
package enum PluralRule: String, Sendable, CaseIterable {
    /// `one` for 1, `other` for every other number (English, German, Dutch, Swedish, Italian…).
    case oneForOne = "one-for-1"
    /// `one` for 0 and 1 (French, Brazilian Portuguese).
    case oneForZeroAndOne = "one-for-0-and-1"
    /// `other` for every number (Japanese, Chinese, Korean).
    case none

    package func category(of number: Int) -> PluralCategory {
        switch self {
        case .oneForOne: number == 1 ? .one : .other
        case .oneForZeroAndOne: number == 0 || number == 1 ? .one : .other
        case .none: .other
        }
    }
}

/// Reads a template over its UTF-8 bytes: the syntax is ASCII (`{`, `}`, `,`, spaces, names), and a
/// UTF-8 byte of those is never part of another character; literal text between them is taken as
/// it is. Reading it as `Character`s made parsing the catalogues a third of a small run's time.
private struct TemplateParser {
    let bytes: [UInt8]
    var position = 0

    init(text: String) { bytes = Array(text.utf8) }

    private static let open = UInt8(ascii: "{")
    private static let close = UInt8(ascii: "}")

    mutating func segments(closedByBrace: Bool) throws(MessageTemplate.SyntaxError) -> [MessageTemplate.Segment] {
        var segments: [MessageTemplate.Segment] = []
        var text: [UInt8] = []
        func flush() {
            if !text.isEmpty { segments.append(.text(String(decoding: text, as: UTF8.self))) }
            text.removeAll(keepingCapacity: true)
        }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == Self.open {
                if position + 1 < bytes.count, bytes[position + 1] == Self.open {
                    text.append(Self.open)
                    position += 2
                    continue
                }
                flush()
                position += 1
                segments.append(try placeholder())
            } else if byte == Self.close {
                // Inside a plural branch a brace always closes it: `{n, plural, other {x}}` ends in two.
                if !closedByBrace, position + 1 < bytes.count, bytes[position + 1] == Self.close {
                    text.append(Self.close)
                    position += 2
                    continue
                }
                guard closedByBrace else { throw fail("a '}' closes nothing (write '}}' for a brace)") }
                flush()
                position += 1
                return segments
            } else {
                // The run of text up to the next brace, at once.
                let start = position
                while position < bytes.count, bytes[position] != Self.open, bytes[position] != Self.close { position += 1 }
                text.append(contentsOf: bytes[start..<position])
            }
        }
        if closedByBrace { throw fail("a plural branch is not closed with '}'") }
        flush()
        return segments
    }

    /// After `{`: `name}`, `name, style}` or `name, plural, category {…} … }`.
    private mutating func placeholder() throws(MessageTemplate.SyntaxError) -> MessageTemplate.Segment {
        let name = word()
        guard !name.isEmpty else { throw fail("a placeholder needs a name: {name}") }
        skipSpaces()
        if take("}") { return .placeholder(name, .plain) }
        guard take(",") else { throw fail("expected '}' or ',' after placeholder '\(name)'") }
        skipSpaces()
        let kind = word()
        skipSpaces()
        if kind == "plural" {
            guard take(",") else { throw fail("expected ',' after 'plural'") }
            var branches: [(PluralCategory, [MessageTemplate.Segment])] = []
            while true {
                skipSpaces()
                if take("}") { break }
                let categoryName = word()
                guard let category = PluralCategory(rawValue: categoryName) else {
                    throw fail("'\(categoryName)' is no plural category (zero, one, two, few, many, other)")
                }
                skipSpaces()
                guard take("{") else { throw fail("expected '{' to open the '\(categoryName)' branch") }
                branches.append((category, try segments(closedByBrace: true)))
            }
            guard branches.contains(where: { $0.0 == .other }) else { throw fail("plural '\(name)' has no 'other' branch") }
            return .plural(name, branches)
        }
        guard let style = MessageTemplate.Style(rawValue: kind), style != .plain else {
            throw fail("'\(kind)' is no style (capitalized, sentence, clause, plural)")
        }
        guard take("}") else { throw fail("expected '}' after '\(kind)'") }
        return .placeholder(name, style)
    }

    /// ASCII letters and digits.
    private mutating func word() -> String {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            guard (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (byte >= 0x30 && byte <= 0x39) else { break }
            position += 1
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func skipSpaces() {
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
    }

    private mutating func take(_ character: Unicode.Scalar) -> Bool {
        guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
        position += 1
        return true
    }

    /// The error at the character where reading stopped.
    private func fail(_ message: String) -> MessageTemplate.SyntaxError {
        MessageTemplate.SyntaxError(message: message, offset: String(decoding: bytes[..<position], as: UTF8.self).count)
    }
}
