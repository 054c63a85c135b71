extension ManifestDecoder {
    /// The fields of a manifest entry, declared once. The decoder reads them, the `unknown-field`
    /// message lists them, the JSON Schema describes them and `extract` writes them in this order
    /// (``ManifestWriter``), all from this enum: a new optional text or flag field is a case, its
    /// name, its ``value`` and its ``summary`` here, and the ``ShortcutEntry`` property it fills
    /// (docs/architecture.md, "Adding a manifest field").
    ///
    /// Field names are fixed by the product contract (tests outside this repository use them).
    /// Besides what people write (`id` … `discoverabilityTitle`, `allow`), the entries carry what
    /// the readers of Interface Builder files and source record (`action`, `hidden`,
    /// `visibleControl`, `controlKey`), so that a manifest `extract` wrote tells the rules what the
    /// files told them.
    enum EntryField: Int, ManifestField {
        case id, title, key, menu, when, platforms, repurposes, complements, discoverabilityTitle, action
        case hidden, visibleControl, controlKey, allow

        // Spelled out rather than derived with String(describing:), which costs a third of a
        // millisecond of reflection at startup; a test checks they are the case names.
        static let nameBytes: [[UInt8]] = [
            "id", "title", "key", "menu", "when", "platforms", "repurposes", "complements", "discoverabilityTitle", "action",
            "hidden", "visibleControl", "controlKey", "allow",
        ].map { Array($0.utf8) }

        /// What a field's value is, and where in the entry it goes.
        enum Value {
            /// Read, described and written by code of its own in ``EntryDecoder``,
            /// ``ManifestSchema`` and ``ManifestWriter`` (a required field, an interned or parsed
            /// one, a list).
            case own
            /// Text, into the property: read as a string, written as a YAML scalar.
            case text(WritableKeyPath<ShortcutEntry, String?>)
            /// Text, and where it was written (for findings that point at the value).
            case located(WritableKeyPath<ShortcutEntry, String?>, range: WritableKeyPath<ShortcutEntry, ByteRange?>)
            /// `true` or `false`, into the property; written only when true.
            case flag(WritableKeyPath<ShortcutEntry, Bool>)
        }

        var value: Value {
            switch self {
            case .id, .title, .key, .menu, .when, .platforms, .allow: .own
            case .repurposes: .located(\.repurposes, range: \.repurposesRange)
            case .complements: .located(\.complements, range: \.complementsRange)
            case .discoverabilityTitle: .text(\.discoverabilityTitle)
            case .action: .text(\.action)
            case .hidden: .flag(\.isHidden)
            case .visibleControl: .flag(\.isVisibleControl)
            case .controlKey: .flag(\.isControlKey)
            }
        }

        /// The fields read and written without code of their own (worked out once: the decoder
        /// asks for them per entry).
        static let declared: [EntryField] = allCases.filter { field in
            if case .own = field.value { return false }
            return true
        }

        /// What the field means, for the JSON Schema (the README's field table says it at length).
        var summary: String {
            switch self {
            case .id: "A stable, unique id for suppressions, baselines and reports."
            case .title:
                "The command's menu title, as users see it; null for a shortcut that has none (a key command declared without a title)."
            case .key:
                "The shortcut: HIG text (Shift-Command-P), symbols (⇧⌘P) or plus style (cmd+shift+p); sequences separated by spaces; null for a menu item without one, listed so the rules know the app has the command."
            case .menu: "The menu path; \"View > Sort By\" is the Sort By submenu of View."
            case .when: "A scope; entries in different scopes never conflict. Absent means everywhere."
            case .platforms: "Narrows the manifest's platforms for this entry."
            case .repurposes: "The reserved-table id of a standard shortcut this entry deliberately redefines."
            case .complements: "The id of another entry this one complements (a Shift or Option variant)."
            case .discoverabilityTitle: "The title shown in the iPadOS shortcut interface."
            case .action:
                "The action selector the menu item sends (Interface Builder's <action selector>, such as openDocument:); a standard action makes the entry that standard command whatever its title."
            case .hidden: "A hidden menu item: its shortcut works, but nobody sees it in the menu."
            case .visibleControl:
                "The shortcut belongs to a control shown on screen (a button in a window), so the action has a way in besides the menu."
            case .controlKey:
                "A key the view answers as it is operated (Return, Esc, Tab, an arrow; a text view's Control bindings), not a command: it needs no menu item and no Command."
            case .allow: "Rule ids not to report for this entry."
            }
        }
    }
}
