/// The names Apple's frameworks give keys and modifiers in code, and the characters AppKit uses
/// for keys without one, mapped to shortcut-lint's keys (``KeyCatalog`` data names).
///
/// Sources: SwiftUI `KeyEquivalent` and `EventModifiers`; UIKit "Input strings for special keys"
/// and `UIKeyModifierFlags`; AppKit "Function-Key Unicode Values" (U+F700–U+F8FF) and
/// `NSEvent.ModifierFlags` (with the pre-10.12 `NS…KeyMask` names still found in old code).
enum SourceKeyVocabulary {
    /// SwiftUI `KeyEquivalent` constants (`.upArrow`, `KeyEquivalent.escape`).
    static let swiftUIKeys: [String: String] = [
        "upArrow": "UpArrow", "downArrow": "DownArrow", "leftArrow": "LeftArrow", "rightArrow": "RightArrow",
        "escape": "Esc", "delete": "Delete", "deleteForward": "ForwardDelete", "home": "Home", "end": "End",
        "pageUp": "PageUp", "pageDown": "PageDown", "clear": "KeypadClear", "tab": "Tab", "space": "Space",
        "return": "Return",
    ]

    /// UIKit `UIKeyCommand` input constants (`UIKeyCommand.inputUpArrow`, `UIKeyCommand.f5`) and
    /// their Objective-C names (`UIKeyInputUpArrow`).
    static let uiKitInputs: [String: String] = {
        var names: [String: String] = [
            "inputUpArrow": "UpArrow", "inputDownArrow": "DownArrow", "inputLeftArrow": "LeftArrow",
            "inputRightArrow": "RightArrow", "inputEscape": "Esc", "inputPageUp": "PageUp", "inputPageDown": "PageDown",
            "inputHome": "Home", "inputEnd": "End", "inputDelete": "Delete",
        ]
        for (name, key) in names { names["UIKeyI" + name.dropFirst(1)] = key }
        for number in 1...12 { names["f\(number)"] = "F\(number)" }
        return names
    }()

    /// AppKit's names for key characters: `NS…FunctionKey` (and `NSEvent.SpecialKey` members),
    /// `NS…Character`.
    static let appKitCharacters: [String: String] = {
        var names: [String: String] = [
            "NSUpArrowFunctionKey": "UpArrow", "NSDownArrowFunctionKey": "DownArrow",
            "NSLeftArrowFunctionKey": "LeftArrow", "NSRightArrowFunctionKey": "RightArrow",
            "NSDeleteFunctionKey": "ForwardDelete", "NSHomeFunctionKey": "Home", "NSEndFunctionKey": "End",
            "NSPageUpFunctionKey": "PageUp", "NSPageDownFunctionKey": "PageDown", "NSClearLineFunctionKey": "KeypadClear",
            "NSBackspaceCharacter": "Delete", "NSDeleteCharacter": "Delete", "NSCarriageReturnCharacter": "Return",
            "NSNewlineCharacter": "Return", "NSEnterCharacter": "KeypadEnter", "NSTabCharacter": "Tab",
            "upArrow": "UpArrow", "downArrow": "DownArrow", "leftArrow": "LeftArrow", "rightArrow": "RightArrow",
            "deleteForward": "ForwardDelete", "home": "Home", "end": "End", "pageUp": "PageUp", "pageDown": "PageDown",
            "carriageReturn": "Return", "enter": "KeypadEnter", "tab": "Tab", "backspace": "Delete", "delete": "Delete",
        ]
        for number in 1...20 {
            names["NSF\(number)FunctionKey"] = "F\(number)"
            names["f\(number)"] = "F\(number)"
        }
        return names
    }()

    /// Names that mean Shift-Tab (AppKit's back-tab character).
    static let backTabNames: Set<String> = ["NSBackTabCharacter", "backTab"]

    /// What a modifier name in code stands for.
    enum ModifierWord: Sendable {
        case modifier(Modifier)
        /// Caps Lock (`.capsLock`, `.alphaShift`): not a modifier the rules model.
        case capsLock
        /// The key must be on the numeric keypad (`.numericPad`).
        case numericPad
        /// Anything else a mask can hold (`.help`, `.all`, `.deviceIndependentFlagsMask`).
        case unsupported
    }

    static let modifierWords: [String: ModifierWord] = {
        var words: [String: ModifierWord] = [
            "command": .modifier(.command), "shift": .modifier(.shift), "option": .modifier(.option),
            "alternate": .modifier(.option), "control": .modifier(.control), "function": .modifier(.function),
            "capsLock": .capsLock, "alphaShift": .capsLock, "numericPad": .numericPad,
            "help": .unsupported, "all": .unsupported, "deviceIndependentFlagsMask": .unsupported,
        ]
        let objectiveC: [(names: [String], word: ModifierWord)] = [
            (["NSCommandKeyMask", "NSEventModifierFlagCommand", "UIKeyModifierCommand"], .modifier(.command)),
            (["NSShiftKeyMask", "NSEventModifierFlagShift", "UIKeyModifierShift"], .modifier(.shift)),
            (["NSAlternateKeyMask", "NSEventModifierFlagOption", "UIKeyModifierAlternate"], .modifier(.option)),
            (["NSControlKeyMask", "NSEventModifierFlagControl", "UIKeyModifierControl"], .modifier(.control)),
            (["NSFunctionKeyMask", "NSEventModifierFlagFunction"], .modifier(.function)),
            (["NSAlphaShiftKeyMask", "NSEventModifierFlagCapsLock", "UIKeyModifierAlphaShift"], .capsLock),
            (["NSNumericPadKeyMask", "NSEventModifierFlagNumericPad", "UIKeyModifierNumericPad"], .numericPad),
            (["NSHelpKeyMask", "NSEventModifierFlagHelp", "NSDeviceIndependentModifierFlagsMask"], .unsupported),
        ]
        for (names, word) in objectiveC { for name in names { words[name] = word } }
        return words
    }()

    /// The key a character in a key equivalent stands for, and whether typing it needs Shift
    /// (`A`, `?`, AppKit's back-tab). Nil for characters off the US keyboard and unknown
    /// private-use characters.
    static func key(for scalar: Unicode.Scalar) -> (key: Key, shift: Bool)? {
        let value = scalar.value
        if value < 0x80 { return asciiKeys[Int(value)] }
        switch value {
        case 0xF700: return named("UpArrow")
        case 0xF701: return named("DownArrow")
        case 0xF702: return named("LeftArrow")
        case 0xF703: return named("RightArrow")
        case 0xF704...0xF717: return named("F\(value - 0xF704 + 1)")
        case 0xF728: return named("ForwardDelete")
        case 0xF729: return named("Home")
        case 0xF72B: return named("End")
        case 0xF72C: return named("PageUp")
        case 0xF72D: return named("PageDown")
        case 0xF739: return named("KeypadClear")
        default: return nil
        }
    }

    static func named(_ dataName: String, shift: Bool = false) -> (key: Key, shift: Bool)? {
        Key(dataName: dataName).map { ($0, shift) }
    }

    /// The keypad key a character stands for with `.numericPad` (`1` → Keypad 1); nil when the
    /// keypad has no such key.
    static func keypadKey(for scalar: Unicode.Scalar) -> Key? {
        switch scalar {
        case "0"..."9": Key(dataName: "Keypad\(Character(scalar))")
        case ".": Key(dataName: "KeypadDecimal")
        case "+": Key(dataName: "KeypadPlus")
        case "-": Key(dataName: "KeypadMinus")
        case "*": Key(dataName: "KeypadMultiply")
        case "/": Key(dataName: "KeypadDivide")
        case "=": Key(dataName: "KeypadEquals")
        case "\r", "\u{3}": Key(dataName: "KeypadEnter")
        case "\u{F739}": Key(dataName: "KeypadClear")
        default: nil
        }
    }

    /// Printable ASCII from the key catalogue (lower characters plain, upper ones with Shift),
    /// plus the control characters AppKit and SwiftUI use for named keys.
    private static let asciiKeys: [(key: Key, shift: Bool)?] = {
        var table = [(key: Key, shift: Bool)?](repeating: nil, count: 128)
        for (code, info) in KeyCatalog.keys.enumerated() {
            let key = Key(code: UInt8(code))
            if let lower = info.lower { table[Int(lower)] = (key, false) }
            if let upper = info.upper { table[Int(upper)] = (key, true) }
        }
        let controls: [(UInt8, String, Bool)] = [
            (0x20, "Space", false), (0x0D, "Return", false), (0x0A, "Return", false), (0x03, "KeypadEnter", false),
            (0x09, "Tab", false), (0x19, "Tab", true), (0x1B, "Esc", false), (0x08, "Delete", false), (0x7F, "Delete", false),
        ]
        for (byte, name, shift) in controls { table[Int(byte)] = Key(dataName: name).map { ($0, shift) } }
        return table
    }()
}
