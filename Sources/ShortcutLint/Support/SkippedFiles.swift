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

    mutating func record(_ reason: Reason, name: String, files: Int = 1) {
        counts[reason, default: 0] += files
        if !(names[reason]?.contains(name) ?? false) { names[reason, default: []].append(name) }
    }

    /// A file a project says is not part of the app.
    mutating func record(_ exclusion: Project.Exclusion) {
        switch exclusion {
        case .testTarget(let target): record(.testCode, name: target)
        case .packageTests(let target): record(.testCode, name: target)
        case .notBuilt(let target, let project, let outer): record(.notBuilt, name: "\(target) (\(project), in \(outer))")
        case .otherApp(let target, let project): record(.otherApp, name: "\(target) (\(project))")
        }
    }

    mutating func formUnion(_ other: SkippedFiles) {
        counts.merge(other.counts, uniquingKeysWith: +)
        for (reason, added) in other.names {
            names[reason, default: []] += added.filter { !(names[reason]?.contains($0) ?? false) }
        }
    }

    /// The note: one line per reason, then how to lint them anyway; none when nothing was left out.
    var note: [String] {
        guard !isEmpty else { return [] }
        var lines = ["not linted, as not part of the app (name a file or project on the command line to lint it anyway):"]
        for reason in Reason.allCases {
            guard let count = counts[reason] else { continue }
            lines.append("  \(Self.describe(reason, count: count)): \(Self.list(names[reason] ?? []))")
        }
        if counts[.testCode] != nil { lines.append("  (`tests: true` in .shortcut-lint.yml lints test code)") }
        return lines
    }

    /// Prints the note on standard error, its first line in the form of every note about the run.
    func announce() {
        for (index, line) in note.enumerated() {
            if index == 0 { Terminal.note(line) } else { Terminal.printLine(line, to: .standardError) }
        }
    }

    private static func describe(_ reason: Reason, count: Int) -> String {
        let files = count == 1 ? "1 file" : "\(count) files"
        switch reason {
        case .testCode: return "\(files) of test targets"
        case .notBuilt: return "\(files) of targets the outer project does not build"
        case .otherApp: return "\(files) of apps no outer project builds (a vendored demo or sample)"
        case .toolCopy: return count == 1 ? "1 translation tool's copy" : "\(count) translation tools' copies"
        case .notAManifest: return count == 1 ? "1 JSON file that is not a manifest" : "\(count) JSON files that are not manifests"
        }
    }

    /// The first few names, and how many more.
    private static func list(_ names: [String]) -> String {
        let shown = names.prefix(4).joined(separator: ", ")
        return names.count > 4 ? "\(shown) and \(names.count - 4) more" : shown
    }
}
