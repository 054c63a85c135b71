/// Today's findings, recorded so that a team adopting shortcut-lint sees only new problems
/// (`--write-baseline FILE`, then `--baseline FILE`).
///
/// A finding is matched by file, rule, entry (its id, else its title) and canonical chord —
/// never by line — so edits elsewhere in a manifest do not resurrect old findings. Each recorded
/// finding hides one matching finding; recorded items left over are reported as stale so the file
/// shrinks as problems get fixed.
///
/// Files are recorded by a path that does not depend on how the linter was run: the caller
/// passes `filePath`, which turns a finding's path as reported (relative to the working
/// directory, or absolute) into that path; the command line makes it relative to the baseline
/// file's folder, so an absolute path or a run from a subfolder matches the same items.
package struct Baseline: Sendable {
    package struct Item: Hashable, Sendable, Comparable {
        package var file: String
        package var ruleID: String
        /// The entry's id, else its title; nil for findings about the file as a whole.
        package var entry: String?
        /// The canonical chord (`Shift-Command-P`), when the finding is about one.
        package var shortcut: String?

        package init(file: String, ruleID: String, entry: String?, shortcut: String?) {
            self.file = Baseline.normalized(file)
            self.ruleID = ruleID
            self.entry = entry
            self.shortcut = shortcut
        }

        init(_ finding: Finding, file: String) {
            self.init(
                file: file, ruleID: finding.ruleID, entry: finding.entry.map { $0.id ?? $0.title ?? "#\($0.index)" },
                shortcut: finding.shortcut?.canonical)
        }

        package static func < (lhs: Item, rhs: Item) -> Bool {
            (lhs.file, lhs.ruleID, lhs.entry ?? "", lhs.shortcut ?? "") < (rhs.file, rhs.ruleID, rhs.entry ?? "", rhs.shortcut ?? "")
        }
    }

    /// How many findings each item stands for.
    package var counts: [Item: Int]
    /// The format version of the file it was read from (``BaselineFile/formatVersion`` for a
    /// baseline made from findings). Version 1 recorded paths as they were typed.
    package var version: Int

    package init(counts: [Item: Int] = [:], version: Int = BaselineFile.formatVersion) {
        self.counts = counts
        self.version = version
    }

    /// The rules a baseline never records or hides: those that cannot be turned off or
    /// suppressed (`syntax-error`, `invalid-manifest`). A file recorded with a syntax error and
    /// then replaced by garbage would otherwise pass forever.
    static let unrecorded: Set<String> = Set(RuleCatalog.descriptions.filter { !$0.isConfigurable }.map(\.id))

    /// The unsuppressed findings of a run; `filePath` gives the path recorded for a finding's file.
    package init(findings: [Finding], filePath: (String) -> String = { $0 }) {
        var counts: [Item: Int] = [:]
        var paths: [String: String] = [:]
        for finding in findings where !finding.isSuppressed && !Self.unrecorded.contains(finding.ruleID) {
            let file = paths[finding.file] ?? filePath(finding.file)
            paths[finding.file] = file
            counts[Item(finding, file: file), default: 0] += 1
        }
        self.init(counts: counts)
    }

    package var itemCount: Int { counts.values.reduce(0, +) }

    /// Marks findings the baseline covers as suppressed (`.baseline`); returns the items that
    /// matched nothing. `filePath` is as for ``init(findings:filePath:)``.
    package func apply(to files: inout [FileResult], filePath: (String) -> String = { $0 }) -> [Item: Int] {
        var remaining = counts
        var paths: [String: String] = [:]
        for fileIndex in files.indices {
            for index in files[fileIndex].findings.indices
            where !files[fileIndex].findings[index].isSuppressed && !Self.unrecorded.contains(files[fileIndex].findings[index].ruleID) {
                let reported = files[fileIndex].findings[index].file
                let file = paths[reported] ?? filePath(reported)
                paths[reported] = file
                let item = Item(files[fileIndex].findings[index], file: file)
                guard let left = remaining[item], left > 0 else { continue }
                remaining[item] = left - 1
                files[fileIndex].findings[index].suppression = .baseline
            }
        }
        return remaining.filter { $0.value > 0 }
    }

    /// Paths compare without a leading `./` and with `/` separators.
    package static func normalized(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }
}
