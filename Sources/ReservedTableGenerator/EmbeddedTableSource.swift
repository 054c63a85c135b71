import ShortcutCore

/// Writes `Sources/ShortcutCore/Reserved/EmbeddedReservedTable.swift`: the rows of
/// `Resources/reserved.json`, as ``ReservedTableDecoder`` reads them, with their titles in other
/// languages from `Resources/localized-titles.json` (``LocalizedTitlesDecoder``), spelled as Swift values so
/// that starting the tool parses no JSON (decoding the 200 kB file was a third of a small lint
/// run). `swift run generate-reserved-table` writes the file; `ReservedDataTests` fails when the
/// committed file is not what this writes for today's JSON.
///
/// One array literal of initialiser calls type-checks in about 2 s; `ReservedEntry.init` is
/// `@inline(never)` so that optimising the calls stays cheap in release builds.
package enum EmbeddedTableSource {
    package static let jsonPath = "Resources/reserved.json"
    package static let localizedTitlesPath = LocalizedTitlesDecoder.path
    package static let path = "Sources/ShortcutCore/Reserved/EmbeddedReservedTable.swift"
    package static let regenerate = "swift run generate-reserved-table"

    /// The built-in table: the rows of `reserved.json` with the titles of `localized-titles.json`.
    package static func table(
        reserved: SourceFile, localizedTitles: SourceFile
    ) throws(ReservedTableDecoder.DecodingError)
        -> ReservedTable
    {
        try ReservedTableDecoder.decode(reserved).addingLocalizedTitles(try LocalizedTitlesDecoder.decode(localizedTitles))
    }

    package static func file(_ entries: [ReservedEntry]) -> String {
        """
        // swift-format-ignore-file
        // (generated code: formatting it would only make the generator and the file disagree)
        // Generated from Resources/reserved.json and Resources/localized-titles.json by
        // Sources/ReservedTableGenerator — do not edit.
        // Regenerate from the package root: \(regenerate)
        //
        // The rows as ReservedTableDecoder reads them from the JSON, written as Swift values so that
        // starting the tool parses no JSON. Fields the decoder ignores (defaultEnabled, hig, notes,
        // since, the sources of localized titles) are left out; ReservedDataTests checks these
        // entries against the decoded files.

        /// The reserved and standard shortcut table, compiled in so a copied binary needs no resource bundle.
        enum EmbeddedReservedTable {
            static let entries: [ReservedEntry] = [
        \(entries.map(source).joined())    ]
        }

        """
    }

    /// One `ReservedEntry(...)`, leaving out arguments that have their default value.
    static func source(_ entry: ReservedEntry) -> String {
        let indent = "            "
        let modifiers = "[" + entry.chord.modifiers.ordered.map { ".\($0)" }.joined(separator: ", ") + "]"  // case names
        var tier = ""
        if entry.tier != .default(system: entry.system) { tier = " tier: .\(entry.tier.rawValue)," }
        var lines = [
            "id: \(literal(entry.id)), chord: Chord(key: Key(dataName: \(literal(entry.chord.key.dataName)))!, modifiers: \(modifiers)),"
                + (entry.match == .exact ? "" : " match: .\(entry.match.rawValue),") + " system: \(entry.system),\(tier)"
        ]
        if let source = entry.tierSource { lines.append("tierSource: \(literal(source)),") }
        if !entry.versions.isEmpty { lines.append("versions: \(versions(entry.versions)),") }
        if let condition = entry.condition { lines.append("condition: \(literal(condition)),") }
        if let kind = entry.conditionKind { lines.append("conditionKind: .\(kind.rawValue),") }
        if let behavior = entry.behavior { lines.append("behavior: \(literal(behavior)),") }
        if let family = entry.family { lines.append("family: \(literal(family)),\(entry.everyApp ? " everyApp: true," : "")") }
        lines.append("action: \(literal(entry.action)),")
        if let japanese = entry.actionJapanese { lines.append("actionJapanese: \(literal(japanese)),") }
        let localized = entry.localizedTitles.map { "LocalizedTitle(\(literal($0.language)), \(literal($0.title)))" }
        for (label, items) in [
            ("titles", entry.titles.map(literal)), ("synonyms", entry.synonyms.map(literal)),
            ("standIns", entry.standIns.map(literal)), ("localizedTitles", localized),
            ("verbs", entry.verbs.map(literal)), ("objects", entry.objects.map(literal)), ("selectors", entry.selectors.map(literal)),
            ("complements", entry.complements.map(literal)),
        ] where !items.isEmpty {
            lines.append("\(label): \(list(items, indent: indent)),")
        }
        let platforms = "PlatformSet([" + entry.platforms.platforms.map { ".\($0.rawValue)" }.joined(separator: ", ") + "])"
        lines.append("platforms: \(platforms), category: \(literal(entry.category)),")
        if !entry.sources.isEmpty { lines.append("sources: \(list(entry.sources.map(literal), indent: indent)),") }
        lines[lines.count - 1].removeLast()  // the last argument's comma
        return "        ReservedEntry(\n" + lines.map { "\(indent)\($0)\n" }.joined() + "        ),\n"
    }

    /// `[.macOS: ReleaseRange(through: OSVersion(major: 10, minor: 14))]`, platforms in their order.
    static func versions(_ versions: [Platform: ReleaseRange]) -> String {
        func version(_ version: OSVersion) -> String {
            var parts = ["major: \(version.major)"]
            if version.minor != 0 || version.patch != 0 { parts.append("minor: \(version.minor)") }
            if version.patch != 0 { parts.append("patch: \(version.patch)") }
            return "OSVersion(" + parts.joined(separator: ", ") + ")"
        }
        let items = Platform.allCases.compactMap { platform -> String? in
            guard let range = versions[platform] else { return nil }
            var bounds: [String] = []
            if let since = range.since { bounds.append("since: \(version(since))") }
            if let through = range.through { bounds.append("through: \(version(through))") }
            return ".\(platform.rawValue): ReleaseRange(\(bounds.joined(separator: ", ")))"
        }
        return "[" + items.joined(separator: ", ") + "]"
    }

    /// A Swift string literal for `text`: backslash, quote and control characters escaped, as are
    /// invisible characters (no-break and other special spaces, format characters) so a reader
    /// sees them; other non-ASCII text stays as it is.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
                    out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                case .spaceSeparator where scalar != " ":
                    out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                default:
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `[]`, `["a", "b"]` on one line when short, else one element per line.
    static func list(_ items: [String], indent: String) -> String {
        let oneLine = "[" + items.joined(separator: ", ") + "]"
        if oneLine.count <= 80 { return oneLine }
        return "[\n" + items.map { "\(indent)    \($0),\n" }.joined() + "\(indent)]"
    }
}
