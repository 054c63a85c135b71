/// Something wrong with a manifest's structure, found while decoding it (before any rule runs).
public struct ManifestProblem: Hashable, Sendable {
    public enum Kind: Sendable {
        /// The file is not well-formed JSON/YAML, not UTF-8, or hits a parser limit.
        case syntax
        /// Well-formed, but not a manifest: a wrong type, a missing `key` or `title`, an unknown
        /// platform, a duplicate field or id.
        case schema
        /// A field the manifest format does not define (names starting with `x-` are ignored).
        case unknownField
        /// A shortcut a source reader found but cannot express in the model, so no rule checks
        /// it (an Interface Builder key equivalent on F25 or Insert, a non-US character):
        /// reported once as information, never guessed.
        case unchecked
    }

    public var kind: Kind
    public var message: String
    public var range: ByteRange

    public init(_ kind: Kind, _ message: String, range: ByteRange) {
        self.kind = kind
        self.message = message
        self.range = range
    }
}
