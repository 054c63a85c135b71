/// Why a key string is not a shortcut, and where in the string.
public struct NotationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, in English (the `invalid-shortcut` finding words ``wording`` in the run's language).
    public var message: String { MessageCatalogue.english.render(wording) }
    /// What is wrong, in the catalogues' terms.
    package var wording: Message
    /// Byte offset of the offending part within the key string.
    public var offset: Int
    /// Its length in bytes (at least 1 unless the string is empty), so a finding can underline it.
    public var length: Int
    /// 1-based column of the offending part within the key string, counted in Unicode scalars.
    public var column: Int

    init(_ wording: Message, offset: Int, length: Int, in text: [UInt8]) {
        self.wording = wording
        self.offset = offset
        self.length = length
        self.column = 1 + text[..<min(offset, text.count)].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    public var description: String { "column \(column): \(message)" }
}
