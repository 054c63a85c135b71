/// One declared shortcut.
///
/// A value with its fields in one shared, copy-on-write box: rules walk a million entries and
/// copy each one out of an array several times, and a copy is then one reference count rather
/// than one per string and list the entry holds. Mutation copies the box first when it is shared,
/// so an entry still behaves as a plain value.
public struct ShortcutEntry: Sendable {
    private var storage: Storage

    init(index: Int, position: Int, range: ByteRange) {
        storage = Storage(
            Fields(
                index: index, position: position, range: range, keyRange: range, platforms: .defaultPlatforms))
    }

    /// Position among the decoded entries (`manifest.shortcuts[index]`), from 0; rules use it to
    /// index per-entry tables.
    public var index: Int {
        get { storage.fields.index }
        set { unique().fields.index = newValue }
    }

    /// Position in the file's `shortcuts` list, from 0 (differs from ``index`` when an earlier
    /// item was not a mapping). Reports and messages use it.
    public var position: Int {
        get { storage.fields.position }
        set { unique().fields.position = newValue }
    }

    /// The entry's whole value (its mapping or object).
    public var range: ByteRange {
        get { storage.fields.range }
        set { unique().fields.range = newValue }
    }

    public var id: String? {
        get { storage.fields.id }
        set { unique().fields.id = newValue }
    }

    public var title: String? {
        get { storage.fields.title }
        set { unique().fields.title = newValue }
    }

    /// The key string as written; nil when missing or not a string.
    public var keyText: String? {
        get { storage.fields.keyText }
        set { unique().fields.keyText = newValue }
    }

    /// The parsed key; nil when missing or unparsable (invalid-shortcut has reported it).
    public var key: ParsedShortcut? {
        get { storage.fields.key }
        set { unique().fields.key = newValue }
    }

    /// Why the key string does not parse, when it does not (invalid-shortcut reports it).
    public var keyError: NotationError? {
        get { storage.fields.keyError }
        set { unique().fields.keyError = newValue }
    }

    /// The key value (quotes included), or the entry itself when the key is missing. Findings
    /// about the entry point here.
    public var keyRange: ByteRange {
        get { storage.fields.keyRange }
        set { unique().fields.keyRange = newValue }
    }

    /// Where the key string's text starts in the source when it is written verbatim (no escapes):
    /// lets findings underline a part of the string and `--fix` replace exactly it.
    var keyTextOffset: Int? {
        get { storage.fields.keyTextOffset }
        set { unique().fields.keyTextOffset = newValue }
    }

    public var menu: MenuPath? {
        get { storage.fields.menu }
        set { unique().fields.menu = newValue }
    }

    public var when: String? {
        get { storage.fields.when }
        set { unique().fields.when = newValue }
    }

    /// The entry's own `platforms`, if it narrows the manifest's.
    public var declaredPlatforms: PlatformSet? {
        get { storage.fields.declaredPlatforms }
        set { unique().fields.declaredPlatforms = newValue }
    }

    var declaredPlatformEntries: [(platform: Platform, range: ByteRange)] {
        get { storage.fields.declaredPlatformEntries }
        set { unique().fields.declaredPlatformEntries = newValue }
    }

    /// The platforms the entry applies to: the manifest's, narrowed by the entry's own.
    public var platforms: PlatformSet {
        get { storage.fields.platforms }
        set { unique().fields.platforms = newValue }
    }

    /// A reserved-table id this entry deliberately redefines (HIG: Get Info on Command-I).
    public var repurposes: String? {
        get { storage.fields.repurposes }
        set { unique().fields.repurposes = newValue }
    }

    var repurposesRange: ByteRange? {
        get { storage.fields.repurposesRange }
        set { unique().fields.repurposesRange = newValue }
    }

    /// Another entry's id that this one complements (so Shift-variant rules accept the pair).
    public var complements: String? {
        get { storage.fields.complements }
        set { unique().fields.complements = newValue }
    }

    var complementsRange: ByteRange? {
        get { storage.fields.complementsRange }
        set { unique().fields.complementsRange = newValue }
    }

    public var discoverabilityTitle: String? {
        get { storage.fields.discoverabilityTitle }
        set { unique().fields.discoverabilityTitle = newValue }
    }

    /// The action selector the item sends (`openDocument:`), as Interface Builder's `<action
    /// selector>` writes it: a standard one makes the entry that standard command whatever its
    /// title says.
    public var action: String? {
        get { storage.fields.action }
        set { unique().fields.action = newValue }
    }

    /// The shortcut belongs to a control shown in a window (a SwiftUI `Button` outside the menu
    /// bar's `commands`), so people can reach the action without it: found by the source readers,
    /// never set by a manifest.
    public var isVisibleControl: Bool {
        get { storage.fields.isVisibleControl }
        set { unique().fields.isVisibleControl = newValue }
    }

    /// The code gives the shortcut a title, but one computed when the app runs
    /// (`Button("\(hidden ? "Show" : "Hide") Sidebar")`), so ``title`` is nil. Found by the
    /// source readers, never set by a manifest.
    var titleIsComputed: Bool {
        get { storage.fields.titleIsComputed }
        set { unique().fields.titleIsComputed = newValue }
    }

    /// A `KeyboardShortcut` value declared on its own (`static let save = KeyboardShortcut("s")`)
    /// that its file applies to no control: the control, with its title and menu, is in another
    /// file, so `shortcut-only-action` does not call it menu-less. Found by the source readers,
    /// never set by a manifest.
    var isDetachedValue: Bool {
        get { storage.fields.isDetachedValue }
        set { unique().fields.isDetachedValue = newValue }
    }

    /// The reserved row the code says this shortcut is, whatever its title: a SwiftUI button
    /// with `.keyboardShortcut(.cancelAction)` is the cancel action ("Keep", "Not Now"). Found by
    /// the source readers, never set by a manifest (where the title says it).
    public var declaredStandard: String? {
        get { storage.fields.declaredStandard }
        set { unique().fields.declaredStandard = newValue }
    }

    /// Rule ids suppressed for this entry, with where each was written.
    var allow: [Suppression] {
        get { storage.fields.allow }
        set { unique().fields.allow = newValue }
    }

    /// Interface Builder: an alternate item (`alternate="YES"`), shown in place of the item
    /// before it while its extra modifier is held. It shares that item's key with another
    /// modifier by design, so the two are one menu slot, not a conflict.
    public var isAlternate: Bool {
        get { storage.fields.isAlternate }
        set { unique().fields.isAlternate = newValue }
    }

    /// Interface Builder: a hidden item (`hidden="YES"`). Its key equivalent still works, but
    /// nobody sees it in the menu, so it is not discoverable there.
    public var isHidden: Bool {
        get { storage.fields.isHidden }
        set { unique().fields.isHidden = newValue }
    }

    /// How reports and messages name the entry: its title, else its id, else its position.
    public var displayName: String {
        if let title, !title.isEmpty { return "\"\(title)\"" }
        if let id { return "'\(id)'" }
        return "entry \(position + 1)"
    }

    /// The box, copied first if another entry shares it.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        return storage
    }

    private struct Fields {
        var index: Int
        var position: Int
        var range: ByteRange
        var id: String? = nil
        var title: String? = nil
        var keyText: String? = nil
        var key: ParsedShortcut? = nil
        var keyError: NotationError? = nil
        var keyRange: ByteRange
        var keyTextOffset: Int? = nil
        var menu: MenuPath? = nil
        var when: String? = nil
        var declaredPlatforms: PlatformSet? = nil
        var declaredPlatformEntries: [(platform: Platform, range: ByteRange)] = []
        var platforms: PlatformSet
        var repurposes: String? = nil
        var repurposesRange: ByteRange? = nil
        var complements: String? = nil
        var complementsRange: ByteRange? = nil
        var discoverabilityTitle: String? = nil
        var action: String? = nil
        var isVisibleControl = false
        var isDetachedValue = false
        var titleIsComputed = false
        var declaredStandard: String? = nil
        var allow: [Suppression] = []
        var isAlternate = false
        var isHidden = false
    }

    /// Only ever mutated through a uniquely referenced box (``unique()``), which is what makes
    /// sharing it between threads safe.
    private final class Storage: @unchecked Sendable {
        var fields: Fields

        init(_ fields: Fields) { self.fields = fields }
    }
}
