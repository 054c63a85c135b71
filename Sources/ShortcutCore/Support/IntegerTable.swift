/// A hash table from 64-bit integer keys to values, for the hot paths that look up packed chords,
/// scopes and platform sets once or twice per entry of a million-entry manifest.
///
/// Swift's `Dictionary` hashes every key with a seeded SipHash, which costs more than the rest of
/// such a lookup; here a key is mixed with one multiplication (Fibonacci hashing) and found by
/// linear probing in flat arrays. Keys are spread by the mix, so packed fields that differ in a
/// few bits (a platform set, a scope id) still land far apart. Capacity doubles at half full, so
/// a probe sequence stays short and inserts are amortised O(1).
struct IntegerTable<Value> {
    private var keys: [UInt64]
    private var values: [Value?]
    private var shift: UInt64
    private(set) var count = 0

    /// Room for `capacity` keys before the first growth.
    init(capacity: Int = 8) {
        var slots = 16
        while slots < capacity * 2 { slots *= 2 }
        keys = [UInt64](repeating: 0, count: slots)
        values = [Value?](repeating: nil, count: slots)
        shift = UInt64(64 - slots.trailingZeroBitCount)
    }

    subscript(key: UInt64) -> Value? {
        get {
            var slot = self.slot(for: key)
            while let value = values[slot] {
                if keys[slot] == key { return value }
                slot = (slot + 1) & (keys.count - 1)
            }
            return nil
        }
        set {
            guard let newValue else {
                precondition(self[key] == nil, "IntegerTable does not remove keys")
                return
            }
            insert(newValue, for: key)
        }
    }

    /// The value for `key`, created with `make` on first use, then changed by `body` in place.
    mutating func update<Result>(_ key: UInt64, default make: @autoclosure () -> Value, _ body: (inout Value) -> Result) -> Result {
        if (count + 1) * 2 > keys.count { grow() }
        var slot = self.slot(for: key)
        while values[slot] != nil, keys[slot] != key { slot = (slot + 1) & (keys.count - 1) }
        if values[slot] == nil {
            keys[slot] = key
            values[slot] = make()
            count += 1
        }
        return body(&values[slot]!)
    }

    private mutating func insert(_ value: Value, for key: UInt64) {
        update(key, default: value) { $0 = value }
    }

    private func slot(for key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        keys = [UInt64](repeating: 0, count: oldKeys.count * 2)
        values = [Value?](repeating: nil, count: oldKeys.count * 2)
        shift -= 1
        count = 0
        for index in oldKeys.indices {
            guard let value = oldValues[index] else { continue }
            var slot = self.slot(for: oldKeys[index])
            while values[slot] != nil { slot = (slot + 1) & (keys.count - 1) }
            keys[slot] = oldKeys[index]
            values[slot] = value
            count += 1
        }
    }
}

extension IntegerTable: Sendable where Value: Sendable {}
