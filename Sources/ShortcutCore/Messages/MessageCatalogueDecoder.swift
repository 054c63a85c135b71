/// Reads the catalogue files, `Resources/messages/<code>.yml`, and holds them to one another:
///
/// ```yaml
/// language: ja            # the file's name without .yml
/// name: 日本語
/// plural: none            # one-for-1, one-for-0-and-1 or none (PluralRule)
/// full-stop: "。"
/// messages:               # what findings say: a generated constructor per id
///   navigation-key:
///     tab: "{stroke}（{name}）は Tab を使います…"
/// texts:                  # documentation, reports, help: read by id
///   navigation-key:
///     summary: …
/// ```
///
/// Ids are the dotted paths of the leaves (`navigation-key.tab`), unique across both sections.
/// English defines the ids and each id's placeholders; every other catalogue has exactly the same
/// ids, each with the same placeholder names (in any order), or the generator and the tests fail.
///
/// A third, optional section, `data`, words the reserved table's own texts in the catalogue's
/// language where `Resources/reserved.json` has only English (`data.reserved.<row>.action`,
/// `.behavior`, `.condition`, `.title`): plain text, no placeholders, read by ``LocalizedText``.
package enum MessageCatalogueDecoder {
    package static let folder = "Resources/messages"

    /// One file, read.
    package struct Decoded: Sendable {
        package var path: String
        package var definition: MessageCatalogue.Definition
        /// The ids of the `messages` section, in the file's order.
        package var messageIDs: [String]
        /// The ids of the `texts` section, in the file's order.
        package var textIDs: [String]
        /// The ids of the optional `data` section (`data.reserved.<row>.<field>`), in the file's order.
        package var dataIDs: [String]
        /// Where each id's text starts, for errors.
        package var locations: [String: SourceLocation]
    }

    /// Parses and decodes one catalogue file.
    package static func decode(_ source: SourceFile) throws(ReservedTableDecoder.DecodingError) -> Decoded {
        let document = try ReservedTableDecoder.DecodingError.document(source)
        func failure(_ message: String, _ node: NodeID) -> ReservedTableDecoder.DecodingError { .init(message, at: node, in: document) }
        let root = document.root
        guard document.kind(root) == .object else { throw failure("a catalogue is a mapping", root) }
        var header: [String: String] = [:]
        for field in ["language", "name", "plural", "full-stop"] {
            guard let node = document.member(root, named: field), document.kind(node) == .string || document.isPlainScalar(node) else {
                throw failure("a catalogue names its '\(field)'", root)
            }
            header[field] = document.text(node)
        }
        guard let pluralName = header["plural"], let plural = PluralRule(rawValue: pluralName) else {
            let rules = PluralRule.allCases.map(\.rawValue).joined(separator: ", ")
            throw failure("'plural' is one of \(rules)", document.member(root, named: "plural") ?? root)
        }
        let code = header["language"] ?? ""
        let fileName = source.path.split(separator: "/").last.map(String.init) ?? source.path
        guard fileName == "\(code).yml" else {
            throw failure("the file of language '\(code)' is named \(code).yml", document.member(root, named: "language") ?? root)
        }
        var texts: [String: String] = [:]
        var locations: [String: SourceLocation] = [:]
        var sections: [String: [String]] = [:]
        for (key, _) in document.members(root) {
            let name = document.text(key)
            guard ["language", "name", "plural", "full-stop", "messages", "texts", "data"].contains(name) else {
                throw failure("unknown field '\(name)'; a catalogue has language, name, plural, full-stop, messages, texts and data", key)
            }
        }
        for section in ["messages", "texts", "data"] {
            guard let node = document.member(root, named: section), document.kind(node) == .object else {
                if section == "data", document.member(root, named: section) == nil { continue }
                throw failure("a catalogue has a '\(section)' mapping", root)
            }
            var ids: [String] = []
            func collect(_ node: NodeID, prefix: String) throws(ReservedTableDecoder.DecodingError) {
                for (key, value) in document.members(node) {
                    let id = prefix.isEmpty ? document.text(key) : "\(prefix).\(document.text(key))"
                    if document.kind(value) == .object {
                        try collect(value, prefix: id)
                        continue
                    }
                    guard document.kind(value) == .string || document.isPlainScalar(value) else {
                        throw failure("'\(id)' must be a text or a mapping of texts", value)
                    }
                    guard texts[id] == nil else { throw failure("'\(id)' is given twice", key) }
                    let text = document.text(value)
                    do {
                        _ = try MessageTemplate(parsing: text)
                    } catch {
                        throw failure("'\(id)': \(error.message)", value)
                    }
                    texts[id] = text
                    locations[id] = document.span(value).start
                    ids.append(id)
                }
            }
            try collect(node, prefix: section == "data" ? "data" : "")
            sections[section] = ids
        }
        let definition = MessageCatalogue.Definition(
            code: code, name: header["name"] ?? code, plural: plural, fullStop: header["full-stop"] ?? ".", texts: texts)
        return Decoded(
            path: source.path, definition: definition, messageIDs: sections["messages"] ?? [], textIDs: sections["texts"] ?? [],
            dataIDs: sections["data"] ?? [], locations: locations)
    }

    /// Each id's placeholder names as the English catalogue uses them, in order of first use;
    /// the order a ``Message`` holds their values.
    package static func placeholders(_ english: Decoded) -> [String: [String]] {
        var placeholders: [String: [String]] = [:]
        for (id, text) in english.definition.texts {
            placeholders[id] = (try? MessageTemplate(parsing: text))?.placeholderNames ?? []
        }
        return placeholders
    }

    /// The first way `catalogue` differs from English: an id English has and it has not, an id
    /// of its own, an id in the other section, or a text whose placeholders are not English's.
    package static func check(_ catalogue: Decoded, against english: Decoded) throws(ReservedTableDecoder.DecodingError) {
        let englishPlaceholders = placeholders(english)
        func failure(_ message: String, at id: String?) -> ReservedTableDecoder.DecodingError {
            .init(
                file: catalogue.path, location: id.flatMap { catalogue.locations[$0] } ?? SourceLocation(line: 1, column: 1),
                message: message)
        }
        for (section, ids, own) in [
            ("messages", english.messageIDs, catalogue.messageIDs), ("texts", english.textIDs, catalogue.textIDs),
        ] {
            let ownSet = Set(own)
            if let missing = ids.first(where: { !ownSet.contains($0) }) {
                throw failure("'\(missing)' is missing from '\(section)' (\(english.path) has it)", at: nil)
            }
            let englishSet = Set(ids)
            if let extra = own.first(where: { !englishSet.contains($0) }) {
                throw failure("'\(extra)' is not in \(english.path)'s '\(section)'", at: extra)
            }
        }
        for id in catalogue.messageIDs + catalogue.textIDs {
            let own = (try? MessageTemplate(parsing: catalogue.definition.texts[id] ?? ""))?.placeholderNames ?? []
            let expected = englishPlaceholders[id] ?? []
            guard Set(own) == Set(expected) else {
                let names = { (names: [String]) in names.isEmpty ? "none" : names.map { "{\($0)}" }.joined(separator: ", ") }
                throw failure(
                    "'\(id)' has placeholders \(names(own.sorted())), but \(english.path) has \(names(expected.sorted()))", at: id)
            }
        }
    }
}
