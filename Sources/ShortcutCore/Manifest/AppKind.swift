/// What an app is, as far as the guidelines and the system treat apps differently.
///
/// - A game's key bindings "often consist of a single key" (Human Interface Guidelines ›
///   Keyboards, revision of June 9, 2025; Game controls › Keyboards: "Prioritize single-key
///   commands"), while its menu commands follow the rules of every app. A manifest says
///   `kind: game`; a project's game target says it with its App Store category
///   (`LSApplicationCategoryType`).
/// - An agent app runs "in the background and doesn't appear in the Dock" (Apple's Information
///   Property List reference, `LSUIElement`): macOS never shows its menu bar, and its main menu's
///   key equivalents act only while the app is active, which for most agents (helpers, menu bar
///   extras) is while one of their windows is key. A manifest says `kind: agent`; a project's
///   target says it with `LSUIElement` in its Info.plist or build settings.
public enum AppKind: String, CaseIterable, Sendable {
    case app
    case game
    case agent

    /// The kind an `LSApplicationCategoryType` names: `public.app-category.games` and the game
    /// genres (`public.app-category.action-games`, `…puzzle-games`) are games.
    package init(applicationCategory: String) {
        let category = applicationCategory.filter { $0 != " " && $0 != "\t" }
        let prefix = "public.app-category."
        self = category.hasPrefix(prefix) && (category == prefix + "games" || category.hasSuffix("-games")) ? .game : .app
    }
}
