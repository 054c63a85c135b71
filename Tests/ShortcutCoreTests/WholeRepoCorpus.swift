import Foundation

@testable import ShortcutCore

/// The whole-repository corpus of issues 18 and 19: app repositories linted as folders, the way
/// people run `shortcut-lint lint .`. The repositories stay outside this one; what the tests read
/// is the committed output of `Scripts/whole-repo-corpus.sh run` (findings.json, recall.json) and
/// the hand-made judgements beside it (verdicts.yml, recall-notes.yml), all in
/// `Tests/ShortcutCoreTests/Fixtures/WholeRepos` (PROVENANCE.md there says how they were chosen).
enum WholeRepoCorpus {
    static let folder = Conformance.packageRoot.appendingPathComponent("Tests/ShortcutCoreTests/Fixtures/WholeRepos")
    static let verdictsURL = folder.appendingPathComponent("verdicts.yml")

    struct ReadError: Error, CustomStringConvertible {
        let description: String
    }

    /// One row of corpus.tsv.
    struct Repository: Sendable {
        var name: String
        var commit: String
        /// `main` or `held-out`.
        var slice: String
        var stratum: String
    }

    /// What one run of the linter did on one repository (findings.json's `repos`).
    struct Run: Sendable {
        var repo: String
        var exit: Int
        var files: Int
        var shortcuts: Int
        /// Shortcuts read in each language (findings.json's `languages`): an `.lproj` copy in its
        /// own, `Base` for Base.lproj, a Base.lproj file again in each language a `.strings` file
        /// or String Catalog translates it to, and `shared` for files outside any `.lproj` (in every
        /// language's menu); translation tools' copies (AppleGlot `.loc`/`.ldb`, `.xcloc`) left out.
        var languages: [String: Int] = [:]
        /// The app's development language (`developmentRegion` of its project), as a code.
        var developmentRegion: String? = nil

        /// The languages whose menus were read (`shared` is none of them).
        var languagesRead: [String] { languages.keys.filter { $0 != "shared" }.sorted() }
    }

    /// Drifts or in-language duplicates of localized copies counted independently (recall.json's
    /// `localized`), and how many a finding names: `kind` is `localization-drift` (an item of a
    /// translated copy whose chord is not its base item's) or `in-language-duplicate` (two items of
    /// one translated copy's menu with one chord that the base items do not share).
    struct LocalizedRecall: Sendable {
        var repo: String
        var kind: String
        var sites: Int
        var found: Int
        var missed: [String]
        var inUnreadFiles: Int
    }

    /// Shortcut sites of one input kind counted independently, and what became of them (recall.json).
    struct Recall: Sendable {
        var repo: String
        var kind: String
        var sites: Int
        var read: Int
        var noted: Int
        /// `path:line` of each site the linter neither read nor noted.
        var missed: [String]
        /// Of the missed sites, those in files the linter did not read at all.
        var inUnreadFiles: Int
    }

    /// Why a missed site was missed (recall-notes.yml).
    struct RecallNote: Sendable {
        var repo: String
        var kind: String
        var path: String
        /// `true-miss`, `count-artefact`, or `not-the-app` (a site in a file a scan leaves out as
        /// not part of the app, which recall does not count).
        var finding: String
        var category: String

        func covers(repo: String, kind: String, site: String) -> Bool {
            let path = String(site[..<(site.lastIndex(of: ":") ?? site.endIndex)])
            return Self.matches(self.repo, repo) && self.kind == kind && Self.matches(self.path, path)
        }

        private static func matches(_ pattern: String, _ text: String) -> Bool {
            text.range(of: "^(?:\(pattern))$", options: .regularExpression) != nil
        }
    }

    static func repositories() throws -> [Repository] {
        let text = try String(contentsOf: folder.appendingPathComponent("corpus.tsv"), encoding: .utf8)
        var lines = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        let header = lines.removeFirst()
        return try lines.map { fields in
            func field(_ name: String) throws -> String {
                guard let index = header.firstIndex(of: name), index < fields.count else {
                    throw ReadError(description: "corpus.tsv: a row has no \(name)")
                }
                return fields[index]
            }
            return Repository(
                name: try field("repo"), commit: try field("commit"), slice: try field("slice"), stratum: try field("stratum"))
        }
    }

    /// The committed run: per repository, and every finding in the shape the verdicts are keyed on
    /// (`file` is OWNER/NAME/path).
    static func results() throws -> (runs: [Run], findings: [ObservedFinding]) {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("findings.json")))
        guard let root = object as? [String: Any], let repos = root["repos"] as? [[String: Any]],
            let findings = root["findings"] as? [[String: Any]]
        else { throw ReadError(description: "findings.json: expected {repos, findings}") }
        let runs = repos.map {
            Run(
                repo: $0["repo"] as? String ?? "", exit: $0["exit"] as? Int ?? -1, files: $0["files"] as? Int ?? 0,
                shortcuts: $0["shortcuts"] as? Int ?? 0, languages: $0["languages"] as? [String: Int] ?? [:],
                developmentRegion: $0["developmentRegion"] as? String)
        }
        let observed = findings.map { item in
            let text = { (name: String) in item[name] as? String ?? "" }
            return ObservedFinding(
                key: FindingKey(
                    file: "\(text("repo"))/\(text("path"))", title: text("title"), key: text("key"), rule: text("rule"),
                    related: text("related")),
                severity: text("severity"), line: item["line"] as? Int ?? 0, message: text("message"))
        }
        return (runs, observed)
    }

    static func recall() throws -> [Recall] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("recall.json")))
        guard let rows = object as? [[String: Any]] else { throw ReadError(description: "recall.json: expected a list") }
        return rows.flatMap { row in
            let kinds = row["kinds"] as? [String: [String: Any]] ?? [:]
            return kinds.keys.sorted().map { kind in
                let tally = kinds[kind] ?? [:]
                return Recall(
                    repo: row["repo"] as? String ?? "", kind: kind, sites: tally["sites"] as? Int ?? 0, read: tally["read"] as? Int ?? 0,
                    noted: tally["noted"] as? Int ?? 0, missed: tally["missedSites"] as? [String] ?? [],
                    inUnreadFiles: tally["notLinted"] as? Int ?? 0)
            }
        }
    }

    /// The independent count of drifts and in-language duplicates, and per repository the items
    /// with a key that only a translation has (`path:line`).
    static func localizedRecall() throws -> (counts: [LocalizedRecall], translationOnly: [String: [String]]) {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("recall.json")))
        guard let rows = object as? [[String: Any]] else { throw ReadError(description: "recall.json: expected a list") }
        var counts: [LocalizedRecall] = []
        var only: [String: [String]] = [:]
        for row in rows {
            let repo = row["repo"] as? String ?? ""
            let localized = row["localized"] as? [String: Any] ?? [:]
            for (kind, field) in [("localization-drift", "drift"), ("in-language-duplicate", "duplicate")] {
                let tally = localized[field] as? [String: Any] ?? [:]
                counts.append(
                    LocalizedRecall(
                        repo: repo, kind: kind, sites: tally["sites"] as? Int ?? 0, found: tally["found"] as? Int ?? 0,
                        missed: tally["missedSites"] as? [String] ?? [], inUnreadFiles: tally["notLinted"] as? Int ?? 0))
            }
            only[repo] = localized["translationOnly"] as? [String] ?? []
        }
        return (counts, only)
    }

    static func recallNotes() throws -> [RecallNote] {
        let url = folder.appendingPathComponent("recall-notes.yml")
        let source = SourceFile(path: url.lastPathComponent, bytes: [UInt8](try Data(contentsOf: url)))
        let parsed = YAMLParser.parse(source)
        if let error = parsed.error { throw ReadError(description: "recall-notes.yml: \(error.message)") }
        let document = parsed.document
        let reader = FieldLookup(document: document)
        return try document.elements(try reader.node(document.root, "notes")).map { item in
            RecallNote(
                repo: try reader.text(item, "repo"), kind: try reader.text(item, "kind"), path: try reader.text(item, "path"),
                finding: try reader.text(item, "finding"), category: try reader.text(item, "class"))
        }
    }
}

extension ObservedFinding {
    /// A finding as recorded in a results file rather than given by a run in this process.
    init(key: FindingKey, severity: String, line: Int, message: String) {
        self.key = key
        self.severity = severity
        self.line = line
        self.message = message
    }
}
