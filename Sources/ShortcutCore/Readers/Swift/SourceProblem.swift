/// A place where the source lexer, or the reading of `#if` blocks, could not follow a file: an
/// unterminated literal or comment, brackets that do not balance, an `#if` never closed.
///
/// It is the linter's limit, not the app's (valid code the lexer misreads looks the same), so the
/// reader turns it into an `unreadable-source` note, never an error (``UnreadableSource``).
struct SourceProblem: Sendable {
    /// What could not be followed, in the catalogues' terms (`source.*`).
    var wording: Message
    /// What it says in English.
    var message: String { MessageCatalogue.english.render(wording) }
    /// Where it starts, where the note points.
    var range: ByteRange
    /// What was not read because of it: the rest of a line (reading goes on at the next one) or
    /// of the file. Nil when reading went on right after it (a bracket that closes nothing).
    var skipped: ByteRange?

    init(_ message: Message, range: ByteRange, skipped: ByteRange? = nil) {
        self.wording = message
        self.range = range
        self.skipped = skipped
    }

    /// A problem whose text is not in the catalogues.
    init(_ text: String, range: ByteRange, skipped: ByteRange? = nil) {
        self.init(.verbatim(text: .text(text)), range: range, skipped: skipped)
    }
}
