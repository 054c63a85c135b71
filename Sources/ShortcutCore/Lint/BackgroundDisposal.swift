import Dispatch

/// Frees a large manifest's intermediate structures (its document tree, its lint context) on
/// another thread. Tearing down a million entries' worth of arrays and strings is a tenth of
/// the run when done in line; handed to a background queue it overlaps with sorting and report
/// writing, and a command-line process that exits first simply leaves it to the kernel.
enum BackgroundDisposal {
    private static let queue = DispatchQueue(label: "shortcut-lint.disposal", qos: .utility)

    /// Takes the last references to `values` and releases them on the disposal queue.
    static func release<Value>(_ values: consuming Value) {
        let box = Box(values)
        queue.async { box.drop() }
    }

    /// Moves the value into a reference the closure can own; `@unchecked` because the value is
    /// only touched again to be destroyed, on one thread, after the caller let go of it.
    private final class Box<Value>: @unchecked Sendable {
        private var value: Value?
        init(_ value: consuming Value) { self.value = value }
        func drop() { value = nil }
    }
}
