/// AppKit and UIKit shortcuts in Swift: `NSMenuItem(title:action:keyEquivalent:)`,
/// `menu.addItem(withTitle:action:keyEquivalent:)` and `insertItem(withTitle:…)`, with a later
/// `item.keyEquivalentModifierMask = […]` (`keyEquivalent`, `title` too); `UIKeyCommand(…)` in all
/// its initializers, with `discoverabilityTitle`; and the menus they go into (`NSMenu(title:)`,
/// `addItem`, `submenu`, `items`, `NSApp.mainMenu`; `UIMenu(title:children:)`, the menu builder's
/// `insertChild` and `insertSibling`). The Swift syntax is read here; what it means is
/// ``MenuObjectRecorder``'s.
///
/// AppKit's default modifier is Command, and an uppercase key equivalent includes Shift
/// (`NSMenuItem.keyEquivalent`); UIKit's default is no modifier.
struct SwiftMenuObjects {
    let context: SourceScanContext
    private var tokens: SourceTokens { context.tokens }

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

    /// Methods that create an item or put an object somewhere; no other call is parsed.
    private static let methods: Set<String> = ["addItem", "insertItem", "setSubmenu", "insertChild", "insertSibling", "append"]

    /// Properties whose assignment the reader follows.
    private static let properties: Set<String> = [
        "keyEquivalentModifierMask", "keyEquivalent", "title", "discoverabilityTitle", "submenu", "mainMenu", "action",
    ]

    func scan(into findings: inout SourceFindings) {
        var recorder = MenuObjectRecorder(context: context)
        let helpers = context.helpers.swift
        for index in 0..<tokens.count where tokens[index].kind == .identifier {
            if !helpers.isEmpty, tokens.kind(index + 1) == .leftParen, !tokens.isName(index - 1, "func"),
                let candidates = helpers[tokens.text(index)], helperCall(at: index, of: candidates, in: &recorder)
            {
                continue
            }
            if tokens.kind(index + 1) == .leftParen, tokens.kind(index - 1) != .dot {
                if tokens.isName(index, "NSMenuItem") {
                    create(.item, .appKit, at: index, in: &recorder)
                } else if tokens.isName(index, "UIKeyCommand") {
                    create(.item, .uiKit, at: index, in: &recorder)
                } else if tokens.isName(index, "NSMenu") {
                    create(.menu, .appKit, at: index, in: &recorder)
                } else if tokens.isName(index, "UIMenu") {
                    create(.menu, .uiKit, at: index, in: &recorder)
                }
            } else if tokens.kind(index - 1) == .dot, tokens.kind(index + 1) == .leftParen, Self.methods.contains(tokens.text(index)) {
                call(at: index, in: &recorder)
            } else if tokens.kind(index - 1) == .dot, tokens.isOperator(index + 1, "="), Self.properties.contains(tokens.text(index)) {
                assignment(at: index, in: &recorder)
            } else if tokens.isOperator(index - 1, "="),
                tokens.isName(index, "NSApp") || tokens.isName(index, "NSApplication") || tokens.isName(index, "super")
            {
                reference(at: index, in: &recorder)
            } else if tokens.isName(index, "return"), tokens.kind(index + 1) == .identifier, tokens.kind(index + 2) != .dot,
                tokens.kind(index + 2) != .leftParen, let object = recorder.graph.object(named: tokens.text(index + 1))
            {
                // `return menu`: the function's result.
                recorder.recordResult(object, ofFunctionAround: index)
            }
        }
        recorder.record(into: &findings)
    }

    // MARK: Creation

    private func create(
        _ kind: MenuObjectGraph.Kind, _ framework: SourceValues.Framework, at head: Int, in recorder: inout MenuObjectRecorder
    ) {
        let open = head + 1
        guard let close = tokens.match(open) else { return }
        let arguments = tokens.arguments(of: open)
        let created = recorder.create(
            kind, framework, first: head, last: close, arguments: arguments,
            customCall: tokens.customCall(arguments, known: Self.knownLabels[tokens.text(head)] ?? []),
            name: tokens.assignedName(ofValueAt: head), call: open)
        place(created, createdAt: head, in: &recorder)
        guard let children = arguments.first(where: { $0.label == "children" }) else { return }
        if tokens.kind(children.first) == .leftBracket {
            for element in tokens.elements(of: children.first)
            where element.first == element.last && tokens.kind(element.first) == .identifier {
                if let child = recorder.graph.object(named: tokens.text(element.first)) { recorder.link(child, .addedTo(menu: created)) }
            }
        } else if children.first == children.last, tokens.kind(children.first) == .identifier {
            // `UIMenu(…, children: commands)`: what the code put into the array.
            for child in recorder.elements(ofList: tokens.text(children.first)) { recorder.link(child, .addedTo(menu: created)) }
        }
    }

    /// Links an object to what the code around its creation puts it in: `menu.addItem(NSMenuItem(…))`,
    /// `UIMenu(children: [UIKeyCommand(…)])`, `item.submenu = NSMenu(…)`, `menu.items = [NSMenuItem(…)]`,
    /// `builder.insertChild(UIMenu(…), atStartOfMenu: .file)`.
    private func place(_ object: Int, createdAt head: Int, in recorder: inout MenuObjectRecorder) {
        if tokens.isName(head - 1, "return") || isSoleExpression(at: head) { recorder.recordResult(object, ofFunctionAround: head) }
        if let (name, property) = assignmentTarget(ofValueAt: head) {
            if property == "mainMenu" {
                recorder.link(object, .mainMenu)
            } else if property == "submenu", let target = recorder.graph.object(named: name) {
                recorder.link(object, .submenuOf(item: target))
            }
            return
        }
        guard let parent = tokens.parent(head) else { return }
        if tokens.kind(parent) == .leftBracket {
            // An element of `UIMenu(…, children: [ … ])` or of `menu.items = [ … ]`.
            if let call = tokens.parent(parent), tokens.kind(call) == .leftParen, let menu = recorder.graph.object(createdAt: call) {
                recorder.link(object, .addedTo(menu: menu))
            } else if let menu = itemsTarget(ofValueAt: parent, in: recorder.graph) {
                recorder.link(object, .addedTo(menu: menu))
            } else if let list = listName(ofArrayAt: parent) {
                recorder.addElement(object, toList: list)
            }
            return
        }
        // Only as the first argument of a method that links objects (the call is parsed once).
        guard tokens.kind(parent) == .leftParen, parent + 1 == head, let callee = tokens.callee(of: parent),
            Self.methods.contains(tokens.text(callee))
        else { return }
        relate(callee: callee, arguments: tokens.arguments(of: parent), object: object, at: head, in: &recorder)
    }

    /// A call of one of the app's helpers (``ShortcutHelper``): `UIKeyCommand.ported(input: "+", …)`,
    /// `.ported(…)`, `menuItem(title:action:key:)`, read as the item it makes, placed where the
    /// code puts it as any other. False when no candidate takes the call's labels.
    private func helperCall(at name: Int, of candidates: [ShortcutHelper], in recorder: inout MenuObjectRecorder) -> Bool {
        let open = name + 1
        guard let close = tokens.match(open) else { return false }
        let arguments = tokens.arguments(of: open)
        let matches = candidates.lazy.compactMap { helper in helper.parameters(ofSwiftCall: arguments).map { (helper, $0) } }
        guard let (helper, parameters) = matches.first else { return false }
        // The expression starts at the type or receiver (`UIKeyCommand.ported(`, `self.menuItem(`),
        // or the `.` of an implicit member (`.ported(`).
        var head = name
        while tokens.kind(head - 1) == .dot, tokens.kind(head - 2) == .identifier { head -= 2 }
        if tokens.kind(head - 1) == .dot, head == name { head -= 1 }
        let created = recorder.create(
            from: helper, arguments: parameters, first: head, last: close, name: tokens.assignedName(ofValueAt: head), call: open)
        place(created, createdAt: head, in: &recorder)
        if helper.addsToReceiver, let menu = receiverMenu(ofCallee: name, in: &recorder) { recorder.link(created, .addedTo(menu: menu)) }
        return true
    }

    // MARK: Calls

    /// `menu.addItem(withTitle:action:keyEquivalent:)` creates an item; `menu.addItem(item)`,
    /// `menu.setSubmenu(sub, for: item)` and the UIKit menu builder's calls link objects.
    private func call(at callee: Int, in recorder: inout MenuObjectRecorder) {
        let open = callee + 1
        let arguments = tokens.arguments(of: open)
        let isAdd = tokens.isName(callee, "addItem") || tokens.isName(callee, "insertItem")
        if isAdd, let first = arguments.first, first.label == "withTitle", let close = tokens.match(open) {
            let start = tokens.chainStart(before: callee - 1, directives: context.regions) ?? callee
            var labeled = arguments
            labeled[0].label = "title"
            let created = recorder.create(
                .item, .appKit, first: start, last: close, arguments: labeled,
                customCall: tokens.customCall(arguments, known: Self.knownLabels[tokens.text(callee)] ?? []),
                name: tokens.assignedName(ofValueAt: start), call: open)
            if tokens.isName(callee - 2, "self") { recorder.graph[created].isAddedToSelf = true }
            if let menu = receiverMenu(ofCallee: callee, in: &recorder) { recorder.link(created, .addedTo(menu: menu)) }
            return
        }
        guard let first = arguments.first else { return }
        if let function = functionCalled(by: first) {
            // `builder.insertChild(fileMenu(), atStartOfMenu: .file)`: the menu that function returns.
            if let link = link(callee: callee, arguments: arguments, in: &recorder) { recorder.linkResult(ofFunction: function, link) }
            return
        }
        guard first.first == first.last, tokens.kind(first.first) == .identifier,
            let object = recorder.object(named: tokens.text(first.first), usedAt: first.first, asMenu: false)
        else { return }
        relate(callee: callee, arguments: arguments, object: object, at: first.first, in: &recorder)
    }

    /// What a call that takes an object as its first argument does with it.
    private func relate(
        callee: Int, arguments: [SourceArgument], object: Int, at argument: Int, in recorder: inout MenuObjectRecorder
    ) {
        guard let first = arguments.first, first.first == argument else { return }
        if tokens.isName(callee, "append") {
            // `commands.append(UIKeyCommand(…))`: an element of the array `commands`; for a command
            // made beforehand (`commands.append(selectCommand)`), the append says when it is there.
            if tokens.kind(callee - 1) == .dot, tokens.kind(callee - 2) == .identifier, tokens.kind(callee - 3) != .dot {
                let madeBefore =
                    tokens.kind(argument) == .identifier && first.first == first.last && isInside(callee, blockOf: object, recorder)
                recorder.addElement(object, toList: tokens.text(callee - 2), appendedAt: madeBefore ? callee : nil)
            }
            return
        }
        if let link = link(callee: callee, arguments: arguments, in: &recorder) { recorder.link(object, link) }
    }

    /// Whether the token is inside the block the object was made in (an append in a branch
    /// below the making, not one after the `if` that made it).
    private func isInside(_ index: Int, blockOf object: Int, _ recorder: MenuObjectRecorder) -> Bool {
        var made = tokens.parent(recorder.graph[object].first)
        while let open = made, tokens.kind(open) != .leftBrace { made = tokens.parent(open) }
        guard let block = made else { return true }
        var enclosing = tokens.parent(index)
        while let open = enclosing {
            if open == block { return true }
            enclosing = tokens.parent(open)
        }
        return false
    }

    /// Where a call of one of ``methods`` puts the object it is given first.
    private func link(callee: Int, arguments: [SourceArgument], in recorder: inout MenuObjectRecorder) -> MenuObjectRecorder.Link? {
        func labeled(_ labels: String...) -> SourceArgument? { arguments.first { labels.contains($0.label ?? "") } }
        switch tokens.text(callee) {
        case "addItem", "insertItem":
            return receiverMenu(ofCallee: callee, in: &recorder).map { .addedTo(menu: $0) }
        case "setSubmenu":
            guard let item = labeled("for"), item.first == item.last,
                let parentItem = recorder.object(named: tokens.text(item.first), usedAt: item.first, asMenu: false)
            else { return nil }
            return .submenuOf(item: parentItem)
        case "insertChild":
            return recorder.standardMenu(named: labeled("atStartOfMenu", "atEndOfMenu"), sibling: false).map { .standardMenu($0) }
        case "insertSibling":
            return recorder.standardMenu(named: labeled("beforeMenu", "afterMenu"), sibling: true).map { .standardMenu($0) }
        default:
            return nil
        }
    }

    /// The name of the file's function an argument calls (`fileMenu()`, `self.makeMenu(for: x)`),
    /// when that call is the whole argument.
    private func functionCalled(by argument: SourceArgument) -> String? {
        var name = argument.first
        if tokens.isName(name, "self"), tokens.kind(name + 1) == .dot { name += 2 }
        guard tokens.kind(name) == .identifier, tokens.kind(name + 1) == .leftParen, tokens.match(name + 1) == argument.last else {
            return nil
        }
        return tokens.text(name)
    }

    /// The value at `head` is all a function's body says (`func fileMenu() -> UIMenu { UIMenu(…) }`).
    private func isSoleExpression(at head: Int) -> Bool {
        guard let body = tokens.parent(head), tokens.kind(body) == .leftBrace, body + 1 == head, let close = tokens.match(body),
            tokens.kind(head + 1) == .leftParen, tokens.match(head + 1) == close - 1
        else { return false }
        return tokens.enclosingFunction(of: head)?.body == body
    }

    /// The variable an array literal at `open` is assigned to: `var commands: [UIMenuElement] = [`,
    /// `let items = [`, `commands += [`, `commands.append(contentsOf: [`.
    private func listName(ofArrayAt open: Int) -> String? {
        if tokens.isOperator(open - 1, "=") || tokens.isOperator(open - 1, "+=") {
            var name = open - 2
            // Past a type annotation: `name: [UIMenuElement] =`, `name: Array<UIMenuElement> =`.
            if tokens.kind(name) == .rightBracket, let type = tokens.match(name), tokens.kind(type - 1) == .colon { name = type - 2 }
            guard tokens.kind(name) == .identifier, tokens.kind(name - 1) != .dot else { return nil }
            return tokens.text(name)
        }
        guard let call = tokens.parent(open), tokens.kind(call) == .leftParen, let callee = tokens.callee(of: call),
            tokens.isName(callee, "append"), tokens.kind(callee - 1) == .dot, tokens.kind(callee - 2) == .identifier
        else { return nil }
        return tokens.text(callee - 2)
    }

    /// The menu `receiver.addItem(…)` puts an item into: a name the file binds (or an event's
    /// context menu handed in as a parameter), or a menu of the menu bar the receiver reaches
    /// through the application (`NSApp.mainMenu?.item(withTitle: "Window")?.submenu?.addItem(…)`).
    private func receiverMenu(ofCallee callee: Int, in recorder: inout MenuObjectRecorder) -> Int? {
        guard tokens.kind(callee - 1) == .dot else { return nil }
        // `menu.addItem(`, `menu?.addItem(`, `self.menu.addItem(`.
        let name = tokens.isOperator(callee - 2, "?") || tokens.isOperator(callee - 2, "!") ? callee - 3 : callee - 2
        if tokens.kind(name) == .identifier, tokens.kind(name - 1) != .dot || tokens.isName(name - 2, "self"),
            let menu = recorder.object(named: tokens.text(name), usedAt: callee, asMenu: true)
        {
            return menu
        }
        guard let start = tokens.chainStart(before: callee - 1, directives: context.regions) else { return nil }
        return recorder.menuBarReference(from: start, to: callee - 2, name: nil) ?? recorder.menuMadeElsewhere(at: start)
    }

    /// A name given a menu the file does not make: `let windowMenu = NSApp.mainMenu?.item(withTitle:
    /// "Window")?.submenu` (`NSApp.windowsMenu`), a menu of the menu bar; `let menu = super.menu(for:
    /// event)`, an event's context menu.
    private func reference(at index: Int, in recorder: inout MenuObjectRecorder) {
        guard let name = tokens.assignedName(ofValueAt: index) ?? boundName(ofValueAt: index) else { return }
        if tokens.isName(index, "super") {
            if tokens.kind(index + 1) == .dot, tokens.isName(index + 2, "menu"), tokens.kind(index + 3) == .leftParen {
                _ = recorder.contextMenu(named: name, at: index)
            }
            return
        }
        _ = recorder.menuBarReference(from: index, to: tokens.statementEnd(from: index), name: name)
    }

    /// `if let name = …`, `guard let name = …`: the name an optional binding gives the value at `index`.
    private func boundName(ofValueAt index: Int) -> String? {
        guard tokens.isOperator(index - 1, "="), tokens.kind(index - 2) == .identifier,
            tokens.isName(index - 3, "let") || tokens.isName(index - 3, "var")
        else { return nil }
        return tokens.text(index - 2)
    }

    // MARK: Assignments

    /// `name.property = value` for a bound object (or the item an `addItem(withTitle:…)` just
    /// returned: `menu.addItem(withTitle: …).keyEquivalentModifierMask = …`).
    private func assignment(at property: Int, in recorder: inout MenuObjectRecorder) {
        let valueFirst = property + 2
        let valueLast = tokens.statementEnd(from: valueFirst)
        guard valueFirst <= valueLast else { return }
        let name = tokens.text(property)
        if name == "mainMenu" || name == "submenu",
            let function = functionCalled(by: SourceArgument(label: nil, first: valueFirst, last: valueLast))
        {
            // `NSApp.mainMenu = makeMainMenu()`, `fileItem.submenu = makeFileMenu()`.
            if name == "mainMenu" {
                recorder.linkResult(ofFunction: function, .mainMenu)
            } else if tokens.kind(property - 2) == .identifier,
                let item = recorder.object(named: tokens.text(property - 2), usedAt: property - 2, asMenu: false)
            {
                recorder.linkResult(ofFunction: function, .submenuOf(item: item))
            }
            return
        }
        if name == "mainMenu" {
            if valueFirst == valueLast, tokens.kind(valueFirst) == .identifier,
                let menu = recorder.graph.object(named: tokens.text(valueFirst))
            {
                recorder.link(menu, .mainMenu)
            }
            return
        }
        let target: Int?
        if tokens.kind(property - 2) == .identifier {
            target = recorder.object(named: tokens.text(property - 2), usedAt: property - 2, asMenu: false)
        } else if tokens.kind(property - 2) == .rightParen, let open = tokens.match(property - 2) {
            target = recorder.graph.object(createdAt: open)
        } else {
            target = nil
        }
        if let target {
            recorder.assign(name, to: target, from: valueFirst, to: valueLast)
        } else {
            // `extendItem.keyEquivalentModifierMask = [.command, .shift]` on an outlet
            // (`extendItem?.…`, `self.extendItem.…` too).
            var last = property - 2
            if tokens.isOperator(last, "?") || tokens.isOperator(last, "!") { last -= 1 }
            let first = tokens.isName(last - 2, "self") && tokens.kind(last - 1) == .dot ? last - 2 : last
            recorder.outletChanged(name, receiver: first, last, value: (valueFirst, valueLast), statement: (first, valueLast))
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
        guard tokens.kind(position) == .identifier, tokens.kind(position - 1) != .dot else { return nil }
        return graph.object(named: tokens.text(position))
    }
}
