/// XML 1.0 (fifth edition) names and characters, decided on UTF-8 bytes: a table for ASCII, the
/// standard's ranges for everything else.
enum XMLNames {
    /// The offset just past the name starting at `start` (`start` itself when no name starts
    /// there). The bytes are valid UTF-8 (checked before parsing).
    static func nameEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Int {
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte < 0x80 {
                guard asciiClass[Int(byte)] >= (index == start ? 2 : 1) else { break }
                index += 1
                continue
            }
            let (scalar, width) = decodeScalar(bytes, at: index)
            guard index == start ? isNameStart(scalar) : isNameCharacter(scalar) else { break }
            index += width
        }
        return index
    }

    /// 2: may start a name; 1: may continue one; 0: neither.
    private static let asciiClass: [UInt8] = (0..<128).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "_"), UInt8(ascii: ":"): 2
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."): 1
        default: 0
        }
    }

    static func isNameStart(_ value: UInt32) -> Bool {
        switch value {
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF, 0x200C...0x200D,
            0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD,
            0x10000...0xEFFFF:
            true
        default: value < 0x80 && asciiClass[Int(value)] == 2
        }
    }

    static func isNameCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0xB7, 0x300...0x36F, 0x203F...0x2040: true
        default: isNameStart(value) || (value < 0x80 && asciiClass[Int(value)] >= 1)
        }
    }

    /// XML's whitespace: space, tab, line feed, carriage return.
    @inline(__always) static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// The scalar value and UTF-8 width of the (valid) sequence at `index`.
    static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
        let lead = UInt32(bytes[index])
        if lead < 0x80 { return (lead, 1) }
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), 2) }
        if lead < 0xF0 {
            return ((lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F), 3)
        }
        return (
            (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12 | UInt32(bytes[index + 2] & 0x3F) << 6
                | UInt32(bytes[index + 3] & 0x3F), 4
        )
    }
}
