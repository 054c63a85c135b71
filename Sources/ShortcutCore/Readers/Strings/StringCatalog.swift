/// A String Catalog (`Main.xcstrings`, Xcode 15): the translations of one table in every language,
/// in JSON. For an Interface Builder file the table is named after it and its keys are
/// `"<object id>.<property>"` (`"2AK-Pu-mot.title"`):
///
/// ```json
/// { "sourceLanguage": "en", "version": "1.0",
///   "strings": { "2AK-Pu-mot.title": { "localizations": {
///       "de": { "stringUnit": { "state": "translated", "value": "Sichern" } } } } } }
/// ```
///
/// Only plain string units are read; a key varied by plural or device has no single title to
/// judge, and is left out. Read with our own JSON reader; a catalog that is not valid JSON gives
/// what was read before the error, and ``problem`` says where.
package struct StringCatalog: Sendable {
    /// The catalog's source language, when it names one.
    package private(set) var sourceLanguage: Language?
    /// Each language's table (language code → key → value and line).
    package private(set) var tables: [Language: [String: StringsTable.Entry]] = [:]
    package private(set) var problem: (line: Int, message: Message)?

    package init(_ source: SourceFile) {
        let parsed = JSONParser.parse(source)
        let document = parsed.document
        if let error = parsed.error {
            problem = (source.location(of: error.offset).line, error.wording)
        }
        let root = document.root
        guard document.kind(root) == .object else { return }
        if let language = document.member(root, named: "sourceLanguage"), document.kind(language) == .string {
            sourceLanguage = Language(code: document.text(language))
        }
        guard let strings = document.member(root, named: "strings") else { return }
        for (key, entry) in document.members(strings) {
            guard let localizations = document.member(entry, named: "localizations") else { continue }
            let name = document.text(key)
            for (language, localization) in document.members(localizations) {
                guard let unit = document.member(localization, named: "stringUnit"),
                    let value = document.member(unit, named: "value"), document.kind(value) == .string
                else { continue }
                tables[Language(code: document.text(language)), default: [:]][name] = StringsTable.Entry(
                    value: document.text(value), line: document.span(value).start.line)
            }
        }
    }
}
