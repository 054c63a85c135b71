import ShortcutCore

/// What a folder scan left out because it is not part of the app a user runs, and why: said once,
/// on standard error, after the files are read, never silently. A file named on the command line
/// is never left out.
struct SkippedFiles {
    /// Why, in the order the note lists them.
    enum Reason: Int, CaseIterable, Comparable {
        case testCode, notBuilt, otherApp, toolCopy, notAManifest

        static func < (lhs: Reason, rhs: Reason) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Per reason, how many files (for tool copies: folders), and the names that explain them (a
    /// target, a folder, a file), in the order met.
    private(set) var counts: [Reason: Int] = [:]
    private(set) var names: [Reason: [String]] = [:]

    var isEmpty: Bool { counts.isEmpty }

    /// Counts `files` more left out for `reason`, named `name` (a target, a folder, a file), as the
    /// run's language quotes a name unless `worded` says it already is.
    mutating func record(_ reason: Reason, name: String, files: Int = 1, worded: Bool = false) {
        counts[reason, default: 0] += files
        let name = worded ? name : OutputLanguage.text("skipped.name", ["name": .text(name)])
        if !(names[reason]?.contains(name) ?? false) { names[reason, default: []].append(name) }
    }

    /// A file a project says is not part of the app.
    mutating func record(_ exclusion: Project.Exclusion) {
        switch exclusion {
        case .testTarget(let target): record(.testCode, name: target)
        case .packageTests(let target): record(.testCode, name: target)
        case .notBuilt(let target, let project, let outer):
            record(
                .notBuilt,
                name: OutputLanguage.text(
                    "skipped.not-built-name", ["target": .text(target), "project": .text(project), "outer": .text(outer)]),
                worded: true)
        case .otherApp(let target, let project):
            record(
                .otherApp, name: OutputLanguage.text("skipped.other-app-name", ["target": .text(target), "project": .text(project)]),
                worded: true)
        }
    }

    mutating func formUnion(_ other: SkippedFiles) {
        counts.merge(other.counts, uniquingKeysWith: +)
        for (reason, added) in other.names {
            names[reason, default: []] += added.filter { !(names[reason]?.contains($0) ?? false) }
        }
    }

    /// The note, in the run's language: one line per reason, then how to lint them anyway; none
    /// when nothing was left out.
    var note: [String] {
        guard !isEmpty else { return [] }
        var lines = [OutputLanguage.text("skipped.heading")]
        for reason in Reason.allCases {
            guard let count = counts[reason] else { continue }
            lines.append(
                OutputLanguage.text(
                    "skipped.line", ["reason": .text(Self.describe(reason, count: count)), "names": .text(Self.list(names[reason] ?? []))]))
        }
        if counts[.testCode] != nil { lines.append(OutputLanguage.text("skipped.tests-hint")) }
        return lines
    }

    /// Prints the note on standard error, its first line in the form of every note about the run.
    func announce() {
        for (index, line) in note.enumerated() {
            if index == 0 { Terminal.note(line) } else { Terminal.printLine(line, to: .standardError) }
        }
    }

    private static func describe(_ reason: Reason, count: Int) -> String {
        let id =
            switch reason {
            case .testCode: "test-code"
            case .notBuilt: "not-built"
            case .otherApp: "other-app"
            case .toolCopy: "tool-copy"
            case .notAManifest: "not-a-manifest"
            }
        return OutputLanguage.text("skipped.\(id)", ["count": .number(count)])
    }

    /// The first few names, and how many more.
    private static func list(_ names: [String]) -> String {
        let shown = names.prefix(4).joined(separator: OutputLanguage.text("skipped.separator"))
        return names.count > 4
            ? OutputLanguage.text("skipped.and-more", ["names": .text(shown), "count": .number(names.count - 4)]) : shown
    }
}
