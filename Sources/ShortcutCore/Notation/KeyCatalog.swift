/// The keys shortcut-lint knows, and every spelling the notation parser accepts for them.
///
/// Adding a key or a spelling is one line here; codes are positions in ``keys`` and are not
/// stored anywhere, so the order may change freely.
enum KeyCatalog {
    static let keys: [KeyInfo] = letters + digits + punctuation + named + arrows + functionKeys + keypad

    static let codeByDataName: [String: UInt8] = {
        var map = [String: UInt8](minimumCapacity: keys.count)
        for (index, key) in keys.enumerated() { map[key.dataName] = UInt8(index) }
        return map
    }()

    /// How each key is printed: its HIG name (`A`, `/`, `Left arrow`), its menu symbol, and its
    /// upper character when it has one. Built once, so rendering a chord allocates only its result.
    static let renderedTexts: [(name: String, symbol: String, upper: String)] = keys.map { info in
        let upper = info.upper.map { String(UnicodeScalar($0)) } ?? ""
        if let lower = info.lower {
            let text = String(UnicodeScalar(info.kind == .letter ? lower & ~0x20 : lower))
            return (text, text, upper)
        }
        let name = info.displayName ?? info.dataName
        return (name, info.symbol ?? name, upper)
    }

    private static func character(
        _ lower: Character, _ upper: Character?, kind: KeyKind, _ aliases: [String] = []
    )
        -> KeyInfo
    {
        KeyInfo(
            dataName: kind == .letter ? String(lower).uppercased() : String(lower), kind: kind,
            displayName: nil, symbol: nil, lower: lower.asciiValue, upper: upper?.asciiValue,
            aliases: aliases)
    }

    private static func namedKey(
        _ dataName: String, _ display: String, symbol: String? = nil, kind: KeyKind = .named,
        _ aliases: [String] = []
    ) -> KeyInfo {
        KeyInfo(
            dataName: dataName, kind: kind, displayName: display, symbol: symbol, lower: nil, upper: nil,
            aliases: aliases)
    }

    private static let letters: [KeyInfo] = "abcdefghijklmnopqrstuvwxyz".map {
        character($0, Character($0.uppercased()), kind: .letter)
    }

    private static let digits: [KeyInfo] = zip("1234567890", "!@#$%^&*()").map {
        character($0, $1, kind: .digit)
    }

    /// Lower-character names first, then the upper character's names after a `|`.
    /// The HIG table calls `{` "Left bracket" ("Left bracket ({)"), so that name means the shifted
    /// character here; `[` is "Left square bracket".
    private static let punctuation: [KeyInfo] = [
        character("`", "~", kind: .punctuation, ["grave accent", "grave", "backtick", "backquote", "|tilde"]),
        character("-", "_", kind: .punctuation, ["hyphen", "minus", "dash", "minus sign", "|underscore"]),
        character("=", "+", kind: .punctuation, ["equal sign", "equals sign", "equals", "equal", "|plus sign", "|plus"]),
        character(
            "[", "{", kind: .punctuation,
            ["left square bracket", "open bracket", "bracketleft", "|left bracket", "|left brace", "|left curly bracket"]),
        character(
            "]", "}", kind: .punctuation,
            [
                "right square bracket", "close bracket", "bracketright", "|right bracket", "|right brace",
                "|right curly bracket",
            ]),
        character("\\", "|", kind: .punctuation, ["backslash", "back slash", "|pipe", "|vertical bar"]),
        character(";", ":", kind: .punctuation, ["semicolon", "|colon"]),
        character("'", "\"", kind: .punctuation, ["apostrophe", "quote", "single quote", "|double quote", "|quotation mark"]),
        character(",", "<", kind: .punctuation, ["comma", "|less than", "|less-than sign"]),
        character(".", ">", kind: .punctuation, ["period", "full stop", "dot", "|greater than", "|greater-than sign"]),
        character("/", "?", kind: .punctuation, ["forward slash", "slash", "|question mark"]),
    ]

    private static let named: [KeyInfo] = [
        namedKey("Space", "Space", ["spacebar", "space bar", "␣"]),
        namedKey("Tab", "Tab", symbol: "⇥", ["⇥"]),
        namedKey("Return", "Return", symbol: "↩", ["enter", "↩", "↵", "⏎"]),
        namedKey("Esc", "Esc", symbol: "⎋", ["escape", "⎋"]),
        namedKey("Delete", "Delete", symbol: "⌫", ["backspace", "⌫"]),
        namedKey("ForwardDelete", "Forward Delete", symbol: "⌦", ["forward delete", "fwd delete", "⌦"]),
        namedKey("Home", "Home", symbol: "↖", ["↖"]),
        namedKey("End", "End", symbol: "↘", ["↘"]),
        namedKey("PageUp", "Page Up", symbol: "⇞", ["page up", "pgup", "⇞"]),
        namedKey("PageDown", "Page Down", symbol: "⇟", ["page down", "pgdn", "⇟"]),
        namedKey("Eject", "Eject", symbol: "⏏", ["media eject", "⏏"]),
        namedKey("Power", "Power", ["power button"]),
    ]

    private static let arrows: [KeyInfo] = [
        namedKey("LeftArrow", "Left arrow", symbol: "←", kind: .arrow, ["left arrow", "left", "arrowleft", "←"]),
        namedKey("RightArrow", "Right arrow", symbol: "→", kind: .arrow, ["right arrow", "right", "arrowright", "→"]),
        namedKey("UpArrow", "Up arrow", symbol: "↑", kind: .arrow, ["up arrow", "up", "arrowup", "↑"]),
        namedKey("DownArrow", "Down arrow", symbol: "↓", kind: .arrow, ["down arrow", "down", "arrowdown", "↓"]),
    ]

    private static let functionKeys: [KeyInfo] = (1...20).map {
        namedKey("F\($0)", "F\($0)", kind: .function)
    }

    private static let keypad: [KeyInfo] =
        (0...9).map {
            namedKey("Keypad\($0)", "Keypad \($0)", kind: .keypad, ["keypad \($0)", "num\($0)", "numpad\($0)"])
        } + [
            namedKey("KeypadDecimal", "Keypad Decimal", kind: .keypad, ["keypad decimal", "keypad period", "numdec"]),
            namedKey("KeypadPlus", "Keypad Plus", kind: .keypad, ["keypad plus", "numadd"]),
            namedKey("KeypadMinus", "Keypad Minus", kind: .keypad, ["keypad minus", "numsub"]),
            namedKey("KeypadMultiply", "Keypad Multiply", kind: .keypad, ["keypad multiply", "nummult"]),
            namedKey("KeypadDivide", "Keypad Divide", kind: .keypad, ["keypad divide", "numdiv"]),
            namedKey("KeypadEquals", "Keypad Equals", kind: .keypad, ["keypad equals"]),
            namedKey("KeypadEnter", "Keypad Enter", symbol: "⌤", kind: .keypad, ["keypad enter", "⌤"]),
            namedKey("KeypadClear", "Keypad Clear", symbol: "⌧", kind: .keypad, ["keypad clear", "clear", "⌧"]),
        ]
}
