/// Menus the code uses without making them: the menu bar's, reached through the application
/// (`[[[NSApp mainMenu] itemWithTitle:@"Window"] submenu]`, `NSApp.mainMenu?.item(withTitle:
/// "Window")?.submenu`, `NSApp.windowsMenu`), whose items are in the menu bar; and the menu an
/// event's method is handed or asks `super` for (`textView:menu:forEvent:atIndex:`,
/// `[super menuForEvent:event]`), a context menu of its own. Each becomes an object of the graph
/// the first time the code puts an item into it, so items added there get the right place.
extension MenuObjectRecorder {
    /// The path of a menu the code does not name: one of the menu bar found by position rather
    /// than title (`itemAtIndex:`), or one made elsewhere that the code adds items to.
    static let unnamedMenu = "‹Menu›"

    /// The path from the menu bar to the menu the tokens `first…last` reach through the
    /// application: `[]` for the bar itself, `["Window"]` for its Window menu, ``unnamedMenu``
    /// for a menu found by index or tag; nil when they do not reach the menu bar. A name bound to
    /// such a menu (`NSMenu *windowMenu = …`) reaches it too.
    func menuBarPath(from first: Int, to last: Int) -> [String]? {
        let tokens = context.tokens
        guard first <= last else { return nil }
        var path: [String]?
        var index = first
        while index <= last {
            defer { index += 1 }
            guard tokens.kind(index) == .identifier else { continue }
            let name = tokens.text(index)
            switch name {
            case "mainMenu": path = []
            case "windowsMenu": path = ["Window"]
            case "helpMenu": path = ["Help"]
            case "servicesMenu": path = [StandardMenus.appMenu, "Services"]
            default:
                guard path != nil else {
                    if tokens.kind(index - 1) != .dot, let bound = graph.object(named: name), let bar = graph[bound].menuBarPath {
                        path = bar
                    }
                    continue
                }
                if name == "itemWithTitle", tokens.kind(index + 1) == .colon {
                    path?.append(values.text(from: index + 2, to: index + 2).literal ?? Self.unnamedMenu)
                } else if name == "item", tokens.kind(index + 1) == .leftParen {
                    let argument = tokens.arguments(of: index + 1).first
                    let title = argument?.label == "withTitle" ? argument.flatMap { values.text($0).literal } : nil
                    path?.append(title ?? Self.unnamedMenu)
                } else if ["itemAtIndex", "itemWithTag", "items", "itemArray"].contains(name) {
                    path?.append(Self.unnamedMenu)
                }
            }
        }
        // The item of a menu-bar menu and its `submenu` name the same menu.
        return path
    }

    /// The object for a menu of the menu bar the tokens `first…last` reach, made on first use
    /// and bound to `name` when the code gives it one; nil when they reach no such menu.
    mutating func menuBarReference(from first: Int, to last: Int, name: String?) -> Int? {
        guard let path = menuBarPath(from: first, to: last) else { return nil }
        var object = MenuObjectGraph.Object(kind: .menu, framework: .appKit, first: first, last: last, modifiers: SourceModifiers(set: []))
        object.menuBarPath = path
        return graph.add(object, name: name, call: nil)
    }

    /// The object a name used at `index` stands for. A parameter of the function around the use
    /// hides an object of that name made before the function (another method's local). A menu
    /// that is a parameter of a method handling an event (`menu:(NSMenu *)menu forEvent:`), when
    /// `asMenu` says the code puts items into it, is that event's context menu: a menu of its own,
    /// made here on first use.
    mutating func object(named name: String, usedAt index: Int, asMenu: Bool) -> Int? {
        let bound = graph.object(named: name)
        guard let function = context.tokens.enclosingFunction(of: index) else { return bound }
        if let bound, graph[bound].first >= function.header { return bound }
        guard context.tokens.isParameter(name, of: function) else { return bound }
        guard asMenu, context.tokens.handlesEvent(function) else { return nil }
        return contextMenu(named: name, at: function.header)
    }

    /// A menu the code puts items into but neither makes nor reaches through the application (an
    /// outlet's submenu, a property another file sets, a parameter): the items are in a menu
    /// (`‹Menu›`), though which one, and where it is shown, the file does not say (no scope).
    mutating func menuMadeElsewhere(at index: Int) -> Int {
        var object = MenuObjectGraph.Object(kind: .menu, framework: .appKit, first: index, last: index, modifiers: SourceModifiers(set: []))
        object.isMadeElsewhere = true
        return graph.add(object, name: nil, call: nil)
    }

    /// A context menu the code asks for rather than makes (`[super menuForEvent:event]`,
    /// `super.menu(for: event)`), or is handed: a menu of its own, named from `anchor`.
    mutating func contextMenu(named name: String?, at anchor: Int) -> Int {
        graph.add(
            MenuObjectGraph.Object(kind: .menu, framework: .appKit, first: anchor, last: anchor, modifiers: SourceModifiers(set: [])),
            name: name, call: nil)
    }
}
