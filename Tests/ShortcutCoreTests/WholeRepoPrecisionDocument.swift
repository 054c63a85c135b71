import Foundation

@testable import ShortcutCore

/// The "Whole repositories" part of `docs/precision.md`, from the committed files of
/// `Tests/ShortcutCoreTests/Fixtures/WholeRepos` alone (no repository, no `../shared`).
struct WholeRepoPrecisionDocument {
    var repositories: [WholeRepoCorpus.Repository]
    var runs: [WholeRepoCorpus.Run]
    var findings: [ObservedFinding]
    var verdicts: VerdictFile
    var recall: [WholeRepoCorpus.Recall]
    var notes: [WholeRepoCorpus.RecallNote]
    var localized: [WholeRepoCorpus.LocalizedRecall] = []
    var translationOnly: [String: [String]] = [:]
    private var byKey: [FindingKey: Verdict] = [:]

    init(
        repositories: [WholeRepoCorpus.Repository], runs: [WholeRepoCorpus.Run], findings: [ObservedFinding], verdicts: VerdictFile,
        recall: [WholeRepoCorpus.Recall], notes: [WholeRepoCorpus.RecallNote],
        localized: (counts: [WholeRepoCorpus.LocalizedRecall], translationOnly: [String: [String]]) = ([], [:])
    ) {
        (self.repositories, self.runs, self.findings, self.verdicts, self.recall, self.notes) = (
            repositories, runs, findings, verdicts, recall, notes
        )
        (self.localized, self.translationOnly) = localized
        for verdict in verdicts.verdicts { byKey[verdict.key] = verdict }
    }

    static func load() throws -> WholeRepoPrecisionDocument {
        let results = try WholeRepoCorpus.results()
        return WholeRepoPrecisionDocument(
            repositories: try WholeRepoCorpus.repositories(), runs: results.runs, findings: results.findings,
            verdicts: try VerdictFile.read(WholeRepoCorpus.verdictsURL), recall: try WholeRepoCorpus.recall(),
            notes: try WholeRepoCorpus.recallNotes(), localized: try WholeRepoCorpus.localizedRecall())
    }

    static let slices = ["main", "held-out"]

    func slice(of repo: String) -> String { repositories.first { $0.name == repo }?.slice ?? "" }

    /// OWNER/NAME of a finding's `file`.
    static func repo(of finding: ObservedFinding) -> String {
        finding.key.file.split(separator: "/", maxSplits: 2).prefix(2).joined(separator: "/")
    }

    func findings(in slice: String) -> [ObservedFinding] { findings.filter { self.slice(of: Self.repo(of: $0)) == slice } }

    func verdict(_ finding: ObservedFinding) -> Verdict? { byKey[finding.key] }

    var markdown: String {
        var out = """

            # Precision on whole repositories

            The way people run the linter now: `shortcut-lint lint .` on a whole app repository (project
            files, Interface Builder files, code, localizations, tests), default configuration. The corpus
            is \(repositories.count) open-source app repositories at pinned commits, chosen by a rule written down
            before any was linted, in a main slice of \(count("main")) and a held-out slice of \(count("held-out")) that nobody tunes on
            ([Tests/ShortcutCoreTests/Fixtures/WholeRepos](../Tests/ShortcutCoreTests/Fixtures/WholeRepos):
            PROVENANCE.md, corpus.tsv). `Scripts/whole-repo-corpus.sh run` lints them and writes
            findings.json and recall.json; every finding is judged in verdicts.yml (same criteria as above),
            with a `class` naming the kind of mistake. The first judged run is main at \(verdicts.baselineCommit)
            (\(verdicts.baselineDate)). `Scripts/whole-repo-corpus.sh check` lints again and fails on a finding
            without a verdict or a false one that came back.

            "true only" counts true findings; "true or defensible" adds the defensible ones (the measure
            for warnings above). Targets of issue 18: errors at least 95% true, every warning rule at
            least 85% true or defensible, no repository without a true error exiting 1.

            """
        for slice in Self.slices {
            out += sliceSection(slice)
        }
        out += "\n## Verdicts judged again\n\n"
        out += RealMenuPrecisionDocument.rejudged(verdicts.rejudged)
        out += syntaxErrors()
        out += recallSection()
        out += languageSection()
        out += falseClasses()
        out += repositoryTable()
        return out
    }

    private func count(_ slice: String) -> Int { repositories.filter { $0.slice == slice }.count }

    private func sliceSection(_ slice: String) -> String {
        let observed = findings(in: slice)
        let report = PrecisionReport(observed: observed, verdicts: verdicts.verdicts)
        var out = "\n## \(slice == "main" ? "Main slice" : "Held-out slice") (\(count(slice)) repositories)\n\n"
        out += "| rule | severity | findings | true | defensible | false | true only | true or defensible |\n"
        out += "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |\n"
        for row in report.tallies {
            let t = row.count(.true)
            let d = row.count(.defensible)
            out +=
                "| `\(row.rule)` | \(row.severity) | \(row.findings) | \(t) | \(d) | \(row.count(.false)) "
                + "| \(Self.percent(t, row.findings)) | \(Self.percent(t + d, row.findings)) |\n"
        }
        let totals = Judgement.allCases.map { j in report.tallies.reduce(0) { $0 + $1.count(j) } }
        out += "| all | | \(observed.count) | \(totals[0]) | \(totals[1]) | \(totals[2]) | | |\n\n"
        let errors = report.tallies.filter { $0.severity == "error" }
        let errorCount = errors.reduce(0) { $0 + $1.findings }
        let trueErrors = errors.reduce(0) { $0 + $1.count(.true) }
        out += "Errors: \(trueErrors) of \(errorCount) true (\(Self.percent(trueErrors, errorCount))). "
        let failing = runs.filter { self.slice(of: $0.repo) == slice && $0.exit == 1 && !hasTrueError($0.repo) }.map { "`\($0.repo)`" }
        out += "Repositories that exit 1 without a true error: \(failing.count)"
        out += failing.isEmpty ? ".\n" : " (\(failing.joined(separator: ", "))).\n"
        return out
    }

    private func hasTrueError(_ repo: String) -> Bool {
        findings.contains { Self.repo(of: $0) == repo && $0.severity == "error" && verdict($0)?.judgement == .true }
    }

    private func syntaxErrors() -> String {
        let errors = findings.filter { $0.key.rule == "syntax-error" }
        var out = "\n## `syntax-error` findings\n\n"
        out += "\(errors.filter { verdict($0)?.judgement == .false }.count) of \(errors.count) are on code that compiles:\n\n"
        for finding in errors {
            let v = verdict(finding)
            out +=
                "- \(finding.key.file):\(finding.line) (\(v?.judgement.rawValue ?? "unjudged"), `\(v?.category ?? "")`): \(v?.reason ?? "")\n"
        }
        return out
    }

    private func recallSection() -> String {
        var out = """

            ## Reader recall per input kind

            Shortcut sites counted by an independent script (PROVENANCE.md says how) against what the
            linter read (`extract`) or noted (`unresolved-shortcut`). `button-key` is a button's key
            equivalent, not a menu shortcut: counted apart. Every missed site is explained in
            recall-notes.yml; the sites in files that are not part of the app, which a scan leaves out
            by design (`not-the-app` there: translation tools' copies, test targets, a vendored demo
            app), are counted apart and not in the percentages.

            | input kind | sites | not the app | read | noted | missed (in files not read) | read | read or noted |
            | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |

            """
        for kind in Set(recall.map(\.kind)).sorted() {
            let rows = recall.filter { $0.kind == kind }
            let outside = rows.reduce(0) { total, row in total + row.missed.filter { isNotTheApp(row, $0) }.count }
            let sites = rows.reduce(0) { $0 + $1.sites } - outside
            let read = rows.reduce(0) { $0 + $1.read }
            let noted = rows.reduce(0) { $0 + $1.noted }
            let missed = rows.reduce(0) { $0 + $1.missed.count } - outside
            let unread = rows.reduce(0) { $0 + $1.inUnreadFiles } - outside
            out +=
                "| `\(kind)` | \(sites) | \(outside) | \(read) | \(noted) | \(missed) (\(unread)) | \(Self.percent(read, sites)) "
                + "| \(Self.percent(read + noted, sites)) |\n"
        }
        out += "\nWhy sites were missed:\n\n"
        for note in notes where !Self.localizedKinds.contains(note.kind) {
            let missed = recall.flatMap { row in row.missed.filter { note.covers(repo: row.repo, kind: row.kind, site: $0) } }
            out +=
                "- \(note.repo == ".*" ? "any repository" : "`\(note.repo)`"), `\(note.kind)`: \(missed.count) \(missed.count == 1 ? "site" : "sites"), \(note.finding) (`\(note.category)`)\n"
        }
        return out
    }

    /// A missed site in a file that is not part of the app, as a `not-the-app` note says.
    private func isNotTheApp(_ row: WholeRepoCorpus.Recall, _ site: String) -> Bool {
        notes.contains { $0.finding == "not-the-app" && $0.covers(repo: row.repo, kind: row.kind, site: site) }
    }

    private func falseClasses() -> String {
        var out = "\n## False findings by class\n\n| class | main | held-out | rules |\n| --- | ---: | ---: | --- |\n"
        var rows: [String: (main: Int, heldOut: Int, rules: Set<String>)] = [:]
        for finding in findings {
            guard let v = verdict(finding), v.judgement == .false else { continue }
            var row = rows[v.category ?? "(none)", default: (0, 0, [])]
            if slice(of: Self.repo(of: finding)) == "main" { row.main += 1 } else { row.heldOut += 1 }
            row.rules.insert(finding.key.rule)
            rows[v.category ?? "(none)"] = row
        }
        for (category, row) in rows.sorted(by: { ($0.value.main + $0.value.heldOut, $1.key) > ($1.value.main + $1.value.heldOut, $0.key) })
        {
            out += "| `\(category)` | \(row.main) | \(row.heldOut) | \(row.rules.sorted().map { "`\($0)`" }.joined(separator: ", ")) |\n"
        }
        return out
    }

    private func repositoryTable() -> String {
        var out = "\n## Per repository\n\n| repository | slice | stratum | exit | files | shortcuts | errors (true) | warnings | notes |\n"
        out += "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |\n"
        for repository in repositories {
            let run = runs.first { $0.repo == repository.name }
            let own = findings.filter { Self.repo(of: $0) == repository.name }
            let errors = own.filter { $0.severity == "error" }
            let trueErrors = errors.filter { verdict($0)?.judgement == .true }.count
            out +=
                "| `\(repository.name)` | \(repository.slice) | \(repository.stratum) | \(run?.exit ?? -1) | \(run?.files ?? 0) "
                + "| \(run?.shortcuts ?? 0) | \(errors.count) (\(trueErrors)) | \(own.filter { $0.severity == "warning" }.count) "
                + "| \(own.filter { $0.severity == "info" }.count) |\n"
        }
        return out
    }

    /// Whole percent, rounded down so that 94.9% never reads as 95%; a dash when there is nothing to count.
    static func percent(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "–" : "\(Int((Double(part) * 100 / Double(whole)).rounded(.down)))%"
    }
}
