/// Today's findings, recorded so that a team adopting shortcut-lint sees only new problems
/// (`--write-baseline FILE`, then `--baseline FILE`).
///
/// A finding is matched by file, rule, entry (its id, else its title) and canonical chord —
/// never by line — so edits elsewhere in a manifest do not resurrect old findings. Each recorded
/// finding hides one matching finding; recorded items left over are reported as stale so the file
/// shrinks as problems get fixed.
public struct Baseline: Sendable {
    public struct Item: Hashable, Sendable, Comparable {
        public var file: String
        public var ruleID: String
        /// The entry's id, else its title; nil for findings about the file as a whole.
        public var entry: String?
        /// The canonical chord (`Shift-Command-P`), when the finding is about one.
        public var shortcut: String?

        public init(file: String, ruleID: String, entry: String?, shortcut: String?) {
            self.file = Baseline.normalized(file)
            self.ruleID = ruleID
            self.entry = entry
            self.shortcut = shortcut
        }

        init(_ finding: Finding) {
            self.init(
                file: finding.file, ruleID: finding.ruleID, entry: finding.entry.map { $0.id ?? $0.title ?? "#\($0.index)" },
                shortcut: finding.shortcut?.canonical)
        }

        public static func < (lhs: Item, rhs: Item) -> Bool {
            (lhs.file, lhs.ruleID, lhs.entry ?? "", lhs.shortcut ?? "") < (rhs.file, rhs.ruleID, rhs.entry ?? "", rhs.shortcut ?? "")
        }
    }

    /// How many findings each item stands for.
    public var counts: [Item: Int]

    public init(counts: [Item: Int] = [:]) { self.counts = counts }

    /// The unsuppressed findings of a run.
    public init(findings: [Finding]) {
        var counts: [Item: Int] = [:]
        for finding in findings where !finding.isSuppressed { counts[Item(finding), default: 0] += 1 }
        self.init(counts: counts)
    }

    public var itemCount: Int { counts.values.reduce(0, +) }

    /// Marks findings the baseline covers as suppressed (`.baseline`); returns the items that
    /// matched nothing.
    public func apply(to files: inout [FileResult]) -> [Item: Int] {
        var remaining = counts
        for fileIndex in files.indices {
            for index in files[fileIndex].findings.indices where !files[fileIndex].findings[index].isSuppressed {
                let item = Item(files[fileIndex].findings[index])
                guard let left = remaining[item], left > 0 else { continue }
                remaining[item] = left - 1
                files[fileIndex].findings[index].suppression = .baseline
            }
        }
        return remaining.filter { $0.value > 0 }
    }

    /// Paths compare without a leading `./` and with `/` separators.
    static func normalized(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }
}
