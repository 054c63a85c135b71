/// What an app is, as far as the guidelines tell apps and games apart: a game's key bindings
/// "often consist of a single key" (Human Interface Guidelines › Keyboards, revision of June 9,
/// 2025; Game controls › Keyboards: "Prioritize single-key commands"), while its menu commands
/// follow the rules of every app. A manifest says `kind: game`; a project's game target says it
/// with its App Store category (`LSApplicationCategoryType`).
public enum AppKind: String, CaseIterable, Sendable {
    case app
    case game

    /// The kind an `LSApplicationCategoryType` names: `public.app-category.games` and the game
    /// genres (`public.app-category.action-games`, `…puzzle-games`) are games.
    package init(applicationCategory: String) {
        let category = applicationCategory.filter { $0 != " " && $0 != "\t" }
        let prefix = "public.app-category."
        self = category.hasPrefix(prefix) && (category == prefix + "games" || category.hasSuffix("-games")) ? .game : .app
    }
}
