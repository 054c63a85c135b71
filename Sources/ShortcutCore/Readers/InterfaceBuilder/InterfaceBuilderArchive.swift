/// The old Interface Builder 3 archive format (`<archive type="com.apple.InterfaceBuilder3.Cocoa.XIB">`,
/// Xcode 3 and 4): menus are `NSMenu` and `NSMenuItem` objects whose properties are child
/// elements named by `key`:
///
/// ```xml
/// <object class="NSMenuItem" id="968242847">
///     <string key="NSTitle">Save As…</string>
///     <string key="NSKeyEquiv">S</string>
///     <int key="NSKeyEquivModMask">1048576</int>
///     <object class="NSMenu" key="NSSubmenu" id="…">…</object>
/// </object>
/// ```
///
/// The mask is an integer of `NSEvent.ModifierFlags` bits; a missing mask is 0 (the archiver
/// leaves out zero values). An object written once may be referenced elsewhere
/// (`<reference ref="id"/>`), so references are followed, each menu at most once.
extension MenuWalker {
    mutating func readArchive(_ root: Int) {
        manifest.platforms =
            (xml.value("type", of: root) ?? "").contains("CocoaTouch")
            ? PlatformSet([.iOS, .iPadOS]) : PlatformSet(.macOS)
        var objects: [String: Int] = [:]
        var submenus: Set<Int> = []
        var menus: [Int] = []
        for index in xml.elements.indices where xml.element(index, isNamed: "object") {
            if let id = xml.value("id", of: index) { objects[id] = index }
            if xml.attribute("class", of: index, is: "NSMenu") {
                menus.append(index)
                if xml.attribute("key", of: index, is: "NSSubmenu") { submenus.insert(index) }
            }
        }
        let archive = Archive(xml: xml, objects: objects)
        for index in xml.elements.indices
        where xml.element(index, isNamed: "reference") && xml.attribute("key", of: index, is: "NSSubmenu") {
            if let menu = archive.resolve(index) { submenus.insert(menu) }
        }
        var visited: Set<Int> = []
        for menu in menus where !submenus.contains(menu) {
            let name = archive.string("NSName", of: menu)
            let isMain = name == "_NSMainMenu"
            if isMain, manifest.shortcutsKeyRange == nil { manifest.shortcutsKeyRange = xml.elements[menu].nameRange }
            let parent = xml.elements[menu].parent
            let isPopUp = parent >= 0 && xml.attribute("class", of: parent, is: "NSPopUpButtonCell")
            let scope = isMain ? nil : (isPopUp ? "popup." : ShortcutEntry.menuOfItsOwnScope) + (xml.value("id", of: menu) ?? "\(menu)")
            let title = archive.string("NSTitle", of: menu)?.trimmingSpaces ?? ""
            walkArchive(
                menu: menu, path: isMain ? [] : [title.isEmpty ? "Menu" : title], scope: scope, place: isMain ? "main" : scope ?? "menu",
                archive: archive, visited: &visited)
        }
        if let apple = menus.first(where: { archive.string("NSName", of: $0) == "_NSAppleMenu" }),
            let title = archive.string("NSTitle", of: apple), !InterfaceBuilderReader.isPlaceholderAppName(title)
        {
            manifest.app = title
        }
    }

    private mutating func walkArchive(
        menu: Int, path: [String], scope: String?, place: String, archive: Archive, visited: inout Set<Int>
    ) {
        guard visited.insert(menu).inserted, let list = archive.property("NSMenuItems", of: menu) else { return }
        var alternates = AlternateGroup()
        for child in xml.children(of: list) {
            guard let item = archive.resolve(child), xml.attribute("class", of: item, is: "NSMenuItem") else { continue }
            let title = archive.string("NSTitle", of: item) ?? ""
            let isAlternate = archive.flag("NSIsAlternate", of: item)
            var entry: Int?
            var written: String?
            if xml.elements[item].isComplete, let key = archive.property("NSKeyEquiv", of: item) {
                let characters = archive.decodedString(key)
                let keyRange = xml.elements[key].range
                var unreadable: Unreadable?
                if characters == nil {
                    unreadable = Unreadable(
                        reason: .interfaceBuilderArchiveNotBase64(), range: keyRange)
                }
                var mask = KeyEquivalent.Mask()
                if let element = archive.property("NSKeyEquivModMask", of: item) {
                    let text = xml.text(of: element).trimmingSpaces
                    if let read = KeyEquivalent.Mask(integer: text) {
                        mask = read
                    } else {
                        unreadable = unreadable ?? Unreadable(reason: Self.notAMask(text), range: xml.elements[element].range)
                    }
                }
                if characters != "" {
                    if let characters, unreadable == nil { written = MenuLayout.key(characters, mask: mask.rawValue) }
                    entry = add(
                        Item(
                            element: item, title: title, characters: characters ?? "", keyRange: keyRange, mask: mask,
                            isAlternate: isAlternate, isHidden: archive.flag("NSIsHidden", of: item), unreadable: unreadable),
                        path: path, scope: scope)
                }
            }
            let submenu = archive.property("NSSubmenu", of: item)
            let itemPlace = mark(
                item: item, entry: entry, key: written, in: place, id: xml.value("id", of: item), title: title,
                isSeparator: archive.flag("NSIsSeparator", of: item), hasSubmenu: submenu != nil)
            alternates.next(entry, isAlternate: isAlternate, walker: &self)
            if let submenu {
                let menuTitle = archive.string("NSTitle", of: submenu).flatMap { $0.isEmpty ? nil : $0 } ?? title
                walkArchive(
                    menu: submenu, path: path + [menuTitle], scope: scope, place: itemPlace, archive: archive, visited: &visited)
            }
        }
    }
}

/// Reading archived objects: properties by key, references resolved.
private struct Archive {
    let xml: PositionedXML
    let objects: [String: Int]

    /// The element a property child stands for: itself, or the object a `<reference>` names.
    func resolve(_ element: Int) -> Int? {
        guard xml.element(element, isNamed: "reference") else { return element }
        return xml.value("ref", of: element).flatMap { objects[$0] }
    }

    /// The object's child with `key="name"`, references resolved.
    func property(_ name: StaticString, of object: Int) -> Int? {
        for child in xml.children(of: object) where xml.attribute("key", of: child, is: name) { return resolve(child) }
        return nil
    }

    /// A string property: `<string key="NSTitle">…</string>`, or an `NSMutableString` object
    /// holding `<characters key="NS.bytes">`.
    func string(_ name: StaticString, of object: Int) -> String? {
        property(name, of: object).flatMap(decodedString)
    }

    func decodedString(_ element: Int) -> String? {
        if xml.element(element, isNamed: "object") {
            return property("NS.bytes", of: element).flatMap(decodedString)
        }
        let text = xml.text(of: element)
        let isBase64 = xml.attribute("type", of: element, is: "base64-UTF8") || xml.attribute("base64-UTF8", of: element, is: "YES")
        return isBase64 ? Base64.decodeUTF8(text) : text
    }

    func flag(_ name: StaticString, of object: Int) -> Bool {
        property(name, of: object).map { xml.text(of: $0).trimmingSpaces == "YES" } ?? false
    }
}
