/// Reads `Resources/localized-titles.json`: the built-in rows' titles in Apple's other languages,
/// each title naming the sources it was read from. The file is kept beside `reserved.json`
/// rather than in it so that a row's English data and its translations change apart:
///
/// ```json
/// { "version": 1, "languages": ["ja", "de", …],
///   "sources": { "skim": { "repository": "…", "commit": "…", "cite": "…",
///                          "files": { "de": "de.lproj/MainMenu.strings", … } }, … },
///   "rows": { "bold": { "ja": { "太字": ["seed-001"] }, "de": { "Fett": ["skim", "macdown"] } }, … } }
/// ```
///
/// Every language of a row must be one of `languages`, and every source a title names must be
/// one of `sources` with a file for that language: a title says where it came from.
package enum LocalizedTitlesDecoder {
    package static let path = "Resources/localized-titles.json"

    /// The titles of each row, in the file's order, by row id.
    package static func decode(_ source: SourceFile) throws(ReservedTableDecoder.DecodingError) -> [(id: String, titles: [LocalizedTitle])]
    {
        let document = try ReservedTableDecoder.DecodingError.document(source)
        func failure(_ message: String, _ node: NodeID) -> ReservedTableDecoder.DecodingError { .init(message, at: node, in: document) }
        let root = document.root
        guard document.kind(root) == .object, let version = document.member(root, named: "version"), document.text(version) == "1"
        else { throw failure("a localized-titles file is a mapping with 'version': 1", root) }
        guard let languageList = document.member(root, named: "languages"), document.kind(languageList) == .array,
            let sourceMap = document.member(root, named: "sources"), document.kind(sourceMap) == .object,
            let rowMap = document.member(root, named: "rows"), document.kind(rowMap) == .object
        else { throw failure("a localized-titles file has 'languages' (a list), 'sources' and 'rows' (mappings)", root) }
        let languages = Set(document.elements(languageList).map { document.text($0) })
        var filesBySource: [String: Set<String>] = [:]
        for (name, source) in document.members(sourceMap) {
            guard let files = document.member(source, named: "files"), document.kind(files) == .object else {
                throw failure("source '\(document.text(name))' names no 'files' (one per language)", source)
            }
            filesBySource[document.text(name)] = Set(document.members(files).map { document.text($0.key) })
        }
        var rows: [(id: String, titles: [LocalizedTitle])] = []
        for (id, byLanguage) in document.members(rowMap) {
            guard document.kind(byLanguage) == .object else {
                throw failure("row '\(document.text(id))' must map languages to titles", byLanguage)
            }
            var titles: [LocalizedTitle] = []
            for (language, titleMap) in document.members(byLanguage) {
                let tag = document.text(language)
                guard languages.contains(tag) else { throw failure("'\(tag)' is not one of the file's 'languages'", language) }
                guard document.kind(titleMap) == .object else { throw failure("'\(tag)' must map titles to their sources", titleMap) }
                for (title, sources) in document.members(titleMap) {
                    guard document.kind(sources) == .array, document.count(sources) > 0 else {
                        throw failure("title '\(document.text(title))' must list its sources", sources)
                    }
                    for source in document.elements(sources) {
                        let name = document.text(source)
                        guard let files = filesBySource[name] else { throw failure("unknown source '\(name)'", source) }
                        guard files.contains(tag) else { throw failure("source '\(name)' has no '\(tag)' file", source) }
                    }
                    titles.append(LocalizedTitle(tag, document.text(title)))
                }
            }
            rows.append((document.text(id), titles))
        }
        return rows
    }
}

extension ReservedTable {
    /// This table with each listed row's localized titles added after its own; a row id the table
    /// does not have is an error (a renamed row must not lose its translations silently).
    package func addingLocalizedTitles(
        _ rows: [(id: String, titles: [LocalizedTitle])]
    ) throws(ReservedTableDecoder.DecodingError)
        -> ReservedTable
    {
        var entries = self.entries
        var positions: [String: Int] = [:]
        for (index, entry) in entries.enumerated() { positions[entry.id] = index }
        for row in rows {
            guard let index = positions[row.id] else {
                throw .init(
                    file: LocalizedTitlesDecoder.path, location: SourceLocation(line: 1, column: 1),
                    message: "row '\(row.id)' is not in the reserved table")
            }
            entries[index].localizedTitles += row.titles
        }
        var table = ReservedTable(entries: entries)
        table.platformVersions = platformVersions
        return table
    }
}
