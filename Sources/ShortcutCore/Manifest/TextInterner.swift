#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One `String` per distinct text: a manifest repeats its menus, scopes, keys and often its
/// titles thousands of times, and a repeat then costs a hash of its bytes rather than an
/// allocation, a copy and a `String` hash in a dictionary. Texts get dense indices in the order
/// they are first seen, so callers keep what they derive from a text (a parsed key, a menu path,
/// where an id first appeared) in arrays indexed the same way.
struct TextInterner {
    /// The distinct texts, by index.
    private(set) var strings: [String] = []
    /// Their bytes, back to back, and where each one sits in them.
    private var storage: [UInt8] = []
    private var spans: [(start: Int, count: Int)] = []
    private var hashes: [UInt64] = []
    /// Open addressing: an index into `strings`, or -1 for an empty slot.
    private var slots: [Int32]

    init() { slots = [Int32](repeating: -1, count: 64) }

    var count: Int { strings.count }

    subscript(index: Int) -> String { strings[index] }

    /// The index of a scalar's text, added if it is new.
    mutating func intern(_ node: NodeID, in document: Document) -> (index: Int, isNew: Bool) {
        document.withText(node) { intern($0) }
    }

    /// The index of `text`, added if it is new.
    mutating func intern(_ text: UnsafeBufferPointer<UInt8>) -> (index: Int, isNew: Bool) {
        let hash = Self.hash(text)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let found = Int(slots[slot])
            if found < 0 { break }
            if hashes[found] == hash, equals(found, text) { return (found, false) }
            slot = (slot + 1) & mask
        }
        let index = strings.count
        slots[slot] = Int32(index)
        hashes.append(hash)
        spans.append((storage.count, text.count))
        storage.append(contentsOf: text)
        strings.append(String(decoding: text, as: UTF8.self))
        if strings.count * 2 > slots.count { grow() }
        return (index, true)
    }

    private func equals(_ index: Int, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        let span = spans[index]
        guard span.count == text.count else { return false }
        guard span.count > 0 else { return true }
        return storage.withUnsafeBufferPointer { memcmp($0.baseAddress! + span.start, text.baseAddress!, span.count) == 0 }
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }

    /// A fast hash of short byte strings, eight bytes per step, seeded per process so that no
    /// file can be written to collide on purpose.
    static func hash(_ text: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = seed ^ UInt64(text.count) &* multiplier
        guard let base = text.baseAddress else { return finalize(hash) }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= text.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            hash = (hash ^ word) &* multiplier
            hash ^= hash >> 32
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < text.count {
            tail |= UInt64(base[offset]) << shift
            shift += 8
            offset += 1
        }
        return finalize((hash ^ tail) &* multiplier)
    }

    private static func finalize(_ value: UInt64) -> UInt64 {
        var hash = value
        hash ^= hash >> 33
        hash = hash &* 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        return hash
    }

    private static let seed = UInt64.random(in: .min ... .max)
}
