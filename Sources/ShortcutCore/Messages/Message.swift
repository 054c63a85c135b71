/// A message before it is worded: which text of the catalogues it is (``id``) and what fills each
/// of its named placeholders. Rules and readers choose the message and its values; a
/// ``MessageCatalogue`` words it in its language, so no rule branches on the language and the
/// next language is one catalogue file (`Resources/messages/<language>.yml`).
///
/// The constructors (`Message.navigationKeyTab(stroke:name:remedy:)`) are generated from the
/// English catalogue, one per id of its `messages` section with a label per placeholder, in the
/// order the English text first uses them: a rule cannot fill a placeholder the text does not
/// have, and `MessageCatalogueTests` holds every other catalogue to the same ids and placeholders.
package struct Message: Hashable, Sendable {
    /// The dotted id in the catalogues (`navigation-key.tab`).
    package var id: String
    /// The placeholders' values, in the order of ``MessageCatalogue/placeholders(of:)``.
    package var arguments: [MessageArgument]

    package init(id: String, arguments: [MessageArgument] = []) {
        self.id = id
        self.arguments = arguments
    }
}

/// What fills a placeholder.
package indirect enum MessageArgument: Hashable, Sendable {
    /// Shown as it is in every language: what the input says (a title, a key as written, a path,
    /// an id, a field), a chord's notation, a platform's name.
    case text(String)
    /// A count: plural forms choose by it.
    case number(Int)
    /// Another message, worded in the same language (a remedy, how an entry is named).
    case message(Message)
    /// Text the data gives in several languages (a reserved row's action and its standard
    /// command's title): the catalogue's language when the data has it, else English.
    case localized(LocalizedText)
    /// Nothing: an optional part of the message that does not apply.
    case none

    /// The message, or nothing when there is none.
    package static func optional(_ message: Message?) -> MessageArgument { message.map { .message($0) } ?? .none }
}

/// A text the data holds in English and possibly other languages, by language tag; a catalogue
/// may word it too, under `data.<catalogueID>` (a reserved row's action where the table has only
/// English).
package struct LocalizedText: Hashable, Sendable {
    package var english: String
    package var translations: [String: String]
    /// Its id in the catalogues' `data` section, without the `data.` prefix.
    package var catalogueID: String?

    package init(english: String, translations: [String: String] = [:], catalogueID: String? = nil) {
        self.english = english
        self.translations = translations
        self.catalogueID = catalogueID
    }

    /// The text in `language` (a catalogue's code) as the data gives it, else English.
    package func text(in language: String) -> String {
        translations[language] ?? english
    }
}
