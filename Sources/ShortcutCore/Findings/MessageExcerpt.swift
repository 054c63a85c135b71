/// How messages quote what the user wrote (a title, an id, a key string): whole up to
/// ``maximumCharacters``, else its start and an ellipsis, so a 10 MB title in a generated file
/// makes one readable finding instead of a 10 MB line in a terminal or a CI log.
package enum MessageExcerpt {
    package static let maximumCharacters = 200

    /// `text`, or its first `maximumCharacters - 1` characters followed by "…".
    package static func cut<Text: StringProtocol>(_ text: Text) -> String {
        // Fast path: 200 UTF-8 bytes are at most 200 characters.
        if text.utf8.count <= maximumCharacters { return String(text) }
        guard let end = text.index(text.startIndex, offsetBy: maximumCharacters, limitedBy: text.endIndex), end < text.endIndex else {
            return String(text)
        }
        return String(text[..<text.index(before: end)]) + "…"
    }
}

extension StringProtocol {
    /// The text as a message quotes it (``MessageExcerpt``).
    package var forMessage: String { MessageExcerpt.cut(self) }
}
