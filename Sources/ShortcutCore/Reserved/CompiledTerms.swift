#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The names a row gives its action, as the table writes them.
struct UseTerms: Hashable, Sendable {
    var titles: [String]
    var synonyms: [String]
    var localizedTitles: [LocalizedTitle]
    var verbs: [String]
    var objects: [String]
    /// AppKit action selectors that perform the action (`copy:`, `showHelp:`).
    var selectors: [String] = []
    /// Another feature's titles that may hold the chord in the command's place (a filter bar on
    /// Command-F): recognised as the app's own use of the chord, but no sign of its family.
    var standIns: [String] = []
}

/// Guards the patterns a row compiles from its terms (``ReservedEntry``'s title patterns and
/// ``UsePatterns``), compiled the first time the row is asked and only then: compiling every row of
/// the built-in table at launch cost a quarter of a small lint run, while a manifest reaches a few
/// dozen rows.
enum CompiledTerms {
    /// One mutex for every row: it guards each row's one-time compilation and each read of the
    /// result (held for a few pointer copies). A mutex per row cost an allocation per row at launch.
    /// Never freed: it lives as long as the process.
    private nonisolated(unsafe) static let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        return mutex
    }()

    static func locked<Result>(_ body: () -> Result) -> Result {
        let mutex = Self.mutex
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}
