/// A scalar or alias as scanned, before the parser knows whether it is a key or a value (nodes
/// are added to the tree in pre-order, so a key must wait until its mapping is opened). `empty`
/// is the missing key of `: value`.
struct YAMLToken {
    enum Style { case plain, singleQuoted, doubleQuoted, literal, folded, alias, empty }

    var style: Style
    /// In the source: the scalar with its quotes or block header, or the whole `*name`.
    var range: ByteRange
    /// A scalar's text, as a slice of the source or (when `isDecoded`) of the parser's scratch
    /// buffer; an alias's name.
    var text: Range<Int>
    var isDecoded: Bool
    var isMultiLine: Bool

    static func alias(name: Range<Int>, range: ByteRange) -> YAMLToken {
        YAMLToken(style: .alias, range: range, text: name, isDecoded: false, isMultiLine: false)
    }

    static func empty(at offset: Int) -> YAMLToken {
        YAMLToken(style: .empty, range: ByteRange(at: offset), text: offset..<offset, isDecoded: false, isMultiLine: false)
    }

    var isPlain: Bool { style == .plain }

    /// Quoted scalars may be followed directly by `:` in a flow collection (`{"a":1}`).
    var isQuoted: Bool { style == .singleQuoted || style == .doubleQuoted }
}
