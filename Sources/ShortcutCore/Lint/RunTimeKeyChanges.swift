/// Menu items whose key equivalent the app's code changes when it runs, through the outlet that
/// its Interface Builder file connects to the item: Hex Fiend's `MainMenu.xib` gives Move Selection
/// and Extend Selection both Command-], and its `AppDelegate.m` adds Shift to Extend Selection at
/// launch. The file's chord is not the app's, so no rule judges it: the findings about the item
/// (and those that name it, such as the other half of a duplicate) give way to one
/// `unresolved-shortcut` note that says where the code changes it.
///
/// Matched by name within one app (``AppGrouping``: an Xcode project or package target), since the
/// readers know no types: an outlet property of any object of the app's Interface Builder files
/// (``Manifest/itemOutlets``) and a key equivalent set through that name in any of its source
/// files (``Manifest/outletKeyChanges``).
enum RunTimeKeyChanges {
    /// An item the code changes, and the first place that does.
    struct Change {
        var entry: Int
        var outlet: String
        var property: String
        var file: String
        var line: Int
    }

    /// Applies the changes found among `members` to their files' findings, and returns the entries
    /// to leave out of the checks across files (by member).
    static func apply(to files: inout [FileLint], members: [Int], jobs: [LintJob]) -> [Int: Set<Int>] {
        var changes: [String: (OutletKeyChange, file: Int)] = [:]
        for member in members {
            for change in files[member].manifest.outletKeyChanges where changes[change.outlet] == nil {
                changes[change.outlet] = (change, member)
            }
        }
        guard !changes.isEmpty else { return [:] }
        var changed: [Int: Set<Int>] = [:]
        for member in members where !files[member].manifest.itemOutlets.isEmpty {
            var found: [Change] = []
            for (outlet, entries) in files[member].manifest.itemOutlets.sorted(by: { $0.key < $1.key }) {
                guard let (change, codeFile) = changes[outlet] else { continue }
                let source = files[codeFile].source
                for entry in entries where !found.contains(where: { $0.entry == entry }) {
                    found.append(
                        Change(
                            entry: entry, outlet: outlet, property: change.property, file: source.path,
                            line: source.location(of: change.range.start).line))
                }
            }
            guard !found.isEmpty else { continue }
            changed[member] = Set(found.map(\.entry))
            note(found, in: &files[member], reporting: jobs[member].linter.rules.enabledIDs.contains(UnresolvedShortcutRule.id))
        }
        return changed
    }

    /// Drops the file's findings about the changed items or naming them, and notes each item once.
    private static func note(_ changes: [Change], in file: inout FileLint, reporting: Bool) {
        let context = file.context
        let entries = Set(changes.map(\.entry))
        let related = Set(changes.map { context.related(context.entry($0.entry)) })
        file.findings.removeAll { finding in
            if let index = finding.entry?.index, entries.contains(index) { return true }
            if let other = finding.related, related.contains(other) { return true }
            return false
        }
        guard reporting else { return }
        for change in changes.sorted(by: { $0.entry < $1.entry }) {
            let entry = context.entry(change.entry)
            let chord = entry.key.map { " \($0.shortcut.higText)" } ?? ""
            file.findings.append(
                context.finding(
                    UnresolvedShortcutRule.description, entry: entry,
                    message:
                        "\(context.name(entry)): the app's code changes its key equivalent when it runs (\(change.file):\(change.line) sets `\(change.property)` through the outlet `\(change.outlet)`), so this file's\(chord) is not checked"
                ))
        }
    }
}
