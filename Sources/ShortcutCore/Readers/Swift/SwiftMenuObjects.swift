/// AppKit and UIKit shortcuts in Swift: `NSMenuItem(title:action:keyEquivalent:)`,
/// `menu.addItem(withTitle:action:keyEquivalent:)` and `insertItem(withTitle:…)`, with a later
/// `item.keyEquivalentModifierMask = […]` (`keyEquivalent`, `title` too); `UIKeyCommand(…)` in all
/// its initializers, with `discoverabilityTitle`; and the menus they go into (`NSMenu(title:)`,
/// `addItem`, `submenu`, `NSApp.mainMenu`; `UIMenu(title:children:)`, the menu builder's
/// `insertChild`, `insertSibling` and `replace`).
///
/// AppKit's default modifier is Command, and an uppercase key equivalent includes Shift
/// (`NSMenuItem.keyEquivalent`); UIKit's default is no modifier.
struct SwiftMenuObjects {
    let context: SourceScanContext
    private var tokens: SourceTokens { context.tokens }
    private var values: SourceValues { context.values }

    /// The labels of Apple's initializers and methods the reader reads.
    private static let knownLabels: [String: Set<String>] = [
        "NSMenuItem": ["title", "action", "keyEquivalent"],
        "UIKeyCommand": [
            "title", "image", "action", "input", "modifierFlags", "propertyList", "alternates", "discoverabilityTitle",
            "attributes", "state",
        ],
        "addItem": ["withTitle", "action", "keyEquivalent"],
        "insertItem": ["withTitle", "action", "keyEquivalent", "at"],
    ]

    /// Properties whose assignment the reader follows.
    private static let properties: Set<String> = [
        "keyEquivalentModifierMask", "keyEquivalent", "title", "discoverabilityTitle", "submenu", "mainMenu",
    ]

    func scan(into findings: inout SourceFindings) {
        var graph = MenuObjectGraph()
        for index in 0..<tokens.count where tokens[index].kind == .identifier {
            if tokens.kind(index + 1) == .leftParen, tokens.kind(index - 1) != .dot {
                if tokens.isName(index, "NSMenuItem") {
                    create(.item, .appKit, at: index, in: &graph)
                } else if tokens.isName(index, "UIKeyCommand") {
                    create(.item, .uiKit, at: index, in: &graph)
                } else if tokens.isName(index, "NSMenu") {
                    create(.menu, .appKit, at: index, in: &graph)
                } else if tokens.isName(index, "UIMenu") {
                    create(.menu, .uiKit, at: index, in: &graph)
                }
            } else if tokens.kind(index - 1) == .dot, tokens.kind(index + 1) == .leftParen {
                call(at: index, in: &graph)
            } else if tokens.kind(index - 1) == .dot, tokens.isOperator(index + 1, "="), Self.properties.contains(tokens.text(index)) {
                assignment(at: index, in: &graph)
            }
        }
        for declaration in graph.declarations() { context.record(declaration, into: &findings) }
    }

    // MARK: Creation

    private func create(_ kind: MenuObjectGraph.Kind, _ framework: SourceValues.Framework, at head: Int, in graph: inout MenuObjectGraph) {
        let open = head + 1
        guard let close = tokens.match(open) else { return }
        let arguments = tokens.arguments(of: open)
        func argument(_ label: String) -> SourceArgument? { arguments.first { $0.label == label } }
        var object = MenuObjectGraph.Object(
            kind: kind, framework: framework, first: head, last: close,
            modifiers: SourceModifiers(set: framework == .appKit ? .command : []))
        let titleArgument = argument("title") ?? arguments.first.flatMap { $0.label == nil && kind == .menu ? $0 : nil }
        if let titleArgument { object.title = values.text(titleArgument) }
        if let title = argument("discoverabilityTitle") { object.discoverabilityTitle = values.text(title) }
        if let key = argument(framework == .appKit ? "keyEquivalent" : "input") {
            object.key = values.key(from: key.first, to: key.last, framework: framework)
            (object.keyFirst, object.keyLast) = (key.first, key.last)
        }
        if let modifiers = argument("modifierFlags") { object.modifiers = values.modifiers(from: modifiers.first, to: modifiers.last) }
        if kind == .item, let custom = tokens.customCall(arguments, known: Self.knownLabels[tokens.text(head)] ?? []) {
            object.modifiers.unresolved = custom
        }
        if let options = argument("options") {
            object.isInline = (options.first...max(options.first, options.last)).contains { tokens.isName($0, "displayInline") }
        }
        if kind == .menu, object.title.literal?.isEmpty ?? false { object.isInline = true }
        let created = graph.add(object, name: tokens.assignedName(ofValueAt: head), call: open)
        place(created, createdAt: head, in: &graph)
        if framework == .uiKit, kind == .menu, let children = argument("children"), tokens.kind(children.first) == .leftBracket {
            for element in tokens.elements(of: children.first) where element.first == element.last && tokens.kind(element.first) == .identifier {
                if let child = graph.object(named: tokens.text(element.first)) { graph[child].container = created }
            }
        }
    }

    /// Links an object to what the code around its creation puts it in: `menu.addItem(NSMenuItem(…))`,
    /// `UIMenu(children: [UIKeyCommand(…)])`, `item.submenu = NSMenu(…)`, `menu.items = [NSMenuItem(…)]`,
    /// `builder.insertChild(UIMenu(…), atStartOfMenu: .file)`.
    private func place(_ object: Int, createdAt head: Int, in graph: inout MenuObjectGraph) {
        if let (name, property) = assignmentTarget(ofValueAt: head), let target = graph.object(named: name) {
            if property == "submenu" { graph[object].parentItem = target }
            return
        }
        guard let parent = tokens.parent(head) else { return }
        if tokens.kind(parent) == .leftBracket {
            // An element of `UIMenu(…, children: [ … ])` or of `menu.items = [ … ]`.
            if let call = tokens.parent(parent), tokens.kind(call) == .leftParen, let menu = graph.object(createdAt: call) {
                graph[object].container = menu
            } else if let menu = itemsTarget(ofValueAt: parent, in: graph) {
                graph[object].container = menu
            }
            return
        }
        guard tokens.kind(parent) == .leftParen, let callee = tokens.callee(of: parent) else { return }
        relate(callee: callee, arguments: tokens.arguments(of: parent), object: object, at: head, in: &graph)
    }

    // MARK: Calls

    /// `menu.addItem(withTitle:action:keyEquivalent:)` creates an item; `menu.addItem(item)`,
    /// `menu.setSubmenu(sub, for: item)` and the UIKit menu builder's calls link objects.
    private func call(at callee: Int, in graph: inout MenuObjectGraph) {
        let open = callee + 1
        let arguments = tokens.arguments(of: open)
        let isAdd = tokens.isName(callee, "addItem") || tokens.isName(callee, "insertItem")
        if isAdd, let first = arguments.first, first.label == "withTitle", let close = tokens.match(open) {
            let start = tokens.chainStart(before: callee - 1, directives: context.regions) ?? callee
            var object = MenuObjectGraph.Object(
                kind: .item, framework: .appKit, first: start, last: close, title: values.text(first),
                modifiers: SourceModifiers(set: .command))
            if let key = arguments.first(where: { $0.label == "keyEquivalent" }) {
                object.key = values.key(from: key.first, to: key.last, framework: .appKit)
                (object.keyFirst, object.keyLast) = (key.first, key.last)
            }
            object.modifiers.unresolved = tokens.customCall(arguments, known: Self.knownLabels[tokens.text(callee)] ?? [])
            object.container = tokens.receiver(ofCallee: callee).flatMap { graph.object(named: $0) }
            _ = graph.add(object, name: tokens.assignedName(ofValueAt: start), call: open)
            return
        }
        guard let first = arguments.first, first.first == first.last, tokens.kind(first.first) == .identifier,
            let object = graph.object(named: tokens.text(first.first))
        else { return }
        relate(callee: callee, arguments: arguments, object: object, at: first.first, in: &graph)
    }

    /// What a call that takes an object as its first argument does with it.
    private func relate(
        callee: Int, arguments: [SourceArgument], object: Int, at argument: Int, in graph: inout MenuObjectGraph
    ) {
        guard let first = arguments.first, first.first == argument else { return }
        let receiver = tokens.receiver(ofCallee: callee).flatMap { graph.object(named: $0) }
        func standardMenu(_ label: String) -> [String]? {
            guard let value = arguments.first(where: { $0.label == label }),
                let name = values.dottedName(from: value.first, to: value.last)?.names.last
            else { return nil }
            return StandardMenus.uiMenuIdentifiers[name]
        }
        switch tokens.text(callee) {
        case "addItem", "insertItem":
            if let receiver { graph[object].container = receiver }
        case "setSubmenu":
            if let item = arguments.first(where: { $0.label == "for" }), item.first == item.last,
                let parentItem = graph.object(named: tokens.text(item.first))
            {
                graph[object].parentItem = parentItem
            }
        case "insertChild":
            if let menu = standardMenu("atStartOfMenu") ?? standardMenu("atEndOfMenu") { graph[object].standardMenu = menu }
        case "insertSibling":
            if let menu = standardMenu("beforeMenu") ?? standardMenu("afterMenu") { graph[object].standardMenu = Array(menu.dropLast()) }
        default:
            break
        }
    }

    // MARK: Assignments

    /// `name.property = value` for a bound object (or the item an `addItem(withTitle:…)` just
    /// returned: `menu.addItem(withTitle: …).keyEquivalentModifierMask = …`).
    private func assignment(at property: Int, in graph: inout MenuObjectGraph) {
        let valueFirst = property + 2
        let valueLast = tokens.statementEnd(from: valueFirst)
        guard valueFirst <= valueLast else { return }
        let name = tokens.text(property)
        if name == "mainMenu" {
            if valueFirst == valueLast, tokens.kind(valueFirst) == .identifier, let menu = graph.object(named: tokens.text(valueFirst)) {
                graph[menu].isMainMenu = true
            } else if let menu = graph.object(createdAt: valueFirst + 1) {
                graph[menu].isMainMenu = true
            }
            return
        }
        let target: Int?
        if tokens.kind(property - 2) == .identifier {
            target = graph.object(named: tokens.text(property - 2))
        } else if tokens.kind(property - 2) == .rightParen, let open = tokens.match(property - 2) {
            target = graph.object(createdAt: open)
        } else {
            target = nil
        }
        guard let target else { return }
        switch name {
        case "keyEquivalentModifierMask":
            graph[target].modifiers = values.modifiers(from: valueFirst, to: valueLast)
        case "keyEquivalent":
            graph[target].key = values.key(from: valueFirst, to: valueLast, framework: graph[target].framework)
            (graph[target].keyFirst, graph[target].keyLast) = (valueFirst, valueLast)
        case "title":
            graph[target].title = values.text(from: valueFirst, to: valueLast)
        case "discoverabilityTitle":
            graph[target].discoverabilityTitle = values.text(from: valueFirst, to: valueLast)
        case "submenu":
            if valueFirst == valueLast, tokens.kind(valueFirst) == .identifier, let menu = graph.object(named: tokens.text(valueFirst)) {
                graph[menu].parentItem = target
            }
        default:
            break
        }
    }

    /// For a value right after `=`, the variable and property assigned: `("item", "submenu")` in
    /// `item.submenu = NSMenu(…)`.
    private func assignmentTarget(ofValueAt index: Int) -> (name: String, property: String)? {
        guard tokens.isOperator(index - 1, "="), tokens.kind(index - 2) == .identifier, tokens.kind(index - 3) == .dot,
            tokens.kind(index - 4) == .identifier
        else { return nil }
        return (tokens.text(index - 4), tokens.text(index - 2))
    }

    /// For an array right after `=`, the menu whose items it sets: `menu.items = [ … ]`,
    /// `item.submenu?.items = [ … ]` (the submenu hung under `item`), or `submenu?.items = [ … ]`
    /// inside an `NSMenuItem` subclass that set `submenu = NSMenu(…)` itself.
    private func itemsTarget(ofValueAt index: Int, in graph: MenuObjectGraph) -> Int? {
        guard tokens.isOperator(index - 1, "="), tokens.isName(index - 2, "items"), tokens.kind(index - 3) == .dot else { return nil }
        var position = index - 4
        if tokens.isOperator(position, "?") || tokens.isOperator(position, "!") { position -= 1 }
        if tokens.isName(position, "submenu"), tokens.kind(position - 1) == .dot, tokens.kind(position - 2) == .identifier {
            return graph.object(named: tokens.text(position - 2)).flatMap { graph.submenu(of: $0) }
        }
        // `menu.items = …`, or `submenu?.items = …` after `submenu = NSMenu(…)` in an item subclass.
        guard tokens.kind(position) == .identifier, tokens.kind(position - 1) != .dot else { return nil }
        return graph.object(named: tokens.text(position))
    }
}
