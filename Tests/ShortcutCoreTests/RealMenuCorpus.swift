import Foundation

@testable import ShortcutCore

/// The real-menu corpus: main menus of open-source Mac apps, recorded as manifests in
/// `Tests/ShortcutCoreTests/Fixtures/RealMenus/` (facts only; PROVENANCE.md there names each
/// source), and what the linter says about them with the default configuration.
///
/// The fixtures are part of the repository, so these tests never need `../shared`.
enum RealMenuCorpus {
    static let folder = Conformance.packageRoot.appendingPathComponent("Tests/ShortcutCoreTests/Fixtures/RealMenus")
    static let verdictsURL = folder.appendingPathComponent("verdicts.yml")

    /// The fixture manifests' file names, sorted.
    static let fixtureNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".shortcuts.yml") }.sorted()
    }()

    /// Lints one fixture the way the command line does with no config file.
    static func lint(_ name: String) -> FileResult {
        let url = folder.appendingPathComponent(name)
        let bytes = (try? Data(contentsOf: url)).map { [UInt8]($0) } ?? []
        return Linter(configuration: .default).lint(SourceFile(path: name, bytes: bytes))
    }

    /// Every unsuppressed finding of every fixture, in fixture order. Each fixture names its own
    /// app, so linting them one by one finds what a run over the folder finds.
    static func observedFindings() -> [ObservedFinding] {
        fixtureNames.flatMap { name in
            lint(name).findings.filter { !$0.isSuppressed }.map { ObservedFinding($0, file: name) }
        }
    }
}

/// What identifies a finding from one run to the next: the fixture, the entry's title, the chord
/// (canonical HIG text) and the rule — not the line or the wording, which edits change.
struct FindingKey: Hashable, Comparable, CustomStringConvertible, Sendable {
    var file: String
    var title: String
    var key: String
    var rule: String
    /// For a duplicate in the whole-repository corpus, the other item (`path:line`): one item can
    /// collide with several (its own translation, another item), each judged on its own.
    var related = ""

    static func < (lhs: FindingKey, rhs: FindingKey) -> Bool {
        (lhs.file, lhs.title, lhs.key, lhs.rule, lhs.related) < (rhs.file, rhs.title, rhs.key, rhs.rule, rhs.related)
    }

    var description: String {
        let chord = key.isEmpty ? "" : " \(key)"
        let entry = !title.isEmpty ? "\"\(title)\"" : key.isEmpty ? "(the file)" : "(untitled)"
        return "\(file) \(entry)\(chord) [\(rule)]"
    }
}

/// One finding the linter gives a fixture today.
struct ObservedFinding: Sendable {
    var key: FindingKey
    var severity: String
    var line: Int
    var message: String

    init(_ finding: Finding, file: String) {
        key = FindingKey(
            file: file, title: finding.entry?.title ?? "", key: finding.shortcut?.canonical ?? "", rule: finding.ruleID)
        severity = finding.severity.rawValue
        line = finding.span.start.line
        message = finding.message
    }
}
