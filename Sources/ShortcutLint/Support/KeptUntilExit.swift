/// Values the command keeps alive until the process exits instead of freeing them on return.
///
/// Freeing a large run's results (a million entries, their findings and reports) one object at
/// a time costs a noticeable share of the run; `exit` follows straight after, and the kernel
/// reclaims the whole address space at once.
enum KeptUntilExit {
    /// Retains `value` once more, never to be released: no shared state, so any thread may call it.
    static func keep(_ value: Any) { _ = Unmanaged.passRetained(Holder(value)) }

    private final class Holder {
        let value: Any
        init(_ value: Any) { self.value = value }
    }
}
