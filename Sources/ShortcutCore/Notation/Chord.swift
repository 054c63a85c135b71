/// One keystroke: a key plus the modifiers held with it.
///
/// Two chords are equal when they press the same physical keys, however they were written:
/// Command-? and Shift-Command-/ are one chord. It packs into 16 bits (``packed``), which is what
/// conflict detection hashes.
public struct Chord: Hashable, Comparable, Sendable {
    public let key: Key
    public let modifiers: ModifierSet

    public init(key: Key, modifiers: ModifierSet) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Modifiers in the high byte, key code in the low byte.
    var packed: UInt16 { UInt16(modifiers.rawValue) << 8 | UInt16(key.code) }

    init(packed: UInt16) {
        self.init(key: Key(code: UInt8(packed & 0xFF)), modifiers: ModifierSet(rawValue: UInt8(packed >> 8)))
    }

    func adding(_ modifier: Modifier) -> Chord {
        Chord(key: key, modifiers: modifiers.union(ModifierSet(modifier)))
    }

    func removing(_ modifier: Modifier) -> Chord {
        Chord(key: key, modifiers: modifiers.subtracting(ModifierSet(modifier)))
    }

    public static func < (lhs: Chord, rhs: Chord) -> Bool { lhs.packed < rhs.packed }
}

/// What a user presses to run a command: one chord, or a sequence of up to four (⌘K ⌘S).
///
/// Stored as one integer (16 bits per chord) so that equality, hashing and "is this a prefix of
/// that sequence" are single integer operations on the hot path.
public struct Shortcut: Hashable, Comparable, Sendable {
    static let maximumLength = 4

    /// Chord `i` sits in bits `16*i ..< 16*i+16`.
    let storage: UInt64
    let count: Int

    public init(_ chords: [Chord]) {
        precondition(!chords.isEmpty && chords.count <= Shortcut.maximumLength)
        var storage: UInt64 = 0
        for (index, chord) in chords.enumerated() { storage |= UInt64(chord.packed) << (16 * UInt64(index)) }
        self.storage = storage
        self.count = chords.count
    }

    public init(_ chord: Chord) { self.init([chord]) }

    public var chords: [Chord] {
        (0..<count).map { Chord(packed: UInt16(truncatingIfNeeded: storage >> (16 * UInt64($0)))) }
    }

    var first: Chord { Chord(packed: UInt16(truncatingIfNeeded: storage)) }

    /// True when `self` is a strictly shorter sequence that starts `other`: pressing `self`
    /// fires before `other` can be completed, so it shadows `other`.
    func isProperPrefix(of other: Shortcut) -> Bool {
        guard count < other.count else { return false }
        let mask: UInt64 = (1 << (16 * UInt64(count))) - 1
        return other.storage & mask == storage
    }

    /// The sequence made of this shortcut's first `length` chords.
    func prefix(_ length: Int) -> Shortcut {
        Shortcut(Array(chords.prefix(length)))
    }

    public static func < (lhs: Shortcut, rhs: Shortcut) -> Bool {
        (lhs.count, lhs.storage) < (rhs.count, rhs.storage)
    }
}
