/// Base64 as Interface Builder writes text an XML attribute cannot hold
/// (`<string key="keyEquivalent" base64-UTF8="YES">DQ</string>` is a carriage return):
/// whitespace around and inside is ignored, and the `=` padding may be left out.
enum Base64 {
    /// The decoded UTF-8 text, or nil when the input is not base64 or not UTF-8.
    static func decodeUTF8(_ text: String) -> String? {
        var bits: UInt32 = 0
        var count = 0
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            let value: UInt8
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = byte - UInt8(ascii: "A")
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = byte - UInt8(ascii: "a") + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0") + 52
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            case UInt8(ascii: "="), 0x20, 0x09, 0x0A, 0x0D: continue
            default: return nil
            }
            bits = bits << 6 | UInt32(value)
            count += 6
            if count >= 8 {
                count -= 8
                bytes.append(UInt8(truncatingIfNeeded: bits >> UInt32(count)))
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
