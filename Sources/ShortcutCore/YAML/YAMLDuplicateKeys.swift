/// Remembers the keys of each open mapping by the hash of their text, so a repeated key is found
/// without comparing every pair: linearly while a mapping is small (manifest entries have four
/// to six keys), through a dictionary once it grows. Texts are compared only when hashes match,
/// by the parser, which owns them.
struct YAMLDuplicateKeys {
    private struct Entry {
        var hash: UInt64
        var record: Int
    }

    /// The keys of all open mappings, innermost last; only the first `count` are in use (the
    /// array is not shrunk when a mapping closes, to spare the next one reallocating).
    private var entries: [Entry] = []
    private var count = 0
    /// Where each open mapping's keys start in `entries`.
    private var bases: [Int] = []
    /// Hash → position in `entries`, for the open mappings (by depth) that outgrew a linear scan.
    private var indexes: [Int: [UInt64: Int]] = [:]

    private static let linearLimit = 16

    mutating func openMapping() {
        bases.append(count)
    }

    mutating func closeMapping() {
        let base = bases.removeLast()
        if count - base > Self.linearLimit { indexes[bases.count] = nil }
        count = base
    }

    /// Records the key added at `record`, whose text hashes to `hash`; returns an earlier key of
    /// the innermost mapping with the same hash, if any (the caller compares their texts).
    mutating func insert(hash: UInt64, record: Int) -> Int? {
        let depth = bases.count - 1
        let base = bases[depth]
        let keysBefore = count - base
        var earlier: Int?
        if keysBefore < Self.linearLimit {
            for position in base..<count where entries[position].hash == hash {
                earlier = entries[position].record
                break
            }
        } else {
            if keysBefore == Self.linearLimit {
                var index = [UInt64: Int](minimumCapacity: Self.linearLimit * 4)
                for position in base..<count where index[entries[position].hash] == nil {
                    index[entries[position].hash] = position
                }
                indexes[depth] = index
            }
            if let position = indexes[depth]![hash] {
                earlier = entries[position].record
            } else {
                indexes[depth]![hash] = count
            }
        }
        let entry = Entry(hash: hash, record: record)
        if count < entries.count {
            entries[count] = entry
        } else {
            entries.append(entry)
        }
        count += 1
        return earlier
    }

    /// Every key of the innermost mapping whose text hashes to `hash` (after a hash collision).
    func records(withHash hash: UInt64) -> [Int] {
        entries[bases[bases.count - 1]..<count].filter { $0.hash == hash }.map(\.record)
    }

    /// FNV-1a: short keys hash in a few cycles.
    static func hash(_ text: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        return hash
    }
}
