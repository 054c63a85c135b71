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
    public var platformsRange: ByteRange?
    /// Each platform name and where it was written, for rules about a single platform.
    public var platformEntries: [(platform: Platform, range: ByteRange)]
    public var shortcuts: [ShortcutEntry]
    /// The `shortcuts` key, where manifest-wide findings (too many shortcuts) point.
    public var shortcutsKeyRange: ByteRange?

    public init(source: SourceFile) {
        self.source = source
        self.platforms = .defaultPlatforms
        self.platformEntries = []
        self.shortcuts = []
    }
}

/// One declared shortcut.
public struct ShortcutEntry: Sendable {
    /// Position among the decoded entries (`manifest.shortcuts[index]`), from 0; rules use it to
    /// index per-entry tables.
    public var index: Int
    /// Position in the file's `shortcuts` list, from 0 (differs from ``index`` when an earlier
    /// item was not a mapping). Reports and messages use it.
    public var position: Int
    /// The entry's whole value (its mapping or object).
    public var range: ByteRange
    public var id: String?
    public var title: String?
    /// The key string as written; nil when missing or not a string.
    public var keyText: String?
    /// The parsed key; nil when missing or unparsable (invalid-shortcut has reported it).
    public var key: ParsedShortcut?
    /// Why the key string does not parse, when it does not (invalid-shortcut reports it).
    public var keyError: NotationError?
    /// The key value (quotes included), or the entry itself when the key is missing. Findings
    /// about the entry point here.
    public var keyRange: ByteRange
    /// Where the key string's text starts in the source when it is written verbatim (no escapes):
    /// lets findings underline a part of the string and `--fix` replace exactly it.
    public var keyTextOffset: Int?
    public var menu: MenuPath?
    public var when: String?
    /// The entry's own `platforms`, if it narrows the manifest's.
    public var declaredPlatforms: PlatformSet?
    public var declaredPlatformEntries: [(platform: Platform, range: ByteRange)]
    /// The platforms the entry applies to: the manifest's, narrowed by the entry's own.
    public var platforms: PlatformSet
    /// A reserved-table id this entry deliberately redefines (HIG: Get Info on Command-I).
    public var repurposes: String?
    public var repurposesRange: ByteRange?
    /// Another entry's id that this one complements (so Shift-variant rules accept the pair).
    public var complements: String?
    public var complementsRange: ByteRange?
    public var discoverabilityTitle: String?
    /// Rule ids suppressed for this entry, with where each was written.
    public var allow: [Suppression]

    public init(index: Int, position: Int, range: ByteRange) {
        self.index = index
        self.position = position
        self.range = range
        self.keyRange = range
        self.declaredPlatformEntries = []
        self.platforms = .defaultPlatforms
        self.allow = []
    }

    /// How reports and messages name the entry: its title, else its id, else its position.
    public var displayName: String {
        if let title, !title.isEmpty { return "\"\(title)\"" }
        if let id { return "'\(id)'" }
        return "entry \(position + 1)"
    }
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
    public var isSubmenu: Bool { components.count > 1 }

    public var text: String { components.joined(separator: " > ") }
}

/// A rule id switched off for one entry (`allow:` or a YAML comment), with its reason.
public struct Suppression: Hashable, Sendable {
    public enum Origin: Hashable, Sendable {
        /// An item of the entry's `allow:` list.
        case allowField
        /// A `# shortcut-lint: allow` comment on the entry (YAML).
        case comment
    }

    public var ruleID: String
    public var reason: String?
    /// The rule id as written, where an unused suppression is reported.
    public var range: ByteRange
    public var origin: Origin

    public init(ruleID: String, reason: String? = nil, range: ByteRange, origin: Origin = .allowField) {
        self.ruleID = ruleID
        self.reason = reason
        self.range = range
        self.origin = origin
    }
}
