/// The keys the chord suggester tries for an entry, best first: the entry's own key (people
/// already associate it with the command), then the first letters of the title's words (a
/// mnemonic: E for Export), then the remaining letters by distance on the keyboard from the
/// entry's key (alphabetically when that key has no place among the character keys).
enum CandidateKeys {
    static func keys(around key: Key, initials: [Key]) -> [Key] {
        var ordered: [Key] = [key]
        ordered.reserveCapacity(27)
        var seen = KeyBits()
        _ = seen.insert(key)
        for initial in initials where seen.insert(initial) { ordered.append(initial) }
        for letter in nearby[key] ?? letters where seen.insert(letter) { ordered.append(letter) }
        return ordered
    }

    /// For each key with a place among the character keys, the letters by distance from it
    /// (ties alphabetically); worked out once, as the suggester asks for every finding. Each
    /// letter is sorted as one integer, squared distance above letter index, so the table
    /// costs a few thousand comparisons at startup rather than a dictionary lookup in each.
    private static let nearby: [Key: [Key]] = {
        let places = letters.map { position[$0]! }
        return position.mapValues { origin in
            let order = places.indices.map { index in
                let (dx, dy) = (places[index].x - origin.x, places[index].y - origin.y)
                return (dx * dx + dy * dy) << 8 | index
            }
            return order.sorted().map { letters[$0 & 0xFF] }
        }
    }()

    /// The letter keys that start the title's significant words, in title order ("Sort by
    /// Name" gives S and N).
    static func initials(of title: String?) -> [Key] {
        Titles.initials(of: title).map { letters[Int($0 - UInt8(ascii: "a"))] }
    }

    static let letters: [Key] = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { Key(dataName: String(UnicodeScalar($0)))! }

    /// Key centres on the US ANSI layout, in quarter key widths (integers, so distances are
    /// exact): rows are staggered as on the keyboard.
    static let position: [Key: (x: Int, y: Int)] = {
        let rows: [(keys: String, offset: Int)] = [
            ("`1234567890-=", 0), ("qwertyuiop[]\\", 6), ("asdfghjkl;'", 7), ("zxcvbnm,./", 9),
        ]
        var map: [Key: (x: Int, y: Int)] = [:]
        for (row, (keys, offset)) in rows.enumerated() {
            for (column, character) in keys.enumerated() {
                let name = character.isLetter ? character.uppercased() : String(character)
                if let key = Key(dataName: name) { map[key] = (offset + 4 * column, 4 * row) }
            }
        }
        return map
    }()

    /// A set of keys as 256 bits, one per key code: the candidate list is built per finding.
    private struct KeyBits {
        private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

        /// Adds `key`; false when it was already there.
        mutating func insert(_ key: Key) -> Bool {
            let bit = UInt64(1) << UInt64(key.code & 63)
            let present: Bool
            switch key.code >> 6 {
            case 0: present = words.0 & bit != 0; words.0 |= bit
            case 1: present = words.1 & bit != 0; words.1 |= bit
            case 2: present = words.2 & bit != 0; words.2 |= bit
            default: present = words.3 & bit != 0; words.3 |= bit
            }
            return !present
        }
    }
}
