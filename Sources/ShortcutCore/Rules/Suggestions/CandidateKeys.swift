/// The keys the chord suggester tries for an entry, best first: the entry's own key (people
/// already associate it with the command), then the first letters of the title's words (a
/// mnemonic: E for Export), then the remaining letters by distance on the keyboard from the
/// entry's key (alphabetically when that key has no place among the character keys).
enum CandidateKeys {
    static func keys(around key: Key, initials: [Key]) -> [Key] {
        var ordered: [Key] = [key]
        var seen: Set<Key> = [key]
        for initial in initials where seen.insert(initial).inserted { ordered.append(initial) }
        let origin = position[key]
        let rest = letters.filter { !seen.contains($0) }.sorted { lhs, rhs in
            guard let origin else { return lhs < rhs }
            let (left, right) = (distance(origin, position[lhs]!), distance(origin, position[rhs]!))
            return left != right ? left < right : lhs < rhs
        }
        return ordered + rest
    }

    /// The letter keys that start the title's significant words, in title order ("Sort by
    /// Name" gives S and N).
    static func initials(of title: String?) -> [Key] {
        var keys: [Key] = []
        for word in TitleWords.words(title) {
            guard let first = word.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"),
                let key = Key(dataName: String(UnicodeScalar(first - 0x20))), !keys.contains(key)
            else { continue }
            keys.append(key)
        }
        return keys
    }

    static let letters: [Key] = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { Key(dataName: String(UnicodeScalar($0)))! }

    /// Key centres on the US ANSI layout, in key widths: rows are staggered as on the keyboard.
    static let position: [Key: (x: Double, y: Double)] = {
        let rows: [(keys: String, offset: Double)] = [
            ("`1234567890-=", 0), ("qwertyuiop[]\\", 1.5), ("asdfghjkl;'", 1.75), ("zxcvbnm,./", 2.25),
        ]
        var map: [Key: (x: Double, y: Double)] = [:]
        for (row, (keys, offset)) in rows.enumerated() {
            for (column, character) in keys.enumerated() {
                let name = character.isLetter ? character.uppercased() : String(character)
                if let key = Key(dataName: name) { map[key] = (offset + Double(column), Double(row)) }
            }
        }
        return map
    }()

    private static func distance(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Double {
        (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)
    }
}
