import Dispatch

extension Array where Element: Sendable {
    /// `map` across all cores with results in input order: linting the many files of a
    /// repository keeps every core busy while the output stays deterministic.
    ///
    /// Each iteration initializes its own element of the result in place: a lint's per-file
    /// values are large structs, and storing them first as optionals to copy out afterwards cost a
    /// 3,000-file scan several milliseconds on one core (docs/performance.md).
    package func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let input = self
        return [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
            let results = Elements(start: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: input.count) { index in
                results.initialize(index, to: transform(input[index]))
            }
            initialized = input.count
        }
    }
}

/// The result's storage, each element of which exactly one iteration initializes: no two
/// iterations touch the same memory.
private struct Elements<Value>: @unchecked Sendable {
    let start: UnsafeMutablePointer<Value>

    func initialize(_ index: Int, to value: Value) { (start + index).initialize(to: value) }
}
