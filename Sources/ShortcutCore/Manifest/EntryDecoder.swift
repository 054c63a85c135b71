/// Decodes the entries of a `shortcuts` list, one at a time, parsing each key string.
///
/// Texts are interned (``TextInterner``): a key, menu path, scope or title seen before costs a
/// hash of its bytes, and what is derived from it (the parsed key, the menu path) is worked out
/// once per distinct text.
struct EntryDecoder {
    var reader: FieldReader
    let document: Document
    /// What the manifest declares (or defaults to): an entry's own platforms must be among them.
    let manifestPlatforms: PlatformSet
    /// What this run checks: the manifest's platforms, or `--platform`'s.
    let checkedPlatforms: PlatformSet
    /// Ids, with where each first appeared (to report duplicates).
    var ids = TextInterner()
    var idOffsets: [Int] = []
    /// Key strings, each parsed once.
    var keys = TextInterner()
    var parsedKeys: [Result<ParsedShortcut, NotationError>] = []
    /// Menu paths, each split once.
    var menus = TextInterner()
    var menuPaths: [MenuPath] = []
    /// Titles, scopes and the other free texts.
    var texts = TextInterner()

    init(reader: FieldReader, manifestPlatforms: PlatformSet, checkedPlatforms: PlatformSet) {
        self.reader = reader
        self.document = reader.document
        self.manifestPlatforms = manifestPlatforms
        self.checkedPlatforms = checkedPlatforms
    }

    /// A string field's text, shared with every equal text of the manifest.
    private mutating func text(_ node: NodeID, field: String) -> String? {
        guard reader.isString(node, field: field) else { return nil }
        let index = texts.intern(node, in: document).index
        return texts[index]
    }

    mutating func decode(_ node: NodeID, index: Int, position: Int) -> ShortcutEntry? {
        guard document.kind(node) == .object else {
            reader.schema(.manifestEntryNotMapping(found: reader.found(node)), at: node)
            return nil
        }
        var entry = ShortcutEntry(index: index, position: position, range: document.range(node))
        entry.platforms = checkedPlatforms
        let fields = reader.fields(of: node, as: ManifestDecoder.EntryField.self, context: .manifestInEntry())
        var members = document.members(node).makeIterator()
        let anchor = members.next()?.key ?? node

        if let id = fields[.id], reader.isString(id.value, field: "id") {
            let (index, isNew) = ids.intern(id.value, in: document)
            entry.id = ids[index]
            if isNew {
                idOffsets.append(document.range(id.value).start)
            } else {
                let first = document.source.location(of: idOffsets[index]).line
                reader.schema(.manifestDuplicateId(id: .text(ids[index]), line: .number(first)), at: id.value)
            }
        }
        if let title = fields[.title] {
            // `title: null` says the shortcut has no title, as code can declare one (a
            // `UIKeyCommand` without `title`); `extract` writes it so. Leaving the field out is
            // taken for a mistake.
            if document.kind(title.value) != .null {
                entry.title = text(title.value, field: "title")
                if entry.title != nil, document.withText(title.value, Self.isBlank) {
                    reader.schema(.manifestEmptyTitle(), at: title.value)
                }
            }
        } else {
            reader.schema(.manifestNoTitle(name: ManifestOrigin.manifest.name(entry)), at: anchor)
        }
        if let key = fields[.key] {
            decodeKey(key.value, into: &entry)
        } else {
            reader.schema(.manifestNoKey(name: ManifestOrigin.manifest.name(entry)), at: anchor)
            entry.keyRange = document.range(anchor)
        }
        if let menu = fields[.menu], reader.isString(menu.value, field: "menu") {
            let (index, isNew) = menus.intern(menu.value, in: document)
            if isNew { menuPaths.append(MenuPath(menus[index])) }
            entry.menu = menuPaths[index]
        }
        if let when = fields[.when], let scope = text(when.value, field: "when") {
            // A blank scope would be a scope of its own, silently apart from the app's menus.
            if document.withText(when.value, Self.isBlank) {
                reader.schema(.manifestEmptyWhen(), at: when.value)
            } else {
                entry.when = scope
            }
        }
        if let platforms = fields[.platforms], let list = reader.platforms(platforms.value, field: "platforms"), !list.isEmpty {
            entry.declaredPlatformEntries = list
            let declared = PlatformSet(list.map(\.platform))
            entry.declaredPlatforms = declared
            entry.platforms = declared.intersection(manifestPlatforms).intersection(checkedPlatforms)
            let outside = declared.subtracting(manifestPlatforms)
            if !outside.isEmpty {
                reader.schema(
                    .manifestPlatformsOutside(
                        name: ManifestOrigin.manifest.name(entry), outside: .text(outside.description),
                        declared: .text(manifestPlatforms.description)),
                    at: platforms.value)
            }
        }
        if let allow = fields[.allow], let rules = reader.strings(allow.value, field: "allow") {
            entry.allow = rules.map { Suppression(ruleID: $0.text, range: $0.range) }
        }
        for field in ManifestDecoder.EntryField.declared {
            if let found = fields[field] { decode(found.value, of: field, into: &entry) }
        }
        return entry
    }

    /// A field read without code of its own (``ManifestDecoder/EntryField/declared``): a text, or
    /// a flag (off when its value is not a boolean, which is reported).
    private mutating func decode(_ node: NodeID, of field: ManifestDecoder.EntryField, into entry: inout ShortcutEntry) {
        switch field.value {
        case .own: break
        case .text(let property): entry[keyPath: property] = text(node, field: field.name)
        case .located(let property, let range):
            entry[keyPath: property] = text(node, field: field.name)
            entry[keyPath: range] = document.range(node)
        case .flag(let property): entry[keyPath: property] = reader.flag(node, field: field.name) ?? false
        }
    }

    private mutating func decodeKey(_ node: NodeID, into entry: inout ShortcutEntry) {
        entry.keyRange = document.range(node)
        // `key: null`: a menu item without a shortcut (``Manifest/itemsWithoutShortcut``).
        if document.kind(node) == .null {
            entry.declaresNoShortcut = true
            return
        }
        guard reader.isString(node, field: "key") else { return }
        let (index, isNew) = keys.intern(node, in: document)
        if isNew { parsedKeys.append(ShortcutNotation.parse(keys[index])) }
        entry.keyText = keys[index]
        entry.keyTextOffset = document.verbatimTextOffset(node)
        switch parsedKeys[index] {
        case .success(let parsed): entry.key = parsed
        case .failure(let error): entry.keyError = error
        }
    }

    /// Whether a title is only whitespace (or empty). Decided on the bytes when the first byte is
    /// ASCII; any other text is judged by `Character.isWhitespace`, as before.
    static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes {
            if byte >= 0x80 { return String(decoding: bytes, as: UTF8.self).allSatisfy(\.isWhitespace) }
            if byte != 0x20, !(0x09...0x0D).contains(byte) { return false }
        }
        return true
    }
}
