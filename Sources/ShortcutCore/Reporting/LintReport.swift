/// The results of one run over one or more files, with the counts every report prints.
public struct LintReport: Sendable {
    public var files: [FileResult]
    /// The language the reports' own words are in (the findings' messages already are): the
    /// summary, the chords to try, SARIF's rule descriptions and notices.
    public var messages: MessageCatalogue

    public init(files: [FileResult], messages: MessageCatalogue = .english) {
        self.files = files
        self.messages = messages
    }

    /// All findings in file order, files in the order they were given.
    public var findings: [Finding] { files.flatMap(\.findings) }

    public var summary: Summary {
        var summary = Summary(files: files.count, shortcuts: files.reduce(0) { $0 + $1.shortcutCount })
        for finding in findings where !finding.isSuppressed {
            switch finding.severity {
            case .error: summary.errors += 1
            case .warning: summary.warnings += 1
            case .info: summary.infos += 1
            }
        }
        return summary
    }

    public struct Summary: Hashable, Sendable {
        public var files: Int
        public var shortcuts: Int
        public var errors = 0
        public var warnings = 0
        public var infos = 0
    }
}
