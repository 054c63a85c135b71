import Foundation

@testable import ShortcutCore

/// The languages part of the whole-repository document (issue 19): which language each finding
/// is in, and precision per language, between and within languages.
extension WholeRepoPrecisionDocument {
    /// The path of a finding's file inside its repository.
    static func path(of finding: ObservedFinding) -> String {
        finding.key.file.split(separator: "/", maxSplits: 2).dropFirst(2).first.map(String.init) ?? ""
    }

    /// A translation tool's copy of a menu (AppleGlot `.loc`/`.ldb`, an `.xcloc` export, `.svn`):
    /// no language the app loads.
    static func isToolCopy(_ path: String) -> Bool {
        path.split(separator: "/").contains { part in
            part.hasSuffix(".loc") || part.hasSuffix(".ldb") || part.hasSuffix(".xcloc") || part == ".svn"
        }
    }

    /// The language of the file at `path`, from the path alone (``Localization``): the innermost
    /// `.lproj` folder's (`Base` for Base.lproj), `shared` outside any (every language's menu
    /// holds the file), `tool copy` for a translation tool's copy.
    static func language(ofPath path: String) -> String {
        if isToolCopy(path) { return "tool copy" }
        guard let localization = Localization(path: path) else { return "shared" }
        return localization.language?.code ?? "Base"
    }

    /// The path up to a translation tool's copy (`Localization/CoverSutra-es.loc`): one copy, one language.
    static func toolCopyRoot(_ path: String) -> String? {
        let parts = path.split(separator: "/")
        guard let index = parts.firstIndex(where: { isToolCopy(String($0)) }) else { return nil }
        return parts[...index].joined(separator: "/")
    }

    static func language(of finding: ObservedFinding) -> String { language(ofPath: path(of: finding)) }

    static let development = " (development)"

    /// The recall notes' kinds for drifts and in-language duplicates (not input kinds).
    static let localizedKinds: Set<String> = ["localization-drift", "in-language-duplicate"]

    /// A finding's language as the tables group it: the app's development language (its project's
    /// `developmentRegion`) marked, since its copy is the base menu, not a translation.
    func languageLabel(of finding: ObservedFinding) -> String {
        let language = Self.language(of: finding)
        let region = runs.first { $0.repo == Self.repo(of: finding) }?.developmentRegion
        return language == region ? language + Self.development : language
    }

    /// Whether findings labelled `label` are on translations: a language other than the app's
    /// development language (not shared files, Base.lproj or tool copies).
    static func isTranslation(_ label: String) -> Bool {
        !["shared", "Base", "tool copy"].contains(label) && !label.hasSuffix(development)
    }

    /// Display order: shared, Base, the development languages, the translations by code, tool copies.
    static func languageOrder(_ lhs: String, _ rhs: String) -> Bool {
        func rank(_ language: String) -> Int {
            language == "shared" ? 0 : language == "Base" ? 1 : language.hasSuffix(development) ? 2 : language == "tool copy" ? 4 : 3
        }
        return (rank(lhs), lhs) < (rank(rhs), rhs)
    }

    /// The duplicate-shortcut findings whose other item is in another language's file: (both in
    /// `.lproj` copies of the app, tool copies).
    var duplicatesBetweenLanguages: (copies: [ObservedFinding], toolCopies: [ObservedFinding]) {
        var copies: [ObservedFinding] = []
        var tools: [ObservedFinding] = []
        for finding in findings where finding.key.rule == "duplicate-shortcut" && !finding.key.related.isEmpty {
            let relatedPath = String(finding.key.related[..<(finding.key.related.lastIndex(of: ":") ?? finding.key.related.endIndex)])
            let (own, other) = (Self.language(of: finding), Self.language(ofPath: relatedPath))
            if own == "tool copy" || other == "tool copy" {
                if Self.toolCopyRoot(Self.path(of: finding)) != Self.toolCopyRoot(relatedPath) { tools.append(finding) }
            } else if own != "shared", other != "shared", own != other {
                copies.append(finding)
            }
        }
        return (copies, tools)
    }

    /// The repositories whose menus were read in at least `count` languages.
    func repositories(readInAtLeast count: Int) -> [WholeRepoCorpus.Run] {
        runs.filter { $0.languagesRead.count >= count }
    }

    func languageSection() -> String {
        var out = """

            ## Per language

            Issue 19: a localized app is one menu per language, and each is judged as that language's
            menu. A finding's language is its file's, from the path alone (`Localization`): the innermost
            `xx.lproj` folder's, `Base` for Base.lproj, `shared` for a file outside any `.lproj` (code, an
            unlocalized XIB: every language's menu holds it), `tool copy` for a translation tool's copy
            (AppleGlot `.loc`/`.ldb`, `.xcloc`), which no running app loads. A finding on a translation
            from a `.strings` file or String Catalog is that file's, so its language too.

            ### Languages read

            Shortcuts the run read in each language (findings.json's `languages`): each `.lproj` copy in
            its language, and a Base.lproj file again in each language a `<language>.lproj/<name>.strings`
            or `<name>.xcstrings` translates it to; tool copies are not counted.

            | repository | slice | development language | languages | shortcuts per language | findings per language |
            | --- | --- | --- | ---: | --- | --- |

            """
        let localizedRuns = repositories(readInAtLeast: 2)
        for run in localizedRuns {
            let languages = run.languagesRead
            let perLanguage = languages.map { "\($0) \(run.languages[$0] ?? 0)" }.joined(separator: ", ")
            let own = Dictionary(grouping: findings.filter { Self.repo(of: $0) == run.repo }, by: Self.language(of:))
            let found = own.keys.sorted(by: Self.languageOrder).map { "\($0) \(own[$0]?.count ?? 0)" }.joined(separator: ", ")
            out +=
                "| `\(run.repo)` | \(slice(of: run.repo)) | \(run.developmentRegion ?? "–") | \(languages.count) | \(perLanguage) "
                + "| \(found.isEmpty ? "none" : found) |\n"
        }
        let three = repositories(readInAtLeast: 3)
        out += "\n\(three.count) repositories have their menus read in three or more languages"
        out +=
            " (\(three.filter { slice(of: $0.repo) == "main" }.count) main, \(three.filter { slice(of: $0.repo) == "held-out" }.count) held-out).\n"
        out += languagePrecision()
        out += betweenAndWithinLanguages()
        return out
    }

    private func languagePrecision() -> String {
        var out = """

            ### Findings per language

            Every finding of both slices, by its file's language; "(development)" marks the app's
            development language, whose copy is the base menu (English.lproj, en.lproj without a
            Base.lproj), not a translation. Target (issue 19): every warning rule at least 85% true or
            defensible in every language.

            | language | rule | severity | findings | true | defensible | false | true or defensible |
            | --- | --- | --- | ---: | ---: | ---: | ---: | ---: |

            """
        let byLanguage = Dictionary(grouping: findings, by: languageLabel(of:))
        var failing: [(rule: String, language: String)] = []
        for language in byLanguage.keys.sorted(by: Self.languageOrder) {
            let report = PrecisionReport(observed: byLanguage[language] ?? [], verdicts: verdicts.verdicts)
            for row in report.tallies {
                let (t, d) = (row.count(.true), row.count(.defensible))
                out +=
                    "| \(language) | `\(row.rule)` | \(row.severity) | \(row.findings) | \(t) | \(d) | \(row.count(.false)) "
                    + "| \(Self.percent(t + d, row.findings)) |\n"
                if row.severity == "warning", language != "tool copy", (t + d) * 100 < row.findings * 85 {
                    failing.append((row.rule, language))
                }
            }
        }
        let languagesWithFindings = Set(
            byLanguage.keys.map { $0.hasSuffix(Self.development) ? String($0.dropLast(Self.development.count)) : $0 })
        let silent = Set(runs.flatMap(\.languagesRead)).subtracting(languagesWithFindings).sorted(by: Self.languageOrder)
        out += "\nLanguages read with no finding of their own: \(silent.isEmpty ? "none" : silent.joined(separator: ", "))"
        out +=
            " (each is checked as its own menu; a copy's finding that repeats its base's, the same rule on the same items or an item on its base item's chord, is reported once, on the base's file).\n\n"
        func list(_ rows: [(rule: String, language: String)]) -> String {
            rows.isEmpty ? "none.\n" : rows.map { "`\($0.rule)` in \($0.language)" }.joined(separator: ", ") + ".\n"
        }
        out += "Warning rules under 85% true or defensible in a translation: " + list(failing.filter { Self.isTranslation($0.language) })
        out += "In shared files, Base.lproj and the development languages (the base menus, whose shortfalls are the slices' above): "
        out += list(failing.filter { !Self.isTranslation($0.language) })
        return out
    }

    private func betweenAndWithinLanguages() -> String {
        let between = duplicatesBetweenLanguages
        var out = """

            ### Between languages, and within each

            Only one localization of a menu is loaded when the app runs, so two items in different
            languages' copies never collide. `duplicate-shortcut` findings whose other item is in another
            language's `.lproj` copy: \(between.copies.count).
            """
        if !between.toolCopies.isEmpty {
            let repos = Set(between.toolCopies.map(Self.repo(of:))).sorted().map { "`\($0)`" }.joined(separator: ", ")
            out += " Between translation tools' copies (\(repos)): \(between.toolCopies.count), all judged false (`tool-copy`)."
        }
        out += """


            Drifts and in-language duplicates, counted by the script independently of the linter (its own
            XML reading; an item of a translated copy is the base copy's item that sends the same action,
            where one item of each file sends it, rather than the linter's object ids and places): a drift
            is such an item whose chord differs from its base item's, an in-language duplicate an item of
            a translated copy on the chord of an earlier item of the same menu that the base items do not
            share. Found: a `localization-drift` finding on the drift's line, a `duplicate-shortcut` on
            either item's. Items with a key that only a translation has (no base item sends their action)
            cannot drift; they are listed for what they are, each language's own items, checked in that
            language's menu.

            | repository | drifts | found | in-language duplicates | found | missed (in files not read) | items only in a translation |
            | --- | ---: | ---: | ---: | ---: | ---: | ---: |

            """
        for run in runs {
            let rows = localized.filter { $0.repo == run.repo }
            let drift = rows.first { $0.kind == "localization-drift" }
            let duplicate = rows.first { $0.kind == "in-language-duplicate" }
            let only = translationOnly[run.repo] ?? []
            guard (drift?.sites ?? 0) + (duplicate?.sites ?? 0) + only.count > 0 else { continue }
            let missed = rows.reduce(0) { $0 + $1.missed.count }
            let unread = rows.reduce(0) { $0 + $1.inUnreadFiles }
            out +=
                "| `\(run.repo)` | \(drift?.sites ?? 0) | \(drift?.found ?? 0) | \(duplicate?.sites ?? 0) | \(duplicate?.found ?? 0) "
                + "| \(missed) (\(unread)) | \(only.count) |\n"
        }
        let drifts = findings.filter { $0.key.rule == "localization-drift" }
        let sites = localized.reduce(0) { $0 + $1.sites }
        let found = localized.reduce(0) { $0 + $1.found }
        let unread = localized.reduce(0) { $0 + $1.inUnreadFiles }
        out +=
            "\nDrifts and in-language duplicates counted: \(sites); found: \(found); missed in files the linter reads: \(sites - found - unread)"
        out += "; in files it does not read: \(unread). The linter gives \(drifts.count) `localization-drift` "
        out += "\(drifts.count == 1 ? "finding" : "findings") on the corpus.\n"
        let missed = localized.flatMap { row in row.missed.map { (row, $0) } }
        if !missed.isEmpty {
            out += "\nWhy sites were missed:\n\n"
            for (row, site) in missed {
                let note = notes.first { $0.covers(repo: row.repo, kind: row.kind, site: site) }
                out += "- `\(row.repo)` \(site) (`\(row.kind)`): \(note?.finding ?? "unexplained") (`\(note?.category ?? "")`)\n"
            }
        }
        return out
    }
}
