/// An AppKit key equivalent (the `keyEquivalent` string plus its modifier mask) as a ``Chord``.
///
/// AppKit stores the character the key types, not the key: an uppercase letter means Shift, a
/// shifted punctuation character (`?`, `{`) is its base key plus Shift, special keys are control
/// characters (`&#x8;` Delete, `&#x1b;` Esc, `&#xd;` Return) or the private-use characters
/// U+F700–U+F8FF of AppKit's "Function-Key Unicode Values" (arrows, F1–F35, Home, forward delete…).
enum KeyEquivalent {
    /// A modifier mask as AppKit's `NSEvent.ModifierFlags` bits (what old files store as an
    /// integer and the `<modifierMask>` element spells out attribute by attribute).
    struct Mask: OptionSet {
        let rawValue: UInt64
        static let shift = Mask(rawValue: 1 << 17)
        static let control = Mask(rawValue: 1 << 18)
        static let option = Mask(rawValue: 1 << 19)
        static let command = Mask(rawValue: 1 << 20)
        static let numericPad = Mask(rawValue: 1 << 21)
        static let function = Mask(rawValue: 1 << 23)

        /// The bits Interface Builder writes into a key equivalent's mask.
        static let written: Mask = [.shift, .control, .option, .command, .numericPad, .function]
    }

    /// The chord, or why it cannot be checked (a key shortcut-lint's model does not have).
    static func chord(_ characters: String, mask: Mask) -> Result<Chord, Unchecked> {
        let scalars = Array(characters.unicodeScalars)
        guard scalars.count == 1, let scalar = scalars.first else {
            return .failure(
                Unchecked(.interfaceBuilderMoreThanOneCharacter(characters: .text(visible(characters).forMessage))))
        }
        var modifiers = ModifierSet()
        if mask.contains(.control) { modifiers.insert(.control) }
        if mask.contains(.option) { modifiers.insert(.option) }
        if mask.contains(.shift) { modifiers.insert(.shift) }
        if mask.contains(.command) { modifiers.insert(.command) }
        let value = scalar.value
        if let name = functionKeys[value] {
            // AppKit sets the function flag on every event of these keys: it is not Globe.
            guard let key = Key(dataName: name) else {
                return .failure(Unchecked(.interfaceBuilderUnmodelledKey(name: .text(name), code: .text(hex(value)))))
            }
            return .success(Chord(key: key, modifiers: modifiers))
        }
        if mask.contains(.function) { modifiers.insert(.function) }
        if mask.contains(.numericPad), let name = keypad[value], let key = Key(dataName: name) {
            return .success(Chord(key: key, modifiers: modifiers))
        }
        if let name = controlCharacters[value] {
            if value == 0x19 { modifiers.insert(.shift) }  // back tab: Shift-Tab
            return .success(Chord(key: Key(dataName: name)!, modifiers: modifiers))
        }
        guard value < 0x80, let (code, upper) = characterKeys[UInt8(value)] else {
            return .failure(
                Unchecked(
                    .interfaceBuilderOffLayout(characters: .text(visible(characters)), code: .text(hex(value)))
                ))
        }
        if upper { modifiers.insert(.shift) }
        return .success(Chord(key: Key(code: code), modifiers: modifiers))
    }

    /// Why a key equivalent is not checked.
    struct Unchecked: Error {
        let wording: Message
        init(_ reason: Message) { wording = reason }
        /// Why, in English.
        var reason: String { MessageCatalogue.english.render(wording) }
    }

    /// Each ASCII character a character key types: its key, and whether Shift types it.
    private static let characterKeys: [UInt8: (code: UInt8, upper: Bool)] = {
        var table: [UInt8: (code: UInt8, upper: Bool)] = [:]
        for (index, key) in KeyCatalog.keys.enumerated() {
            if let lower = key.lower { table[lower] = (UInt8(index), false) }
            if let upper = key.upper { table[upper] = (UInt8(index), true) }
        }
        table[0x20] = (Key(dataName: "Space")!.code, false)
        return table
    }()

    /// Control characters AppKit uses for special keys (NSBackspaceCharacter, NSDeleteCharacter,
    /// NSEnterCharacter, NSCarriageReturnCharacter, NSTabCharacter, NSBackTabCharacter, Esc).
    private static let controlCharacters: [UInt32: String] = [
        0x08: "Delete", 0x7F: "Delete", 0x1B: "Esc", 0x0D: "Return", 0x0A: "Return", 0x03: "KeypadEnter",
        0x09: "Tab", 0x19: "Tab",
    ]

    /// With the numeric-pad flag, the keypad's own keys.
    private static let keypad: [UInt32: String] = {
        var table: [UInt32: String] = [
            0x2E: "KeypadDecimal", 0x2B: "KeypadPlus", 0x2D: "KeypadMinus",
            0x2A: "KeypadMultiply", 0x2F: "KeypadDivide", 0x3D: "KeypadEquals",
        ]
        for digit in 0...9 { table[UInt32(0x30 + digit)] = "Keypad\(digit)" }
        return table
    }()

    /// AppKit's function-key characters, by the reserved table's key names; the keys the model
    /// lacks keep AppKit's name so the message can say which key it was.
    private static let functionKeys: [UInt32: String] = {
        var table: [UInt32: String] = [
            0xF700: "UpArrow", 0xF701: "DownArrow", 0xF702: "LeftArrow", 0xF703: "RightArrow",
            0xF727: "Insert", 0xF728: "ForwardDelete", 0xF729: "Home", 0xF72A: "Begin", 0xF72B: "End",
            0xF72C: "PageUp", 0xF72D: "PageDown", 0xF72E: "Print Screen", 0xF72F: "Scroll Lock", 0xF730: "Pause",
            0xF731: "SysReq", 0xF732: "Break", 0xF733: "Reset", 0xF734: "Stop", 0xF735: "Menu", 0xF736: "User",
            0xF737: "System", 0xF738: "Print", 0xF739: "KeypadClear", 0xF73A: "Clear Display",
            0xF73B: "Insert Line", 0xF73C: "Delete Line", 0xF73D: "Insert Character", 0xF73E: "Delete Character",
            0xF73F: "Prev", 0xF740: "Next", 0xF741: "Select", 0xF742: "Execute", 0xF743: "Undo", 0xF744: "Redo",
            0xF745: "Find", 0xF746: "Help", 0xF747: "Mode Switch",
        ]
        for number in 1...35 { table[0xF703 + UInt32(number)] = "F\(number)" }
        return table
    }()

    /// The characters with control characters and private-use ones written as U+ codes, so a
    /// message never puts them raw in a terminal.
    private static func visible(_ text: String) -> String {
        text.unicodeScalars.map {
            $0.value < 0x20 || $0.value == 0x7F || (0xE000...0xF8FF).contains($0.value) ? "U+\(hex($0.value))" : String($0)
        }
        .joined()
    }

    private static func hex(_ value: UInt32) -> String { String(value, radix: 16, uppercase: true).leftPadded(4) }
}

extension KeyEquivalent.Mask {
    /// A mask as an integer attribute or archive value holds it: decimal digits of the bits
    /// Interface Builder writes, nothing else. Anything else (`-1`, `0x100000`, `1e23`, a bit no
    /// modifier has) is not what Interface Builder writes, and reading it as some chord would be
    /// a guess.
    init?(integer text: String) {
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let raw = UInt64(text),
            KeyEquivalent.Mask(rawValue: raw).isSubset(of: .written)
        else { return nil }
        self.init(rawValue: raw)
    }
}
