import Foundation
import ReservedTableGenerator
import Testing

@testable import ShortcutCore

/// The catalogues, `Resources/messages/<language>.yml`, hold the words of every message in each
/// language; these tests keep them one set of messages: the same ids in every file, each with the
/// same placeholders, and the compiled-in file what the generator writes for them.
@Suite struct MessageCatalogueTests {
    static let folder = Conformance.packageRoot.appendingPathComponent(MessageCatalogueDecoder.folder)

    static func decodedFiles() throws -> [MessageCatalogueDecoder.Decoded] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yml") }.sorted()
        return try names.map { name in
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            return try MessageCatalogueDecoder.decode(SourceFile(path: "\(MessageCatalogueDecoder.folder)/\(name)", text: text))
        }
    }

    /// A catalogue file from its text, as the decoder reads the real ones.
    static func decode(_ text: String, as name: String) throws -> MessageCatalogueDecoder.Decoded {
        try MessageCatalogueDecoder.decode(SourceFile(path: "\(MessageCatalogueDecoder.folder)/\(name)", text: text))
    }

    @Test func generatedFileIsWhatTheGeneratorWritesForTheCatalogues() throws {
        let expected = MessageCatalogueSource.file(try MessageCatalogueSource.ordered(try Self.decodedFiles()))
        let current = try Data(contentsOf: Conformance.packageRoot.appendingPathComponent(MessageCatalogueSource.path))
        #expect(current == Data(expected.utf8), "\(MessageCatalogueSource.path) is stale; run \(MessageCatalogueSource.regenerate)")
    }

    /// Every catalogue has exactly English's ids, each with English's placeholders.
    @Test func everyCatalogueHasEveryMessageIdWithTheSamePlaceholders() throws {
        let files = try Self.decodedFiles()
        let english = try #require(files.first { $0.definition.code == "en" })
        #expect(files.count >= 2, "English and Japanese at least")
        for file in files where file.definition.code != "en" {
            #expect(throws: Never.self, "\(file.path)") { try MessageCatalogueDecoder.check(file, against: english) }
            #expect(Set(file.messageIDs) == Set(english.messageIDs), "\(file.path)")
            #expect(Set(file.textIDs) == Set(english.textIDs), "\(file.path)")
        }
        let placeholders = MessageCatalogueDecoder.placeholders(english)
        for catalogue in MessageCatalogue.all {
            for id in english.messageIDs + english.textIDs {
                let has = catalogue.has(id)
                #expect(has, "the compiled-in \(catalogue.code) catalogue has no '\(id)'")
                #expect(MessageCatalogue.placeholders(of: id) == placeholders[id] ?? [], "\(id)")
            }
        }
    }

    /// The compiled-in catalogues parse each text the first time it is rendered: every text of
    /// every one parses, with its id's placeholders.
    @Test func everyCompiledInTextParses() {
        for definition in EmbeddedMessages.catalogues {
            #expect(throws: Never.self, "\(definition.code)") {
                _ = try MessageCatalogue(definition, placeholders: EmbeddedMessages.placeholders)
            }
        }
    }

    /// A small catalogue file: `language` and its `messages` lines (each `  id: text`).
    static func file(_ language: String, _ messages: String) throws -> MessageCatalogueDecoder.Decoded {
        let plural = language == "en" ? "one-for-1" : "none"
        return try decode(
            "language: \(language)\nname: \(language)\nplural: \(plural)\nfull-stop: \".\"\nmessages:\n\(messages)texts: {}\n",
            as: "\(language).yml")
    }

    /// What checking `other` against `english` throws, as printed.
    static func checkError(_ other: MessageCatalogueDecoder.Decoded, against english: MessageCatalogueDecoder.Decoded) -> String? {
        do {
            try MessageCatalogueDecoder.check(other, against: english)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aCatalogueWithoutAnIdOfEnglishsIsRefusedNamingIt() throws {
        let english = try Self.file("en", "  a: \"{x} and {y}\"\n  b: B\n")
        let error = Self.checkError(try Self.file("xx", "  a: \"{y} {x}\"\n"), against: english)
        #expect(error?.contains("'b' is missing from 'messages'") == true, "\(error ?? "accepted")")
    }

    @Test func aTextWithOtherPlaceholdersThanEnglishsIsRefusedAtItsLine() throws {
        let english = try Self.file("en", "  a: \"{x} and {y}\"\n")
        let error = Self.checkError(try Self.file("xx", "  a: \"{x} {z}\"\n"), against: english)
        #expect(
            error?.hasPrefix("Resources/messages/xx.yml:6:6: error: 'a' has placeholders {x}, {z}, but") == true, "\(error ?? "accepted")")
    }

    @Test func aTemplateThatDoesNotParseIsAnErrorAtIt() {
        #expect {
            try Self.decode("language: en\nname: E\nplural: one-for-1\nfull-stop: \".\"\nmessages:\n  a: \"{x\"\ntexts: {}\n", as: "en.yml")
        } throws: { error in
            "\(error)".hasPrefix("Resources/messages/en.yml:6:6: error: 'a': ")
        }
    }

    @Test func aFileNamedForAnotherLanguageIsRefused() {
        #expect(throws: ReservedTableDecoder.DecodingError.self) {
            try Self.decode("language: ja\nname: J\nplural: none\nfull-stop: \".\"\nmessages: {}\ntexts: {}\n", as: "de.yml")
        }
    }

    /// A locale as the environment names it finds its catalogue by the language.
    @Test func aLocaleFindsTheCatalogueOfItsLanguage() {
        #expect(MessageCatalogue.named("ja")?.code == "ja")
        #expect(MessageCatalogue.named("ja_JP.UTF-8")?.code == "ja")
        #expect(MessageCatalogue.named("ja-JP")?.code == "ja")
        #expect(MessageCatalogue.named("en_US.UTF-8")?.code == "en")
        #expect(MessageCatalogue.named("C") == nil)
        #expect(MessageCatalogue.named("POSIX") == nil)
        #expect(MessageCatalogue.named("") == nil)
        #expect(MessageCatalogue.english.code == "en")
    }
}

/// The template syntax (``MessageTemplate``) as a catalogue renders it.
@Suite struct MessageTemplateTests {
    static func catalogue(_ texts: [String: String], plural: PluralRule = .oneForOne, fullStop: String = ".") throws -> MessageCatalogue {
        var placeholders: [String: [String]] = [:]
        for (id, text) in texts { placeholders[id] = try MessageTemplate(parsing: text).placeholderNames }
        return try MessageCatalogue(
            .init(code: "xx", name: "X", plural: plural, fullStop: fullStop, texts: texts), placeholders: placeholders)
    }

    @Test func placeholdersAreFilledInTheOrderTheirNamesFirstAppear() throws {
        let catalogue = try Self.catalogue(["m": "{b} then {a}, {b} again"])
        #expect(catalogue.render(Message(id: "m", arguments: [.text("B"), .text("A")])) == "B then A, B again")
    }

    @Test func pluralBranchesFollowTheCataloguesRule() throws {
        let text = "{n} {n, plural, one {file} other {files}}"
        let english = try Self.catalogue(["m": text])
        #expect(english.render(Message(id: "m", arguments: [.number(1)])) == "1 file")
        #expect(english.render(Message(id: "m", arguments: [.number(0)])) == "0 files")
        let french = try Self.catalogue(["m": text], plural: .oneForZeroAndOne)
        #expect(french.render(Message(id: "m", arguments: [.number(0)])) == "0 file")
        let japanese = try Self.catalogue(["m": text], plural: .none)
        #expect(japanese.render(Message(id: "m", arguments: [.number(1)])) == "1 files")
    }

    /// `}}` closing a branch and then the plural is two closing braces, not a literal one.
    @Test func aPluralBranchClosesAtItsBraceAndBracesElsewhereAreDoubled() throws {
        let catalogue = try Self.catalogue(["m": "“{{”{n, plural, other {x}}“}}”"])
        #expect(catalogue.render(Message(id: "m", arguments: [.number(2)])) == "“{”x“}”")
    }

    @Test func stylesCapitalizeEndAndTrimASentence() throws {
        let catalogue = try Self.catalogue(["m": "{a, capitalized}|{b, sentence}|{c, sentence}|{d, clause}|{e, clause}"], fullStop: "。")
        let rendered = catalogue.render(
            Message(id: "m", arguments: [.text("an entry"), .text("Open…"), .text("Quit"), .text("Copy."), .text("閉じます。")]))
        #expect(rendered == "An entry|Open…|Quit。|Copy|閉じます")
    }

    @Test func nestedMessagesLocalizedTextAndNothingFillPlaceholders() throws {
        let catalogue = try Self.catalogue(["outer": "[{inner}{gap}{data}]", "inner": "<{x}>"])
        let message = Message(
            id: "outer",
            arguments: [
                .message(Message(id: "inner", arguments: [.number(3)])), .none,
                .localized(LocalizedText(english: "Copy", translations: ["xx": "Kopie"])),
            ])
        #expect(catalogue.render(message) == "[<3>Kopie]")
    }

    @Test func malformedTemplatesAreRefused() {
        for text in ["{", "{x", "}", "{x, loud}", "{n, plural, one {a}}", "{n, plural, some {a} other {b}}", "{}"] {
            #expect(throws: MessageTemplate.SyntaxError.self, "\(text)") { try MessageTemplate(parsing: text) }
        }
    }
}
