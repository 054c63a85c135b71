/// Reading one menu item: its title, key equivalent and modifier mask, as either format spells
/// them, into an entry of the manifest; and the alternates AppKit pairs with it.
extension MenuWalker {
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
    func property(_ name: StaticString, of item: Int) -> (text: String?, range: ByteRange)? {
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
    func mask(of item: Int) -> Result<KeyEquivalent.Mask, Unreadable> {
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
