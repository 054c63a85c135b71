/// The ASCII bytes YAML's grammar turns on, by name.
enum YAMLByte {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let exclamation: UInt8 = 0x21
    static let doubleQuote: UInt8 = 0x22
    static let hash: UInt8 = 0x23
    static let percent: UInt8 = 0x25
    static let ampersand: UInt8 = 0x26
    static let singleQuote: UInt8 = 0x27
    static let asterisk: UInt8 = 0x2A
    static let plus: UInt8 = 0x2B
    static let comma: UInt8 = 0x2C
    static let dash: UInt8 = 0x2D
    static let dot: UInt8 = 0x2E
    static let colon: UInt8 = 0x3A
    static let lessThan: UInt8 = 0x3C
    static let greaterThan: UInt8 = 0x3E
    static let question: UInt8 = 0x3F
    static let at: UInt8 = 0x40
    static let openBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let closeBracket: UInt8 = 0x5D
    static let backtick: UInt8 = 0x60
    static let openBrace: UInt8 = 0x7B
    static let pipe: UInt8 = 0x7C
    static let closeBrace: UInt8 = 0x7D

    @inline(__always) static func isBreak(_ byte: UInt8) -> Bool {
        byte == lineFeed || byte == carriageReturn
    }

    @inline(__always) static func isSpaceOrTab(_ byte: UInt8) -> Bool {
        byte == space || byte == tab
    }

    /// Space, tab or line break.
    @inline(__always) static func isBlank(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == lineFeed || byte == carriageReturn
    }

    /// `,` `[` `]` `{` `}`: they end plain scalars and anchors inside flow collections.
    @inline(__always) static func isFlowIndicator(_ byte: UInt8) -> Bool {
        byte == comma || byte == openBracket || byte == closeBracket || byte == openBrace
            || byte == closeBrace
    }

    /// C0 controls other than tab and line breaks, and DEL: not printable, so not allowed.
    @inline(__always) static func isForbiddenControl(_ byte: UInt8) -> Bool {
        (byte < space && byte != tab && byte != lineFeed && byte != carriageReturn) || byte == 0x7F
    }
}
