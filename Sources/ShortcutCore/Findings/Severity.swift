/// How serious a finding is. Only errors fail a run (exit 1) unless `--strict` or
/// `--max-warnings` says otherwise.
public enum Severity: String, CaseIterable, Comparable, Sendable {
    case info, warning, error

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
