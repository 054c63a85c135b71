#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Wall time per pipeline stage on standard error, when the environment variable
/// `SHORTCUT_LINT_PROFILE` is set: the quickest way to see where a slow run goes before reaching
/// for a profiler (docs/performance.md). Costs one branch per stage when it is not set.
package struct StageClock {
    package static let isEnabled = getenv("SHORTCUT_LINT_PROFILE") != nil

    private let subject: String
    private var last: timespec

    package init(_ subject: String) {
        self.subject = subject
        last = Self.isEnabled ? Self.now() : timespec()
    }

    /// Prints the time since the previous lap (or since `init`) under `stage`.
    /// `stage` is worked out only when profiling: a rule's lap names the rule.
    package mutating func lap(_ stage: @autoclosure () -> String) {
        guard Self.isEnabled else { return }
        let now = Self.now()
        let nanoseconds = (now.tv_sec - last.tv_sec) * 1_000_000_000 + (now.tv_nsec - last.tv_nsec)
        last = now
        let milliseconds = Double(nanoseconds) / 1_000_000
        let rounded = (milliseconds * 10).rounded() / 10
        let line = Array("profile: \(subject): \(stage()) \(rounded) ms\n".utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }

    private static func now() -> timespec {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time
    }
}
