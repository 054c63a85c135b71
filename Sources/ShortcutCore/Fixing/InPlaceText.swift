/// Encodes replacement text for the spot it replaces, so a fix keeps the value's quoting:
/// inside double quotes (JSON, YAML) `"` and `\` are escaped, inside YAML single quotes `'` is
/// doubled, and a plain YAML scalar is left unquoted — or not fixed at all when the new text would
/// need quotes there.
enum InPlaceText {
    static func encode(_ text: String, replacing range: ByteRange, in bytes: [UInt8]) -> [UInt8]? {
        let utf8 = Array(text.utf8)
        guard !utf8.contains(0x0A), !utf8.contains(0x0D) else { return nil }
        let opening = range.start > 0 ? bytes[range.start - 1] : 0
        switch opening {
        case UInt8(ascii: "\""):
            var out: [UInt8] = []
            for byte in utf8 {
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { out.append(UInt8(ascii: "\\")) }
                out.append(byte)
            }
            return out
        case UInt8(ascii: "'"):
            return utf8.flatMap { $0 == UInt8(ascii: "'") ? [$0, $0] : [$0] }
        default:
            return isSafePlainScalar(utf8) ? utf8 : nil
        }
    }

    /// A conservative test for text that reads back as the same plain YAML scalar.
    static func isSafePlainScalar(_ text: [UInt8]) -> Bool {
        guard let first = text.first, let last = text.last else { return false }
        let indicators = Array("-?:,[]{}#&*!|>'\"%@`".utf8)
        if indicators.contains(first), !(first == UInt8(ascii: "-") && text.count > 1 && text[1] != 0x20) { return false }
        if first == 0x20 || last == 0x20 || last == UInt8(ascii: ":") { return false }
        for index in text.indices.dropLast() {
            let pair = (text[index], text[index + 1])
            if pair == (UInt8(ascii: ":"), 0x20) || pair == (0x20, UInt8(ascii: "#")) { return false }
        }
        // Anything a flow collection would split on is refused too, wherever the scalar sits.
        return !text.contains {
            $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") || $0 == UInt8(ascii: "{")
                || $0 == UInt8(ascii: "}")
        }
    }
}
