import Foundation
import Testing

@testable import ShortcutCore

/// A re-judged verdict is its own commit, and docs/precision.md lists every one with its commit
/// (issue 21, item 7): each verdict file's `rejudged:` list must name every verdict whose judgement
/// a commit changed, and nothing that did not happen. Read from git, so a shallow clone skips.
@Suite struct VerdictHistoryTests {
    static let root = Conformance.packageRoot
    static let files = [
        "Tests/ShortcutCoreTests/Fixtures/RealMenus/verdicts.yml", "Tests/ShortcutCoreTests/Fixtures/RealMenus/verdicts-readers.yml",
        "Tests/ShortcutCoreTests/Fixtures/WholeRepos/verdicts.yml",
    ]

    /// Standard output of `git arguments…` in the package root; nil when git fails.
    static func git(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }

    static let hasHistory = git(["rev-parse", "--is-shallow-repository"])?.trimmingCharacters(in: .whitespacesAndNewlines) == "false"

    /// Each verdict's judgement in one version of a verdict file, read leniently: older versions
    /// may lack fields today's reader requires.
    static func judgements(_ text: String) -> [FindingKey: Judgement] {
        let document = YAMLParser.parse(SourceFile(path: "verdicts.yml", text: text)).document
        guard let list = document.member(document.root, named: "verdicts") else { return [:] }
        var found: [FindingKey: Judgement] = [:]
        for item in document.elements(list) {
            func field(_ name: String) -> String? { document.member(item, named: name).map { document.text($0) } }
            guard let file = field("file"), let rule = field("rule"), let verdict = field("verdict").flatMap(Judgement.init) else {
                continue
            }
            let key = FindingKey(
                file: file, title: field("title") ?? "", key: field("key") ?? "", rule: rule, related: field("related") ?? "")
            found[key] = verdict
        }
        return found
    }

    struct Change: Hashable, CustomStringConvertible {
        var key: FindingKey
        var from: Judgement
        var to: Judgement
        var description: String { "\(key): \(from.rawValue) → \(to.rawValue)" }
    }

    /// The judgements each commit that touched `path` changed, and those the working tree changes.
    static func changes(of path: String) throws -> (committed: [Change: String], uncommitted: Set<Change>) {
        let commits = try #require(git(["log", "--format=%h", "--reverse", "--", path])).split(separator: "\n").map(String.init)
        var previous: [FindingKey: Judgement] = [:]
        var committed: [Change: String] = [:]
        func compare(_ current: [FindingKey: Judgement]) -> [Change] {
            current.compactMap { key, to in previous[key].flatMap { $0 == to ? nil : Change(key: key, from: $0, to: to) } }
        }
        for commit in commits {
            let current = judgements(try #require(git(["show", "\(commit):\(path)"])))
            for change in compare(current) { committed[change] = commit }
            previous = current
        }
        let working = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        return (committed, Set(compare(judgements(working))))
    }

    @Test(.enabled(if: hasHistory, "a shallow clone has no history to check the re-judged verdicts against"), arguments: files)
    func everyVerdictAJudgementChangedInIsListedWithItsCommit(_ path: String) throws {
        let (committed, uncommitted) = try Self.changes(of: path)
        let listed = try VerdictFile.read(Self.root.appendingPathComponent(path)).rejudged
        let listedChanges = Set(listed.map { Change(key: $0.key, from: $0.from, to: $0.to) })
        for (change, commit) in committed.sorted(by: { $0.key.key < $1.key.key }) {
            #expect(listedChanges.contains(change), "\(path): re-judged in \(commit) but not listed under rejudged: \(change)")
        }
        for item in listed {
            let change = Change(key: item.key, from: item.from, to: item.to)
            #expect(committed[change] != nil || uncommitted.contains(change), "\(path): listed but never re-judged: \(change)")
            if let commit = committed[change] {
                #expect(
                    commit.hasPrefix(item.commit) || item.commit.hasPrefix(commit),
                    "\(path): \(change) changed in \(commit), listed as \(item.commit)")
            }
        }
    }
}
