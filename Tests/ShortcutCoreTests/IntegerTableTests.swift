import Testing

@testable import ShortcutCore

@Suite struct IntegerTableTests {
    @Test func findsEveryKeyAfterGrowingManyTimes() {
        var table = IntegerTable<Int>()
        let keys = (0..<50_000).map { UInt64($0) &* 0x1_0000_0001 }
        for (value, key) in keys.enumerated() { table[key] = value }
        #expect(table.count == keys.count)
        #expect(keys.enumerated().allSatisfy { table[$0.element] == $0.offset })
    }

    @Test func missingKeysAreNil() {
        var table = IntegerTable<Int>()
        table[0] = 1
        table[1 << 40] = 2
        #expect(table[2] == nil)
        #expect(table[1 << 41] == nil)
        #expect(table[0] == 1)
    }

    @Test func updateCreatesOnceThenChangesInPlace() {
        var table = IntegerTable<[Int]>()
        for value in 0..<3 { table.update(7, default: []) { $0.append(value) } }
        #expect(table[7] == [0, 1, 2])
        #expect(table.count == 1)
    }

    @Test func keysDifferingOnlyInLowBitsAreDistinct() {
        var table = IntegerTable<UInt64>()
        for key in UInt64(0)..<256 { table[key << 40 | key] = key }
        #expect((UInt64(0)..<256).allSatisfy { table[$0 << 40 | $0] == $0 })
    }
}
