/// Turns a parsed document into a ``Manifest``, reporting every structural problem at its exact
/// position and carrying on: one bad entry never hides the others.
///
/// Field names are fixed by the product contract (tests outside this repository use them): top
/// level `app`, `kind`, `platforms`, `shortcuts` (``TopLevelField``); an entry's are declared in
/// ``EntryField``.
package enum ManifestDecoder {
    enum TopLevelField: Int, ManifestField {
        case app, platforms, shortcuts
        /// Editors use `$schema` to find the JSON Schema; it is accepted and ignored.
        case schema
        /// `app` (the default) or `game`: a game's key bindings may be single keys.
        case kind
        static let nameBytes: [[UInt8]] = ["app", "platforms", "shortcuts", "$schema", "kind"].map { Array($0.utf8) }
    }

    /// `defaultPlatforms` applies when the manifest declares none (a config file's `platforms`);
    /// `overridePlatforms` replaces what it declares (`--platform`): entries are checked for
    /// those platforms, and an entry whose own `platforms` name none of them is left out of the
    /// run (it is valid, just not for the platforms checked).
    ///
    /// An empty `platforms` list (or one holding only unknown names) is an error, and the
    /// manifest or entry keeps the platforms it would have had without it: an empty set would
    /// turn off every platform-dependent rule.
    package static func decode(
        _ document: Document, defaultPlatforms: PlatformSet = .defaultPlatforms, overridePlatforms: PlatformSet? = nil
    ) -> (manifest: Manifest, problems: [ManifestProblem]) {
        var manifest = Manifest(source: document.source)
        manifest.platforms = defaultPlatforms
        var reader = FieldReader(document: document)
        let root = document.root
        guard document.kind(root) == .object else {
            // A file that broke before its first value has its error already: nothing to add.
            if document.isIncomplete(root) { return (manifest, reader.problems) }
            // Blank, or comments only: no value was written at all.
            let nothingWritten =
                document.kind(root) == .null && (document.source.isBlank || document.range(root).start == document.range(root).end)
            if !nothingWritten {
                reader.schema(.manifestNotMapping(found: reader.found(root)), at: root)
            } else {
                reader.schema(.manifestEmpty(), at: root)
            }
            return (manifest, reader.problems)
        }
        let fields = reader.fields(of: root, as: TopLevelField.self, context: .manifestInManifest())
        if let app = fields[.app] { manifest.app = reader.string(app.value, field: "app") }
        if let kind = fields[.kind], let text = reader.string(kind.value, field: "kind") {
            if let value = AppKind(rawValue: text) {
                manifest.kind = value
                manifest.declaresKind = true
            } else {
                reader.schema(.manifestKindNotAllowed(found: .text(text)), at: kind.value)
            }
        }
        if let platforms = fields[.platforms], let list = reader.platforms(platforms.value, field: "platforms"), !list.isEmpty {
            manifest.platformEntries = list
            manifest.platforms = PlatformSet(list.map(\.platform))
            manifest.platformsRange = document.range(platforms.value)
        }
        let declaredPlatforms = manifest.platforms
        if let overridePlatforms { manifest.platforms = overridePlatforms }
        guard let shortcuts = fields[.shortcuts] else {
            if !document.isIncomplete(root) {
                reader.schema(.manifestNoShortcuts(), at: root)
            }
            return (manifest, reader.problems)
        }
        manifest.shortcutsKeyRange = document.range(shortcuts.key)
        guard document.kind(shortcuts.value) == .array else {
            if document.kind(shortcuts.value) != .null || !document.isIncomplete(root) {
                reader.schema(.manifestShortcutsNotList(found: reader.found(shortcuts.value)), at: shortcuts.value)
            }
            return (manifest, reader.problems)
        }
        manifest.shortcuts.reserveCapacity(document.count(shortcuts.value))
        var entryDecoder = EntryDecoder(reader: reader, manifestPlatforms: declaredPlatforms, checkedPlatforms: manifest.platforms)
        for (position, node) in document.elements(shortcuts.value).enumerated() {
            // An entry cut off by a syntax error is not judged: its missing fields are not real.
            if document.isIncomplete(node) { continue }
            guard let entry = entryDecoder.decode(node, index: manifest.shortcuts.count, position: position) else { continue }
            if entry.declaresNoShortcut {
                manifest.itemsWithoutShortcut.append(entry)
            } else if entry.platforms.isEmpty, overridePlatforms != nil {
                manifest.uncheckedEntryRanges.append(entry.range)
            } else {
                manifest.shortcuts.append(entry)
            }
        }
        return (manifest, entryDecoder.reader.problems)
    }
}
