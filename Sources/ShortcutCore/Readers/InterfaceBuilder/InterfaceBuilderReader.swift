/// Reads the menus of an Interface Builder file (`.xib`, `.storyboard`) into the manifest model:
/// one entry per `menuItem` with a non-empty `keyEquivalent`.
///
/// - The chord comes from the key equivalent and its `<modifierMask key="keyEquivalentModifierMask">`
///   (no mask element means Command alone; an integer `keyEquivalentModifierMask` attribute is
///   AppKit's modifier bits; Xcode 3 and 4 `<archive>` files are read too, see
///   InterfaceBuilderArchive.swift),
///   written canonically in HIG text (`Shift-Command-N`), so rules that judge how a key is
///   *written* have nothing to say about it. Its range is the attribute value's, in quotes, so
///   findings land on the real line and column; `keyTextOffset` stays nil (`--fix` never
///   rewrites these files).
/// - The menu path is the titles of the enclosing menus (`View > Sort By`). The main menu's items
///   have no `when`; a menu of its own (a context menu, a pop-up button's menu, a Dock menu)
///   gets the scope `menu.<id>`, so its items conflict with each other but never with another
///   such menu.
/// - `app` is the application menu's title unless it is a template placeholder; platforms come
///   from the document's `targetRuntime` (`MacOSX.Cocoa` → macOS, `iOS.CocoaTouch` → iOS and
///   iPadOS, `AppleTV` → tvOS).
/// - `<!-- shortcut-lint: allow rule-id -->` right above a `menuItem` suppresses that rule for it.
///
/// docs/interface-builder.md describes every encoding and what is not read.
enum InterfaceBuilderReader {
    /// The manifest, its problems, and the suppression comments that apply to no entry (for
    /// `unused-suppression`).
    struct Reading: Sendable {
        var manifest: Manifest
        var problems: [ManifestProblem]
        var strayComments: [SuppressionComments.Directive]
    }

    static func read(_ source: SourceFile) -> (manifest: Manifest, problems: [ManifestProblem]) {
        let reading = reading(source)
        return (reading.manifest, reading.problems)
    }

    /// - Parameter titles: translated titles by `"<object id>.title"` (a `.strings` file or String
    ///   Catalog of a Base-localized file), which replace the file's own for items and menus.
    static func reading(_ source: SourceFile, titles: [String: String] = [:]) -> Reading {
        let parsed = PositionedXML.parse(source)
        var walker = MenuWalker(xml: parsed.document)
        walker.translatedTitles = titles
        if let error = parsed.error { walker.problems.append(ManifestProblem(error, in: source)) }
        walker.readDocument(complete: parsed.error == nil)
        var manifest = walker.manifest
        for (position, group) in manifest.menuLayout.entryGroups where manifest.shortcuts.indices.contains(position) {
            manifest.shortcuts[position].menuGroup = group
        }
        let strays = InterfaceBuilderComments.attach(to: &manifest, items: walker.itemElements, xml: parsed.document)
        return Reading(manifest: manifest, problems: walker.problems, strayComments: strays)
    }

    /// Application-menu titles that stand for "the app's name" in templates rather than being it.
    static func isPlaceholderAppName(_ title: String) -> Bool {
        let trimmed = title.trimmingSpaces
        return trimmed.isEmpty || ["NewApplication", "New Application", "APPNAME", "AppName", "Application"].contains(trimmed)
            || trimmed.contains("$(") || trimmed.contains("%@") || trimmed.contains("${")
    }
}

/// The items of one menu in order, for alternates: an `alternate="YES"` item, and each alternate
/// right after it, varies the last item above them that is not an alternate (Close, then Close
/// All on Option and Close Everything on Control-Option).
struct AlternateGroup {
    /// The entry of the item the current alternates vary, if it has one.
    private var base: Int?

    mutating func next(_ entry: Int?, isAlternate: Bool, walker: inout MenuWalker) {
        guard isAlternate else {
            base = entry
            return
        }
        if let base, let entry { walker.relate(alternate: entry, to: base) }
    }
}

/// The walk over the XML tree: finds the menus, then each item with a key equivalent.
struct MenuWalker {
    let xml: PositionedXML
    var manifest: Manifest
    var problems: [ManifestProblem] = []
    /// The `menuItem` element of each entry, by entry index (for suppression comments).
    var itemElements: [Int] = []
    /// Titles that replace the file's own, by `"<object id>.title"` (a translation's).
    var translatedTitles: [String: String] = [:]

    init(xml: PositionedXML) {
        self.xml = xml
        self.manifest = Manifest(source: xml.source)
        manifest.origin = .interfaceBuilder
    }

    mutating func readDocument(complete: Bool) {
        guard let root = xml.root else { return }
        if xml.element(root, isNamed: "archive") {
            readArchive(root)
            return
        }
        guard xml.element(root, isNamed: "document") else {
            if complete {
                problems.append(
                    ManifestProblem(
                        .schema,
                        .interfaceBuilderNotADocument(root: .text(xml.name(of: root))),
                        range: xml.elements[root].nameRange))
            }
            return
        }
        manifest.platforms = Self.platforms(targetRuntime: xml.value("targetRuntime", of: root))
        for index in xml.elements.indices where xml.element(index, isNamed: "menu") {
            let parent = xml.elements[index].parent
            if parent >= 0, xml.element(parent, isNamed: "menuItem") { continue }  // a submenu: walked from its item
            let isMain = xml.attribute("systemMenu", of: index, is: "main") || xml.attribute("key", of: index, is: "mainMenu")
            let scope = isMain ? nil : standaloneScope(index)
            let path = isMain ? [] : [standaloneTitle(index)]
            // Findings about the file as a whole (too many custom shortcuts) point at the main menu.
            if isMain, manifest.shortcutsKeyRange == nil { manifest.shortcutsKeyRange = xml.elements[index].nameRange }
            walk(menu: index, path: path, scope: scope, place: isMain ? "main" : scope ?? "menu")
        }
        recordOutlets()
        // The app's name: the application menu item's title, else its menu's (a menu title may
        // be styled, as Quicksilver's "Quıcĸsıɩⅴεʀ" is, while the item keeps the plain name).
        if let apple = xml.elements.indices.first(where: {
            xml.element($0, isNamed: "menu") && xml.attribute("systemMenu", of: $0, is: "apple")
        }) {
            let item = xml.elements[apple].parent
            let titles = [
                item >= 0 && xml.element(item, isNamed: "menuItem") ? xml.value("title", of: item) : nil, xml.value("title", of: apple),
            ]
            manifest.app = titles.compactMap { $0 }.first { !InterfaceBuilderReader.isPlaceholderAppName($0) }
        }
    }

    /// Each `<outlet property="extendForwardsItem" destination="397"/>` that points at an item with
    /// an entry: the code may change that item's key through the outlet (``OutletKeyChange``). An
    /// outlet held in an instance variable (`property="_fullScreenItem"`) is named without its `_`,
    /// as code changes are.
    private mutating func recordOutlets() {
        var entryByID: [String: Int] = [:]
        for (entry, element) in itemElements.enumerated() {
            if let id = xml.value("id", of: element) { entryByID[id] = entry }
        }
        guard !entryByID.isEmpty else { return }
        for index in xml.elements.indices where xml.element(index, isNamed: "outlet") {
            guard let property = xml.value("property", of: index), let destination = xml.value("destination", of: index),
                let entry = entryByID[destination]
            else { continue }
            let name = property.hasPrefix("_") && property.count > 1 ? String(property.dropFirst()) : property
            manifest.itemOutlets[name, default: []].append(entry)
        }
    }

    /// The title of an item or menu element: a translation's when there is one, else its own.
    func title(of element: Int) -> String? {
        translatedTitle(of: element) ?? xml.value("title", of: element)
    }

    /// The scope of a menu outside the main menu, named by its id: `menu.<id>` (a menu of its own,
    /// whose keys act only while it is open: ``ShortcutEntry/isInMenuOfItsOwn``), or `popup.<id>`
    /// for a pop-up button's menu, whose key equivalents the button takes while its window is key.
    func standaloneScope(_ menu: Int) -> String {
        let parent = xml.elements[menu].parent
        let prefix = parent >= 0 && xml.element(parent, isNamed: "popUpButtonCell") ? "popup." : ShortcutEntry.menuOfItsOwnScope
        return prefix + (xml.value("id", of: menu) ?? "\(menu)")
    }

    /// A menu outside the main menu is named by its title, else its label in Interface Builder.
    func standaloneTitle(_ menu: Int) -> String {
        if let text = title(of: menu)?.trimmingSpaces, !text.isEmpty { return text }
        if let text = xml.value("userLabel", of: menu)?.trimmingSpaces, !text.isEmpty { return text }
        let parent = xml.elements[menu].parent
        return parent >= 0 && xml.element(parent, isNamed: "popUpButtonCell") ? "Pop-up Button Menu" : "Menu"
    }

    /// Reads the items of `menu`, found at `place` (``MenuLayout``).
    private mutating func walk(menu: Int, path: [String], scope: String?, place: String) {
        for container in xml.children(of: menu) where xml.element(container, isNamed: "items") {
            var alternates = AlternateGroup()
            for item in xml.children(of: container) where xml.element(item, isNamed: "menuItem") {
                let (entry, key) = read(item: item, path: path, scope: scope)
                let itemPlace = mark(
                    item: item, entry: entry, key: key, in: place, id: xml.value("id", of: item),
                    isSeparator: xml.attribute("isSeparatorItem", of: item, is: "YES"),
                    hasSubmenu: xml.children(of: item).contains { xml.element($0, isNamed: "menu") })
                alternates.next(entry, isAlternate: xml.attribute("alternate", of: item, is: "YES"), walker: &self)
                for submenu in xml.children(of: item) where xml.element(submenu, isNamed: "menu") {
                    let submenuTitle = title(of: submenu).flatMap { $0.isEmpty ? nil : $0 } ?? title(of: item) ?? ""
                    walk(menu: submenu, path: path + [submenuTitle], scope: scope, place: itemPlace)
                }
            }
        }
    }

    /// Records the item in the file's ``MenuLayout`` (with its entry, if it became one); returns
    /// its place.
    mutating func mark(
        item: Int, entry: Int?, key: String?, in menu: String, id: String?, title: String? = nil, isSeparator: Bool,
        hasSubmenu: Bool
    ) -> String {
        let titleAttribute = xml.attribute("title", of: item)
        return manifest.menuLayout.add(
            menu: menu, objectID: id, entry: entry, key: key, range: xml.elements[item].range,
            anchor: titleAttribute?.quotedRange ?? xml.elements[item].nameRange,
            title: title ?? self.title(of: item) ?? "", action: action(of: item), isSeparator: isSeparator, hasSubmenu: hasSubmenu)
    }

    /// The item's entry index, when it has a key equivalent the model can check, and its key
    /// equivalent as written (``MenuLayout/Item/key``), when it has one.
    private mutating func read(item: Int, path: [String], scope: String?) -> (entry: Int?, key: String?) {
        // An item cut off by a syntax error may have lost its modifier mask: it is not judged.
        guard xml.elements[item].isComplete, let (characters, keyRange) = property("keyEquivalent", of: item),
            characters != ""
        else { return (nil, nil) }
        var unreadable: Unreadable?
        if characters == nil {
            unreadable = Unreadable(
                reason: .interfaceBuilderNotBase64(),
                range: keyRange)
        }
        let mask: KeyEquivalent.Mask
        switch self.mask(of: item) {
        case .success(let read): mask = read
        case .failure(let problem):
            mask = []
            unreadable = unreadable ?? problem
        }
        let entry = add(
            Item(
                element: item, title: translatedTitle(of: item) ?? property("title", of: item)?.text ?? "", characters: characters ?? "",
                keyRange: keyRange, mask: mask, isAlternate: xml.attribute("alternate", of: item, is: "YES"),
                isHidden: xml.attribute("hidden", of: item, is: "YES"), action: action(of: item), unreadable: unreadable),
            path: path, scope: scope)
        // An unreadable key or mask is no key the layout can compare.
        return (entry, unreadable == nil ? characters.map { MenuLayout.key($0, mask: mask.rawValue) } : nil)
    }

    /// The element's title in the translation, when it has one.
    private func translatedTitle(of element: Int) -> String? {
        guard !translatedTitles.isEmpty, let id = xml.value("id", of: element) else { return nil }
        return translatedTitles[id + ".title"]
    }

    /// The selector of the item's `<connections><action selector="openDocument:" …/>`, if any.
    private func action(of item: Int) -> String? {
        for connections in xml.children(of: item) where xml.element(connections, isNamed: "connections") {
            for action in xml.children(of: connections) where xml.element(action, isNamed: "action") {
                if let selector = xml.value("selector", of: action), !selector.isEmpty { return selector }
            }
        }
        return nil
    }

    /// A menu item with a key equivalent, as either format spells it.
    struct Item {
        var element: Int
        var title: String
        var characters: String
        var keyRange: ByteRange
        var mask: KeyEquivalent.Mask
        var isAlternate: Bool
        var isHidden: Bool
        /// The action selector it sends (the old `<archive>` format keeps it elsewhere: not read).
        var action: String? = nil
        /// A value of the item that is not what Interface Builder writes: the item is noted, not
        /// checked under a guessed chord.
        var unreadable: Unreadable? = nil
    }

    /// Why an item's key equivalent or mask cannot be read, and where the value is.
    struct Unreadable: Error {
        var reason: Message
        var range: ByteRange
    }

    /// The item's entry (its index), or an `unchecked` problem when its key is outside the model.
    @discardableResult
    mutating func add(_ item: Item, path: [String], scope: String?) -> Int? {
        if let unreadable = item.unreadable {
            problems.append(
                ManifestProblem(
                    .unresolved, .interfaceBuilderNotChecked(title: .text(item.title.forMessage), reason: .message(unreadable.reason)),
                    range: unreadable.range))
            return nil
        }
        switch KeyEquivalent.chord(item.characters, mask: item.mask) {
        case .failure(let unchecked):
            problems.append(
                ManifestProblem(
                    .unresolved, .interfaceBuilderNotChecked(title: .text(item.title.forMessage), reason: .message(unchecked.wording)),
                    range: item.keyRange))
            return nil
        case .success(let chord):
            let index = manifest.shortcuts.count
            var entry = ShortcutEntry(index: index, position: index, range: xml.elements[item.element].range)
            entry.title = item.title
            var menuPath = MenuPath("")
            menuPath.components = path.filter { !$0.isEmpty }
            if !menuPath.components.isEmpty { entry.menu = menuPath }
            entry.when = scope
            entry.platforms = manifest.platforms
            entry.keyRange = item.keyRange
            entry.isAlternate = item.isAlternate
            entry.isHidden = item.isHidden
            entry.action = item.action
            let text = Shortcut(chord).higText
            entry.keyText = text
            switch ShortcutNotation.parse(text) {
            case .success(let parsed): entry.key = parsed
            case .failure(let error): entry.keyError = error
            }
            manifest.shortcuts.append(entry)
            itemElements.append(item.element)
            return index
        }
    }

    /// Records that the entry `alternate` is an alternate of `base` (AppKit shows it in the base
    /// item's place while its extra modifiers are held): the base gets its Interface Builder
    /// object id as `id`, the alternate names it in `complements`, the relation the rules about
    /// variants of a chord already honour. Only on the same key, as AppKit pairs them.
    mutating func relate(alternate: Int, to base: Int) {
        guard let baseKey = manifest.shortcuts[base].key?.shortcut.first.key,
            manifest.shortcuts[alternate].key?.shortcut.first.key == baseKey
        else { return }
        if manifest.shortcuts[base].id == nil {
            manifest.shortcuts[base].id = xml.value("id", of: itemElements[base]) ?? "item-\(itemElements[base])"
        }
        manifest.shortcuts[alternate].complements = manifest.shortcuts[base].id
    }

    /// A string property of an item: its attribute (`keyEquivalent="n"`), or, for text an
    /// attribute cannot hold (control characters), the child `<string key="keyEquivalent">`
    /// Interface Builder writes instead, base64-encoded when it says `base64-UTF8="YES"` (the
    /// text is nil when that is not base64 of UTF-8). The range is the attribute value in
    /// quotes, or the whole child element.
    private func property(_ name: StaticString, of item: Int) -> (text: String?, range: ByteRange)? {
        if let attribute = xml.attribute(name, of: item) { return (xml.value(of: attribute), attribute.quotedRange) }
        for child in xml.children(of: item) where xml.element(child, isNamed: "string") && xml.attribute("key", of: child, is: name) {
            let text = xml.text(of: child)
            let decoded = xml.attribute("base64-UTF8", of: child, is: "YES") ? Base64.decodeUTF8(text) : text
            return (decoded, xml.elements[child].range)
        }
        return nil
    }

    /// The modifiers a `<modifierMask>` element may mark, each as Interface Builder writes it (`="YES"`).
    private static let maskAttributes: [(StaticString, KeyEquivalent.Mask)] = [
        ("command", .command), ("shift", .shift), ("option", .option), ("control", .control),
        ("function", .function), ("numericPad", .numericPad),
    ]

    /// The item's modifier mask: its `<modifierMask key="keyEquivalentModifierMask">` element, an
    /// integer `keyEquivalentModifierMask` attribute (old files), or Command when it has neither.
    /// A value Interface Builder does not write (an attribute it has no name for, a value other
    /// than `YES` or `NO`, an integer that is no mask) is unreadable, never read as another chord.
    private func mask(of item: Int) -> Result<KeyEquivalent.Mask, Unreadable> {
        for child in xml.children(of: item)
        where xml.element(child, isNamed: "modifierMask") && xml.attribute("key", of: child, is: "keyEquivalentModifierMask") {
            var mask = KeyEquivalent.Mask()
            for index in xml.elements[child].attributes {
                let attribute = xml.attributes[index]
                if xml.matches(attribute.nameRange, "key") { continue }
                guard let (_, flag) = Self.maskAttributes.first(where: { xml.matches(attribute.nameRange, $0.0) }) else {
                    return .failure(
                        Unreadable(
                            reason: .interfaceBuilderUnknownMaskAttribute(attribute: .text(xml.text(attribute.nameRange))),
                            range: attribute.nameRange))
                }
                let value = xml.value(of: attribute)
                guard value == "YES" || value == "NO" else {
                    return .failure(
                        Unreadable(
                            reason: .interfaceBuilderMaskValue(
                                attribute: .text(xml.text(attribute.nameRange)), value: .text(value.forMessage)),
                            range: attribute.quotedRange))
                }
                if value == "YES" { mask.insert(flag) }
            }
            return .success(mask)
        }
        if let attribute = xml.attribute("keyEquivalentModifierMask", of: item) {
            let text = xml.value(of: attribute)
            guard let mask = KeyEquivalent.Mask(integer: text) else {
                return .failure(Unreadable(reason: Self.notAMask(text), range: attribute.quotedRange))
            }
            return .success(mask)
        }
        return .success(.command)
    }

    /// Why an integer mask is not read.
    static func notAMask(_ text: String) -> Message {
        .interfaceBuilderNotAMask(mask: .text(text.forMessage))
    }

    static func platforms(targetRuntime: String?) -> PlatformSet {
        guard let runtime = targetRuntime else { return .defaultPlatforms }
        if runtime.hasPrefix("iOS") { return PlatformSet([.iOS, .iPadOS]) }
        if runtime.hasPrefix("AppleTV") { return PlatformSet(.tvOS) }
        if runtime.lowercased().hasPrefix("watchkit") { return PlatformSet(.watchOS) }
        return PlatformSet(.macOS)
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and line breaks.
    var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
