/// Text made safe for XML 1.0 reports: the five markup characters escaped, and the characters
/// XML 1.0 forbids even as `&#N;` references (C0 controls other than tab, LF and CR, and
/// U+FFFE/U+FFFF) replaced by U+FFFD, so that a manifest holding them still yields a report
/// every XML parser accepts. DEL and the C1 controls are written as character references, so a
/// report printed on a terminal carries no control sequence.
enum XMLText {
    /// For element content and attribute values alike. Tab, LF and CR become character
    /// references, which attribute-value normalization would otherwise turn into spaces.
    static func escaped(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            index += 1
            switch byte {
            case UInt8(ascii: "&"): bytes += Array("&amp;".utf8)
            case UInt8(ascii: "<"): bytes += Array("&lt;".utf8)
            case UInt8(ascii: ">"): bytes += Array("&gt;".utf8)
            case UInt8(ascii: "\""): bytes += Array("&quot;".utf8)
            case UInt8(ascii: "'"): bytes += Array("&apos;".utf8)
            case 0x09: bytes += Array("&#9;".utf8)
            case 0x0A: bytes += Array("&#10;".utf8)
            case 0x0D: bytes += Array("&#13;".utf8)
            case 0..<0x20: bytes += replacement
            case 0x7F: bytes += Array("&#127;".utf8)
            case 0xC2, 0xE2:
                // C1 controls, line separators and bidirectional controls are allowed in XML
                // 1.0, but raw they act on a terminal, so they are written as references.
                let length = utf8.withUnsafeBufferPointer { TerminalText.unsafeSequenceLength(in: $0, at: index - 1) }
                guard length > 0 else {
                    bytes.append(byte)
                    continue
                }
                let value = utf8.withUnsafeBufferPointer { TerminalText.scalarValue(in: $0, at: index - 1, length: length) }
                bytes += Array("&#\(value);".utf8)
                index += length - 1
            case 0xEF where index + 1 < utf8.count && utf8[index] == 0xBF && (utf8[index + 1] == 0xBE || utf8[index + 1] == 0xBF):
                // U+FFFE or U+FFFF.
                bytes += replacement
                index += 2
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// U+FFFD REPLACEMENT CHARACTER in UTF-8.
    private static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
}
