/// Which item of a localized copy of an Interface Builder file is which item of its base, by
/// two witnesses:
///
/// - the object id, where it vouches for the item: the base has an item with that id, in a menu
///   whose item has the same id as the copy's (or both in the same top menu), and both are
///   separators or neither, and both hold a submenu or neither. Copies made by duplicating the base
///   file keep its ids, so ids survive reordering (LaTeXiT's French Window menu lists Zoom before
///   Minimize, with the base's ids);
/// - the place (the path of indices from the menu bar down), where every menu on the way holds as
///   many items in both files and both items are alike in kind: an item added to one language's
///   File menu shifts the items after it, which then correspond to nothing rather than to the
///   wrong item.
///
/// When both name an item and differ, the one whose key equivalent is the copy's wins, else the
/// id: files converted from old nibs one language at a time got numeric ids of their own, some
/// of which name a neighbouring item by chance (LaTeXiT's Italian "Registra", Save on ⌘S, has the
/// id of the English "Close file synchronization" beside it).
///
/// An item with a key neither witness places (a copy translated long ago, whose menus have since
/// changed) is the base item with the same key in the corresponding menu, when exactly one has
/// it: FinkCommander's French "Sauver la Sortie…" on ⌘S is the English "Save Output…" on ⌘S.
/// Such a pair never drifts, by construction; it only keeps the base's verdict on the item.
struct MenuItemCorrespondence: Sendable {
    /// For each of the copy's items (index into its ``MenuLayout/items``), the base's item.
    let counterparts: [Int?]

    init(base: Manifest, copy: Manifest) {
        let (baseLayout, copyLayout) = (base.menuLayout, copy.menuLayout)
        var baseByID: [String: Int] = [:]
        for (index, item) in baseLayout.items.enumerated() {
            if let id = item.objectID, baseByID[id] == nil { baseByID[id] = index }
        }
        var counterparts = [Int?](repeating: nil, count: copyLayout.items.count)
        var claimed = Set<Int>()
        for (index, item) in copyLayout.items.enumerated() {
            let byID = item.objectID.flatMap { baseByID[$0] }.flatMap { Self.vouches(for: index, copyLayout, $0, baseLayout) ? $0 : nil }
            let byPlace = baseLayout.itemAtPlace[item.place].flatMap { match in
                Self.sameShape(along: item.menu, baseLayout, copyLayout) && Self.alike(item, baseLayout.items[match]) ? match : nil
            }
            var choices = [byID, byPlace].compactMap { $0 }
            if choices.count == 2, choices[0] != choices[1], !Self.sameKey(copy, index, base, choices[0]),
                Self.sameKey(copy, index, base, choices[1])
            {
                choices.reverse()
            }
            if let match = choices.first(where: { !claimed.contains($0) }) {
                claimed.insert(match)
                counterparts[index] = match
            }
        }
        Self.matchByKey(&counterparts, claimed: &claimed, base: base, copy: copy)
        self.counterparts = counterparts
    }

    /// The third witness: for each copy item with a key and no counterpart, the one unclaimed base
    /// item with the same key in the menu that corresponds to the copy item's.
    private static func matchByKey(_ counterparts: inout [Int?], claimed: inout Set<Int>, base: Manifest, copy: Manifest) {
        let (baseLayout, copyLayout) = (base.menuLayout, copy.menuLayout)
        var unclaimedByKey: [String: [Int]] = [:]
        for (index, item) in baseLayout.items.enumerated() where !claimed.contains(index) {
            if let key = item.key { unclaimedByKey[key, default: []].append(index) }
        }
        guard !unclaimedByKey.isEmpty else { return }
        for (index, item) in copyLayout.items.enumerated() where counterparts[index] == nil {
            guard let key = item.key, let candidates = unclaimedByKey[key] else { continue }
            let inMenu = candidates.filter { candidate in
                guard !claimed.contains(candidate) else { return false }
                switch (item.parent, baseLayout.items[candidate].parent) {
                case (nil, nil): return item.menu == baseLayout.items[candidate].menu
                case (let parent?, let baseParent?): return counterparts[parent] == baseParent
                default: return false
                }
            }
            guard inMenu.count == 1, let match = inMenu.first else { continue }
            claimed.insert(match)
            counterparts[index] = match
        }
    }

    /// Whether two items have the same key equivalent: the same chord when the model reads both,
    /// else the same characters and mask as written (or both none).
    static func sameKey(_ manifest: Manifest, _ item: Int, _ other: Manifest, _ otherItem: Int) -> Bool {
        let (mine, theirs) = (manifest.menuLayout.items[item], other.menuLayout.items[otherItem])
        if let entry = mine.entry, let otherEntry = theirs.entry {
            return manifest.entry(atPosition: entry)?.key?.shortcut == other.entry(atPosition: otherEntry)?.key?.shortcut
        }
        return mine.key == theirs.key
    }

    private static func alike(_ item: MenuLayout.Item, _ other: MenuLayout.Item) -> Bool {
        item.isSeparator == other.isSeparator && item.hasSubmenu == other.hasSubmenu
    }

    /// Whether the copy's item and the base's item with its id are the same item: alike in kind,
    /// and in menus of items with one id (or the same top menu).
    private static func vouches(for item: Int, _ copy: MenuLayout, _ match: Int, _ base: MenuLayout) -> Bool {
        let (mine, theirs) = (copy.items[item], base.items[match])
        guard alike(mine, theirs) else { return false }
        switch (mine.parent, theirs.parent) {
        case (nil, nil): return mine.menu == theirs.menu
        case (let parent?, let baseParent?):
            guard let id = copy.items[parent].objectID else { return false }
            return id == base.items[baseParent].objectID
        default: return false
        }
    }

    /// Whether the menu at `menu` and each menu above it hold as many items in both files.
    private static func sameShape(along menu: String, _ base: MenuLayout, _ copy: MenuLayout) -> Bool {
        var place = Substring(menu)
        while true {
            guard base.itemCounts[String(place)] == copy.itemCounts[String(place)] else { return false }
            guard let slash = place.lastIndex(of: "/") else { return true }
            place = place[..<slash]
        }
    }
}
