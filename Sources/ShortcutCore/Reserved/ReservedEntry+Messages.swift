/// A row's texts as messages quote them, in every language the table gives them (the action in
/// English and, from seed 001, Japanese; each standard command's titles in Apple's languages),
/// and else as a catalogue words them (`data.reserved.<row>.<field>`).
extension ReservedEntry {
    /// What the row does.
    package var actionText: LocalizedText {
        LocalizedText(english: action, translations: actionJapanese.map { ["ja": $0] } ?? [:], catalogueID: "reserved.\(id).action")
    }

    /// When the system takes the chord, for a conditional row.
    package var conditionText: LocalizedText? {
        condition.map { LocalizedText(english: $0, catalogueID: "reserved.\(id).condition") }
    }

    /// What the key does in text and controls, for a behaviour row.
    package var behaviorText: LocalizedText? {
        behavior.map { LocalizedText(english: $0, catalogueID: "reserved.\(id).behavior") }
    }

    /// The standard command's name: its first title in English and in each other language, else
    /// its action without the full stop.
    package var commandName: LocalizedText {
        guard let english = titles.first else {
            var clause = actionText
            clause.english = clause.english.hasSuffix(".") ? String(clause.english.dropLast()) : clause.english
            clause.translations = clause.translations.mapValues { $0.hasSuffix("。") ? String($0.dropLast()) : $0 }
            return clause
        }
        var translations: [String: String] = [:]
        for localized in localizedTitles where translations[localized.language] == nil {
            translations[localized.language] = localized.title
        }
        return LocalizedText(english: english, translations: translations, catalogueID: "reserved.\(id).title")
    }
}
