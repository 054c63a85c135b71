/// A physical key of the US ANSI layout, or a named key, as a one-byte code.
///
/// Shifted characters are not keys: `?` is the `/` key plus Shift. That is what makes
/// Command-? and Shift-Command-/ the same chord. The code is the key's index in
/// ``KeyCatalog/keys``.
public struct Key: Hashable, Comparable, Sendable, CustomStringConvertible {
    let code: UInt8

    init(code: UInt8) { self.code = code }

    var info: KeyInfo { KeyCatalog.keys[Int(code)] }

    /// The name used in `Resources/reserved.json` (`A`, `/`, `Space`, `LeftArrow`, `F5`).
    public var dataName: String { info.dataName }

    /// What kind of key this is, for rules that treat letters, digits and named keys differently.
    var kind: KeyKind { info.kind }

    /// The character typed without Shift, for character keys.
    var lowerCharacter: Character? { info.lower.map { Character(Unicode.Scalar($0)) } }

    /// The character typed with Shift on a two-character key (`?` on the `/` key).
    var upperCharacter: Character? { info.upper.map { Character(Unicode.Scalar($0)) } }

    /// A key printing two different characters with and without Shift. Digits count only for
    /// typing; the HIG writes Shift-Command-3, never Command-#, so ``writesUpperWithShift`` is
    /// what the rendering and the two-character-key rule use.
    var isTwoCharacter: Bool { info.upper != nil && kind != .letter }

    /// Keys the HIG names by their upper character when Shift is part of the chord
    /// (Command-? rather than Shift-Command-/): two-character punctuation keys.
    var writesUpperWithShift: Bool { isTwoCharacter && kind == .punctuation }

    /// Looks a key up by its reserved-table name.
    public init?(dataName: String) {
        guard let code = KeyCatalog.codeByDataName[dataName] else { return nil }
        self.init(code: code)
    }

    public var description: String { dataName }

    public static func < (lhs: Key, rhs: Key) -> Bool { lhs.code < rhs.code }
}

enum KeyKind: Sendable {
    case letter, digit, punctuation
    /// Space, Tab, Return, Esc, Delete, Forward Delete, Home, End, Page Up/Down, Eject, Power.
    case named
    case arrow
    case function
    case keypad
}

/// Everything the notation parser and renderer know about one key.
struct KeyInfo: Sendable {
    let dataName: String
    let kind: KeyKind
    /// HIG-style name for rendering named keys (`Left arrow`); nil for character keys.
    let displayName: String?
    /// Menu symbol for named keys (`←`, `⎋`); nil when the HIG prints the name instead.
    let symbol: String?
    /// ASCII byte typed without and with Shift, for character keys.
    let lower: UInt8?
    let upper: UInt8?
    /// Other spellings the parser accepts, lowercased (`escape`, `arrowleft`, `⌫`).
    let aliases: [String]
}

extension Key {
    static let escape = Key(dataName: "Esc")!
    static let tab = Key(dataName: "Tab")!
    static let returnKey = Key(dataName: "Return")!

    /// Tab moves focus between focus groups and the arrows within one (HIG, Focus and selection).
    var movesFocus: Bool { kind == .arrow || self == .tab }

    /// A key that types a letter, digit or punctuation character when pressed with at most
    /// Shift and Option.
    var isCharacterKey: Bool { kind == .letter || kind == .digit || kind == .punctuation }

    /// Keys whose bare press types a character (WCAG 2.1.4 "character key shortcuts"): the
    /// character keys and the keypad's digits and operators.
    var typesCharacterWhenBare: Bool {
        isCharacterKey || (kind == .keypad && dataName != "KeypadEnter" && dataName != "KeypadClear")
    }
}
