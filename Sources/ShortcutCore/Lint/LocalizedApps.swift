/// The localized apps of one run: for each app (``AppGrouping/Group``) whose files include
/// copies of one file in several languages, its ``LanguageVariants``, and for each translated
/// copy its base copy and which of its items are which of the base's (``MenuItemCorrespondence``).
/// `lint` checks each language's menu on its own (``AppChecks``) and reports a translated copy's
/// finding only when the base does not already have it (``RepeatedFindings``); `extract` writes
/// the base's entries only.
struct LocalizedApps: Sendable {
    /// By group index.
    private(set) var variants: [Int: LanguageVariants] = [:]
    /// Each translated copy (run index): its language, base copy and correspondence.
    private(set) var copies: [Int: TranslatedCopyOf] = [:]

    struct TranslatedCopyOf: Sendable {
        /// The group (index) of the app.
        var group: Int
        var language: Language
        /// The base copy's run index, when the copy's family has one.
        var base: Int?
        var correspondence: MenuItemCorrespondence?
    }

    var isEmpty: Bool { variants.isEmpty }

    /// An app with one language.
    init() {}

    /// Works out the variants of every group, and marks each translated copy's manifest with its
    /// language (``Manifest/variantLanguage``).
    init(groups: [AppGrouping.Group], readings: inout [InputReading], developmentRegions: [Int: Language] = [:]) {
        for (number, group) in groups.enumerated() where group.members.count > 1 {
            var paths: [Int: String] = [:]
            for member in group.members { paths[member] = readings[member].manifest.source.path }
            guard
                let found = LanguageVariants(
                    members: group.members, paths: paths, developmentRegion: group.members.lazy.compactMap { developmentRegions[$0] }.first)
            else { continue }
            variants[number] = found
            for (member, language) in found.copies {
                let base = found.baseCopy[member]
                let correspondence = base.map {
                    MenuItemCorrespondence(base: readings[$0].manifest, copy: readings[member].manifest)
                }
                copies[member] = TranslatedCopyOf(group: number, language: language, base: base, correspondence: correspondence)
                readings[member].manifest.variantLanguage = language
            }
        }
    }

    /// The translated copies among `members`, each with its base, as rules that compare them see
    /// them (``AppManifests/translations``).
    func translations(among members: [Int], manifest: (Int) -> Manifest) -> [TranslatedCopy] {
        members.compactMap { member in
            guard let copy = copies[member], let base = copy.base, let correspondence = copy.correspondence else { return nil }
            return TranslatedCopy(base: manifest(base), copy: manifest(member), language: copy.language, correspondence: correspondence)
        }
    }

    /// For each translated copy with a base, what tells its findings that repeat the base's
    /// (``RepeatedFindings``), from the findings of the rules and the checks across files.
    func repeatedFindings(in files: [FileLint], wordingRules: (Int) -> Set<String>) -> [Int: RepeatedFindings] {
        var filters: [Int: RepeatedFindings] = [:]
        for (member, copy) in copies {
            guard let base = copy.base, let correspondence = copy.correspondence else { continue }
            var ownCopies: [String: (copy: Manifest, base: Manifest, correspondence: MenuItemCorrespondence)] = [:]
            for (other, otherCopy) in copies where otherCopy.group == copy.group && otherCopy.language == copy.language {
                guard let otherBase = otherCopy.base, let otherCorrespondence = otherCopy.correspondence else { continue }
                ownCopies[files[other].source.path] = (files[other].manifest, files[otherBase].manifest, otherCorrespondence)
            }
            filters[member] = RepeatedFindings(
                copy: files[member].manifest, base: files[base].manifest, correspondence: correspondence,
                baseFindings: files[base].findings, ownCopies: ownCopies, wordingRules: wordingRules(member))
        }
        return filters
    }

    /// What groups each file into an app (``AppGrouping/groups(_:)``), with each localized copy
    /// in the app of its family's base copy (``LanguageVariants``): a copy is a variant of its
    /// base, whatever else would group it. A copy that no target builds (an old `nl.lproj` left out
    /// of the project) is still that app's Dutch menu, and a copy whose application menu is
    /// translated ("Scribe" in Japanese) or a template placeholder still names the base's app. A
    /// copy an Xcode target builds stays in that target when the base is in none.
    static func groupingKeys(_ files: [(app: AppGroup?, declaredApp: String?, path: String)]) -> [(AppGroup?, String?)] {
        var keys = files.map { ($0.app, $0.declaredApp) }
        var localizations: [Localization?] = []
        var base: [String: (rank: (Int, String), file: Int)] = [:]
        for (index, file) in files.enumerated() {
            let localization = Localization(path: file.path)
            localizations.append(localization)
            let family: String
            let rank: (Int, String)
            if let localization {
                family = localization.family
                rank = LanguageVariants.rank(localization, file.app?.developmentRegion.map(Language.init(code:)))
            } else {
                (family, rank) = (file.path, (-1, ""))
            }
            if base[family].map({ rank < $0.rank }) ?? true { base[family] = (rank, index) }
        }
        for (index, localization) in localizations.enumerated() {
            guard let localization, let (_, baseFile) = base[localization.family], baseFile != index else { continue }
            if files[baseFile].app != nil || files[index].app == nil { keys[index] = keys[baseFile] }
        }
        return keys
    }
}

/// A translated copy of an Interface Builder file beside its base, for rules that compare them
/// (``LocalizationDriftRule``).
package struct TranslatedCopy: Sendable {
    let base: Manifest
    let copy: Manifest
    let language: Language
    let correspondence: MenuItemCorrespondence
}
