/// The menu items of an Interface Builder file, with or without a key equivalent, and where each
/// sits: what tells which item of a localized copy is which item of its base
/// (``MenuItemCorrespondence``), since only items with a key become entries.
struct MenuLayout: Sendable {
    /// One `menuItem` (separators included), in document order.
    struct Item: Sendable {
        /// Its object id (`id="sc-113"`; the archive's object id in the old format), if any.
        var objectID: String?
        /// Where it sits: the menu it is in (`main` for the main menu, else `menu.<id>`) and its
        /// place among each enclosing menu's items (`main/1/3`: the fourth item of the second
        /// menu of the menu bar).
        var place: String
        /// The place of the menu holding it (`main/1`).
        var menu: String
        /// The item whose submenu holds it (index into ``MenuLayout/items``), nil in a top menu.
        var parent: Int?
        var isSeparator: Bool
        var hasSubmenu: Bool
        /// The entry it became (``ShortcutEntry/position``), when it has a key the model reads.
        var entry: Int?
        /// Its key equivalent and modifier mask as the file writes them (``MenuLayout/key(_:mask:)``),
        /// whether or not the model reads the key; nil when it has none.
        var key: String?
        /// The whole element: a finding inside it is about this item (or an item within it).
        var range: ByteRange
        /// Where a finding about an item without an entry points: its title, else its tag name.
        var anchor: ByteRange
        var title: String
        /// The action selector it sends, when the file says (``ShownFamilies`` reads the items
        /// without a key by it: a keyless Print… still shows that the app prints).
        var action: String? = nil
    }

    var items: [Item] = []
    /// How many items each menu holds, by the menu's place (`main`, `main/1`).
    var itemCounts: [String: Int] = [:]
    /// Each item's index, by its place.
    var itemAtPlace: [String: Int] = [:]

    /// Records an item of the menu at `menu`, at its next place there; returns its place.
    mutating func add(
        menu: String, objectID: String?, entry: Int?, key: String?, range: ByteRange, anchor: ByteRange,
        title: String, action: String? = nil, isSeparator: Bool, hasSubmenu: Bool
    ) -> String {
        let position = itemCounts[menu, default: 0]
        itemCounts[menu] = position + 1
        let place = "\(menu)/\(position)"
        itemAtPlace[place] = items.count
        items.append(
            Item(
                objectID: objectID, place: place, menu: menu, parent: itemAtPlace[menu], isSeparator: isSeparator,
                hasSubmenu: hasSubmenu, entry: entry, key: key, range: range, anchor: anchor, title: title, action: action))
        return place
    }

    /// A key equivalent and its modifier mask (AppKit's bits), as one comparable text.
    static func key(_ characters: String, mask: UInt64) -> String { "\(characters) \(mask)" }

    /// The innermost item whose element holds `range`, by index into ``items``.
    func item(holding range: ByteRange) -> Int? {
        // Items are in document order, so their starts ascend and an item's descendants follow it.
        var low = 0
        var high = items.count
        while low < high {
            let mid = (low + high) / 2
            if items[mid].range.start <= range.start { low = mid + 1 } else { high = mid }
        }
        var index = low - 1
        while index >= 0 {
            if items[index].range.end >= range.end { return index }
            index -= 1
        }
        return nil
    }
}

extension MenuLayout {
    /// The group of each item that became an entry, by the entry's position: a group is the items
    /// of one menu between two separators, which AppKit defines as the item "used to separate
    /// logical groups of menu commands" (NSMenuItem.separator()). Groups are numbered from 0
    /// across the file, so two entries are in one group exactly when their numbers are equal.
    var entryGroups: [(position: Int, group: Int)] {
        var groupOfMenu: [String: Int] = [:]
        var next = 0
        var found: [(Int, Int)] = []
        for item in items {
            if item.isSeparator {
                groupOfMenu[item.menu] = nil
                continue
            }
            let group: Int
            if let open = groupOfMenu[item.menu] {
                group = open
            } else {
                group = next
                groupOfMenu[item.menu] = group
                next += 1
            }
            if let entry = item.entry { found.append((entry, group)) }
        }
        return found
    }
}
