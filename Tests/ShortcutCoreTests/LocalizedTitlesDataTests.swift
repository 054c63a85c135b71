import Foundation
import Testing

@testable import ShortcutCore

/// `Resources/localized-titles.json`, the standard rows' titles in Apple's other languages: each
/// title names where it was read, each language is one issue 19 asks for, no title is listed
/// twice, and docs/reserved.md counts what the file holds.
@Suite struct LocalizedTitlesDataTests {
    static let file = Conformance.packageRoot.appendingPathComponent(LocalizedTitlesDecoder.path)
    static let languages = LocalizedStandardTitlesTests.languages

    static func document() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    }

    static func rows() throws -> [(id: String, titles: [LocalizedTitle])] {
        try LocalizedTitlesDecoder.decode(SourceFile(path: LocalizedTitlesDecoder.path, text: String(contentsOf: file, encoding: .utf8)))
    }

    @Test func theFileDecodesAndNamesOnlyRowsOfTheTable() throws {
        let rows = try Self.rows()
        #expect(rows.count >= 50)
        for row in rows { #expect(ReservedTable.builtIn.entry(id: row.id) != nil, "\(row.id) is not a reserved row") }
    }

    @Test func itsLanguagesAreTheOnesIssue19AsksFor() throws {
        #expect(try Self.document()["languages"] as? [String] == Self.languages)
    }

    /// A source says what it is and, when it is a repository, at which commit; each language it
    /// gives titles in has its file.
    @Test func everySourceCitesItsFiles() throws {
        let sources = try #require(try Self.document()["sources"] as? [String: [String: Any]])
        for (name, source) in sources {
            #expect(!((source["cite"] as? String) ?? "").isEmpty, "\(name) has no 'cite'")
            #expect(!((source["files"] as? [String: String]) ?? [:]).isEmpty, "\(name) has no 'files'")
            if source["repository"] != nil { #expect(source["commit"] is String, "\(name) names no commit") }
        }
    }

    /// Titles that are the same text (an ellipsis, spaces, letter case apart) are one title, listed
    /// once with all its sources, and a title the row already has in English is not repeated.
    /// Spellings the title model reads as one (印刷 and プリント, 取り消す and 取消) are kept apart:
    /// they are the seed's wording and Apple's, or two apps'.
    @Test func noTitleIsListedTwice() throws {
        for row in try Self.rows() {
            let entry = try #require(ReservedTable.builtIn.entry(id: row.id))
            let english = Set((entry.titles + entry.synonyms).map { Titles.commandWords($0).sorted().map(\.text) })
            var seen: Set<[String]> = []
            for title in row.titles {
                let words = Titles.commandWords(title.title).sorted().map(\.text)
                #expect(!english.contains(words), "\(row.id): \(title.language) \(title.title) is an English title of the row")
                let text = [Titles.normalized(title.title), title.language]
                #expect(seen.insert(text).inserted, "\(row.id): \(title.language) \(title.title) is listed twice")
            }
        }
    }

    /// docs/reserved.md's table of languages, as this file's counts make it.
    static func languageTable() throws -> String {
        var rows: [String: Int] = [:]
        var titles: [String: Int] = [:]
        var bySource: [String: [String: Int]] = [:]
        let document = try Self.document()
        for (_, byLanguage) in try #require(document["rows"] as? [String: [String: [String: [String]]]]) {
            for (language, list) in byLanguage {
                rows[language, default: 0] += 1
                titles[language, default: 0] += list.count
                for sources in list.values { for source in sources { bySource[language, default: [:]][source, default: 0] += 1 } }
            }
        }
        let lines = Self.languages.map { language in
            let sources = (bySource[language] ?? [:]).sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }
            return "| `\(language)` | \(rows[language] ?? 0) | \(titles[language] ?? 0) | \(sources.joined(separator: ", ")) |"
        }
        return (["| language | rows | titles | titles per source |", "| --- | ---: | ---: | --- |"] + lines).joined(separator: "\n")
    }

    @Test func docsCountTheTitlesOfEachLanguage() throws {
        let docs = try String(contentsOf: Conformance.packageRoot.appendingPathComponent("docs/reserved.md"), encoding: .utf8)
        let table = try Self.languageTable()
        let holdsIt = docs.contains(table)
        #expect(holdsIt, "docs/reserved.md should hold this table:\n\(table)")
    }
}
