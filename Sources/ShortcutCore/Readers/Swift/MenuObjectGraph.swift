/// The menu items, key commands and menus a file builds in code (AppKit `NSMenuItem`/`NSMenu`,
/// UIKit `UIKeyCommand`/`UIMenu`), linked the way the code links them: items added to menus,
/// menus hung under items or inserted into the standard menus, properties assigned after
/// creation. The scanners fill it in source order; shortcuts are made at the end, once every
/// assignment is known.
///
/// Names are bound the simple way: `item.keyEquivalentModifierMask = …` applies to the object
/// most recently assigned to a variable called `item` above it. That is how menu-building code is
/// written (a fresh `let item = NSMenuItem(…)` per item, or one `var item` reassigned); the reader
/// does not track scopes.
struct MenuObjectGraph {
    enum Kind { case item, menu }

    struct Object {
        var kind: Kind
        var framework: SourceValues.Framework
        /// First and last token of the creating expression.
        var first: Int
        var last: Int
        var title: SourceText = .absent
        var discoverabilityTitle: SourceText = .absent
        /// The selector of its `action` (``SourceTokens/selector(from:to:)``).
        var action: String?
        var key: SourceKey = .none
        var keyFirst = -1
        var keyLast = -1
        var modifiers: SourceModifiers
        /// The menu that holds this item (or, in UIKit, this submenu).
        var container: Int?
        /// AppKit: the item this menu is the submenu of.
        var parentItem: Int?
        /// UIKit: the standard menu this menu was inserted into (`[]` for the top level).
        var standardMenu: [String]?
        /// `NSApp.mainMenu = menu`: its items are the menu bar's menus.
        var isMainMenu = false
        /// A UIKit menu shown inline (`.displayInline`, or untitled): adds no level to the path.
        var isInline = false
        /// A menu of the menu bar the code reaches through the application instead of making it
        /// (`[[[NSApp mainMenu] itemWithTitle:@"Window"] submenu]`, `NSApp.windowsMenu`): its path
        /// from the bar, `[]` for the bar itself (MenuBarReferences.swift).
        var menuBarPath: [String]?
        /// The tokens each property was last written from (a creation's argument, a later
        /// assignment): what tells a helper's parameters from its fixed values (ShortcutHelpers.swift).
        var written = Written()
        /// An item a helper's call makes: `first…last` is the call.
        var isHelperCall = false
        /// An item an `NSMenu` category or extension adds to itself (`[self addItemWithTitle:…]`).
        var isAddedToSelf = false
        /// A menu made elsewhere that the code adds items to (``MenuObjectRecorder/menuMadeElsewhere(at:)``).
        var isMadeElsewhere = false
        /// Where the code appends the object, made beforehand and named, to an array
        /// (`shortcuts.append(selectObjectCommand)`): the branch of a single append, not of the
        /// making, says when it is in the array.
        var appendSites: [Int] = []
    }

    /// The tokens of the values written to an object's properties.
    struct Written {
        var key: ClosedRange<Int>?
        var modifiers: ClosedRange<Int>?
        var title: ClosedRange<Int>?
        var discoverabilityTitle: ClosedRange<Int>?
        var action: ClosedRange<Int>?
    }

    /// Where a menu is shown, which decides its items' scope.
    enum Place: Equatable {
        /// In the menu bar: attached to the main menu (`NSApp.mainMenu = menu`, `setSubmenu:` of a
        /// menu-bar item, `insertItem` into a menu-bar menu), or a UIKit menu the menu builder
        /// inserts. No scope.
        case menuBar
        /// A menu of its own the code makes and never attaches to the menu bar: a context or pop-up
        /// menu, a status item's or a view's menu. Its key equivalents work while it is open, so
        /// its items get a scope of their own (as Interface Builder's menus outside the main menu
        /// do), named after the menu at its root (the token that makes it).
        case own(root: Int)
        /// Somewhere the file does not show: under an item that is put into a menu made elsewhere,
        /// or a UIKit menu nothing inserts. No scope, as before anything was known.
        case unknown
    }

    /// Every object, in the order the code makes them.
    private(set) var objects: [Object] = []
    /// The object each variable name was last assigned.
    private var bindings: [String: Int] = [:]
    /// The object created by the call whose `(` (or Objective-C `[`) is at a token index.
    private var createdAt: [Int: Int] = [:]
    /// The menu most recently hung under each item.
    private var submenus: [Int: Int] = [:]

    mutating func add(_ object: Object, name: String?, call: Int?) -> Int {
        objects.append(object)
        let index = objects.count - 1
        if let name { bindings[name] = index }
        if let call { createdAt[call] = index }
        return index
    }

    func object(named name: String) -> Int? { bindings[name] }
    func object(createdAt call: Int) -> Int? { createdAt[call] }

    subscript(_ index: Int) -> Object {
        get { objects[index] }
        set {
            objects[index] = newValue
            if let item = newValue.parentItem { submenus[item] = index }
        }
    }

    /// A menu's path: the titles from the menu bar down to it, or nil when the code does not
    /// show where it hangs and it has no title of its own. An AppKit menu hung under a menu-bar
    /// item is that menu (its title, else the item's); a UIKit menu inserted with
    /// `insertChild(_:atStartOfMenu:)` sits in that standard menu. A menu of its own (a context,
    /// pop-up or status-item menu, ``Place/own(root:)``) is named by its own title, "Menu" when it
    /// has none; a submenu of an item added elsewhere by its own title.
    func path(ofMenu menu: Int, depth: Int = 0) -> [String]? {
        guard depth < 32 else { return nil }
        let object = objects[menu]
        if object.isMainMenu { return [] }
        if let path = object.menuBarPath { return path }
        if object.isMadeElsewhere { return [MenuObjectRecorder.unnamedMenu] }
        var own = object.title.literal.flatMap { $0.isEmpty ? nil : $0 }
        if let item = object.parentItem {
            // `[[[NSApp mainMenu] itemWithTitle:@"Window"] setSubmenu:menu]`: that menu-bar menu.
            if let bar = objects[item].menuBarPath { return bar }
            own = own ?? objects[item].title.literal.flatMap { $0.isEmpty ? nil : $0 }
            if let parentMenu = objects[item].container, let above = path(ofMenu: parentMenu, depth: depth + 1) {
                return own.map { above + [$0] }
            }
            return own.map { [$0] }
        }
        let level = object.isInline || own == nil ? [] : [own!]
        if let standard = object.standardMenu { return standard + level }
        if let container = object.container {
            return path(ofMenu: container, depth: depth + 1).map { $0 + level }
        }
        // A menu of its own with no title is named as Interface Builder names one: "Menu".
        if let own { return [own] }
        return object.framework == .appKit ? [Self.untitledMenu] : nil
    }

    /// The path of a menu of its own that has no title (Interface Builder's name for one).
    static let untitledMenu = "Menu"

    /// Where the menu is shown (``Place``): walks up from the menu through the items it hangs
    /// under and the menus holding them.
    func place(ofMenu menu: Int) -> Place {
        var current = menu
        for _ in 0..<32 {
            let object = objects[current]
            if object.isMainMenu || object.menuBarPath != nil || object.standardMenu != nil { return .menuBar }
            if object.isMadeElsewhere { return .unknown }
            if let item = object.parentItem {
                if objects[item].menuBarPath != nil { return .menuBar }
                guard let container = objects[item].container else { return .unknown }
                current = container
            } else if let container = object.container {
                current = container
            } else {
                return object.framework == .appKit ? .own(root: current) : .unknown
            }
        }
        return .unknown
    }

    /// The menu most recently hung under an item (`item.submenu = menu`).
    func submenu(of item: Int) -> Int? { submenus[item] }

    /// Every item with a key, as a declaration; `scopeName` names the scope of a menu of its own
    /// from the token at its root.
    func declarations(scopeName: (Int) -> String) -> [SourceScanContext.Declaration] {
        objects.compactMap { object in
            guard object.kind == .item, object.key != .none else { return nil }
            let menu = object.container.flatMap { path(ofMenu: $0) }.flatMap(StandardMenus.path)
            // UIKeyCommand's discoverability title names the command when it has no title.
            let title = object.title == .absent ? object.discoverabilityTitle : object.title
            var declaration = SourceScanContext.Declaration(
                framework: object.framework, first: object.first, last: object.last,
                keyFirst: object.keyFirst >= 0 ? object.keyFirst : object.first,
                keyLast: object.keyFirst >= 0 ? object.keyLast : object.last, key: object.key, modifiers: object.modifiers,
                title: title, discoverabilityTitle: object.discoverabilityTitle, action: object.action, menu: menu)
            if let container = object.container, case .own(let root) = place(ofMenu: container) {
                declaration.menuScope = scopeName(objects[root].first)
            }
            if object.appendSites.count == 1 { declaration.armToken = object.appendSites[0] }
            return declaration
        }
    }
}
