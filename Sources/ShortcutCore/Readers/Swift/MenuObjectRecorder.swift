/// Fills a ``MenuObjectGraph`` from what a front end (Swift or Objective-C syntax) has parsed:
/// creations with their arguments under Swift's labels (`title`, `keyEquivalent`, `input`,
/// `modifierFlags`, `discoverabilityTitle`, `options`), links between objects, and properties
/// assigned later. What a call means is decided here once for both languages.
struct MenuObjectRecorder {
    let context: SourceScanContext
    /// Filled by the front ends through the methods below (and MenuBarReferences.swift).
    var graph = MenuObjectGraph()
    var values: SourceValues { context.values }
    /// Key equivalents set on names the file did not create (``OutletKeyChange``).
    private var outletKeyChanges: [OutletKeyChange] = []
    /// Keys set on items the file neither creates nor holds in an outlet (``outletChanged(_:receiver:_:value:statement:)``).
    private var unresolvedKeyChanges: [UnresolvedShortcut] = []
    /// The file's local, loop and parameter names, worked out at the first key change through a
    /// name it did not create.
    private var nonOutletNames: Set<String>?
    /// The names the file declares as `NSMenuItem`s, worked out at the first key change through
    /// a local name.
    private var menuItemNames: Set<String>?
    /// The objects put into each array variable (MenuObjectFlow.swift).
    var elementLists: [String: [Int]] = [:]
    /// The object each function of the file returns, by its name.
    var functionResults: [String: Int] = [:]
    /// Links to a function's result, made once every result is known (a function may be defined
    /// after its call).
    var resultLinks: [(function: String, link: Link)] = []

    init(context: SourceScanContext) { self.context = context }

    /// How code puts one object into another.
    enum Link {
        /// `menu.addItem(item)`, `menu.insertItem(item, at:)`, an element of `UIMenu(children:)`.
        case addedTo(menu: Int)
        /// `item.submenu = menu`, `menu.setSubmenu(sub, for: item)`.
        case submenuOf(item: Int)
        /// The UIKit menu builder's `insertChild`/`insertSibling`: where the menu lands.
        case standardMenu([String])
        /// `NSApp.mainMenu = menu`.
        case mainMenu
    }

    /// A menu item, key command or menu created with `arguments`. AppKit items start with
    /// Command (`keyEquivalentModifierMask`'s default), UIKit ones with no modifier.
    mutating func create(
        _ kind: MenuObjectGraph.Kind, _ framework: SourceValues.Framework, first: Int, last: Int,
        arguments: [SourceArgument], customCall: Unresolved?, name: String?, call: Int
    ) -> Int {
        func argument(_ label: String) -> SourceArgument? { arguments.first { $0.label == label } }
        var object = MenuObjectGraph.Object(
            kind: kind, framework: framework, first: first, last: last,
            modifiers: SourceModifiers(set: framework == .appKit ? .command : []))
        func written(_ argument: SourceArgument) -> ClosedRange<Int>? { argument.isEmpty ? nil : argument.first...argument.last }
        if let title = argument("title") {
            object.title = values.text(title)
            object.written.title = written(title)
        }
        if let title = argument("discoverabilityTitle") {
            object.discoverabilityTitle = values.text(title)
            object.written.discoverabilityTitle = written(title)
        }
        if let action = argument("action") {
            object.action = context.tokens.selector(from: action.first, to: action.last)
            object.written.action = written(action)
        }
        if let key = argument(framework == .appKit ? "keyEquivalent" : "input") {
            object.key = values.key(from: key.first, to: key.last, framework: framework)
            (object.keyFirst, object.keyLast) = (key.first, key.last)
            object.written.key = written(key)
        }
        if let modifiers = argument("modifierFlags") {
            object.modifiers = values.modifiers(from: modifiers.first, to: modifiers.last)
            object.written.modifiers = written(modifiers)
        }
        if kind == .item, let customCall { object.modifiers.unresolved = customCall }
        if let options = argument("options"), options.first <= options.last {
            object.isInline = (options.first...options.last).contains {
                context.tokens.isName($0, "displayInline") || context.tokens.isName($0, "UIMenuOptionsDisplayInline")
            }
        }
        if kind == .menu, object.title.literal?.isEmpty ?? false { object.isInline = true }
        return graph.add(object, name: name, call: call)
    }

    mutating func link(_ object: Int, _ link: Link) {
        switch link {
        case .addedTo(let menu): graph[object].container = menu
        case .submenuOf(let item): graph[object].parentItem = item
        case .standardMenu(let path): graph[object].standardMenu = path
        case .mainMenu: graph[object].isMainMenu = true
        }
    }

    /// `target.property = value` (or Objective-C's `[target setProperty:value]`).
    mutating func assign(_ property: String, to target: Int, from first: Int, to last: Int) {
        let written = first <= last ? first...last : nil
        switch property {
        case "keyEquivalentModifierMask":
            graph[target].modifiers = values.modifiers(from: first, to: last)
            graph[target].written.modifiers = written
        case "keyEquivalent":
            graph[target].key = values.key(from: first, to: last, framework: graph[target].framework)
            (graph[target].keyFirst, graph[target].keyLast) = (first, last)
            graph[target].written.key = written
        case "title":
            graph[target].title = values.text(from: first, to: last)
            graph[target].written.title = written
        case "discoverabilityTitle":
            graph[target].discoverabilityTitle = values.text(from: first, to: last)
            graph[target].written.discoverabilityTitle = written
        case "action":
            graph[target].action = context.tokens.selector(from: first, to: last)
            graph[target].written.action = written
        case "submenu":
            if first == last, context.tokens.kind(first) == .identifier, let menu = graph.object(named: context.tokens.text(first)) {
                link(menu, .submenuOf(item: target))
            }
        default:
            break
        }
    }

    /// The standard menu a UIKit builder call puts a menu in, from the identifier it names
    /// (`.file`, `UIMenuFile`): inside it for `insertChild`, beside it for `insertSibling` (in the
    /// menu holding a menu of its own, in the same menu as a group of items: a sibling of
    /// `.fullscreen` is in View).
    func standardMenu(named identifier: SourceArgument?, sibling: Bool) -> [String]? {
        guard let identifier, let name = values.dottedName(from: identifier.first, to: identifier.last)?.names.last,
            let path = StandardMenus.uiMenuIdentifiers[name]
        else { return nil }
        return sibling && StandardMenus.isUIMenuOfItsOwn(name) ? Array(path.dropLast()) : path
    }

    mutating func record(into findings: inout SourceFindings) {
        linkResults()
        for declaration in graph.declarations(scopeName: context.menuScope(at:)) { context.record(declaration, into: &findings) }
        findings.outletKeyChanges += outletKeyChanges
        findings.unresolved += unresolvedKeyChanges
        findings.helpers += helpers()
    }

    /// `property` (a key equivalent or its mask) set to the tokens `value` on the object the
    /// tokens `first…last` name, which this file did not create: an outlet, matched with the app's
    /// Interface Builder files later. The name is a plain identifier, `self.name`, `self->name` or
    /// `_name` (the outlet's instance variable); a call's result, an array element, or a name the
    /// file declares as a local, loop variable or parameter (``SourceTokens/namesDeclaredAsNonOutlets()``)
    /// is none. A key set through such a name (CoverSutra's `validateMenuItem:` giving the item it
    /// is handed `[menuItem setKeyEquivalent:…]`) is an item the file gets from elsewhere, whose key
    /// the app sets when it runs: noted there, not checked.
    mutating func outletChanged(
        _ property: String, receiver first: Int, _ last: Int, value: (first: Int, last: Int), statement: (first: Int, last: Int)
    ) {
        guard OutletKeyChange.keyProperties.contains(property) else { return }
        let tokens = context.tokens
        var nameToken = first
        if last == first + 2, tokens.isName(first, "self"), tokens.kind(first + 1) == .dot || tokens.isOperator(first + 1, "->") {
            nameToken = last
        } else if first != last {
            return
        }
        guard tokens.kind(nameToken) == .identifier else { return }
        var name = Substring(tokens.text(nameToken))
        if name.hasPrefix("_") { name = name.dropFirst() }
        guard !name.isEmpty, name != "self", name != "super" else { return }
        let local = nonOutletNames ?? tokens.namesDeclaredAsNonOutlets()
        nonOutletNames = local
        let range = tokens.range(from: statement.first, through: statement.last)
        guard !local.contains(String(name)), !local.contains(tokens.text(nameToken)) else {
            let items = menuItemNames ?? tokens.namesDeclaredAsMenuItems()
            menuItemNames = items
            if property == "keyEquivalent", items.contains(tokens.text(nameToken)),
                values.key(from: value.first, to: value.last, framework: .appKit) != .none
            {
                let written = tokens.text(nameToken)
                unresolvedKeyChanges.append(
                    UnresolvedShortcut(
                        range: range, at: tokens.range(from: value.first, through: value.last),
                        wording: Unresolved.dynamic(.unresolvedKeySetElsewhere(code: .text(written))).wording))
            }
            return
        }
        outletKeyChanges.append(OutletKeyChange(outlet: String(name), property: property, range: range))
    }
}
