/// One declared shortcut: its fields as the manifest (or a reader) gave them, with the byte
/// ranges findings point at.
public struct ShortcutEntry: Sendable {
    init(index: Int, position: Int, range: ByteRange) {
        self.index = index
        self.position = position
        self.range = range
        self.keyRange = range
        self.platforms = .defaultPlatforms
    }

    /// Position among the decoded entries (`manifest.shortcuts[index]`), from 0; rules use it to
    /// index per-entry tables.
    public var index: Int

    /// Position in the file's `shortcuts` list, from 0 (differs from ``index`` when an earlier
    /// item was not a mapping). Reports and messages use it.
    public var position: Int

    /// The entry's whole value (its mapping or object).
    public var range: ByteRange

    public var id: String? = nil

    public var title: String? = nil

    /// The key string as written; nil when missing or not a string.
    public var keyText: String? = nil

    /// The parsed key; nil when missing or unparsable (invalid-shortcut has reported it).
    public var key: ParsedShortcut? = nil

    /// Why the key string does not parse, when it does not (invalid-shortcut reports it).
    public var keyError: NotationError? = nil

    /// The key value (quotes included), or the entry itself when the key is missing. Findings
    /// about the entry point here.
    public var keyRange: ByteRange

    /// Where the key string's text starts in the source when it is written verbatim (no escapes):
    /// lets findings underline a part of the string and `--fix` replace exactly it.
    var keyTextOffset: Int? = nil

    public var menu: MenuPath? = nil

    public var when: String? = nil

    /// The readers scope the items of a menu that is not the menu bar (a context menu, a status
    /// item's or the Dock's menu, a menu the code pops up) `menu.<id>` or `menu.<file>:<line>`.
    /// AppKit offers key equivalents to the main menu only, so such an item's key acts only while
    /// its menu is open, never while people type: a bare letter there steals no keystroke.
    /// (A pop-up button's menu is live in its window, and is scoped `popup.<id>` instead.)
    var isInMenuOfItsOwn: Bool { when?.hasPrefix(Self.menuOfItsOwnScope) == true }

    /// The `when` prefix of a menu of its own (``isInMenuOfItsOwn``).
    static let menuOfItsOwnScope = "menu."

    /// The entry's own `platforms`, if it narrows the manifest's.
    public var declaredPlatforms: PlatformSet? = nil

    var declaredPlatformEntries: [(platform: Platform, range: ByteRange)] = []

    /// The platforms the entry applies to: the manifest's, narrowed by the entry's own.
    public var platforms: PlatformSet

    /// A reserved-table id this entry deliberately redefines (HIG: Get Info on Command-I).
    public var repurposes: String? = nil

    var repurposesRange: ByteRange? = nil

    /// Another entry's id that this one complements (so Shift-variant rules accept the pair).
    public var complements: String? = nil

    var complementsRange: ByteRange? = nil

    public var discoverabilityTitle: String? = nil

    /// The action selector the item sends (`openDocument:`), as Interface Builder's `<action
    /// selector>` writes it: a standard one makes the entry that standard command whatever its
    /// title says.
    public var action: String? = nil

    /// The shortcut belongs to a control shown in a window (a SwiftUI `Button` outside the menu
    /// bar's `commands`), so people can reach the action without it: found by the source readers,
    /// never set by a manifest.
    public var isVisibleControl: Bool = false

    /// The key a view answers as it is operated, not a command of the app: Return, Esc, Tab, the
    /// arrows, Page Up/Down, Home, End, Space or Delete, alone or with Shift, among a UIKit responder's own key
    /// commands (a dialog's Return and Esc, a list's arrows, a field's Tab), or a Control binding
    /// of the text system (⌃P, ⌃N) among a text view's. People operate the view on screen too, and
    /// the menu bar is no place for such a key, so no rule asks for a menu item for it or for
    /// Command on it. Found by the source readers; a manifest says it with `controlKey: true`.
    public var isControlKey: Bool = false

    /// Where the code declares the same shortcut again, in another branch of one `if`, `switch`
    /// or `#if` (the keys as written): one shortcut, read once at ``keyRange`` with its first title
    /// (docs/swift-sources.md, "One shortcut in exclusive branches"); `extract` names these lines.
    /// Found by the source readers, never set by a manifest.
    var otherDeclarations: [ByteRange] = []

    /// The code gives the shortcut a title, but one computed when the app runs
    /// (`Button("\(hidden ? "Show" : "Hide") Sidebar")`), so ``title`` is nil. Found by the
    /// source readers, never set by a manifest.
    var titleIsComputed: Bool = false

    /// A `KeyboardShortcut` value declared on its own (`static let save = KeyboardShortcut("s")`)
    /// that its file applies to no control: the control, with its title and menu, is in another
    /// file, so `shortcut-only-action` does not call it menu-less. Found by the source readers,
    /// never set by a manifest.
    var isDetachedValue: Bool = false

    /// The reserved row the code says this shortcut is, whatever its title: a SwiftUI button
    /// with `.keyboardShortcut(.cancelAction)` is the cancel action ("Keep", "Not Now"). Found by
    /// the source readers, never set by a manifest (where the title says it).
    public var declaredStandard: String? = nil

    /// Rule ids suppressed for this entry, with where each was written.
    var allow: [Suppression] = []

    /// Interface Builder: an alternate item (`alternate="YES"`), shown in place of the item
    /// before it while its extra modifier is held. It shares that item's key with another
    /// modifier by design, so the two are one menu slot, not a conflict.
    public var isAlternate: Bool = false
    /// Shift taken from a UIKit key command's capital-letter input (`input: "G"` with `.command`):
    /// what Mac Catalyst's menus show, but UIKit does not document how iPadOS matches it, so a
    /// conflict that rests on it is a warning, not an error (duplicate-shortcut).
    var shiftIsFromUppercaseInput: Bool = false
    /// In code, the branches its declaration sits in (each `if` arm, `switch` case or `#if` block,
    /// by the token that opens it): two entries of one file each under a condition the other is
    /// not under exist together only when both conditions hold (ownCloud's Close Search on Esc
    /// while search results show, Exit Full Screen on Esc while the bar is hidden).
    var conditions: [Int] = []
    /// Declared with `key: null`: a menu item without a shortcut, kept apart from the shortcuts
    /// (``Manifest/itemsWithoutShortcut``).
    var declaresNoShortcut: Bool = false

    /// The group of its menu the entry's item is in, between two separators (``MenuLayout/entryGroups``):
    /// entries with the same number sit together, as the app grouped related commands; nil where
    /// the reader does not know (manifests, code).
    var menuGroup: Int? = nil

    /// Interface Builder: a hidden item (`hidden="YES"`). Its key equivalent still works, but
    /// nobody sees it in the menu, so it is not discoverable there.
    public var isHidden: Bool = false

    /// How reports and messages name the entry: its title, else its id, else its position.
    public var displayName: String {
        if let title, !title.isEmpty { return "\"\(title.forMessage)\"" }
        if let id { return "'\(id.forMessage)'" }
        return "entry \(position + 1)"
    }

}
