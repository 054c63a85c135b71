import Dispatch

extension Array where Element: Sendable {
    /// `map` across all cores with results in input order: linting the many files of a
    /// repository keeps every core busy while the output stays deterministic.
    package func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let slots = Slots<Result>(count: count)
        let input = self
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.store(transform(input[index]), at: index)
        }
        return slots.values
    }
}

/// Storage each iteration writes once, at its own index; no two iterations share a slot.
private final class Slots<Value>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil)
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }

    func store(_ value: Value, at index: Int) { buffer[index] = value }

    var values: [Value] { buffer.map { $0! } }
}
