/// Values the command keeps alive until the process exits instead of freeing them on return.
///
/// Freeing a large run's results (a million entries, their findings and reports) one object at
/// a time costs a noticeable share of the run; `exit` follows straight after, and the kernel
/// reclaims the whole address space at once. Only the main thread touches this, just before the
/// command returns.
enum KeptUntilExit {
    nonisolated(unsafe) private static var values: [Any] = []

    static func keep(_ value: Any) { values.append(value) }
}
