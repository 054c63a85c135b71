/// Reads a reserved table (`Resources/reserved.json`, or a team's house table) from a parsed
/// document, with errors that name the file, line and column of the bad value.
public enum ReservedTableDecoder {
    public struct DecodingError: Error, CustomStringConvertible, Sendable {
        public var file: String
        public var location: SourceLocation
        public var message: String

        package init(file: String, location: SourceLocation, message: String) {
            self.file = file
            self.location = location
            self.message = message
        }

        /// An error at `node` of `document`.
        package init(_ message: String, at node: NodeID, in document: Document) {
            self.init(file: document.source.path, location: document.span(node).start, message: message)
        }

        /// `source` parsed as JSON or YAML (by its extension), or the parser's error at its place.
        package static func document(_ source: SourceFile) throws(DecodingError) -> Document {
            let result = ManifestFormat(source).parse(source)
            if let error = result.error {
                throw DecodingError(file: source.path, location: source.location(of: error.offset), message: error.message)
            }
            return result.document
        }

        /// As compilers print an error, so editors can jump to it: `path:line:column: error: …`.
        public var description: String { "\(file):\(location.line):\(location.column): error: \(message)" }
    }

    /// Parses and decodes a table file; JSON or YAML by its extension.
    public static func decode(_ source: SourceFile) throws(DecodingError) -> ReservedTable {
        let result = ManifestFormat(source).parse(source)
        if let error = result.error {
            throw DecodingError(file: source.path, location: source.location(of: error.offset), message: error.message)
        }
        return try decode(result.document, at: result.document.root)
    }

    /// Decodes the table held by `node` (a mapping with `entries`, or a list of entries).
    package static func decode(_ document: Document, at node: NodeID) throws(DecodingError) -> ReservedTable {
        let reader = Reader(document: document)
        let list: NodeID
        if document.kind(node) == .array {
            list = node
        } else if let entries = document.member(node, named: "entries") {
            list = entries
        } else {
            throw reader.error("a reserved table is a list of rows, or a mapping with 'entries' (a list of rows)", at: node)
        }
        guard document.kind(list) == .array else { throw reader.error("'entries' must be a list", at: list) }
        var entries: [ReservedEntry] = []
        entries.reserveCapacity(document.count(list))
        for row in document.elements(list) { entries.append(try reader.entry(row)) }
        return ReservedTable(entries: entries)
    }

    /// Decodes one row: a config file's `reserved:` list may write house rows inline.
    package static func entry(_ document: Document, at node: NodeID) throws(DecodingError) -> ReservedEntry {
        try Reader(document: document).entry(node)
    }

    private struct Reader {
        let document: Document

        func error(_ message: String, at node: NodeID) -> DecodingError {
            DecodingError(file: document.source.path, location: document.span(node).start, message: message)
        }

        /// The first value of each field an object holds, found in one pass over its members
        /// (names compared as bytes); other members are ignored.
        func fields<Field: ManifestField>(of node: NodeID, _: Field.Type) -> FieldValues<Field> {
            var values = FieldValues<Field>()
            for (key, value) in document.members(node) {
                if let field = document.withText(key, { Field.match($0) }), values[field] == nil {
                    values.set(field, key: key, value: value)
                }
            }
            return values
        }

        func required<Field: ManifestField>(
            _ field: Field, in values: FieldValues<Field>, of node: NodeID
        )
            throws(DecodingError) -> NodeID
        {
            guard let value = values[field]?.value else { throw error("reserved entry is missing '\(field.name)'", at: node) }
            return value
        }

        func string(_ node: NodeID, _ name: String) throws(DecodingError) -> String {
            guard document.kind(node) == .string || document.isPlainScalar(node) else {
                throw error("'\(name)' must be a string", at: node)
            }
            return document.text(node)
        }

        func strings(_ node: NodeID?, _ name: String) throws(DecodingError) -> [String] {
            guard let node else { return [] }
            guard document.kind(node) == .array else { throw error("'\(name)' must be a list of strings", at: node) }
            var values: [String] = []
            for element in document.elements(node) { values.append(try string(element, name)) }
            return values
        }

        func entry(_ row: NodeID) throws(DecodingError) -> ReservedEntry {
            guard document.kind(row) == .object else { throw error("each reserved entry must be a mapping", at: row) }
            let fields = fields(of: row, RowField.self)
            let id = try string(try required(.id, in: fields, of: row), "id")
            let chord = try self.chord(try required(.chord, in: fields, of: row))
            var match = ReservedEntry.Match.exact
            if let node = fields[.match]?.value {
                guard let value = ReservedEntry.Match(rawValue: try string(node, "match")) else {
                    throw error("'match' must be 'exact' or 'withAnyExtraModifier'", at: node)
                }
                match = value
            }
            let systemNode = try required(.system, in: fields, of: row)
            guard let system = document.bool(systemNode) else { throw error("'system' must be true or false", at: systemNode) }
            let actionNode = try required(.action, in: fields, of: row)
            let action: String
            var japanese: String?
            if document.kind(actionNode) == .object {
                let texts = self.fields(of: actionNode, ActionField.self)
                guard let english = texts[.en]?.value else { throw error("reserved entry is missing 'en'", at: actionNode) }
                action = try string(english, "action.en")
                if let ja = texts[.ja]?.value { japanese = try string(ja, "action.ja") }
            } else {
                action = try string(actionNode, "action")
            }
            var platforms = PlatformSet()
            for name in try strings(fields[.platforms]?.value, "platforms") {
                guard let platform = Platform(name: name) else {
                    throw error("unknown platform '\(name)'", at: try required(.platforms, in: fields, of: row))
                }
                platforms.insert(PlatformSet(platform))
            }
            if platforms.isEmpty { platforms = .defaultPlatforms }
            let category = try fields[.category].map { node throws(DecodingError) in try string(node.value, "category") }
            let tiers = self.fields(of: row, TierField.self)
            var tier: ReservedTier?
            if let node = tiers[.tier]?.value {
                let name = try string(node, "tier")
                guard let value = ReservedTier(rawValue: name) else {
                    let names = ReservedTier.allCases.map(\.rawValue).joined(separator: ", ")
                    throw error("unknown tier '\(name)'; use one of \(names)", at: node)
                }
                tier = value
            }
            func text(_ field: TierField) throws(DecodingError) -> String? {
                guard let node = tiers[field]?.value else { return nil }
                return try string(node, field.name)
            }
            return ReservedEntry(
                id: id, chord: chord, match: match, system: system, tier: tier, tierSource: try text(.tierSource),
                versions: try versions(tiers[.versions]?.value), condition: try text(.condition),
                conditionKind: try conditionKind(tiers[.conditionKind]?.value), behavior: try text(.behavior), family: try text(.family),
                everyApp: try everyApp(tiers[.everyApp]?.value), action: action,
                actionJapanese: japanese,
                titles: try strings(fields[.titles]?.value, "titles"),
                synonyms: try strings(fields[.synonyms]?.value, "synonyms"),
                standIns: try strings(fields[.standIns]?.value, "standIns"),
                localizedTitles: try localizedTitles(fields[.localizedTitles]?.value),
                verbs: try strings(fields[.verbs]?.value, "verbs"),
                objects: try strings(fields[.objects]?.value, "objects"),
                selectors: try strings(fields[.selectors]?.value, "selectors"),
                complements: try strings(fields[.complements]?.value, "complements"),
                platforms: platforms, category: category ?? "house",
                sources: try strings(fields[.sources]?.value, "sources"))
        }

        /// `everyApp: true`: every app has the row's command.
        func everyApp(_ node: NodeID?) throws(DecodingError) -> Bool {
            guard let node else { return false }
            guard let value = document.bool(node) else { throw error("'everyApp' must be true or false", at: node) }
            return value
        }

        /// `"accessibility"`: the kind of a conditional row's condition.
        func conditionKind(_ node: NodeID?) throws(DecodingError) -> ConditionKind? {
            guard let node else { return nil }
            let name = try string(node, "conditionKind")
            guard let kind = ConditionKind(rawValue: name) else {
                let names = ConditionKind.allCases.map(\.rawValue).joined(separator: ", ")
                throw error("unknown conditionKind '\(name)'; use one of \(names)", at: node)
            }
            return kind
        }

        /// `{ "macOS": { "since": "15" }, "iPadOS": { "through": "18" } }`: releases per platform.
        func versions(_ node: NodeID?) throws(DecodingError) -> [Platform: ReleaseRange] {
            guard let node else { return [:] }
            guard document.kind(node) == .object else {
                throw error("'versions' must map platforms to { since, through }", at: node)
            }
            var versions: [Platform: ReleaseRange] = [:]
            for (key, value) in document.members(node) {
                guard let platform = Platform(name: document.text(key)) else {
                    throw error("unknown platform '\(document.text(key))' in 'versions'", at: key)
                }
                guard document.kind(value) == .object else { throw error("'versions.\(platform.rawValue)' must be a mapping", at: value) }
                let bounds = fields(of: value, RangeField.self)
                var range = ReleaseRange()
                for field in RangeField.allCases {
                    guard let bound = bounds[field]?.value else { continue }
                    let text = document.kind(bound) == .number ? document.text(bound) : try string(bound, field.name)
                    guard let version = OSVersion(text) else {
                        throw error("'\(field.name)' must be a release such as \"15\" or \"10.14\", found '\(text)'", at: bound)
                    }
                    if field == .since { range.since = version } else { range.through = version }
                }
                versions[platform] = range
            }
            return versions
        }

        /// `[{ "language": "ja", "title": "保存", "source": "…" }]`: the language and title are kept.
        func localizedTitles(_ node: NodeID?) throws(DecodingError) -> [LocalizedTitle] {
            guard let node else { return [] }
            guard document.kind(node) == .array else { throw error("'localizedTitles' must be a list", at: node) }
            var titles: [LocalizedTitle] = []
            for element in document.elements(node) {
                guard document.kind(element) == .object, let title = document.member(element, named: "title"),
                    let language = document.member(element, named: "language")
                else {
                    throw error("each localized title is a mapping with 'language', 'title' and 'source'", at: element)
                }
                titles.append(LocalizedTitle(try string(language, "language"), try string(title, "title")))
            }
            return titles
        }

        /// `{ "modifiers": [...], "key": "/" }` in the table's canonical names, or a key string in
        /// any notation (`"Shift-Command-/"`), which house tables find easier to write.
        func chord(_ node: NodeID) throws(DecodingError) -> Chord {
            if document.kind(node) != .object {
                let text = try string(node, "chord")
                switch ShortcutNotation.parse(text) {
                case .success(let parsed) where parsed.shortcut.count == 1: return parsed.shortcut.first
                case .success: throw error("a reserved chord is a single keystroke", at: node)
                case .failure(let problem): throw error("'chord' \(problem.message)", at: node)
                }
            }
            let parts = fields(of: node, ChordField.self)
            let keyNode = try required(.key, in: parts, of: node)
            guard let key = Key(dataName: try string(keyNode, "key")) else {
                throw error("unknown key '\(document.text(keyNode))'", at: keyNode)
            }
            var modifiers = ModifierSet()
            for name in try strings(parts[.modifiers]?.value, "modifiers") {
                guard let modifier = Modifier(dataName: name) else {
                    throw error("unknown modifier '\(name)'; use control, option, shift, command or fn", at: node)
                }
                modifiers.insert(ModifierSet(modifier))
            }
            return Chord(key: key, modifiers: modifiers)
        }
    }

    /// The members of a row, of its `action` and of its `chord` that the decoder reads.
    enum RowField: Int, ManifestField {
        case id, chord, match, system, action, platforms, category, titles, complements, sources
        case synonyms, localizedTitles, verbs, objects, selectors, standIns
        static let nameBytes: [[UInt8]] = [
            "id", "chord", "match", "system", "action", "platforms", "category", "titles", "complements", "sources",
            "synonyms", "localizedTitles", "verbs", "objects", "selectors", "standIns",
        ].map { Array($0.utf8) }
    }

    /// A row's tier and when it applies (read in a second pass: a pass holds up to 16 fields).
    enum TierField: Int, ManifestField {
        case tier, tierSource, versions, condition, conditionKind, behavior, family, everyApp
        static let nameBytes: [[UInt8]] = [
            "tier", "tierSource", "versions", "condition", "conditionKind", "behavior", "family", "everyApp",
        ].map { Array($0.utf8) }
    }

    enum RangeField: Int, ManifestField {
        case since, through
        static let nameBytes: [[UInt8]] = [Array("since".utf8), Array("through".utf8)]
    }

    enum ActionField: Int, ManifestField {
        case en, ja
        static let nameBytes: [[UInt8]] = [Array("en".utf8), Array("ja".utf8)]
    }

    enum ChordField: Int, ManifestField {
        case modifiers, key
        static let nameBytes: [[UInt8]] = [Array("modifiers".utf8), Array("key".utf8)]
    }
}
