/// A small streaming JSON writer: reports are built by appending, with correct escaping, and
/// are valid JSON whatever the manifests contained (control characters, lone quotes, emoji).
package struct JSONWriter {
    package private(set) var bytes: [UInt8] = []
    private var needsComma: [Bool] = [false]
    private let pretty: Bool

    package init(pretty: Bool = true) { self.pretty = pretty }

    package var string: String { String(decoding: bytes, as: UTF8.self) }

    package mutating func object(_ body: (inout JSONWriter) -> Void) { container("{", "}", body) }
    package mutating func array(_ body: (inout JSONWriter) -> Void) { container("[", "]", body) }

    /// Starts a member of the current object; follow it with exactly one value.
    package mutating func key(_ name: String) {
        separate()
        appendString(name)
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(UInt8(ascii: " ")) }
        needsComma[needsComma.count - 1] = false
        pendingKey = true
    }

    package mutating func value(_ text: String) { separate(); appendString(text) }
    package mutating func value(_ number: Int) { separate(); bytes.append(contentsOf: String(number).utf8) }
    package mutating func value(_ flag: Bool) { separate(); bytes.append(contentsOf: (flag ? "true" : "false").utf8) }
    package mutating func null() { separate(); bytes.append(contentsOf: "null".utf8) }

    package mutating func value(_ text: String?) {
        if let text { value(text) } else { null() }
    }

    package mutating func member(_ name: String, _ text: String?) { key(name); value(text) }
    package mutating func member(_ name: String, _ number: Int) { key(name); value(number) }
    package mutating func member(_ name: String, _ flag: Bool) { key(name); value(flag) }
    /// A number given as its JSON text, as the caller formats it: a rule option's default is
    /// written as a config file writes it (`50`, `0.25`), where a `Double` would print `50.0`.
    package mutating func member(_ name: String, numberText: String) {
        key(name)
        separate()
        bytes.append(contentsOf: numberText.utf8)
    }

    private var pendingKey = false

    private mutating func container(_ open: Character, _ close: Character, _ body: (inout JSONWriter) -> Void) {
        separate()
        bytes.append(open.asciiValue!)
        needsComma.append(false)
        body(&self)
        let hadMembers = needsComma.removeLast()
        if pretty, hadMembers { newline() }
        bytes.append(close.asciiValue!)
    }

    /// Adds the comma and indentation a new value needs, unless it follows its key.
    private mutating func separate() {
        if pendingKey {
            pendingKey = false
            needsComma[needsComma.count - 1] = true
            return
        }
        if needsComma[needsComma.count - 1] { bytes.append(UInt8(ascii: ",")) }
        if pretty, needsComma.count > 1 { newline() }
        needsComma[needsComma.count - 1] = true
    }

    private mutating func newline() {
        bytes.append(0x0A)
        for _ in 0..<2 * (needsComma.count - 1) { bytes.append(0x20) }
    }

    /// Copies runs that need no escaping in one go; only quotes, backslashes and control
    /// characters are escaped (everything else is valid UTF-8 already, as Swift strings are).
    /// DEL and the other characters ``TerminalText`` escapes (C1 controls, line separators,
    /// bidirectional controls) are written as `\u` escapes too, so a report printed on a
    /// terminal cannot carry a control sequence.
    private mutating func appendString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                if byte == 0xC2 || byte == 0xE2 {
                    let length = TerminalText.unsafeSequenceLength(in: utf8, at: index)
                    if length > 0 {
                        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                        appendUnicodeEscape(TerminalText.scalarValue(in: utf8, at: index, length: length))
                        index += length
                        runStart = index
                        continue
                    }
                }
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F else {
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                appendEscape(byte)
                index += 1
                runStart = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func appendEscape(_ byte: UInt8) {
        bytes.append(0x5C)
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
            bytes.removeLast()
            appendUnicodeEscape(UInt32(byte))
        }
    }

    /// `\u` and four hex digits (the value is below U+10000).
    private mutating func appendUnicodeEscape(_ value: UInt32) {
        let hex = Self.hexDigits
        bytes.append(0x5C)
        bytes.append(UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) { bytes.append(hex[Int((value >> UInt32(shift)) & 0xF)]) }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
