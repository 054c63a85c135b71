/// Every word and symbol the notation parser recognises, as lowercase UTF-8, bucketed by first
/// byte and longest first, so matching at a position is a handful of byte comparisons.
struct NotationVocabulary: Sendable {
    struct Entry: Sendable {
        let bytes: [UInt8]
        let value: Value
    }

    enum Value: Sendable {
        /// `isSymbol`: a glyph such as ⌘, which needs no separator after it.
        case modifier(Modifier, isSymbol: Bool)
        /// `upper`: the spelling names the shifted character of the key (`?`, "question mark").
        case key(code: UInt8, upper: Bool)
    }

    private var buckets: [[Entry]] = Array(repeating: [], count: 256)

    static let shared = NotationVocabulary()

    private init() {
        var entries: [Entry] = []
        func add(_ spelling: String, _ value: Value) {
            entries.append(Entry(bytes: Array(spelling.lowercased().utf8), value: value))
        }
        for (modifier, spellings) in Self.modifierSpellings {
            for spelling in spellings {
                let isSymbol = spelling.unicodeScalars.first.map { !$0.isASCII } ?? false
                add(spelling, .modifier(modifier, isSymbol: isSymbol))
            }
        }
        for (index, key) in KeyCatalog.keys.enumerated() {
            let code = UInt8(index)
            if let lower = key.lower { add(String(UnicodeScalar(lower)), .key(code: code, upper: false)) }
            if let upper = key.upper, key.kind != .letter {
                add(String(UnicodeScalar(upper)), .key(code: code, upper: true))
            }
            if key.kind != .letter, key.kind != .digit, key.kind != .punctuation {
                add(key.dataName, .key(code: code, upper: false))
            }
            if let display = key.displayName { add(display, .key(code: code, upper: false)) }
            for alias in key.aliases {
                if alias.hasPrefix("|") {
                    add(String(alias.dropFirst()), .key(code: code, upper: true))
                } else {
                    add(alias, .key(code: code, upper: false))
                }
            }
        }
        for entry in entries {
            buckets[Int(entry.bytes[0])].append(entry)
        }
        for index in buckets.indices {
            buckets[index].sort { $0.bytes.count > $1.bytes.count }
        }
    }

    /// Spellings of each modifier. Electron's CmdOrCtrl is Command on Apple platforms; so are
    /// Super and Meta, as in Electron and VS Code key bindings.
    private static let modifierSpellings: [(Modifier, [String])] = [
        (.control, ["control", "ctrl", "ctl", "⌃"]),
        (.option, ["option", "opt", "alt", "⌥"]),
        (.shift, ["shift", "⇧"]),
        (
            .command,
            [
                "command", "cmd", "⌘", "cmdorctrl", "commandorcontrol", "cmdorcontrol", "commandorctrl",
                "super", "meta",
            ]
        ),
        (.function, ["fn", "globe", "🌐"]),
    ]

    /// The longest entry that matches `text` at `position` (ASCII letters compared without case)
    /// and that `accept` approves, with the offset just past it.
    func longestMatch(
        in text: UnsafeBufferPointer<UInt8>, at position: Int, accept: (Entry, Int) -> Bool
    ) -> (entry: Entry, end: Int)? {
        guard position < text.count else { return nil }
        for entry in buckets[Int(Self.lowercased(text[position]))] {
            let end = position + entry.bytes.count
            guard end <= text.count else { continue }
            var matches = true
            for offset in 1..<entry.bytes.count where Self.lowercased(text[position + offset]) != entry.bytes[offset] {
                matches = false
                break
            }
            if matches, accept(entry, end) { return (entry, end) }
        }
        return nil
    }

    @inline(__always) static func lowercased(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }
}
