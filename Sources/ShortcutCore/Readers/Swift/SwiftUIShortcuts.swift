/// SwiftUI's shortcuts: the `.keyboardShortcut(…)` modifier, with the title of the control it is
/// applied to and the menu its `CommandMenu` / `CommandGroup` stands for, and `KeyboardShortcut(…)`
/// values declared on their own (`static let save = KeyboardShortcut("s")`).
///
/// `.keyboardShortcut("k")` means Command-K (SwiftUI's default modifiers are `.command`);
/// `.defaultAction` is Return and `.cancelAction` Esc, without modifiers; an uppercase letter or
/// shifted character includes Shift ("A key equivalent whose raw value is the capitalized string
/// “A” corresponds with the keyboard shortcut Command-Shift-A", SwiftUI's `KeyEquivalent`).
struct SwiftUIShortcuts {
    let context: SourceScanContext
    private var tokens: SourceTokens { context.tokens }
    private var values: SourceValues { context.values }
    /// Chain starts by the `.` walked back from (``SourceTokens/chainStart(before:directives:memo:)``).
    private var chainStarts: [Int: Int] = [:]
    /// The menu placement of code directly inside each `{`, worked out once per block.
    private var placements: [Int: Placement] = [:]

    init(context: SourceScanContext) { self.context = context }

    /// Where code sits: the menu path its `commands` build, and whether it is inside `commands`.
    private struct Placement {
        var menu: MenuPath?
        var inCommands: Bool
        /// Inside a `.contextMenu { … }`: the `contextMenu` token, which names the menu's scope.
        var contextMenu: Int?

        static let outside = Placement(menu: nil, inCommands: false)
    }

    /// Views that take their title as their first argument or in a `label:` closure.
    private static let titledControls: Set<String> = [
        "Button", "Toggle", "Menu", "Link", "NavigationLink", "Picker", "Label", "Text", "ShareLink",
    ]

    mutating func scan(into findings: inout SourceFindings) {
        var constants = ShortcutConstants()
        for index in 0..<tokens.count where tokens.isName(index, "KeyEquivalent") {
            keyConstant(at: index, constants: &constants)
        }
        for index in 0..<tokens.count where tokens.isName(index, "KeyboardShortcut") {
            value(at: index, constants: &constants, into: &findings)
        }
        for index in 0..<tokens.count where tokens.isName(index, "keyboardShortcut") {
            guard tokens.kind(index - 1) == .dot, tokens.kind(index + 1) == .leftParen else { continue }
            modifier(at: index, constants: &constants, into: &findings)
        }
        for declaration in constants.detached { context.record(declaration, into: &findings) }
    }

    // MARK: The modifier

    private mutating func modifier(at index: Int, constants: inout ShortcutConstants, into findings: inout SourceFindings) {
        let open = index + 1
        let arguments = tokens.arguments(of: open)
        guard let close = tokens.match(open), let keyArgument = arguments.first, keyArgument.label == nil, !keyArgument.isEmpty
        else { return }
        if tokens.kind(keyArgument.first) == .identifier, tokens.kind(keyArgument.first + 1) == .leftParen,
            tokens.match(keyArgument.first + 1) == keyArgument.last,
            let results = constants.results(ofFunction: tokens.text(keyArgument.first))
        {
            applyResults(results, at: index, close: close, into: &findings)
            return
        }
        var (key, modifiers) =
            shortcutValue(keyArgument, constants: &constants)
            ?? (
                self.key(keyArgument, shortcuts: true, constants: &constants),
                arguments.first { $0.label == "modifiers" }.map { values.modifiers(from: $0.first, to: $0.last) }
                    ?? SourceModifiers(set: .command)
            )
        if let custom = tokens.customCall(arguments, known: ["modifiers", "localization"]) {
            modifiers.unresolved = custom
        }
        let head = tokens.chainStart(before: index - 1, directives: context.regions, memo: &chainStarts)
        if let head { chainStarts[index - 1] = head }
        let title = head.map(controlTitle) ?? .absent
        let placement = placement(around: index)
        var declaration = SourceScanContext.Declaration(
            framework: .swiftUI, first: head ?? index - 1, last: close, keyFirst: keyArgument.first,
            keyLast: keyArgument.last, key: key, modifiers: modifiers, title: title, menu: placement.menu,
            // Outside the menu bar's `commands` the modifier is on a control of a view, whatever
            // builds it (`Button`, or the app's own `button(activity:)`): a control on screen.
            isVisibleControl: !placement.inCommands && placement.contextMenu == nil,
            declaredStandard: standardAction(keyArgument))
        if let contextMenu = placement.contextMenu { declaration.menuScope = context.menuScope(at: contextMenu) }
        context.record(declaration, into: &findings)
    }

    /// `.keyboardShortcut(keyboardShortcut(for: action))`: each value the function returns is a
    /// shortcut of the use's control (its title, menu, scope), found at the value's key, and in the
    /// branch that returns it (two cases returning one chord are one shortcut).
    private mutating func applyResults(
        _ results: [SourceScanContext.Declaration], at index: Int, close: Int, into findings: inout SourceFindings
    ) {
        let head = tokens.chainStart(before: index - 1, directives: context.regions, memo: &chainStarts)
        if let head { chainStarts[index - 1] = head }
        let placement = placement(around: index)
        for result in results {
            var declaration = result
            declaration.first = head ?? index - 1
            declaration.last = close
            declaration.armToken = result.first
            declaration.title = head.map(controlTitle) ?? .absent
            declaration.menu = placement.menu
            declaration.isVisibleControl = !placement.inCommands && placement.contextMenu == nil
            if let contextMenu = placement.contextMenu { declaration.menuScope = context.menuScope(at: contextMenu) }
            context.record(declaration, into: &findings)
        }
    }

    /// The name of a function whose result is a `KeyboardShortcut` (`-> KeyboardShortcut` in its header).
    private func returningFunction(_ function: SourceTokens.EnclosingFunction) -> String? {
        guard (function.header..<function.body).contains(where: { tokens.isName($0, "KeyboardShortcut") }),
            (function.header..<function.body).contains(where: { tokens.isOperator($0, "->") })
        else { return nil }
        return tokens.signature(of: function)?.name
    }

    /// The reserved row a standard shortcut stands for: `.cancelAction` is the cancel action
    /// ("The standard keyboard shortcut for cancelling the in-progress action or dismissing a
    /// prompt", SwiftUI › KeyboardShortcut › cancelAction), whatever the button says.
    private func standardAction(_ argument: SourceArgument) -> String? {
        guard let (_, names) = values.dottedName(from: argument.first, to: argument.last), names.last == "cancelAction",
            names.count == 1 || names.first == "KeyboardShortcut"
        else { return nil }
        return "cancel"
    }

    /// The key an argument names, a constant the file declares included (``ShortcutConstants``);
    /// `shortcuts` says whether a whole `KeyboardShortcut` may stand there.
    private func key(_ argument: SourceArgument, shortcuts: Bool, constants: inout ShortcutConstants) -> SourceKey {
        let key = values.key(from: argument.first, to: argument.last, framework: .swiftUI)
        guard case .unresolved(let unresolved) = key, unresolved.isDynamic,
            let (implicit, names) = values.dottedName(from: argument.first, to: argument.last)
        else { return key }
        return constants.key(
            usedAs: names, implicit: implicit, written: values.excerpt(from: argument.first, to: argument.last),
            enclosingType: context.enclosingTypeName(of: argument.first), shortcuts: shortcuts) ?? key
    }

    /// `KeyboardShortcut("k", modifiers: …)`, `KeyboardShortcut(.upArrow)`, `KeyboardShortcut.defaultAction`
    /// spanning the whole argument; nil for anything else.
    private func shortcutValue(_ argument: SourceArgument, constants: inout ShortcutConstants) -> (SourceKey, SourceModifiers)? {
        let first = argument.first
        if tokens.isName(first, "KeyboardShortcut"), tokens.kind(first + 1) == .leftParen, tokens.match(first + 1) == argument.last {
            let inner = tokens.arguments(of: first + 1)
            guard let key = inner.first, key.label == nil else { return nil }
            var modifiers =
                inner.first { $0.label == "modifiers" }.map { values.modifiers(from: $0.first, to: $0.last) }
                ?? SourceModifiers(set: .command)
            if let custom = tokens.customCall(inner, known: ["modifiers", "localization"]) { modifiers.unresolved = custom }
            return (self.key(key, shortcuts: false, constants: &constants), modifiers)
        }
        return nil
    }

    // MARK: Values declared on their own

    /// A `KeyboardShortcut(…)` that is not the argument of a `.keyboardShortcut(…)`: a constant
    /// when it is given a name (resolved where it is applied, ``ShortcutConstants``), else recorded
    /// as it stands.
    private func value(at index: Int, constants: inout ShortcutConstants, into findings: inout SourceFindings) {
        guard tokens.kind(index + 1) == .leftParen, let close = tokens.match(index + 1) else { return }
        if let parent = tokens.parent(index), tokens.kind(parent) == .leftParen, let callee = tokens.callee(of: parent),
            tokens.isName(callee, "keyboardShortcut")
        {
            return
        }
        guard let (key, modifiers) = shortcutValue(SourceArgument(label: nil, first: index, last: close), constants: &constants)
        else { return }
        let name = tokens.constantName(ofValueAt: index, through: close, type: "KeyboardShortcut")
        let keyArgument = tokens.arguments(of: index + 1)[0]
        let declaration = SourceScanContext.Declaration(
            framework: .swiftUI, first: index, last: close, keyFirst: keyArgument.first, keyLast: keyArgument.last, key: key,
            modifiers: modifiers, id: name)
        guard let name else {
            if let function = tokens.enclosingFunction(of: index), let returner = returningFunction(function) {
                constants.add(declaration, returnedBy: returner)
            } else {
                context.record(declaration, into: &findings)
            }
            return
        }
        constants.add(
            ShortcutConstants.Constant(
                kind: .shortcut, name: name, type: context.enclosingTypeName(of: index), line: tokens.line(of: index),
                declaration: declaration))
    }

    /// A `KeyEquivalent` given a name: `static let export = KeyEquivalent("e")` or
    /// `let export: KeyEquivalent = "e"` (`.upArrow`), a key the file's shortcuts may use.
    private func keyConstant(at index: Int, constants: inout ShortcutConstants) {
        var first = index
        var last = index
        var name: String?
        if tokens.kind(index + 1) == .leftParen, let close = tokens.match(index + 1) {
            last = close
            name = tokens.constantName(ofValueAt: index, through: close, type: "KeyEquivalent")
        } else if tokens.kind(index - 1) == .colon, tokens.kind(index - 2) == .identifier, tokens.isOperator(index + 1, "=") {
            first = index + 2
            last = tokens.kind(first) == .dot ? first + 1 : first
            while tokens.kind(last + 1) == .dot, tokens.kind(last + 2) == .identifier { last += 2 }
            // A call (`KeyEquivalent("e")`) is read as the first form.
            if tokens.kind(last + 1) != .leftParen { name = tokens.text(index - 2) }
        }
        guard let name, first <= last, tokens.kind(first) != .outside, tokens.kind(last) != .outside else { return }
        let key = values.key(from: first, to: last, framework: .swiftUI)
        constants.add(
            ShortcutConstants.Constant(
                kind: .key, name: name, type: context.enclosingTypeName(of: index), line: tokens.line(of: index),
                declaration: SourceScanContext.Declaration(
                    framework: .swiftUI, first: first, last: last, keyFirst: first, keyLast: last, key: key,
                    modifiers: SourceModifiers(set: []))))
    }

    // MARK: Titles

    /// The title of the control at `head` (`Button("Save")`, `Button { … } label: { Text("Save") }`,
    /// `Toggle("Sidebar", isOn: $shown)`); nothing for a view that takes no title.
    private func controlTitle(_ head: Int) -> SourceText {
        guard tokens.kind(head) == .identifier, Self.titledControls.contains(tokens.text(head)) else { return .absent }
        var arguments: [SourceArgument] = []
        var last = head
        if tokens.kind(head + 1) == .leftParen, let close = tokens.match(head + 1) {
            arguments = tokens.arguments(of: head + 1)
            last = close
        }
        if let first = arguments.first, first.label == nil, !first.isEmpty, tokens.kind(first.first) != .leftBrace {
            return values.text(first)
        }
        let closures = tokens.trailingClosures(after: last)
        let label =
            arguments.first { $0.label == "label" && tokens.kind($0.first) == .leftBrace }.map(\.first)
            ?? closures.first { $0.label == "label" }?.open
            ?? (!arguments.isEmpty && closures.count == 1 ? closures[0].open : nil)
        return label.map(textInside) ?? .absent
    }

    /// The text of the first `Text(…)` or `Label(…)` inside the braces at `open`.
    private func textInside(_ open: Int) -> SourceText {
        guard let close = tokens.match(open) else { return .absent }
        var index = open + 1
        while index < close {
            if tokens.isName(index, "Text") || tokens.isName(index, "Label"), tokens.kind(index + 1) == .leftParen,
                let argument = tokens.arguments(of: index + 1).first, argument.label == nil
            {
                return values.text(argument)
            }
            index += 1
        }
        return .absent
    }

    // MARK: Menus

    /// The menu the code around `index` builds: `CommandMenu("Tools")` is the Tools menu,
    /// `CommandGroup(after: .newItem)` the File menu, and each `Menu("Sort By")` between them a
    /// submenu. Outside `commands`, a `Menu` is a pop-up button, not the menu bar: no path.
    /// Worked out block by block from the outside in, each block once.
    private mutating func placement(around index: Int) -> Placement {
        var blocks: [Int] = []
        var block = enclosingBlock(of: index)
        while let open = block, placements[open] == nil {
            blocks.append(open)
            block = enclosingBlock(of: open)
        }
        var result = block.flatMap { placements[$0] } ?? .outside
        for open in blocks.reversed() {
            result = placement(of: open, inside: result)
            placements[open] = result
        }
        return result
    }

    private func enclosingBlock(of index: Int) -> Int? {
        var parent = tokens.parent(index)
        while let open = parent, tokens.kind(open) != .leftBrace { parent = tokens.parent(open) }
        return parent
    }

    /// The placement of code directly inside the braces at `open`, given the placement around them.
    private func placement(of open: Int, inside outer: Placement) -> Placement {
        // What the braces belong to: skip a `label:` and earlier trailing closures back to the call.
        var position = open - 1
        if tokens.kind(position) == .colon, tokens.kind(position - 1) == .identifier {
            // `.contextMenu(menuItems: { … })`, `.contextMenu(forSelectionType: …, menu: { … })`.
            guard ["menuItems", "menu"].contains(tokens.text(position - 1)), let call = tokens.parent(open),
                tokens.kind(call) == .leftParen, let callee = tokens.callee(of: call), tokens.isName(callee, "contextMenu")
            else { return outer }
            return contextMenuPlacement(callee)
        }
        while tokens.kind(position) == .rightBrace, let match = tokens.match(position) {
            position = match - 1
            if tokens.kind(position) == .colon, tokens.kind(position - 1) == .identifier { position -= 2 }
        }
        let callEnd = position
        var arguments: [SourceArgument] = []
        if tokens.kind(position) == .rightParen, let match = tokens.match(position) {
            position = match - 1
            guard tokens.kind(position) == .identifier else { return outer }
            arguments = tokens.arguments(of: match)
        }
        guard tokens.kind(position) == .identifier else { return outer }
        if tokens.isName(position, "contextMenu"), tokens.kind(position - 1) == .dot {
            return contextMenuPlacement(position)
        }
        if tokens.isName(position, "CommandMenu") {
            let title = arguments.first.map(values.text)?.literal
            return Placement(menu: title.flatMap { StandardMenus.path([$0]) }, inCommands: true)
        }
        if tokens.isName(position, "CommandGroup") {
            let placement = arguments.first { ["after", "before", "replacing"].contains($0.label) }
            let name = placement.flatMap { values.dottedName(from: $0.first, to: $0.last)?.names.last }
            return Placement(menu: name.flatMap { StandardMenus.commandGroupPlacements[$0] }.flatMap(StandardMenus.path), inCommands: true)
        }
        guard tokens.isName(position, "Menu") else { return outer }
        let title: SourceText
        if let first = arguments.first, first.label == nil, !first.isEmpty {
            title = values.text(first)
        } else {
            title = tokens.trailingClosures(after: callEnd).first { $0.label == "label" }.map { textInside($0.open) } ?? .absent
        }
        guard let menu = outer.menu, let submenu = title.literal else {
            return Placement(menu: nil, inCommands: outer.inCommands, contextMenu: outer.contextMenu)
        }
        return Placement(
            menu: StandardMenus.path(menu.components + [submenu]), inCommands: outer.inCommands, contextMenu: outer.contextMenu)
    }

    /// Inside `.contextMenu { … }`: a menu of its own, shown when people Control-click or
    /// long-press the view, whose buttons are its items; its shortcuts work while it is open, so
    /// they get its scope (as an AppKit context menu's do). Named as an untitled Interface Builder
    /// menu is.
    private func contextMenuPlacement(_ token: Int) -> Placement {
        Placement(menu: StandardMenus.path([MenuObjectGraph.untitledMenu]), inCommands: false, contextMenu: token)
    }
}
