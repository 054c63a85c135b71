/// Something wrong with a manifest's structure, found while decoding it (before any rule runs).
package struct ManifestProblem: Hashable, Sendable {
    package enum Kind: Sendable {
        /// The file is not well-formed JSON/YAML, not UTF-8, or hits a parser limit.
        case syntax
        /// Well-formed, but not a manifest: a wrong type, a missing `key` or `title`, an unknown
        /// platform, a duplicate field or id.
        case schema
        /// A field the manifest format does not define (names starting with `x-` are ignored).
        case unknownField
        /// A shortcut a reader found but no rule can check: its key or modifiers are computed at
        /// run time, or lie outside what the rules model (a key off the US layout, Caps Lock, an
        /// Interface Builder key equivalent on F25 or Insert). Reported once as information,
        /// never guessed. Also a shortcut whose title is computed, checked without it.
        case unresolved
        /// Part of a Swift or Objective-C file the reader could not follow (an unterminated
        /// literal, brackets that do not balance) or a file not in UTF-8: the linter's limit,
        /// reported as information with what was left unchecked, never as an error.
        case unreadable
    }

    package var kind: Kind
    /// What the finding will say, in the catalogues' terms (the rule words it in the run's language).
    package var wording: Message
    package var range: ByteRange

    /// What it says in English.
    package var message: String { MessageCatalogue.english.render(wording) }

    package init(_ kind: Kind, _ wording: Message, range: ByteRange) {
        self.kind = kind
        self.wording = wording
        self.range = range
    }

    /// A problem whose text is not in the catalogues: it reads the same in every language.
    package init(_ kind: Kind, _ text: String, range: ByteRange) {
        self.init(kind, .verbatim(text: .text(text)), range: range)
    }
}

extension ManifestProblem {
    /// A parser's error (or ``TextEncoding``'s) as a syntax problem on the byte it names, so the
    /// finding points at that byte whatever reader found it. `message` rewords it when the
    /// reader's format needs to (docs/yaml.md's unsupported features).
    init(_ error: ParseError, message: Message? = nil, in source: SourceFile) {
        let end = min(error.offset + 1, source.bytes.count)
        self.init(.syntax, message ?? error.wording, range: ByteRange(start: error.offset, end: max(end, error.offset)))
    }
}
