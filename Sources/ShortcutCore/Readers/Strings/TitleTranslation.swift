/// One language's titles for a Base-localized Interface Builder file (`Base.lproj/Main.storyboard`),
/// read from `de.lproj/Main.strings` or from the String Catalog named after the file
/// (`Main.xcstrings`), keyed `"<object id>.title"`: that language's menu is the base file with
/// these titles (``TranslatedTitles``).
package struct TitleTranslation: Sendable {
    package var language: Language
    /// The file the titles come from, as messages name it.
    package var path: String
    package var titles: [String: StringsTable.Entry]
    /// Where reading the file stopped early, and why: the titles after it are not checked.
    package var problem: (line: Int, message: Message)?

    /// The titles of a `.strings` file in `language`.
    package static func strings(path: String, language: Language, bytes: [UInt8]) -> TitleTranslation {
        let table = StringsTable(bytes: bytes)
        return TitleTranslation(language: language, path: path, titles: table.entries, problem: table.problem)
    }

    /// Each language's titles in a String Catalog, its source language left out (that is the
    /// base file's own text). A catalog that breaks off gives what was read before, each language
    /// with the problem; one that gives nothing gives a translation without titles that carries it.
    package static func catalog(path: String, bytes: [UInt8]) -> [TitleTranslation] {
        let catalog = StringCatalog(SourceFile(path: path, bytes: bytes))
        var found = catalog.tables.filter { $0.key != catalog.sourceLanguage }.sorted { $0.key < $1.key }.map { language, titles in
            TitleTranslation(language: language, path: path, titles: titles, problem: catalog.problem)
        }
        if found.isEmpty, let problem = catalog.problem {
            found.append(
                TitleTranslation(language: catalog.sourceLanguage ?? Language(code: "en"), path: path, titles: [:], problem: problem))
        }
        return found
    }
}
