import Foundation

@testable import ShortcutCore

/// How a finding was judged against the HIG and macOS (criteria at the top of verdicts.yml).
enum Judgement: String, CaseIterable, Sendable {
    /// The app really conflicts with the HIG or the system, as the message says.
    case `true`
    /// Arguable: a HIG-sanctioned deviation, or a right message at too high a severity.
    case defensible
    /// The message is wrong about this app.
    case `false`
}

/// One recorded verdict of `verdicts.yml`.
struct Verdict: Sendable {
    var key: FindingKey
    /// The severity the finding had when it was judged.
    var severity: String
    var judgement: Judgement
    var reason: String
    /// The line of `open: true`: a false finding the linter still gives (nil when not open).
    var openLine: Int?
    /// The kind of mistake or of right finding (`class:`), where the verdict file names one.
    var category: String?
}

/// A fixture's finding that the file it records does not give, and why: a fact the reader finds
/// and the hand-made fixture lacks (an alternate item, a menu outside the main menu), or a bug.
struct Absence: Sendable {
    /// The fixture's finding (`file` is the fixture).
    var key: FindingKey
    var reason: String
}

/// A verdict judged again after it was first recorded (`rejudged:` in a verdict file): what it
/// was, what it became, the commit that changed it and why. VerdictHistoryTests checks the list
/// against the file's history.
struct Rejudgement: Sendable {
    var key: FindingKey
    var from: Judgement
    var to: Judgement
    var commit: String
    var reason: String
}

/// Counts of one rule at one severity, as frozen in the verdict file's `baseline`.
struct RuleCount: Sendable {
    var rule: String
    var severity: String
    var findings: Int
    var counts: [Judgement: Int]
}

/// `Tests/ShortcutCoreTests/Fixtures/RealMenus/verdicts.yml`, read with our own YAML parser.
struct VerdictFile: Sendable {
    var baselineDate: String
    var baselineCommit: String
    var baseline: [RuleCount]
    var verdicts: [Verdict]
    /// Fixture findings the recorded files do not give (verdicts-readers.yml only).
    var absent: [Absence] = []
    /// Verdicts judged again, in the order they were (`rejudged:`; none when absent).
    var rejudged: [Rejudgement] = []

    struct ReadError: Error, CustomStringConvertible {
        let description: String
    }

    /// The file's text without the `open: true` lines of these verdicts (regeneration closes the
    /// false findings that no longer occur, so that one coming back fails the tests).
    static func closing(_ closed: [Verdict], in text: String) -> String {
        let lines = Set(closed.compactMap(\.openLine))
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { !lines.contains($0.offset + 1) }.map(\.element).joined(separator: "\n")
    }

    static func read(_ url: URL) throws -> VerdictFile {
        let bytes = [UInt8](try Data(contentsOf: url))
        let source = SourceFile(path: url.lastPathComponent, bytes: bytes)
        let parsed = YAMLParser.parse(source)
        if let error = parsed.error {
            let at = source.span(ByteRange(at: error.offset)).start
            throw ReadError(description: "\(source.path):\(at.line):\(at.column): \(error.message)")
        }
        return try VerdictFile(parsed.document)
    }

    private init(_ document: Document) throws {
        let reader = FieldLookup(document: document)
        let root = document.root
        let baselineNode = try reader.node(root, "baseline")
        baselineDate = try reader.text(baselineNode, "date")
        baselineCommit = try reader.text(baselineNode, "commit")
        baseline = try document.elements(try reader.node(baselineNode, "rules")).map { row in
            var counts: [Judgement: Int] = [:]
            for judgement in Judgement.allCases {
                counts[judgement] = try reader.integer(row, judgement.rawValue)
            }
            return RuleCount(
                rule: try reader.text(row, "rule"), severity: try reader.text(row, "severity"),
                findings: try reader.integer(row, "findings"), counts: counts)
        }
        verdicts = try document.elements(try reader.node(root, "verdicts")).map { item in
            let key = FindingKey(
                file: try reader.text(item, "file"), title: try reader.text(item, "title"),
                key: try reader.text(item, "key"), rule: try reader.text(item, "rule"),
                related: document.member(item, named: "related").map { document.text($0) } ?? "")
            let word = try reader.text(item, "verdict")
            guard let judgement = Judgement(rawValue: word) else {
                throw reader.problem(item, "verdict '\(word)' is not true, defensible or false")
            }
            let open = document.member(item, named: "open").flatMap { document.bool($0) == true ? $0 : nil }
            return Verdict(
                key: key, severity: try reader.text(item, "severity"), judgement: judgement,
                reason: try reader.text(item, "reason"), openLine: open.map { document.span($0).start.line },
                category: document.member(item, named: "class").map { document.text($0) })
        }
        if let list = document.member(root, named: "rejudged") {
            rejudged = try document.elements(list).map { item in
                func judgement(_ field: String) throws -> Judgement {
                    let word = try reader.text(item, field)
                    guard let value = Judgement(rawValue: word) else { throw reader.problem(item, "'\(field)' '\(word)' is not a verdict") }
                    return value
                }
                return Rejudgement(
                    key: FindingKey(
                        file: try reader.text(item, "file"), title: try reader.text(item, "title"),
                        key: try reader.text(item, "key"), rule: try reader.text(item, "rule"),
                        related: document.member(item, named: "related").map { document.text($0) } ?? ""),
                    from: try judgement("from"), to: try judgement("to"), commit: try reader.text(item, "commit"),
                    reason: try reader.text(item, "reason"))
            }
        }
        if let list = document.member(root, named: "absent") {
            absent = try document.elements(list).map { item in
                Absence(
                    key: FindingKey(
                        file: try reader.text(item, "file"), title: try reader.text(item, "title"),
                        key: try reader.text(item, "key"), rule: try reader.text(item, "rule")),
                    reason: try reader.text(item, "reason"))
            }
        }
    }
}

/// Required fields of a YAML mapping, with errors that name the line.
struct FieldLookup {
    let document: Document

    func node(_ parent: NodeID, _ name: String) throws -> NodeID {
        guard let value = document.member(parent, named: name) else { throw problem(parent, "missing '\(name)'") }
        return value
    }

    func text(_ parent: NodeID, _ name: String) throws -> String { document.text(try node(parent, name)) }

    func integer(_ parent: NodeID, _ name: String) throws -> Int {
        guard let value = Int(try text(parent, name)) else { throw problem(parent, "'\(name)' is not a whole number") }
        return value
    }

    func problem(_ node: NodeID, _ message: String) -> VerdictFile.ReadError {
        let start = document.span(node).start
        return VerdictFile.ReadError(description: "verdicts.yml:\(start.line):\(start.column): \(message)")
    }
}
