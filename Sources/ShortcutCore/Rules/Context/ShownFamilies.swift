import Foundation

/// Which families of standard commands (``ReservedEntry/family``) an app's menus show, and the
/// first item that shows each: the app's own uses of the standard rows (Find… on Command-F), and
/// items that name a standard command on another chord or send its action (Select None on Esc,
/// an item sending `toggleBoldface:`; ``FamilyTitles``). Only commands show a family: a key
/// bound to its own text behaviour, or Bigger on ⌘+ (which zooms any view), shows no text editing. What `repurposed-standard` asks to tell
/// a redefinition the HIG allows ("Only consider redefining a standard shortcut if its action
/// doesn't make sense in your app") from one that takes a command the app has.
package struct ShownFamilies: Sendable {
    /// The item that shows a family: how messages name it, and where it is.
    package struct Evidence: Sendable {
        package let name: MessageArgument
        package let path: String
        package let line: Int

        /// The item as a message cites it from a finding in `path`: "Find…" (line 41) in the same
        /// file, "Find…" (Base.lproj/MainMenu.xib:41) in another file of the app.
        func cited(from path: String) -> MessageArgument {
            path == self.path
                ? .message(.repurposedStandardEvidence(name: name, line: .number(line)))
                : .message(.repurposedStandardEvidenceElsewhere(name: name, place: .text("\(self.path):\(line)")))
        }
    }

    /// Each family shown, with the first item showing it.
    private var firstEntry: [String: Evidence] = [:]

    init() {}

    init(_ context: LintContext) {
        let entries = context.manifest.shortcuts
        let titles = context.reserved.familyTitles
        let source = context.manifest.source
        for position in entries.indices {
            let entry = entries[position]
            // An untitled item is taken as its chord's standard command only so as not to guess
            // (``OwnUse``): it shows nothing of what the app holds.
            guard entry.title?.isEmpty == false || entry.action != nil || entry.declaredStandard != nil else { continue }
            let own = context.standardUse(of: entry).flatMap { row in
                row.tier == .standard && !row.standIns.contains { Titles.sameCommand($0, entry.title ?? "") } ? row.family : nil
            }
            let family = own ?? titles.family(title: entry.title, action: entry.action, in: context.reserved.entries)
            record(family, Evidence(name: context.name(entry), path: context.path, line: context.line(of: entry)))
        }
        // Items without a shortcut show their commands too, after the shortcuts: a manifest's
        // `key: null` items, and an Interface Builder file's items without a key equivalent
        // (Transmission's View › Hide Toolbar, a keyless Print… sending printDocument:).
        for item in context.manifest.itemsWithoutShortcut {
            record(
                titles.family(title: item.title, action: item.action, in: context.reserved.entries),
                Evidence(name: context.name(item), path: context.path, line: source.location(of: item.range.start).line))
        }
        for item in context.manifest.menuLayout.items where item.entry == nil && !item.isSeparator && !item.hasSubmenu {
            record(
                titles.family(title: item.title, action: item.action, in: context.reserved.entries),
                Evidence(
                    name: .text("\"\(item.title.forMessage)\""), path: context.path, line: source.location(of: item.anchor.start).line))
        }
    }

    /// Keeps the first item that shows each family.
    private mutating func record(_ family: String?, _ evidence: @autoclosure () -> Evidence) {
        guard let family, firstEntry[family] == nil else { return }
        firstEntry[family] = evidence()
    }

    /// These families and the ones `other` shows that these do not, with `other`'s items.
    func adding(_ other: ShownFamilies) -> ShownFamilies {
        var both = self
        both.firstEntry.merge(other.firstEntry) { own, _ in own }
        return both
    }

    /// The first entry that shows `family`, or a family it names with a dot (`text.font` shows
    /// `text`); nil when the app shows none.
    package func evidence(for family: String) -> Evidence? {
        if let evidence = firstEntry[family] { return evidence }
        let prefix = family + "."
        return firstEntry.filter { $0.key.hasPrefix(prefix) }.min { $0.key < $1.key }?.value
    }

    /// What the files of each app show together (``AppGrouping``), by run index: an app's Find
    /// items may be in its storyboard and the repurposed ⌘G in its code. Only for apps of several
    /// files, and worked out only when a file of the app asks (``AppFamilies``).
    static func ofApps(_ groups: [AppGrouping.Group], contexts: [LintContext]) -> [Int: AppFamilies] {
        var shown: [Int: AppFamilies] = [:]
        for group in groups where group.members.count > 1 {
            let together = AppFamilies(contexts, members: group.members)
            for member in group.members { shown[member] = together }
        }
        return shown
    }
}

/// The families one app's files show together, shared by the app's files and worked out the first
/// time one of them asks: most apps repurpose no standard chord, so most never ask.
final class AppFamilies: @unchecked Sendable {
    /// Every file's context, shared (not copied) with the run: the app's are at `members`.
    private let contexts: [LintContext]
    private let members: [Int]
    private let lock = NSLock()
    private var together: ShownFamilies?

    init(_ contexts: [LintContext], members: [Int]) {
        self.contexts = contexts
        self.members = members
    }

    var shown: ShownFamilies {
        lock.lock()
        defer { lock.unlock() }
        if let together { return together }
        let made = members.reduce(ShownFamilies()) { $0.adding(ShownFamilies(contexts[$1])) }
        together = made
        return made
    }
}

extension LintContext {
    /// Which families of standard commands this manifest's entries show (``ShownFamilies``), and
    /// then what the app's other files show (``appFamilies``): worked out in one pass over the
    /// entries when a rule asks, which `repurposed-standard` does only for a manifest with a
    /// repurposed chord.
    package func shownFamilies() -> ShownFamilies {
        let own = ShownFamilies(self)
        return appFamilies.map { own.adding($0.shown) } ?? own
    }
}
