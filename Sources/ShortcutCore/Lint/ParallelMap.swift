import Dispatch

extension Array where Element: Sendable {
    /// `map` across all cores with results in input order: linting many manifests, or the rules
    /// of one large manifest, keeps every core busy while the output stays deterministic.
    /// With `concurrently` false (small inputs, where a thread costs more than it saves) it is a
    /// plain `map`.
    package func parallelMap<Result: Sendable>(
        concurrently: Bool = true, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        guard count > 1, concurrently else { return map(transform) }
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

/// Two independent computations, on two cores when `concurrently`: a large manifest's lint
/// context works out every entry's verdict on one while it places every chord on the other.
package func parallelPair<First: Sendable, Second: Sendable>(
    concurrently: Bool, _ first: @Sendable () -> First, _ second: @Sendable () -> Second
) -> (First, Second) {
    guard concurrently else { return (first(), second()) }
    let firstSlot = Slots<First>(count: 1)
    let secondSlot = Slots<Second>(count: 1)
    DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 { firstSlot.store(first(), at: 0) } else { secondSlot.store(second(), at: 0) }
    }
    return (firstSlot.values[0], secondSlot.values[0])
}
