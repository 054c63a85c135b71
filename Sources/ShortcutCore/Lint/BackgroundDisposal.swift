import Dispatch

/// Frees a large manifest's intermediate structures (its document tree, its lint context) on
/// another thread. Tearing down a million entries' worth of arrays and strings is a tenth of
/// the run when done in line; handed to a background queue it overlaps with sorting and report
/// writing, and a command-line process that exits first simply leaves it to the kernel.
///
/// At most one disposal is pending: the next large lint waits for the previous one to finish, so
/// a library caller linting many large manifests in a loop holds at most one extra tree.
enum BackgroundDisposal {
    private static let queue = DispatchQueue(label: "shortcut-lint.disposal", qos: .utility)
    private static let pending = DispatchSemaphore(value: 1)

    /// Takes the last references to `values` and releases them on the disposal queue.
    static func release<Value: Sendable>(_ values: consuming Value) {
        let box = Box(values)
        pending.wait()
        queue.async {
            box.drop()
            pending.signal()
        }
    }

    /// Moves the value into a reference the closure can own. Only the disposal queue touches it
    /// after the caller let go of it.
    private final class Box<Value: Sendable>: @unchecked Sendable {
        private var value: Value?
        init(_ value: consuming Value) { self.value = value }
        func drop() { value = nil }
    }
}
