/// The app's own text for the localization keys its code uses as titles, in its development
/// language: `Button("SettingsView.Title")` and `Label("app_macos_commands.new", …)` look their
/// key up in the app's default table (`Localizable.xcstrings`, or `<language>.lproj/
/// Localizable.strings`), and the menu shows the value ("Settings", "New Tab"). Rules judge the
/// words people read, so a code title that is a key of the table is read as its value
/// (``LocalizedCodeTitles``); a title that is no key (most are the English text itself) stays.
package struct CodeStrings: Sendable, Equatable {
    /// Key → the development language's value.
    package private(set) var values: [String: String] = [:]

    package init() {}

    package var isEmpty: Bool { values.isEmpty }

    /// The values of a String Catalog in its source language (`language` when it names none); a
    /// key with no value there is its own text, and is left out.
    package static func catalog(_ bytes: [UInt8], path: String, language: Language) -> CodeStrings {
        let catalog = StringCatalog(SourceFile(path: path, bytes: bytes))
        var strings = CodeStrings()
        strings.values = (catalog.tables[catalog.sourceLanguage ?? language] ?? [:]).mapValues(\.value)
        return strings
    }

    /// The values of a `.strings` file in the development language.
    package static func strings(_ bytes: [UInt8]) -> CodeStrings {
        var strings = CodeStrings()
        strings.values = StringsTable(bytes: bytes).entries.mapValues(\.value)
        return strings
    }

    /// These values, and `other`'s for keys these do not have: the first table found wins.
    package func adding(_ other: CodeStrings) -> CodeStrings {
        var merged = self
        merged.values.merge(other.values) { first, _ in first }
        return merged
    }

    /// The text people read for a code title: its value when the title is a key that names other
    /// text, else nil.
    func text(for title: String) -> String? {
        guard let value = values[title], value != title, !value.isEmpty else { return nil }
        return value
    }
}
