/// Decodes the entries of a `shortcuts` list, one at a time, parsing each key string.
struct EntryDecoder {
    var reader: FieldReader
    let manifestPlatforms: PlatformSet
    /// First position of each id, to report duplicates.
    var idLines: [String: Int] = [:]
    /// Parsed key strings by text: manifests repeat the same chords, so parse each once.
    var parsedKeys: [String: Result<ParsedShortcut, NotationError>] = [:]
    /// Menu paths by text, for the same reason.
    var menus: [String: MenuPath] = [:]

    init(reader: FieldReader, manifestPlatforms: PlatformSet) {
        self.reader = reader
        self.manifestPlatforms = manifestPlatforms
    }

    var document: Document { reader.document }

    mutating func decode(_ node: NodeID, index: Int, position: Int) -> ShortcutEntry? {
        guard document.kind(node) == .object else {
            reader.schema("each shortcut must be a mapping with 'title' and 'key', found \(FieldReader.describe(document.kind(node)))", at: node)
            return nil
        }
        var entry = ShortcutEntry(index: index, position: position, range: document.range(node))
        entry.platforms = manifestPlatforms
        let fields = reader.fields(of: node, as: ManifestDecoder.EntryField.self, context: "a shortcut entry")
        var members = document.members(node).makeIterator()
        let anchor = members.next()?.key ?? node

        if let id = fields[.id], let text = reader.string(id.value, field: "id") {
            entry.id = text
            let line = document.span(id.value).start.line
            if let first = idLines[text] {
                reader.schema("duplicate id '\(text)' (first at line \(first)); ids must be unique", at: id.value)
            } else {
                idLines[text] = line
            }
        }
        if let title = fields[.title] {
            entry.title = reader.string(title.value, field: "title")
            if entry.title?.allSatisfy(\.isWhitespace) == true {
                reader.schema("'title' is empty; give the command's menu title", at: title.value)
            }
        } else {
            reader.schema("\(entry.displayName) has no 'title'; every shortcut needs the command's title", at: anchor)
        }
        if let key = fields[.key] {
            decodeKey(key.value, into: &entry)
        } else {
            reader.schema("\(entry.displayName) has no 'key'; add the shortcut, e.g. key: Command-N", at: anchor)
            entry.keyRange = document.range(anchor)
        }
        if let menu = fields[.menu], let text = reader.string(menu.value, field: "menu") {
            if let known = menus[text] {
                entry.menu = known
            } else {
                let path = MenuPath(text)
                menus[text] = path
                entry.menu = path
            }
        }
        if let when = fields[.when] { entry.when = reader.string(when.value, field: "when") }
        if let platforms = fields[.platforms], let list = reader.platforms(platforms.value, field: "platforms") {
            entry.declaredPlatformEntries = list
            let declared = PlatformSet(list.map(\.platform))
            entry.declaredPlatforms = declared
            entry.platforms = declared.intersection(manifestPlatforms)
            let outside = declared.subtracting(manifestPlatforms)
            if !outside.isEmpty {
                reader.schema(
                    "\(entry.displayName) lists \(outside), which the manifest does not declare (it targets \(manifestPlatforms)); an entry's platforms narrow the manifest's",
                    at: platforms.value)
            }
        }
        if let repurposes = fields[.repurposes] {
            entry.repurposes = reader.string(repurposes.value, field: "repurposes")
            entry.repurposesRange = document.range(repurposes.value)
        }
        if let complements = fields[.complements] {
            entry.complements = reader.string(complements.value, field: "complements")
            entry.complementsRange = document.range(complements.value)
        }
        if let title = fields[.discoverabilityTitle] {
            entry.discoverabilityTitle = reader.string(title.value, field: "discoverabilityTitle")
        }
        if let allow = fields[.allow], let rules = reader.strings(allow.value, field: "allow") {
            entry.allow = rules.map { Suppression(ruleID: $0.text, range: $0.range) }
        }
        return entry
    }

    private mutating func decodeKey(_ node: NodeID, into entry: inout ShortcutEntry) {
        entry.keyRange = document.range(node)
        guard let text = reader.string(node, field: "key") else { return }
        entry.keyText = text
        entry.keyTextOffset = document.verbatimTextOffset(node)
        let result: Result<ParsedShortcut, NotationError>
        if let cached = parsedKeys[text] {
            result = cached
        } else {
            result = ShortcutNotation.parse(text)
            parsedKeys[text] = result
        }
        switch result {
        case .success(let parsed): entry.key = parsed
        case .failure(let error): entry.keyError = error
        }
    }
}
