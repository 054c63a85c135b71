import Foundation

/// Independent, test-only readings of the ways the seeds and the data file write a chord, so the
/// table's canonical chords are checked against their sources rather than against themselves.
/// (The product's notation parser is written on another branch and is not used here.)
enum TestChordText {
    static let modifierOrder = ["control", "option", "shift", "command", "fn"]

    /// Shifted characters of the US ANSI layout and their base keys.
    static let shiftedCharacters: [Character: String] = [
        "?": "/", "{": "[", "}": "]", "|": "\\", ":": ";", "+": "=", "~": "`", "_": "-", "\"": "'",
        "<": ",", ">": ".", "!": "1", "@": "2", "#": "3", "$": "4", "%": "5", "^": "6", "&": "7",
        "*": "8", "(": "9", ")": "0",
    ]

    /// The data file's spelling: any modifier order, shifted characters with Shift implied,
    /// `Escape` for Esc.
    static func canonical(modifiers: [String], key: String) -> TestChord {
        var modifierSet = Set(modifiers)
        var base = key == "Escape" ? "Esc" : key
        if base.count == 1, let character = base.first {
            if let unshifted = shiftedCharacters[character] {
                base = unshifted
                modifierSet.insert("shift")
            } else {
                base = base.uppercased()
            }
        }
        return TestChord(modifiers: modifierOrder.filter(modifierSet.contains), key: base)
    }

    private static let higModifiers = ["Control": "control", "Option": "option", "Shift": "shift", "Command": "command"]
    private static let higNamedKeys = [
        "Space": "Space", "Tab": "Tab", "Esc": "Esc", "Eject": "Eject",
        "Left arrow": "LeftArrow", "Right arrow": "RightArrow", "Up arrow": "UpArrow", "Down arrow": "DownArrow",
    ]

    /// A HIG table row: the Shortcut cell (`Shift-Command-Grave accent`, `Control-\u{A0}F3`,
    /// `[Modifier key]-Command-Space`), or the Primary Key cell alone when the shortcut is blank.
    /// A key named like the primary key (`Left bracket` under `Left bracket ({)`) means the
    /// character in the primary key's parentheses.
    static func hig(primaryKey: String, shortcut: String) -> (chord: TestChord, match: String)? {
        var keyName = primaryKey
        var keyCharacter: Character?
        if primaryKey.hasSuffix(")"), let open = primaryKey.lastIndex(of: "("),
            primaryKey.distance(from: open, to: primaryKey.endIndex) == 3
        {
            keyName = String(primaryKey[..<open]).trimmingCharacters(in: .whitespaces)
            keyCharacter = primaryKey[primaryKey.index(after: open)]
        }
        var rest = shortcut.isEmpty ? keyName : shortcut.replacingOccurrences(of: "-\u{A0}", with: "-")
        var match = "exact"
        if rest.hasPrefix("[Modifier key]-") {
            rest.removeFirst("[Modifier key]-".count)
            match = "withAnyExtraModifier"
        }
        var modifiers: [String] = []
        while let dash = rest.firstIndex(of: "-"), let modifier = higModifiers[String(rest[..<dash])] {
            modifiers.append(modifier)
            rest = String(rest[rest.index(after: dash)...])
        }
        let key: String
        if let keyCharacter, rest == keyName {
            key = String(keyCharacter)
        } else if let named = higNamedKeys[rest] {
            key = named
        } else if rest.count == 1 || (rest.hasPrefix("F") && Int(rest.dropFirst()) != nil) {
            key = rest
        } else {
            return nil
        }
        return (canonical(modifiers: modifiers, key: key), match)
    }
}
