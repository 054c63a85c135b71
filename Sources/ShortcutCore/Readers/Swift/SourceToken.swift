/// What a token of Swift (or Objective-C) source is, as far as the shortcut readers care.
///
/// Keywords are identifiers here: the readers look for a handful of names (`keyboardShortcut`,
/// `NSMenuItem`, `let`) and never need a grammar.
enum SourceTokenKind: Sendable {
    /// A name, a keyword, a backticked name or `$0`.
    case identifier
    case number
    /// A string literal of any form; its value is decoded on demand (``SourceTokens/stringValue(_:)``).
    case string
    /// A Swift regex literal, `/…/` or `#/…/#`.
    case regex
    /// `#` and the name after it: `#if`, `#endif`, `#selector`, `#available`; in Objective-C also
    /// `#import` and `#define` lines.
    case pound
    /// `@` and the name after it (`@MainActor`, `@selector`), or a lone `@` (`@[`, `@(`).
    case attribute
    case dot
    case comma
    case colon
    case semicolon
    case leftParen
    case rightParen
    case leftBracket
    case rightBracket
    case leftBrace
    case rightBrace
    /// A run of operator characters (`=`, `|`, `->`, `??`, `!`).
    case `operator`
    /// Anything else (a key path's `\`, a stray character).
    case other
    /// What ``SourceTokens/kind(_:)`` answers before the first token and after the last.
    case outside

    var isOpening: Bool { self == .leftParen || self == .leftBracket || self == .leftBrace }
    var isClosing: Bool { self == .rightParen || self == .rightBracket || self == .rightBrace }

    /// The closing kind that matches an opening one.
    var closing: SourceTokenKind {
        switch self {
        case .leftParen: .rightParen
        case .leftBracket: .rightBracket
        default: .rightBrace
        }
    }

    /// How the token is written, for messages about brackets.
    var bracketText: String {
        switch self {
        case .leftParen: "("
        case .rightParen: ")"
        case .leftBracket: "["
        case .rightBracket: "]"
        case .leftBrace: "{"
        default: "}"
        }
    }
}

/// One token: its kind, its bytes, and where it sits among the brackets.
///
/// 24 bytes, offsets as 32-bit integers (the reader refuses files of 2 GB and more): a large
/// Swift file has a few hundred thousand tokens.
struct SourceToken: Sendable {
    var kind: SourceTokenKind
    var flags: Flags
    var start: Int32
    var end: Int32
    /// For a bracket, the index of the bracket that matches it; -1 when it has none.
    var match: Int32 = -1
    /// The index of the innermost opening bracket around the token; -1 at the top level.
    var parent: Int32 = -1

    /// A set of facts about a token, one bit each. Not an `OptionSet`: its generic defaults (an
    /// array literal, `contains`) cost a metadata lookup per call when not specialised, a tenth of
    /// the lexer's time.
    struct Flags: Sendable {
        let rawValue: UInt8
        /// A line break (or the start of the file) comes between the previous token and this one.
        static let startsLine = Flags(rawValue: 1)
        /// A string literal with `\(…)`: its value is computed at run time.
        static let interpolated = Flags(rawValue: 2)
        /// A string literal whose escapes or indentation the compiler would refuse; no value.
        static let malformed = Flags(rawValue: 4)
        /// A `"""` string literal.
        static let multiline = Flags(rawValue: 8)
        /// An Objective-C `@"…"` literal or `'c'` character.
        static let objectiveC = Flags(rawValue: 16)
        static let plain = Flags(rawValue: 0)

        func contains(_ member: Flags) -> Bool { rawValue & member.rawValue == member.rawValue }
        mutating func add(_ member: Flags) { self = Flags(rawValue: rawValue | member.rawValue) }
        func with(_ member: Flags) -> Flags { Flags(rawValue: rawValue | member.rawValue) }
    }

    var range: ByteRange { ByteRange(start: Int(start), end: Int(end)) }

    /// Whether `bytes[start..<end]` is `text`: how names and operators are compared, without
    /// making a string.
    static func spells<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, from start: Int, to end: Int, _ text: StaticString) -> Bool
    where Bytes.Index == Int {
        guard end - start == text.utf8CodeUnitCount else { return false }
        return text.withUTF8Buffer { expected in
            var offset = 0
            while offset < expected.count {
                if bytes[start + offset] != expected[offset] { return false }
                offset += 1
            }
            return true
        }
    }
}
