/// One manifest file, decoded: the app, its platforms and its shortcut entries.
///
/// Values keep the byte ranges they came from so that every finding points at the text it is
/// about; nothing here knows whether the file was JSON or YAML.
public struct Manifest: Sendable {
    public var source: SourceFile
    public var app: String?
    /// The platforms the manifest declares, or ``PlatformSet/defaultPlatforms``.
    public var platforms: PlatformSet
    /// Where `platforms` was written (nil when defaulted).
    var platformsRange: ByteRange?
    /// Each platform name and where it was written, for rules about a single platform.
    var platformEntries: [(platform: Platform, range: ByteRange)]
    public var shortcuts: [ShortcutEntry]
    /// An app, a game or an agent (`kind: game`, `kind: agent`, or a project's game or
    /// `LSUIElement` target): a game's key bindings, the entries outside its menus, may be single
    /// keys (``LintContext/isGameKeyBinding(_:)``); an agent's menu bar is never shown.
    public var kind: AppKind = .app
    /// Whether `kind` was written in the file (a manifest's `kind:`), so that a project's kind
    /// does not replace it.
    var declaresKind = false
    /// The `shortcuts` key, where manifest-wide findings (too many shortcuts) point.
    var shortcutsKeyRange: ByteRange?
    /// Entries left out of this run because none of their platforms is among the ones checked
    /// (`--platform`): not checked, and their suppression comments belong to no other entry.
    var uncheckedEntryRanges: [ByteRange] = []
    /// Where the entries were declared: findings name entries and phrase remedies in the terms
    /// of that input (a manifest's fields, or a comment beside the code or menu item).
    var origin: ManifestOrigin = .manifest
    /// Interface Builder: each outlet's name (`<outlet property=…>`) and the entries of the menu
    /// items it points to, so that code changing an item through its outlet can be matched.
    var itemOutlets: [String: [Int]] = [:]
    /// Menu items a manifest lists without a shortcut (`key: null`): nothing to check, but they
    /// show which commands the app has (``ShownFamilies``), as an Interface Builder file's items
    /// without a key equivalent do.
    var itemsWithoutShortcut: [ShortcutEntry] = []
    /// Source code: key equivalents changed through names the file did not create (outlets).
    var outletKeyChanges: [OutletKeyChange] = []
    /// Source code: where the file declares the app a SwiftUI `App` (`@main struct …: App`), whose
    /// menu bar SwiftUI builds, so no Interface Builder main menu of the app is shown
    /// (``SwiftUIMenuBar``).
    var swiftUIAppDeclaration: ByteRange?
    /// Interface Builder: every menu item and where it sits, for matching a localized copy's items
    /// to its base's.
    var menuLayout = MenuLayout()
    /// The language whose menu this file is a translated copy of another file in
    /// (`de.lproj/MainMenu.xib` beside `Base.lproj/MainMenu.xib`), as the run's
    /// ``LanguageVariants`` decide; nil for the base and for files every language shares. The title
    /// model reads such a copy's titles in that language (``StandardUseQuery``, ``RelatedTitles``);
    /// where it is nil, every language's titles count.
    var variantLanguage: Language?

    init(source: SourceFile) {
        self.source = source
        self.platforms = .defaultPlatforms
        self.platformEntries = []
        self.shortcuts = []
    }
}

/// What a manifest was read from. A manifest file has fields people can add (`repurposes`,
/// `when`, `menu`); code and Interface Builder menus do not, so a finding on them asks for what
/// their authors can write there.
enum ManifestOrigin: Sendable, Equatable {
    /// A JSON or YAML manifest.
    case manifest
    /// The menus of a `.xib` or `.storyboard` file.
    case interfaceBuilder
    /// Swift or Objective-C source.
    case sourceCode
}

/// A menu path: `View > Sort By` is the Sort By submenu of the View menu.
public struct MenuPath: Hashable, Sendable {
    public var components: [String]

    public init(_ text: String) {
        // Split on '>' and trim ASCII spaces, on bytes: menu paths are short and repeat a lot.
        var parts: [String] = []
        var utf8 = Array(text.utf8)
        utf8.append(UInt8(ascii: ">"))
        var start = 0
        for index in utf8.indices where utf8[index] == UInt8(ascii: ">") {
            var low = start
            var high = index
            while low < high, utf8[low] == 0x20 || utf8[low] == 0x09 { low += 1 }
            while high > low, utf8[high - 1] == 0x20 || utf8[high - 1] == 0x09 { high -= 1 }
            if low < high { parts.append(String(decoding: utf8[low..<high], as: UTF8.self)) }
            start = index + 1
        }
        components = parts
    }

    /// True when the item sits in a submenu rather than directly in a top-level menu.
    var isSubmenu: Bool { components.count > 1 }

    public var text: String { components.joined(separator: " > ") }
}

/// A rule id switched off for one entry (`allow:` or a YAML comment), with its reason.
struct Suppression: Hashable, Sendable {
    enum Origin: Hashable, Sendable {
        /// An item of the entry's `allow:` list.
        case allowField
        /// A `# shortcut-lint: allow` comment on the entry (YAML), or a `// shortcut-lint: allow`
        /// comment above a shortcut in Swift or Objective-C source.
        case comment
    }

    var ruleID: String
    var reason: String?
    /// The rule id as written, where an unused suppression is reported.
    var range: ByteRange
    var origin: Origin

    init(ruleID: String, reason: String? = nil, range: ByteRange, origin: Origin = .allowField) {
        self.ruleID = ruleID
        self.reason = reason
        self.range = range
        self.origin = origin
    }
}

extension Manifest {
    /// Checks the manifest for `platforms` only (`--platform`): each entry keeps the platforms it
    /// shares with them, and an entry that shares none is left out of the run (valid, just not
    /// for the platforms checked). What the YAML and JSON decoder does while decoding, for the
    /// readers of code and Interface Builder files.
    mutating func check(only platforms: PlatformSet) {
        self.platforms = platforms
        for index in shortcuts.indices { shortcuts[index].platforms = shortcuts[index].platforms.intersection(platforms) }
        uncheckedEntryRanges += shortcuts.filter { $0.platforms.isEmpty }.map(\.range)
        keep { !$0.platforms.isEmpty }
    }

    /// The entry at list position `position` (``ShortcutEntry/position``): usually at that
    /// index, unless entries before it were left out of the run.
    func entry(atPosition position: Int) -> ShortcutEntry? {
        if position < shortcuts.count, shortcuts[position].position == position { return shortcuts[position] }
        return shortcuts.first { $0.position == position }
    }

    /// Keeps the entries `isKept` accepts, numbering them again, and what points at them
    /// (``itemOutlets``) with them.
    mutating func keep(_ isKept: (ShortcutEntry) -> Bool) {
        var kept: [ShortcutEntry] = []
        kept.reserveCapacity(shortcuts.count)
        var newIndex: [Int: Int] = [:]
        for var entry in shortcuts where isKept(entry) {
            newIndex[entry.index] = kept.count
            entry.index = kept.count
            kept.append(entry)
        }
        shortcuts = kept
        if !itemOutlets.isEmpty {
            itemOutlets = itemOutlets.compactMapValues { entries in
                let kept = entries.compactMap { newIndex[$0] }
                return kept.isEmpty ? nil : kept
            }
        }
    }
}
