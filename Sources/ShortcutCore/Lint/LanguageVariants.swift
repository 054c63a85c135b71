/// The languages of one app (``AppGrouping/Group``): which of its files each language's menu is
/// made of. Only one localization of an interface is loaded when the app runs, so a localized
/// copy (`de.lproj/MainMenu.xib`) is a variant of its base file, never more items of the same
/// menu, and each language is checked as a menu of its own.
///
/// - Each file in an `.lproj` folder is a copy, in that folder's language, of its family (the path
///   without the `.lproj` folder, ``Localization``). A file outside any `.lproj` folder belongs
///   to every language; if its path is a family's (a `MainMenu.xib` beside `de.lproj/`), it is
///   that family's base copy.
/// - Each family's base copy is, in this order: the file outside any `.lproj`, the `Base.lproj`
///   one, the development language's (the project's `developmentRegion`), the English one
///   (`en.lproj`, `English.lproj`), else the first language's by code.
/// - The base variant is every shared file and each family's base copy. A language's variant is
///   every shared file, its own copy of each family that has one, and the base copy of every
///   other family; its own copies come last, so a conflict between a shared file and a
///   translated copy is reported on the copy.
struct LanguageVariants: Sendable {
    /// One language's menu: the run's files it is made of.
    struct Variant: Sendable {
        /// nil for the base.
        var language: Language?
        /// Indices into the run's files: shared and base files in run order, then the language's own.
        var members: [Int]
        /// The language's own copies (for the base: none).
        var own: [Int]
    }

    var base: Variant
    /// The translated languages, by code.
    var translations: [Variant]
    /// Each translated copy's base copy (run indices), when its family has one.
    var baseCopy: [Int: Int]

    /// The variants of the app whose files (run indices, in run order) are at `paths`; nil when
    /// no two of its files are copies of one family in different languages.
    init?(members: [Int], paths: [Int: String], developmentRegion: Language? = nil) {
        var localized: [Int: Localization] = [:]
        var families: [String: [Int]] = [:]
        for member in members {
            guard let path = paths[member], let localization = Localization(path: path) else { continue }
            localized[member] = localization
            families[localization.family, default: []].append(member)
        }
        guard !localized.isEmpty else { return nil }
        // A file outside any .lproj whose path is a family's is that family's base copy.
        var unlocalizedBase: [String: Int] = [:]
        for member in members where localized[member] == nil {
            if let path = paths[member], families[path] != nil, unlocalizedBase[path] == nil { unlocalizedBase[path] = member }
        }
        var baseOfFamily: [String: Int] = [:]
        for (family, copies) in families {
            baseOfFamily[family] =
                unlocalizedBase[family]
                ?? copies.min { Self.rank(localized[$0]!, developmentRegion) < Self.rank(localized[$1]!, developmentRegion) }
        }
        let baseMembers = Set(baseOfFamily.values)
        var translated: [Language: [Int]] = [:]
        var baseCopy: [Int: Int] = [:]
        for (member, localization) in localized where !baseMembers.contains(member) {
            // A second Base.lproj copy of a family (two folders' worth) has no language of its own.
            guard let language = localization.language else { continue }
            translated[language, default: []].append(member)
            if let base = baseOfFamily[localization.family] { baseCopy[member] = base }
        }
        guard !translated.isEmpty else { return nil }
        // Shared: files outside any .lproj, base copies, and a Base.lproj copy of a family whose
        // base is the file outside (it has no language to be a variant of).
        let shared = members.filter { localized[$0]?.language == nil || baseMembers.contains($0) }
        base = Variant(language: nil, members: shared, own: [])
        translations = translated.keys.sorted().map { language in
            let own = translated[language]!.sorted()
            let replaced = Set(own.compactMap { baseCopy[$0] })
            return Variant(language: language, members: shared.filter { !replaced.contains($0) } + own, own: own)
        }
        self.baseCopy = baseCopy
    }

    /// Every translated copy (run indices), with its language.
    var copies: [(member: Int, language: Language)] {
        translations.flatMap { variant in variant.own.map { ($0, variant.language!) } }
    }

    /// How strongly a copy claims to be its family's base: lower first.
    static func rank(_ localization: Localization, _ developmentRegion: Language?) -> (Int, String) {
        guard let language = localization.language else { return (0, "") }
        if let developmentRegion, language == developmentRegion { return (1, language.code) }
        if language.primary == "en" { return (language.code == "en" ? 2 : 3, language.code) }
        return (4, language.code)
    }
}
