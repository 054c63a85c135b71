/// `duplicate-shortcut` across files: manifests that declare the same `app` (one per module, say)
/// are one app's shortcuts, so a chord taken in one file is taken in the others.
///
/// Files are visited in the order given; each entry is checked against the entries of earlier
/// files only (conflicts inside a file are the per-file rule's), and the finding goes to the later
/// file, naming both files and lines. The index keeps one representative per shortcut, scope and
/// platform set, so the check is linear in the number of entries.
public enum CrossFileConflicts {
    /// Adds the cross-file findings to `files` (in place, in file order) and returns how many.
    /// `configuration(i)` is the configuration file `i` was linted with: a file whose configuration
    /// turns `duplicate-shortcut` off gets no such finding, and a changed severity applies.
    @discardableResult
    public static func check(_ files: inout [FileResult], configuration: (Int) -> LintConfiguration) -> Int {
        let ruleID = DuplicateShortcutRule.description.id
        var groups: [String: [Int]] = [:]
        for (index, file) in files.enumerated() {
            guard let app = file.manifest?.app, !app.isEmpty else { continue }
            groups[app, default: []].append(index)
        }
        var added = 0
        for members in groups.values where members.count > 1 {
            var index = Index()
            for fileIndex in members {
                guard let manifest = files[fileIndex].manifest else { continue }
                var findings: [Finding] = []
                for entry in manifest.shortcuts {
                    guard let key = entry.key, let (other, shortcut) = index.conflict(for: entry, key.shortcut) else { continue }
                    findings.append(finding(entry, key, in: manifest, against: other, shortcut: shortcut, files: files))
                }
                for entry in manifest.shortcuts { index.record(entry, file: fileIndex) }
                let settings = configuration(fileIndex)
                guard !findings.isEmpty, settings.rules.contains(where: { $0.description.id == ruleID }) else { continue }
                if let severity = settings.severityOverrides[ruleID] {
                    for index in findings.indices { findings[index].severity = severity }
                }
                added += findings.count
                Suppressions.applyLate(findings, to: &files[fileIndex], manifest: manifest)
            }
        }
        return added
    }

    private static func finding(
        _ entry: ShortcutEntry, _ key: ParsedShortcut, in manifest: Manifest, against other: Index.Place,
        shortcut: Shortcut, files: [FileResult]
    ) -> Finding {
        let otherFile = files[other.file]
        let otherEntry = otherFile.manifest!.shortcuts[other.entry]
        let otherStart = otherFile.source.location(of: otherEntry.keyRange.start)
        let where_ = "\(otherFile.path):\(otherStart.line)"
        let message: String
        if shortcut == key.shortcut, otherEntry.key?.shortcut == key.shortcut {
            message = "\(key.display) of \(entry.displayName) is already the shortcut of \(otherEntry.displayName) in \(where_), another manifest of \(manifest.app ?? "this app"); one keystroke can run only one command: choose another chord, or give the entries different `when` scopes."
        } else {
            let longer = shortcut == key.shortcut ? otherEntry : entry
            let shorter = shortcut == key.shortcut ? entry : otherEntry
            message = "\(shortcut.higText) (\(shortcut.symbols)) of \(shorter.displayName) is the first stroke of \(longer.key?.display ?? "a sequence") of \(longer.displayName) (one is in \(where_)); the single chord fires first, so the sequence can never be completed: change one of them."
        }
        return Finding(
            ruleID: DuplicateShortcutRule.description.id, severity: DuplicateShortcutRule.description.defaultSeverity,
            message: message, file: manifest.source.path, range: entry.keyRange, span: manifest.source.span(entry.keyRange),
            shortcut: ShortcutDescription(key),
            related: .entry(file: otherFile.path, line: otherStart.line, column: otherStart.column, id: otherEntry.id, title: otherEntry.title),
            entry: EntryReference(id: entry.id, title: entry.title, index: entry.position))
    }

    /// Earlier files' entries by shortcut (and by each proper prefix of their sequences).
    struct Index {
        struct Place {
            var file: Int
            var entry: Int
            var when: String?
            var platforms: PlatformSet
        }

        private var exact: [Shortcut: Pool] = [:]
        private var prefixes: [Shortcut: Pool] = [:]

        mutating func record(_ entry: ShortcutEntry, file: Int) {
            guard let shortcut = entry.key?.shortcut else { return }
            let place = Place(file: file, entry: entry.index, when: entry.when, platforms: entry.platforms)
            exact[shortcut, default: Pool()].add(place)
            for length in stride(from: 1, to: shortcut.count, by: 1) {
                prefixes[shortcut.prefix(length), default: Pool()].add(place)
            }
        }

        /// The first earlier entry this one collides with, and the shortcut they share.
        func conflict(for entry: ShortcutEntry, _ shortcut: Shortcut) -> (Place, Shortcut)? {
            if let place = exact[shortcut]?.first(overlapping: entry) { return (place, shortcut) }
            for length in stride(from: 1, to: shortcut.count, by: 1) {
                let prefix = shortcut.prefix(length)
                if let place = exact[prefix]?.first(overlapping: entry) { return (place, prefix) }
            }
            if let place = prefixes[shortcut]?.first(overlapping: entry) { return (place, shortcut) }
            return nil
        }
    }

    /// One representative per scope and platform set: later entries would only repeat its answer.
    /// An entry meets the unscoped ones and those of its own scope; an unscoped entry meets all.
    struct Pool {
        var global: [PlatformSet: Index.Place] = [:]
        var scoped: [String: [PlatformSet: Index.Place]] = [:]
        var any: [PlatformSet: Index.Place] = [:]

        mutating func add(_ place: Index.Place) {
            if any[place.platforms] == nil { any[place.platforms] = place }
            if let when = place.when {
                if scoped[when]?[place.platforms] == nil { scoped[when, default: [:]][place.platforms] = place }
            } else if global[place.platforms] == nil {
                global[place.platforms] = place
            }
        }

        func first(overlapping entry: ShortcutEntry) -> Index.Place? {
            let pools = entry.when.map { [global, scoped[$0] ?? [:]] } ?? [any]
            return pools.flatMap { pool in pool.filter { !$0.key.isDisjoint(with: entry.platforms) }.map(\.value) }
                .min { ($0.file, $0.entry) < ($1.file, $1.entry) }
        }
    }
}
