/// The word lists the title model needs beyond the reserved rows' own data: words that carry no
/// meaning, words that turn a command into another one, words that name a part of a window
/// rather than an app, and the top-level menus. What each row's action is called lives in
/// `Resources/reserved.json` (titles, synonyms, verbs, objects) and
/// `Resources/localized-titles.json` (the same titles in Apple's other languages).
///
/// Words are written as ``TitleScanner`` reads them: lowercased, a plural `s` trimmed.
enum TitleVocabulary {
    /// Dropped when a title is matched against a row: "Jump to Selection" and "Jump Selection"
    /// are one command, and so are "Aide de Scribe" and "Aide Scribe" (the articles and "of" of
    /// the Romance languages of the standard titles).
    static let fillers = WordSet([
        "a", "an", "the", "to", "of", "for", "this", "current", "your", "my", "de", "du", "des", "la", "le", "les", "el",
        "los", "las", "del", "di",
    ])

    /// Dropped when two titles are compared for being related or for carrying a submenu's
    /// context: articles, prepositions, "and", "all" (すべて), in English and in the other
    /// languages of the standard titles ("Alles widerrufen" is related to "Widerrufen" by its verb).
    static let unrelating = WordSet([
        "a", "an", "the", "and", "or", "to", "of", "in", "on", "at", "by", "for", "with", "from", "as", "into", "all", "すべて",
        "de", "du", "des", "la", "le", "les", "el", "los", "las", "del", "der", "das", "dem", "und", "et", "och", "og", "het",
        "van", "zu", "zum", "zur", "au", "aux", "al", "di", "il", "para", "por", "pour", "mit", "von", "vom",
    ])

    /// The namespace words of command-style ids (VS Code's `workbench.action.`, Zed's `editor::`,
    /// JetBrains' `Editor…`, Xcode's `exec…`), dropped from ids only: "Close Editor" keeps its
    /// object.
    static let commandNamespaces = WordSet([
        "workbench", "action", "editor", "exec", "execute", "cmd", "command", "cursor", "ide", "app", "application",
        "view", "menu", "perform", "run",
    ])

    /// Words that make "Verb ‹Item›" another command: "Save As", "Save All", "Print Preview",
    /// "Close All", "Hide Others", "Paste and Match Style", "Page Setup", "Find Again".
    private static let qualifierNames: Set<String> = [
        "as", "all", "and", "or", "preview", "setup", "other", "again", "special", "with", "without", "plain",
        "every", "both", "next", "previous", "selected", "すべて", "ほか",
    ]

    static let qualifiers = WordSet(qualifierNames)

    /// Words that name a part of a window or a thing inside an app, never an app: without a known
    /// app name, "Hide Sidebar" and "Quit Server" (サイドバーを隠す) are not Hide ‹App› and Quit ‹App›.
    static let notAppNames = WordSet(
        qualifierNames.union([
            "sidebar", "ruler", "toolbar", "tab", "bar", "status", "panel", "pane", "inspector", "window", "server",
            "selection", "document", "file", "item", "line", "text", "font", "color", "colour", "palette", "console",
            "terminal", "editor", "minimap", "menu", "dock", "list", "sheet", "popover", "dialog", "overlay", "navigator",
            "debug", "debugger", "area", "output", "log", "detail", "info", "bookmark", "favorite", "history", "library",
            "grid", "guide", "comment", "note", "process", "task", "job", "session", "connection", "download", "upload",
            "preference", "setting", "option", "tool", "field", "search", "result", "view", "layer", "frame", "track",
            "clip", "playback", "player", "keyboard", "mouse", "cursor", "pointer", "emoji", "symbol",
            "character", "word", "paragraph", "page", "image", "picture", "photo", "video", "audio", "sound", "music",
            "mail", "message", "chat", "notification", "alert", "banner", "badge", "icon", "label", "button",
            "control", "slider", "map", "chart", "table", "row", "column", "cell", "header", "footer", "section", "group",
            "folder", "project", "workspace", "scheme", "target", "build", "test", "filter", "tag", "timeline",
            "board", "card", "widget", "extension", "plugin", "add", "on", "off", "me", "it", "them", "everything",
            "ウインドウ", "サイドバー", "ツールバー", "タブ", "パネル", "ファイル", "書類", "サーバ", "サーバー", "ルーラ", "インスペクタ",
        ]))

    /// Top-level menu titles that are not the app menu: when the manifest names no `app`, the
    /// first component of a menu path is taken as the app's name unless it is one of these. The
    /// File, Edit, View, Window, Help and Format menus in the languages of the standard titles are
    /// those of the sources of `Resources/localized-titles.json` (localize-mainmenu, Skim, MacDown).
    static let topLevelMenus = WordSet([
        "file", "edit", "format", "view", "window", "help", "go", "history", "bookmark", "tool", "navigate",
        "insert", "table", "arrange", "share", "debug", "product", "editor", "selection", "terminal", "run", "shell",
        "image", "layer", "select", "filter", "mailbox", "message", "control", "playback", "song", "account",
        "service", "find", "text", "font", "source", "refactor", "code", "project", "integrate", "developer",
        "ファイル", "編集", "フォーマット", "表示", "ウインドウ", "ヘルプ",
        "ablage", "archief", "archivo", "arkisto", "arkiv", "arquivo", "bestand", "documento", "ficheiro", "fichier", "plik",
        "файл", "文件", "檔案", "파일", "bearbeiten", "bewerk", "composizione", "edición", "editar", "edição", "edycja",
        "modifica", "modifier", "muokkaa", "rediger", "redigera", "wijzig", "ändra", "éditer", "édition", "править",
        "правка", "редактировать", "編輯", "编辑", "수정", "편집", "afficher", "ansicht", "darstellung", "innehåll",
        "oversigt", "présentation", "vis", "vista", "visualizar", "weergave", "widok", "вид", "查看", "檢視", "视图", "보기",
        "fenster", "fenêtre", "finestra", "fönster", "ikkuna", "janela", "okno", "venster", "ventana", "vindu", "vindue",
        "окно", "窗口", "視窗", "윈도우", "창", "aide", "aiuto", "ajuda", "ayuda", "hilfe", "hjelp", "hjälp", "hjælp", "hulp",
        "ohje", "ondersteuning", "pomoc", "помощь", "справка", "帮助", "說明", "輔助說明", "도움말", "formatar",
        "formatieren", "formato", "formatta", "opmaak", "格式",
    ])
}

/// A small set of words, as their UTF-8 bytes in ascending order: membership is a binary search
/// over the bytes of a word the scanner has just read, with no `String` made.
struct WordSet: Sendable {
    private let words: [[UInt8]]

    init<Words: Sequence<String>>(_ names: Words) {
        words = Set(names.map { Array($0.utf8) }).sorted { $0.lexicographicallyPrecedes($1) }
    }

    func contains(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        var (low, high) = (0, words.count)
        while low < high {
            let middle = (low + high) / 2
            if words[middle].lexicographicallyPrecedes(word) { low = middle + 1 } else { high = middle }
        }
        return low < words.count && words[low].elementsEqual(word)
    }

    func contains(_ word: TitleWord) -> Bool {
        var text = word.text
        return text.withUTF8 { contains($0) }
    }
}
