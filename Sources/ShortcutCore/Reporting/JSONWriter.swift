/// A small streaming JSON writer: reports are built by appending, with correct escaping, and
/// are valid JSON whatever the manifests contained (control characters, lone quotes, emoji).
public struct JSONWriter {
    public private(set) var bytes: [UInt8] = []
    private var needsComma: [Bool] = [false]
    private let pretty: Bool

    public init(pretty: Bool = true) { self.pretty = pretty }

    public var string: String { String(decoding: bytes, as: UTF8.self) }

    public mutating func object(_ body: (inout JSONWriter) -> Void) { container("{", "}", body) }
    public mutating func array(_ body: (inout JSONWriter) -> Void) { container("[", "]", body) }

    /// Starts a member of the current object; follow it with exactly one value.
    public mutating func key(_ name: String) {
        separate()
        appendString(name)
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(UInt8(ascii: " ")) }
        needsComma[needsComma.count - 1] = false
        pendingKey = true
    }

    public mutating func value(_ text: String) { separate(); appendString(text) }
    public mutating func value(_ number: Int) { separate(); bytes += Array(String(number).utf8) }
    public mutating func value(_ flag: Bool) { separate(); bytes += Array((flag ? "true" : "false").utf8) }
    public mutating func null() { separate(); bytes += Array("null".utf8) }

    public mutating func value(_ text: String?) {
        if let text { value(text) } else { null() }
    }

    public mutating func member(_ name: String, _ text: String?) { key(name); value(text) }
    public mutating func member(_ name: String, _ number: Int) { key(name); value(number) }
    public mutating func member(_ name: String, _ flag: Bool) { key(name); value(flag) }

    private var pendingKey = false

    private mutating func container(_ open: Character, _ close: Character, _ body: (inout JSONWriter) -> Void) {
        separate()
        bytes.append(open.asciiValue!)
        needsComma.append(false)
        body(&self)
        let hadMembers = needsComma.removeLast()
        if pretty, hadMembers { newline() }
        bytes.append(close.asciiValue!)
        if needsComma.count == 1 && pretty { }  // top level: caller adds the final newline
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
        bytes += repeatElement(UInt8(ascii: " "), count: 2 * (needsComma.count - 1))
    }

    private mutating func appendString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += [0x5C, 0x22]
            case UInt8(ascii: "\\"): bytes += [0x5C, 0x5C]
            case 0x0A: bytes += [0x5C, UInt8(ascii: "n")]
            case 0x0D: bytes += [0x5C, UInt8(ascii: "r")]
            case 0x09: bytes += [0x5C, UInt8(ascii: "t")]
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes += [0x5C, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
