import Testing

@testable import ShortcutCore

/// `parallelMap` fills its result in place from many threads: every element once, in input order.
@Suite struct ParallelMapTests {
    @Test func resultsAreInInputOrder() {
        let input = Array(0..<5_000)
        #expect(input.parallelMap { $0 * 3 } == input.map { $0 * 3 })
    }

    @Test func resultsHoldingReferencesAreEachKeptOnce() {
        final class Box: Sendable {
            let value: String
            init(_ value: String) { self.value = value }
        }
        let input = (0..<2_000).map(String.init)
        let boxed = input.parallelMap { Box($0) }
        #expect(boxed.map(\.value) == input)
    }

    @Test func oneElementAndNoneAreMappedToo() {
        #expect([7].parallelMap { $0 + 1 } == [8])
        #expect([Int]().parallelMap { $0 + 1 } == [])
    }
}
