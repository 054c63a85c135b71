/// A manifest entry as standard-use recognition reads it: its title, where it sits in the menus,
/// the app's name, the action it sends and, when known, its language. Make one per entry (its
/// words are worked out here, once) and ask each row its chord hits with
/// ``ReservedEntry/recognizesUse(_:)``.
///
/// The menu path is part of the title: Edit › Select › "All" is also read as "Select All", and
/// Format › Font › "Bigger" as "Font Bigger". The app's name is the manifest's `app`; without one,
/// the first menu of the path when it is not a standard menu (the app menu carries the app's
/// name), and otherwise any short name that is not a window part ("Hide Scribe" yes, "Hide
/// Sidebar" no).
public struct StandardUseQuery: Sendable {
    /// The word lists to try, each sorted: the title, and the title behind its innermost submenu,
    /// each once with the app's name marked (``TitleWord/app``) and once as written.
    let candidates: [[TitleWord]]
    /// An app name is known, so `‹App›` accepts that name only.
    let knowsApp: Bool
    /// The action selector the entry sends (`openDocument:`), when its input names one.
    let action: String?
    /// The entry's language (`de`, `ja`, `pt-BR`) when the input says it (a localization's
    /// folder): only that language's titles and English ones then name the row. Nil: any.
    let language: String?

    public init(title: String, menuPath: [String] = [], app: String? = nil, action: String? = nil, language: String? = nil) {
        self.action = action
        self.language = language.map(LocalizedTitle.primaryLanguage)
        var appName = app.flatMap { $0.isEmpty ? nil : $0 }
        if appName == nil, let first = menuPath.first {
            let words = Titles.commandWords(first)
            if !words.isEmpty, !words.contains(where: { TitleVocabulary.topLevelMenus.contains($0) }),
                !words.contains(where: { TitleVocabulary.notAppNames.contains($0) })
            {
                appName = first
            }
        }
        knowsApp = appName != nil
        var candidates: [[TitleWord]] = []
        func add(_ text: String) {
            if let appName, let marked = Self.markingApp(appName, in: text) {
                let words = Titles.commandWords(marked).sorted()
                if !words.isEmpty { candidates.append(words) }
            }
            let words = Titles.commandWords(text).sorted()
            if !words.isEmpty, !candidates.contains(words) { candidates.append(words) }
        }
        add(title)
        if menuPath.count >= 2, let submenu = menuPath.last { add(submenu + " " + title) }
        self.candidates = candidates
    }

    /// The query for a manifest entry: its title, menu path and action selector. An entry without
    /// a title or an action names no action, so it implements no row.
    public init(entry: ShortcutEntry, app: String?, language: String? = nil) {
        self.init(
            title: entry.title ?? "", menuPath: entry.menu?.components ?? [], app: app, action: entry.action, language: language)
    }

    /// `text` with each whole-word occurrence of the app's name (ASCII letters in any case) replaced
    /// by `‹App›`; nil when the name does not occur (found without allocating, unless the name
    /// has spaces to drop: most titles do not name the app).
    ///
    /// Spaces do not count: menus write a product's name with and without them, as Audiobook
    /// Binder's app menu sits above "Quit AudioBookBinder".
    static func markingApp(_ name: String, in text: String) -> String? {
        var name = name.utf8.contains(0x20) ? String(name.filter { $0 != " " }) : name
        var text = text
        return name.withUTF8 { needle in
            text.withUTF8 { haystack -> String? in
                guard !needle.isEmpty, needle.count <= haystack.count else { return nil }
                func fold(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }
                func isWordByte(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 || (byte | 0x20) &- 0x61 < 26 }
                /// Where an occurrence starting at `index` ends (spaces inside it skipped), or nil.
                func occurrence(at index: Int) -> Int? {
                    if index > 0, isWordByte(haystack[index - 1]), isWordByte(needle[0]) { return nil }
                    var position = index
                    for offset in 0..<needle.count {
                        if offset > 0 { while position < haystack.count, haystack[position] == 0x20 { position += 1 } }
                        guard position < haystack.count, fold(haystack[position]) == fold(needle[offset]) else { return nil }
                        position += 1
                    }
                    if position < haystack.count, isWordByte(haystack[position]), isWordByte(needle[needle.count - 1]) { return nil }
                    return position
                }
                guard let first = (0...(haystack.count - needle.count)).first(where: { occurrence(at: $0) != nil }) else { return nil }
                var output = Array(haystack[..<first])
                var index = first
                while index < haystack.count {
                    if let end = occurrence(at: index) {
                        output.append(contentsOf: "‹App›".utf8)
                        index = end
                    } else {
                        output.append(haystack[index])
                        index += 1
                    }
                }
                return String(decoding: output, as: UTF8.self)
            }
        }
    }
}

/// A reserved row's ways of naming its action, compiled once: exact phrases (Apple's titles,
/// other apps' synonyms, the titles in Apple's other languages), and verbs that combine with
/// objects.
struct UsePatterns: Sendable {
    /// Sorted literal words and at most one placeholder (``TitleWord/app``, `item`, `action`),
    /// and the language of a localized title (nil: English, which every menu may use).
    struct Phrase: Sendable {
        var words: [TitleWord]
        var placeholder: TitleWord?
        var language: String?

        init(_ text: String, language: String? = nil) {
            var words: [TitleWord] = []
            var placeholder: TitleWord?
            for word in Titles.commandWords(text) {
                if word.isPlaceholder { placeholder = placeholder ?? word } else { words.append(word) }
            }
            words.sort()
            self.words = words
            self.placeholder = placeholder
            self.language = language.map(LocalizedTitle.primaryLanguage)
        }

        var isEmpty: Bool { words.isEmpty && placeholder == nil }

        /// Whether the phrase may name an entry in `language` (nil: any language).
        func applies(to language: String?) -> Bool { self.language == nil || language == nil || self.language == language }
    }

    var phrases: [Phrase]
    /// The phrases by their first (smallest) word, which a title must have to be one of them: a
    /// row has a few dozen phrases in all its languages, a title two or three words.
    var phrasesByFirstWord: [TitleWord: [Int]] = [:]
    /// Phrases of a placeholder alone.
    var wordlessPhrases: [Int] = []
    var verbs: [[TitleWord]]
    var objects: [Phrase]
    var selectors: [String]

    init(_ terms: UseTerms) {
        selectors = terms.selectors
        phrases =
            ((terms.titles + terms.synonyms + terms.standIns).map { Phrase($0) }
            + terms.localizedTitles.map { Phrase($0.title, language: $0.language) })
            .filter { !$0.isEmpty }
        for (index, phrase) in phrases.enumerated() {
            if let first = phrase.words.first {
                phrasesByFirstWord[first, default: []].append(index)
            } else {
                wordlessPhrases.append(index)
            }
        }
        verbs = terms.verbs.map { Titles.commandWords($0).sorted() }.filter { !$0.isEmpty }
        objects = terms.objects.map { Phrase($0) }.filter { !$0.isEmpty }
    }

    /// Whether the query's action is one of the row's selectors, or one of the query's word lists
    /// is a phrase (a placeholder may take the remaining words, or none), or a verb with exactly
    /// one object (words in either order, as command ids write `files.save`).
    func matches(_ query: StandardUseQuery) -> Bool {
        if let action = query.action, selectors.contains(action) || (!action.hasSuffix(":") && selectors.contains(action + ":")) {
            return true
        }
        func named(_ index: Int, _ words: [TitleWord]) -> Bool {
            phrases[index].applies(to: query.language) && Self.names(phrases[index], words, knowsApp: query.knowsApp)
        }
        for words in query.candidates {
            for word in words { if let indices = phrasesByFirstWord[word], indices.contains(where: { named($0, words) }) { return true } }
            if wordlessPhrases.contains(where: { named($0, words) }) { return true }
            for verb in verbs {
                guard let left = Self.leftover(verb, in: words), left > 0 else { continue }
                let afterVerb = Self.remainder(verb, of: words)
                if objects.contains(where: { Self.names($0, afterVerb, knowsApp: query.knowsApp) }) { return true }
            }
        }
        return false
    }

    /// Whether `words` are the phrase's words, the rest (if any) standing for its placeholder.
    static func names(_ phrase: Phrase, _ words: [TitleWord], knowsApp: Bool) -> Bool {
        guard let left = leftover(phrase.words, in: words) else { return false }
        if left == 0 { return true }
        guard let placeholder = phrase.placeholder else { return false }
        return accepts(placeholder, remainder(phrase.words, of: words), knowsApp: knowsApp)
    }

    /// How many of `words` are left once one occurrence of each of `part` is taken (both
    /// sorted); nil when `part` is not all there.
    static func leftover(_ part: [TitleWord], in words: [TitleWord]) -> Int? {
        guard part.count <= words.count else { return nil }
        var next = 0
        for word in words where next < part.count {
            if word == part[next] {
                next += 1
            } else if part[next] < word {
                return nil
            }
        }
        return next == part.count ? words.count - part.count : nil
    }

    /// `words` without one occurrence of each of `part`, which ``leftover(_:in:)`` found there.
    static func remainder(_ part: [TitleWord], of words: [TitleWord]) -> [TitleWord] {
        var rest: [TitleWord] = []
        rest.reserveCapacity(words.count - part.count)
        var next = 0
        for word in words {
            if next < part.count, word == part[next] { next += 1 } else { rest.append(word) }
        }
        return rest
    }

    /// Whether the words left over can stand for the placeholder.
    static func accepts(_ placeholder: TitleWord, _ rest: [TitleWord], knowsApp: Bool) -> Bool {
        switch placeholder {
        case .app:
            if rest == [.app] { return true }
            return !knowsApp && rest.count <= 3 && !rest.contains { TitleVocabulary.notAppNames.contains($0) || $0.isPlaceholder }
        case .item:
            return rest.count <= 4 && !rest.contains(where: { TitleVocabulary.qualifiers.contains($0) })
        default:
            return true
        }
    }
}
