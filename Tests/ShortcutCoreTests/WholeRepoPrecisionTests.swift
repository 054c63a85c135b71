import Foundation
import Testing

@testable import ShortcutCore

/// The committed results of the whole-repository corpus stay consistent with their judgements:
/// every finding in findings.json has a verdict, every shortcut the linter missed is explained, and
/// every repository of corpus.tsv was run. (A fresh run needs the repositories themselves:
/// `Scripts/whole-repo-corpus.sh check` compares it with these files and the verdicts.)
@Suite struct WholeRepoPrecisionTests {
    static let document = Result { try WholeRepoPrecisionDocument.load() }

    @Test func everyCommittedFindingHasAVerdict() throws {
        let document = try Self.document.get()
        for finding in document.findings where document.verdict(finding) == nil {
            Issue.record(
                """
                unjudged: \(finding.key), line \(finding.line) (\(finding.severity)): \(finding.message) \
                — judge it in Tests/ShortcutCoreTests/Fixtures/WholeRepos/verdicts.yml
                """)
        }
    }

    /// A false finding the committed run still gives must say so (`open: true`), so that
    /// `whole-repo-corpus.sh check` can tell a known mistake from one that came back.
    @Test func falseFindingsOfTheCommittedRunAreMarkedOpen() throws {
        let document = try Self.document.get()
        for finding in document.findings {
            guard let verdict = document.verdict(finding), verdict.judgement == .false, verdict.openLine == nil else { continue }
            Issue.record("\(finding.key) is in findings.json and judged false, but its verdict is not `open: true`")
        }
    }

    @Test func everyVerdictNamesItsClass() throws {
        for verdict in try Self.document.get().verdicts.verdicts where (verdict.category ?? "").isEmpty {
            Issue.record("\(verdict.key) has no `class`")
        }
    }

    @Test func everyMissedShortcutIsExplained() throws {
        let document = try Self.document.get()
        for row in document.recall {
            for site in row.missed where !document.notes.contains(where: { $0.covers(repo: row.repo, kind: row.kind, site: site) }) {
                Issue.record("\(row.repo) \(site) (\(row.kind)): missed, with no entry in recall-notes.yml")
            }
        }
    }

    @Test func everyMissedDriftOrInLanguageDuplicateIsExplained() throws {
        let document = try Self.document.get()
        for row in document.localized {
            for site in row.missed where !document.notes.contains(where: { $0.covers(repo: row.repo, kind: row.kind, site: site) }) {
                Issue.record("\(row.repo) \(site) (\(row.kind)): not found, with no entry in recall-notes.yml")
            }
        }
    }

    /// Issue 19: six apps or more whose menus are read in three languages or more; no duplicate
    /// between two languages' copies; every drift or in-language duplicate of the files the linter
    /// reads is found.
    @Test func localizedAppsAreJudgedPerLanguage() throws {
        let document = try Self.document.get()
        #expect(document.repositories(readInAtLeast: 3).count >= 6)
        for finding in document.duplicatesBetweenLanguages.copies {
            Issue.record("duplicate between languages: \(finding.key), line \(finding.line): \(finding.message)")
        }
        for row in document.localized {
            #expect(row.sites - row.found == row.inUnreadFiles, "\(row.repo) \(row.kind): \(row.missed) not found in files read")
        }
        #expect(WholeRepoPrecisionDocument.language(ofPath: "App/de.lproj/MainMenu.xib") == "de")
        #expect(WholeRepoPrecisionDocument.language(ofPath: "English.lproj/MainMenu.xib") == "en")
        #expect(WholeRepoPrecisionDocument.language(ofPath: "Base.lproj/Main.storyboard") == "Base")
        #expect(WholeRepoPrecisionDocument.language(ofPath: "Pika/Assets/zh-Hans.lproj/Main.strings") == "zh-Hans")
        #expect(WholeRepoPrecisionDocument.language(ofPath: "Sources/App.swift") == "shared")
        #expect(WholeRepoPrecisionDocument.language(ofPath: "Localization/App-es.loc/Resources/MainMenu.xib") == "tool copy")
    }

    @Test func everyRepositoryOfTheCorpusWasRun() throws {
        let document = try Self.document.get()
        #expect(Set(document.repositories.map(\.name)) == Set(document.runs.map(\.repo)))
        #expect(document.repositories.filter { $0.slice == "main" }.count >= 15)
        #expect(document.repositories.filter { $0.slice == "held-out" }.count >= 5)
    }
}
