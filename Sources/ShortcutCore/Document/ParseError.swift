/// Why a JSON or YAML file could not be read, and where.
package struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
    package enum Kind: String, Sendable {
        /// Not well-formed in its format (an unclosed quote, a missing comma, a tab in YAML
        /// indentation…).
        case syntax
        /// Bytes that are not valid UTF-8.
        case encoding
        /// Valid YAML that lies outside the subset documented in docs/yaml.md; refused rather than
        /// misread.
        case unsupported
        /// A safety limit: nesting depth or alias expansion.
        case limit
    }

    package var kind: Kind
    /// What went wrong, in the catalogues' terms: a `syntax-error` finding words it in the run's
    /// language.
    package var wording: Message
    /// Byte offset of the offending input.
    package var offset: Int

    package init(_ kind: Kind, _ wording: Message, at offset: Int) {
        self.kind = kind
        self.wording = wording
        self.offset = offset
    }

    /// An error whose text is not in the catalogues.
    package init(_ kind: Kind, _ message: String, at offset: Int) {
        self.init(kind, .verbatim(text: .text(message)), at: offset)
    }

    /// What went wrong, in English: the configuration, baseline and house-table errors the
    /// command line prints.
    package var message: String { MessageCatalogue.english.render(wording) }

    package var description: String { message }
}

/// What a parser hands back: the tree, and the first error if the input is broken. On error the
/// tree holds everything read before the error (unclosed containers marked incomplete), so the
/// complete entries of a truncated manifest are still linted.
package struct ParseResult: Sendable {
    package var document: Document
    package var error: ParseError?

    package init(document: Document, error: ParseError?) {
        self.document = document
        self.error = error
    }
}

/// Limits every parser applies, so hostile input is refused quickly instead of exhausting the
/// stack or memory.
package enum ParseLimits {
    /// Deepest nesting of arrays and objects. Manifests need 4; 512 leaves room for anything
    /// hand-written while keeping recursion far from the stack's end.
    package static let maximumDepth = 512
    /// Most values a YAML alias expansion may add, in total, to one document.
    package static let maximumAliasExpansion = 1_000_000
}
