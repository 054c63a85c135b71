import ShortcutCore

/// Writes `Sources/ShortcutCore/Messages/EmbeddedMessages.swift` from the catalogue files,
/// `Resources/messages/<code>.yml` (``MessageCatalogueDecoder``): a constructor per id of the
/// English `messages` section, labelled with its placeholders, each id's placeholder names, and
/// every catalogue's texts, so the binary carries every language and a rule that fills a
/// placeholder the English text lacks does not compile. `swift run generate-messages` writes the
/// file; `MessageCatalogueTests` fails when the committed file is not what this writes.
package enum MessageCatalogueSource {
    package static let path = "Sources/ShortcutCore/Messages/EmbeddedMessages.swift"
    package static let regenerate = "swift run generate-messages"

    /// English first, then the others by code; every other checked against English.
    package static func ordered(
        _ catalogues: [MessageCatalogueDecoder.Decoded]
    ) throws(ReservedTableDecoder.DecodingError)
        -> [MessageCatalogueDecoder.Decoded]
    {
        guard let english = catalogues.first(where: { $0.definition.code == "en" }) else {
            throw .init(
                file: MessageCatalogueDecoder.folder + "/en.yml", location: SourceLocation(line: 1, column: 1),
                message: "the English catalogue is missing: it defines every id")
        }
        let others = catalogues.filter { $0.definition.code != "en" }.sorted { $0.definition.code < $1.definition.code }
        for other in others { try MessageCatalogueDecoder.check(other, against: english) }
        var seen: [String: String] = [:]
        for id in english.messageIDs {
            if let earlier = seen.updateValue(id, forKey: constructorName(id)) {
                throw .init(
                    file: english.path, location: english.locations[id] ?? SourceLocation(line: 1, column: 1),
                    message: "'\(id)' and '\(earlier)' make the same constructor, \(constructorName(id)): rename one")
            }
        }
        return [english] + others
    }

    /// The Swift file for `catalogues` (``ordered(_:)``'s result).
    package static func file(_ catalogues: [MessageCatalogueDecoder.Decoded]) -> String {
        let english = catalogues[0]
        let placeholders = MessageCatalogueDecoder.placeholders(english)
        var text = """
            // swift-format-ignore-file
            // (generated code: formatting it would only make the generator and the file disagree)
            // Generated from Resources/messages/*.yml by Sources/ReservedTableGenerator — do not edit.
            // Regenerate from the package root: \(regenerate)

            extension Message {

            """
        for id in english.messageIDs {
            let names = placeholders[id] ?? []
            let parameters = names.map { "\($0): MessageArgument" }.joined(separator: ", ")
            let arguments = names.joined(separator: ", ")
            let summary = (english.definition.texts[id] ?? "").prefix(90).split(separator: "\n").first.map(String.init) ?? ""
            text += "    /// `\(id)`: \(summary.replacingBackticks)\n"
            text += "    package static func \(constructorName(id))(\(parameters)) -> Message {\n"
            text += "        Message(id: \(EmbeddedTableSource.literal(id)), arguments: [\(arguments)])\n    }\n\n"
        }
        text += """
            }

            /// The catalogues of Resources/messages, compiled in so a copied binary needs no resource files.
            enum EmbeddedMessages {
                /// Each id's placeholders, in the order a message holds their values (English's order of first use).
                static let placeholders: [String: [String]] = [

            """
        for id in english.messageIDs + english.textIDs {
            let names = (placeholders[id] ?? []).map(EmbeddedTableSource.literal).joined(separator: ", ")
            text += "        \(EmbeddedTableSource.literal(id)): [\(names)],\n"
        }
        text += "    ]\n\n    static let catalogues: [MessageCatalogue.Definition] = [\n"
        for catalogue in catalogues {
            let definition = catalogue.definition
            text += "        MessageCatalogue.Definition(\n"
            text +=
                "            code: \(EmbeddedTableSource.literal(definition.code)), name: \(EmbeddedTableSource.literal(definition.name)), "
            text += "plural: .\(pluralCase(definition.plural)), fullStop: \(EmbeddedTableSource.literal(definition.fullStop)),\n"
            text += "            texts: [\n"
            for id in catalogue.messageIDs + catalogue.textIDs + catalogue.dataIDs {
                text += "                \(EmbeddedTableSource.literal(id)): \(EmbeddedTableSource.literal(definition.texts[id] ?? "")),\n"
            }
            text += "            ]),\n"
        }
        text += "    ]\n}\n"
        return text
    }

    /// `navigation-key.tab` → `navigationKeyTab`.
    package static func constructorName(_ id: String) -> String {
        var name = ""
        var upper = false
        for character in id {
            if character == "." || character == "-" {
                upper = true
            } else {
                name += upper && !name.isEmpty ? character.uppercased() : String(character)
                upper = false
            }
        }
        return name
    }

    private static func pluralCase(_ rule: PluralRule) -> String {
        switch rule {
        case .oneForOne: "oneForOne"
        case .oneForZeroAndOne: "oneForZeroAndOne"
        case .none: "none"
        }
    }
}

extension String {
    /// Text safe in a doc comment's code span.
    fileprivate var replacingBackticks: String { String(map { $0 == "`" ? "'" : $0 }) }
}
