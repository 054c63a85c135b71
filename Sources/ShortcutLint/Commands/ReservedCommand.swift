import ShortcutCore

/// `shortcut-lint reserved [CHORD]`: the reserved table, or which rows a chord hits.
enum ReservedCommand: Command {
    static let name = "reserved"
    static let usageArguments = "[<chord>]"
    static let arguments = ["<chord>"]
    struct Options: OptionGroup {
        var platforms: [Platform] = []
        var houseTables = HouseTableOptions()
        var listing = ListingOptions()

        static var declarations: [OptionDeclaration<Self>] {
            [
                Option<Platform>.choice(
                    "platform", "PLATFORM", repeatable: true, help: "reserved.platform"
                )
                .fills(\.platforms)
            ] + HouseTableOptions.included(in: \.houseTables) + ListingOptions.included(in: \.listing)
        }
    }

    static func run(_ options: Options, paths: [String]) -> ExitCode {
        guard paths.count <= 1 else {
            return Usage.fail("'reserved' takes at most one chord; quote a sequence (\"cmd+k cmd+s\")", command: self)
        }
        let platforms = PlatformSet(options.platforms.isEmpty ? Platform.allCases : options.platforms)
        var table = ReservedTable.builtIn
        switch options.houseTables.table() {
        case .success(let house): if let house { table = table.merging(house) }
        case .failure(let message):
            message.print()
            return .failure
        }
        var rows = table.entries.filter { !$0.platforms.isDisjoint(with: platforms) }
        var heading: String?
        if let text = paths.first {
            let parsed: ParsedShortcut
            switch ShortcutNotation.parse(text) {
            case .success(let value): parsed = value
            case .failure(let error): return Usage.fail("\"\(text)\" is not a shortcut: \(error)", command: self)
            }
            rows = parsed.chords.flatMap { table.matches($0, on: platforms) }
            heading =
                rows.isEmpty
                ? "Nothing in the reserved table uses \(parsed.display)\(platformNote(platforms))."
                : "\(parsed.display)\(platformNote(platforms)):"
        }
        switch options.listing.chosen {
        case .text: Terminal.write(Array(TerminalText.escaped(text(rows, heading: heading), keepingLineBreaks: true).utf8))
        case .json: Terminal.write(json(rows))
        }
        return .clean
    }

    private static func platformNote(_ platforms: PlatformSet) -> String {
        platforms == PlatformSet(Platform.allCases) ? "" : " on \(platforms)"
    }

    private static func text(_ rows: [ReservedEntry], heading: String?) -> String {
        var text = heading.map { $0 + "\n" } ?? ""
        guard !rows.isEmpty else { return text }
        let chordWidth = min(rows.map(\.chordText.count).max() ?? 0, 34)
        for row in rows {
            // The HIG's ● mark, then what the system really does with the chord (its tier).
            text += "  " + row.chord.symbols.padding(to: 8) + row.chordText.padding(to: chordWidth + 2)
            text += (row.system ? "● " : "  ") + tierName(row.tier).padding(to: 13)
            text += row.id + ": " + row.action + " [" + row.platforms.description + "]"
            if let condition = row.condition { text += " (" + condition + ")" }
            text += "\n"
        }
        return text
    }

    private static func tierName(_ tier: ReservedTier) -> String {
        switch tier {
        case .intercepted: "intercepted"
        case .behavior: "behaviour"
        case .standard: "standard"
        case .appSpecific: "app-specific"
        case .conditional: "conditional"
        }
    }

    private static func json(_ rows: [ReservedEntry]) -> [UInt8] {
        var json = JSONWriter()
        json.array { json in
            for row in rows {
                json.object { json in
                    json.member("id", row.id)
                    json.member("chord", row.chordText)
                    json.member("symbols", row.chord.symbols)
                    json.member("system", row.system)
                    json.member("tier", row.tier.rawValue)
                    json.member("condition", row.condition)
                    json.member("conditionKind", row.conditionKind?.rawValue)
                    json.member("behavior", row.behavior)
                    json.member("action", row.action)
                    json.member("actionJapanese", row.actionJapanese)
                    json.key("titles")
                    json.array { json in for title in row.titles { json.value(title) } }
                    json.key("platforms")
                    json.array { json in for platform in row.platforms.platforms { json.value(platform.rawValue) } }
                    json.member("category", row.category)
                }
            }
        }
        return json.bytes + [0x0A]
    }
}
