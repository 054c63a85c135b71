/// The standard menus code refers to by name instead of by title, as the menu paths shortcut-lint
/// uses (`File`, `Edit > Find`). The app menu, whose title is the app's name, is `‹App›` (as in the
/// reserved table's titles, "Hide ‹App›").
enum StandardMenus {
    static let appMenu = "‹App›"

    /// SwiftUI `CommandGroupPlacement` (`CommandGroup(after: .newItem)`), by where Apple's
    /// documentation says each group's default commands sit in macOS: New, Save, Print and
    /// import/export in File; Undo/Redo, the pasteboard commands and Find/Spelling/Speech in Edit;
    /// Font and Text in Format; toolbar, sidebar and full screen in View; window size, arrangement
    /// and list in Window; App Help in Help; About, Settings, Services, Hide and Quit in the app menu.
    static let commandGroupPlacements: [String: [String]] = [
        "newItem": ["File"], "saveItem": ["File"], "printItem": ["File"], "importExport": ["File"],
        "undoRedo": ["Edit"], "pasteboard": ["Edit"], "textEditing": ["Edit"],
        "textFormatting": ["Format"],
        "toolbar": ["View"], "sidebar": ["View"],
        "windowSize": ["Window"], "windowArrangement": ["Window"], "windowList": ["Window"], "singleWindowList": ["Window"],
        "help": ["Help"],
        "appInfo": [appMenu], "appSettings": [appMenu], "systemServices": [appMenu], "appVisibility": [appMenu],
        "appTermination": [appMenu],
    ]

    /// UIKit `UIMenu.Identifier` (`builder.insertChild(menu, atStartOfMenu: .file)`): the
    /// top-level menus and the standard submenus inside them. The Objective-C names
    /// (`UIMenuFile`) are accepted too.
    static let uiMenuIdentifiers: [String: [String]] = {
        var identifiers: [String: [String]] = [
            "application": [appMenu], "about": [appMenu], "preferences": [appMenu], "services": [appMenu],
            "hide": [appMenu], "quit": [appMenu],
            "file": ["File"], "newScene": ["File"], "newItem": ["File"], "open": ["File"], "openRecent": ["File", "Open Recent"],
            "close": ["File"], "print": ["File"], "document": ["File"],
            "edit": ["Edit"], "undoRedo": ["Edit"], "standardEdit": ["Edit"], "find": ["Edit", "Find"],
            "findPanel": ["Edit", "Find"], "replace": ["Edit", "Find"], "share": ["Edit"],
            "spelling": ["Edit", "Spelling and Grammar"], "spellingPanel": ["Edit", "Spelling and Grammar"],
            "spellingOptions": ["Edit", "Spelling and Grammar"], "substitutions": ["Edit", "Substitutions"],
            "substitutionsPanel": ["Edit", "Substitutions"], "substitutionOptions": ["Edit", "Substitutions"],
            "transformations": ["Edit", "Transformations"], "speech": ["Edit", "Speech"], "lookup": ["Edit"],
            "learn": ["Edit"], "autoFill": ["Edit"],
            "format": ["Format"], "font": ["Format", "Font"], "textStyle": ["Format", "Font"], "textSize": ["Format", "Font"],
            "textColor": ["Format", "Font"], "textStylePasteboard": ["Format", "Font"], "text": ["Format", "Text"],
            "writingDirection": ["Format", "Text"], "alignment": ["Format", "Text"],
            "view": ["View"], "toolbar": ["View"], "sidebar": ["View"], "fullscreen": ["View"],
            "window": ["Window"], "minimizeAndZoom": ["Window"], "bringAllToFront": ["Window"],
            "help": ["Help"],
        ]
        for (name, path) in identifiers { identifiers["UIMenu" + name.prefix(1).uppercased() + name.dropFirst()] = path }
        return identifiers
    }()

    /// Whether a `UIMenu.Identifier` names a menu of its own (a menu of the bar or a titled
    /// submenu, whose path in ``uiMenuIdentifiers`` ends with it) rather than a group of items
    /// inside a menu (`.fullscreen`, `.newScene`: the path of the menu holding it).
    static func isUIMenuOfItsOwn(_ identifier: String) -> Bool {
        let name = identifier.hasPrefix("UIMenu") ? identifier.dropFirst(6).prefix(1).lowercased() + identifier.dropFirst(7) : identifier
        return uiMenusOfTheirOwn.contains(name)
    }

    private static let uiMenusOfTheirOwn: Set<String> = [
        "application", "file", "edit", "format", "view", "window", "help", "openRecent", "find", "spelling", "substitutions",
        "transformations", "speech", "font", "text",
    ]

    /// A path from its components (titles may hold `>`, so they are not joined and split again).
    static func path(_ components: [String]) -> MenuPath? {
        guard !components.isEmpty else { return nil }
        var path = MenuPath("")
        path.components = components
        return path
    }
}
