/// Remembers the keys of each open mapping by the hash of their text, so a repeated key is found
/// without comparing every pair: linearly while a mapping is small (manifest entries have four
/// to six keys), through a dictionary once it grows. Texts are compared only when hashes match,
/// by the parser, which owns them.
struct YAMLDuplicateKeys {
    private struct Entry {
        var hash: UInt64
        var record: Int
    }

    private struct Frame {
        var base: Int
        /// Hash → position in `entries`, built when the mapping outgrows a linear scan.
        var index: [UInt64: Int]?
    }

    private var entries: [Entry] = []
    private var frames: [Frame] = []

    private static let linearLimit = 16

    mutating func openMapping() {
        frames.append(Frame(base: entries.count, index: nil))
    }

    mutating func closeMapping() {
        // One element at a time: cheaper than a range removal for the usual handful of keys.
        let base = frames.removeLast().base
        while entries.count > base { entries.removeLast() }
    }

    /// Records the key added at `record`, whose text hashes to `hash`; returns an earlier key of
    /// the innermost mapping with the same hash, if any (the caller compares their texts).
    mutating func insert(hash: UInt64, record: Int) -> Int? {
        let top = frames.count - 1
        let base = frames[top].base
        var earlier: Int?
        if let index = frames[top].index {
            if let position = index[hash] { earlier = entries[position].record }
        } else {
            for position in base..<entries.count where entries[position].hash == hash {
                earlier = entries[position].record
                break
            }
        }
        entries.append(Entry(hash: hash, record: record))
        let count = entries.count - base
        if count > Self.linearLimit {
            if frames[top].index == nil {
                var index = [UInt64: Int](minimumCapacity: count * 2)
                for position in base..<entries.count where index[entries[position].hash] == nil {
                    index[entries[position].hash] = position
                }
                frames[top].index = index
            } else if earlier == nil {
                frames[top].index![hash] = entries.count - 1
            }
        }
        return earlier
    }

    /// Every key of the innermost mapping whose text hashes to `hash` (after a hash collision).
    func records(withHash hash: UInt64) -> [Int] {
        entries[frames[frames.count - 1].base...].filter { $0.hash == hash }.map(\.record)
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
