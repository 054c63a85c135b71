/// AppKit and UIKit shortcuts in Objective-C, where they are plain literals:
/// `[[NSMenuItem alloc] initWithTitle:@"Open…" action:@selector(open:) keyEquivalent:@"o"]`,
/// `[menu addItemWithTitle:…action:…keyEquivalent:…]`, a later `[item setKeyEquivalentModifierMask:…]`
/// or `item.keyEquivalentModifierMask = …` (the `NSEventModifierFlag…` and old `NS…KeyMask`
/// names), `[UIKeyCommand keyCommandWithInput:modifierFlags:action:]` and `commandWithTitle:…`;
/// and the menus they go into (`initWithTitle:`, `addItem:`, `setSubmenu:forItem:`,
/// `[NSApp setMainMenu:]`, `[UIMenu menuWithTitle:…children:@[…]]`, the menu builder's
/// `insertChildMenu:…` and `insertSiblingMenu:…`).
///
/// Messages are read as their selector parts, each named as the Swift label it becomes
/// (`initWithTitle:` is `title`), and handed to the same ``MenuObjectRecorder`` as Swift code.
struct ObjectiveCMenuObjects {
    let context: SourceScanContext
    private var tokens: SourceTokens { context.tokens }

    /// `[receiver part: argument part: argument]`, or `[receiver name]`.
    struct Message {
        var open: Int
        var close: Int
        /// The receiver's tokens.
        var receiver: (first: Int, last: Int)
        /// `initWithTitle:action:keyEquivalent:`, or `alloc`.
        var selector: String
        /// One per selector part, labeled with the part's name.
        var arguments: [SourceArgument]

        func argument(_ part: String) -> SourceArgument? { arguments.first { $0.label == part } }
    }

    /// Creating selectors and the Swift labels their parts become.
    private static let creations: [(selector: String, kind: MenuObjectGraph.Kind, framework: SourceValues.Framework, labels: [String])] = [
        ("initWithTitle:action:keyEquivalent:", .item, .appKit, ["title", "action", "keyEquivalent"]),
        ("keyCommandWithInput:modifierFlags:action:", .item, .uiKit, ["input", "modifierFlags", "action"]),
        (
            "keyCommandWithInput:modifierFlags:action:discoverabilityTitle:", .item, .uiKit,
            ["input", "modifierFlags", "action", "discoverabilityTitle"]
        ),
        (
            "commandWithTitle:image:action:input:modifierFlags:propertyList:", .item, .uiKit,
            ["title", "image", "action", "input", "modifierFlags", "propertyList"]
        ),
        (
            "commandWithTitle:image:action:input:modifierFlags:propertyList:alternates:", .item, .uiKit,
            ["title", "image", "action", "input", "modifierFlags", "propertyList", "alternates"]
        ),
    ]

    func scan(into findings: inout SourceFindings) {
        var recorder = MenuObjectRecorder(context: context)
        // Messages by their `[`, parsed once: an object created inside one looks its message up.
        var messages: [Int: Message] = [:]
        for index in 0..<tokens.count {
            let kind = tokens[index].kind
            if kind == .leftBracket, tokens.kind(index - 1) != .attribute, let message = message(at: index) {
                messages[index] = message
                handle(message, messages: messages, in: &recorder)
            } else if kind == .identifier, tokens.kind(index - 1) == .dot, tokens.isOperator(index + 1, "="),
                tokens.kind(index - 2) == .identifier
            {
                // `item.keyEquivalentModifierMask = NSEventModifierFlagCommand | NSEventModifierFlagShift;`
                let end = tokens.statementEnd(from: index + 2)
                if let target = recorder.object(named: tokens.text(index - 2), usedAt: index - 2, asMenu: false) {
                    recorder.assign(tokens.text(index), to: target, from: index + 2, to: end)
                } else {
                    let receiverFirst = tokens.isName(index - 4, "self") && tokens.kind(index - 3) == .dot ? index - 4 : index - 2
                    recorder.outletChanged(
                        tokens.text(index), receiver: receiverFirst, index - 2, value: (index + 2, end), statement: (receiverFirst, end))
                }
            }
        }
        recorder.record(into: &findings)
    }

    // MARK: Messages

    private func handle(_ message: Message, messages: [Int: Message], in recorder: inout MenuObjectRecorder) {
        let creation = creation(of: message)
        let firstPart = message.arguments.first?.label ?? ""
        let start = valueStart(ofMessageAt: message.open)
        let name = assignedName(ofValueAt: start)
        let helper = context.helpers.objectiveC.isEmpty ? nil : context.helpers.objectiveC[message.selector]
        let receiver = receiverObject(
            message, asMenu: helper?.addsToReceiver ?? creation?.isAddition ?? ["addItem", "insertItem", "setSubmenu"].contains(firstPart),
            in: &recorder)
        if let helper {
            // A call of one of the app's helpers (``ShortcutHelper``), read as the item it makes.
            let created = recorder.create(
                from: helper, arguments: message.arguments, first: message.open, last: message.close, name: name, call: message.open)
            place(created, createdAt: start, messages: messages, in: &recorder)
            if let receiver, helper.addsToReceiver { recorder.link(created, .addedTo(menu: receiver)) }
            return
        }
        if let creation {
            let created = recorder.create(
                creation.kind, creation.framework, first: message.open, last: message.close, arguments: creation.arguments,
                customCall: creation.custom, name: name, call: message.open)
            place(created, createdAt: start, messages: messages, in: &recorder)
            if let receiver, creation.isAddition { recorder.link(created, .addedTo(menu: receiver)) }
            if creation.isAddition, tokens.isName(message.receiver.first, "self") { recorder.graph[created].isAddedToSelf = true }
            if let children = message.argument("children"), tokens.kind(children.first) == .attribute,
                tokens.kind(children.first + 1) == .leftBracket
            {
                for element in tokens.elements(of: children.first + 1) where element.first == element.last {
                    if let child = recorder.graph.object(named: tokens.text(element.first)) {
                        recorder.link(child, .addedTo(menu: created))
                    }
                }
            }
            return
        }
        if let name, tokens.parent(start).map({ tokens.kind($0) != .leftBracket }) ?? true {
            // `NSMenu *windowMenu = [[[NSApp mainMenu] itemWithTitle:@"Window"] submenu];`,
            // `NSMenu *menu = [super menuForEvent:event];`
            if tokens.isName(message.receiver.first, "super"), message.selector.hasPrefix("menuForEvent:") {
                _ = recorder.contextMenu(named: name, at: message.open)
                return
            }
            if recorder.menuBarReference(from: message.open, to: message.close, name: name) != nil { return }
        }
        // Setters and links on an object the file named.
        guard let first = message.arguments.first, !first.isEmpty else { return }
        // A name, or a name wrapped in `[name autorelease]` (`retain`).
        var argumentName = first.first == first.last ? first.first : nil
        if tokens.kind(first.first) == .leftBracket, tokens.match(first.first) == first.last, first.last == first.first + 3,
            tokens.isName(first.first + 2, "autorelease") || tokens.isName(first.first + 2, "retain")
        {
            argumentName = first.first + 1
        }
        let argumentObject = argumentName.flatMap { name in
            tokens.kind(name) == .identifier ? recorder.object(named: tokens.text(name), usedAt: name, asMenu: false) : nil
        }
        switch firstPart {
        case "setKeyEquivalentModifierMask", "setKeyEquivalent", "setTitle", "setDiscoverabilityTitle", "setAction":
            let setter = firstPart.dropFirst(3)
            let property = setter.prefix(1).lowercased() + setter.dropFirst()
            if let receiver {
                recorder.assign(property, to: receiver, from: first.first, to: first.last)
            } else {
                recorder.outletChanged(
                    property, receiver: message.receiver.first, message.receiver.last, value: (first.first, first.last),
                    statement: (message.open, message.close))
            }
        case "setSubmenu":
            if let argumentObject, let item = relatedItem(message, receiver: receiver, recorder: &recorder) {
                recorder.link(argumentObject, .submenuOf(item: item))
            }
        default:
            if let argumentObject, let link = link(of: message, receiver: receiver, recorder: recorder) {
                recorder.link(argumentObject, link)
            }
        }
    }

    /// The object a message is sent to: a name the file binds (a parameter hides another
    /// method's object of that name), or, for a message that puts something into a menu
    /// (`asMenu`), a menu of the menu bar the receiver reaches through the application or an
    /// event's context menu (MenuBarReferences.swift).
    private func receiverObject(_ message: Message, asMenu: Bool, in recorder: inout MenuObjectRecorder) -> Int? {
        let (first, last) = message.receiver
        if first == last, tokens.kind(first) == .identifier,
            let object = recorder.object(named: tokens.text(first), usedAt: message.open, asMenu: asMenu)
        {
            return object
        }
        guard asMenu else { return nil }
        return recorder.menuBarReference(from: first, to: last, name: nil) ?? recorder.menuMadeElsewhere(at: first)
    }

    /// Where the value a message makes starts: the message itself, or the `[… autorelease]` (or
    /// `retain`, `copy`) wrapped around it, whose value is the same object.
    private func valueStart(ofMessageAt open: Int) -> Int {
        var start = open
        while let parent = tokens.parent(start), tokens.kind(parent) == .leftBracket, parent + 1 == start, let close = tokens.match(start),
            tokens.match(parent) == close + 2,
            tokens.isName(close + 1, "autorelease") || tokens.isName(close + 1, "retain") || tokens.isName(close + 1, "copy")
        {
            start = parent
        }
        return start
    }

    /// The name a value starting at `start` is assigned to, also as an arm of a conditional
    /// (`item = cond ? [[NSMenuItem alloc] …] : nil;`).
    private func assignedName(ofValueAt start: Int) -> String? {
        if let name = tokens.assignedName(ofValueAt: start) { return name }
        guard tokens.isOperator(start - 1, "?") || tokens.kind(start - 1) == .colon else { return nil }
        // Back over the condition (and the first arm) to the `=` of the statement.
        var index = start - 2
        for _ in 0..<64 {
            switch tokens.kind(index) {
            case .semicolon, .leftBrace, .rightBrace, .leftBracket, .leftParen, .comma, .outside: return nil
            case .rightParen, .rightBracket:
                guard let open = tokens.match(index) else { return nil }
                index = open - 1
                continue
            case .operator where tokens.isOperator(index, "="):
                return tokens.assignedName(ofValueAt: index + 1)
            default: break
            }
            index -= 1
        }
        return nil
    }

    /// What a message taking an object as its first argument makes of it.
    private func link(of message: Message, receiver: Int?, recorder: MenuObjectRecorder) -> MenuObjectRecorder.Link? {
        switch message.arguments.first?.label ?? "" {
        case "addItem", "insertItem": return receiver.map { .addedTo(menu: $0) }
        case "setMainMenu": return .mainMenu
        case "insertChildMenu":
            let identifier = message.argument("atStartOfMenuForIdentifier") ?? message.argument("atEndOfMenuForIdentifier")
            return recorder.standardMenu(named: identifier, sibling: false).map { .standardMenu($0) }
        case "insertSiblingMenu":
            let identifier = message.argument("beforeMenuForIdentifier") ?? message.argument("afterMenuForIdentifier")
            return recorder.standardMenu(named: identifier, sibling: true).map { .standardMenu($0) }
        default: return nil
        }
    }

    /// The item a `setSubmenu:` hangs its menu under: `[menu setSubmenu:sub forItem:item]`, or
    /// `[item setSubmenu:sub]`.
    private func relatedItem(_ message: Message, receiver: Int?, recorder: inout MenuObjectRecorder) -> Int? {
        guard let item = message.argument("forItem") else { return receiver }
        return item.first == item.last ? recorder.object(named: tokens.text(item.first), usedAt: item.first, asMenu: false) : nil
    }

    /// Links an object created inside another message or an array: `[menu addItem:[[NSMenuItem alloc] …]]`,
    /// `[UIMenu menuWithTitle:… children:@[[UIKeyCommand …]]]`, `item.submenu = [[NSMenu alloc] …]`.
    private func place(_ object: Int, createdAt open: Int, messages: [Int: Message], in recorder: inout MenuObjectRecorder) {
        if tokens.isOperator(open - 1, "="), tokens.kind(open - 3) == .dot, tokens.kind(open - 4) == .identifier {
            if tokens.isName(open - 2, "submenu"), let item = recorder.graph.object(named: tokens.text(open - 4)) {
                recorder.link(object, .submenuOf(item: item))
            } else if tokens.isName(open - 2, "mainMenu") {
                recorder.link(object, .mainMenu)
            }
            return
        }
        guard let parent = tokens.parent(open), tokens.kind(parent) == .leftBracket else { return }
        if tokens.kind(parent - 1) == .attribute {
            // An element of `@[…]`, the `children:` of a menu created around it.
            if let call = tokens.parent(parent), let menu = recorder.graph.object(createdAt: call) {
                recorder.link(object, .addedTo(menu: menu))
            }
            return
        }
        guard let outer = messages[parent], let first = outer.arguments.first, first.first == open else { return }
        let receiver = receiverObject(outer, asMenu: ["addItem", "insertItem", "setSubmenu"].contains(first.label ?? ""), in: &recorder)
        if first.label == "setSubmenu" {
            if let item = relatedItem(outer, receiver: receiver, recorder: &recorder) { recorder.link(object, .submenuOf(item: item)) }
        } else if let link = link(of: outer, receiver: receiver, recorder: recorder) {
            recorder.link(object, link)
        }
    }

    /// The creation a message is, with its arguments under Swift's labels: an item or menu from
    /// `[[NSMenuItem alloc] initWithTitle:…]`, `[menu addItemWithTitle:…]` (`isAddition`: it goes into
    /// the receiver), `[UIKeyCommand keyCommandWithInput:…]`, `[UIMenu menuWithTitle:…]`. A known
    /// selector with more parts (a project's own category method) is a custom call.
    private func creation(
        of message: Message
    ) -> (
        kind: MenuObjectGraph.Kind, framework: SourceValues.Framework, arguments: [SourceArgument], custom: Unresolved?,
        isAddition: Bool
    )? {
        let receiverName = receiverClass(message)
        var arguments = message.arguments
        func relabel(_ labels: [String]) {
            for index in labels.indices where index < arguments.count { arguments[index].label = labels[index] }
        }
        let custom = { (known: String) -> Unresolved? in
            message.selector == known ? nil : .unsupported(.unresolvedCustomMethod(selector: .text(message.selector)))
        }
        switch receiverName {
        case "NSMenuItem" where message.selector == "init" || message.selector == "new":
            return (.item, .appKit, [], nil, false)
        case "NSMenu" where message.selector == "init" || message.selector == "new" || message.selector == "menu":
            return (.menu, .appKit, [], nil, false)
        case "NSMenuItem", "UIKeyCommand":
            guard let known = Self.creations.last(where: { message.selector.hasPrefix($0.selector) }) else { return nil }
            relabel(known.labels)
            return (known.kind, known.framework, arguments, custom(known.selector), false)
        case "NSMenu" where message.selector == "initWithTitle:":
            relabel(["title"])
            return (.menu, .appKit, arguments, nil, false)
        case "UIMenu" where message.selector.hasPrefix("menuWithTitle:"):
            for index in arguments.indices where arguments[index].label == "menuWithTitle" { arguments[index].label = "title" }
            return (.menu, .uiKit, arguments, nil, false)
        default:
            let parts = ["addItemWithTitle:action:keyEquivalent:", "insertItemWithTitle:action:keyEquivalent:atIndex:"]
            guard let known = parts.first(where: { message.selector.hasPrefix($0) }) else { return nil }
            relabel(["title", "action", "keyEquivalent", "at"])
            return (.item, .appKit, arguments, custom(known), true)
        }
    }

    /// `NSMenuItem` for `[[NSMenuItem alloc] …]` and `[NSMenuItem …]`, `UIKeyCommand` for
    /// `[UIKeyCommand keyCommandWithInput:…]`.
    private func receiverClass(_ message: Message) -> String? {
        let first = message.receiver.first
        if message.receiver.first == message.receiver.last, tokens.kind(first) == .identifier { return className(first) }
        if tokens.kind(first) == .leftBracket, let inner = self.message(at: first), inner.selector == "alloc" || inner.selector == "new",
            inner.receiver.first == inner.receiver.last
        {
            return className(inner.receiver.first)
        }
        return nil
    }

    /// The class a receiver names: its name, or for `self` in a class method, the class of the
    /// `@implementation` (a category's `+ (id)itemWithTitle:… { return [[self alloc] initWithTitle:…]; }`).
    private func className(_ token: Int) -> String {
        guard tokens.isName(token, "self"), let function = tokens.enclosingFunction(of: token), tokens.isOperator(function.header, "+"),
            let type = context.implementationName(before: token)
        else { return tokens.text(token) }
        return type
    }

    /// The message whose `[` is at `open`; nil for an array subscript or anything else that is
    /// not one.
    func message(at open: Int) -> Message? {
        guard let close = tokens.match(open), close > open + 2 else { return nil }
        // The receiver: a bracketed message, or a name (`self.menu` counts as its last name).
        var index = open + 1
        if tokens.kind(index) == .leftBracket {
            index = tokens.skipGroup(index)
        } else {
            guard tokens.kind(index) == .identifier else { return nil }
            index += 1
            while tokens.kind(index) == .dot, tokens.kind(index + 1) == .identifier { index += 2 }
        }
        let receiver = (open + 1, index - 1)
        if tokens.kind(index) == .identifier, index + 1 == close {
            return Message(open: open, close: close, receiver: receiver, selector: tokens.text(index), arguments: [])
        }
        var arguments: [SourceArgument] = []
        var selector = ""
        while index < close {
            guard tokens.kind(index) == .identifier, tokens.kind(index + 1) == .colon else { return nil }
            let name = tokens.text(index)
            selector += name + ":"
            var end = index + 2
            while end < close, !(tokens.kind(end) == .identifier && tokens.kind(end + 1) == .colon && !tokens.isOperator(end - 1, "?")) {
                end = tokens.skipGroup(end)
            }
            arguments.append(SourceArgument(label: name, first: index + 2, last: end - 1))
            index = end
        }
        return arguments.isEmpty ? nil : Message(open: open, close: close, receiver: receiver, selector: selector, arguments: arguments)
    }
}
