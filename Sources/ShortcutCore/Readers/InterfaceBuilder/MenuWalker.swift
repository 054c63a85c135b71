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
}
