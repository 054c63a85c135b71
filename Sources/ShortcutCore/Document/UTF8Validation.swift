/// Strict UTF-8 validation (RFC 3629): no overlong forms, no surrogates, nothing past U+10FFFF.
///
/// Every reader validates the whole file once, up front, in this one tight loop, so none has
/// to check encodings while it scans for structure.
package enum UTF8Validation {
    /// The offset of the first byte that starts an invalid sequence, or nil if all is valid.
    package static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        var index = 0
        while index < count {
            // ASCII fast path, eight bytes at a time where aligned reads are cheap.
            if index + 8 <= count {
                let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return index
            }
            guard index + length <= count else { return index }
            let second = bytes[index + 1]
            guard second >= low, second <= high else { return index }
            for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return index }
            index += length
        }
        return nil
    }

    package static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { firstInvalidOffset(in: $0) }
    }
}

/// Why a file's bytes are not UTF-8 text, said in one place for every reader (JSON, YAML,
/// Interface Builder XML, Swift and Objective-C): a UTF-16 or UTF-32 file (with a byte order
/// mark, or UTF-16 without one, told by its NUL bytes) is named as such, anything else by its
/// first invalid byte.
package enum TextEncoding {
    /// The encoding error for `bytes` (kind `.encoding`, at the offending byte), or nil for
    /// valid UTF-8 that is not UTF-16 in disguise.
    package static func problem(in bytes: UnsafeBufferPointer<UInt8>) -> ParseError? {
        if let name = wideEncoding(bytes) {
            return ParseError(.encoding, .encodingNotUtf8(encoding: wording(of: name)), at: 0)
        }
        guard let invalid = UTF8Validation.firstInvalidOffset(in: bytes) else { return nil }
        let hex = String(bytes[invalid], radix: 16, uppercase: true)
        return ParseError(.encoding, .encodingInvalidByte(byte: .text(hex.count == 1 ? "0" + hex : hex)), at: invalid)
    }

    /// How messages name an encoding ``wideEncoding(_:)`` found: "UTF-16 (little-endian)" in
    /// the catalogue's words for the byte order.
    package static func wording(of name: String) -> MessageArgument {
        guard let open = name.firstIndex(of: "(") else { return .text(name) }
        var base = name[..<open]
        while base.last == " " { base = base.dropLast() }
        let order: Message = name.contains("little") ? .encodingLittleEndian() : .encodingBigEndian()
        return .message(.encodingWide(name: .text(String(base)), order: .message(order)))
    }

    package static func problem(in bytes: [UInt8]) -> ParseError? {
        bytes.withUnsafeBufferPointer { problem(in: $0) }
    }

    /// "UTF-16 (little-endian)" and the like, from a byte order mark, or from NUL bytes between
    /// the ASCII characters a manifest starts with; in either case only when the whole file
    /// decodes in that encoding, so garbage that happens to start with `FF FE` or `{ 00` is told
    /// by its first invalid byte instead of being called UTF-16.
    package static func wideEncoding(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        func starts(with prefix: [UInt8]) -> Bool { bytes.count >= prefix.count && zip(prefix, bytes).allSatisfy { $0 == $1 } }
        if starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return isUTF32(bytes, littleEndian: true) ? "UTF-32 (little-endian)" : nil }
        if starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return isUTF32(bytes, littleEndian: false) ? "UTF-32 (big-endian)" : nil }
        if starts(with: [0xFF, 0xFE]) { return isUTF16(bytes, littleEndian: true) ? "UTF-16 (little-endian)" : nil }
        if starts(with: [0xFE, 0xFF]) { return isUTF16(bytes, littleEndian: false) ? "UTF-16 (big-endian)" : nil }
        guard bytes.count >= 2 else { return nil }
        // Without a byte order mark, text starts with ASCII: its first characters (up to four)
        // must be printable or whitespace, each beside a NUL.
        for littleEndian in [true, false] {
            let units = min(bytes.count / 2, 4)
            let ascii = (0..<units).allSatisfy { index in
                let (low, high) = littleEndian ? (bytes[2 * index], bytes[2 * index + 1]) : (bytes[2 * index + 1], bytes[2 * index])
                return high == 0 && (low == 0x09 || low == 0x0A || low == 0x0D || (0x20..<0x7F).contains(low))
            }
            if ascii, isUTF16(bytes, littleEndian: littleEndian) { return littleEndian ? "UTF-16 (little-endian)" : "UTF-16 (big-endian)" }
        }
        return nil
    }

    /// Whether the bytes are whole UTF-16 code units with every surrogate in a pair.
    private static func isUTF16(_ bytes: UnsafeBufferPointer<UInt8>, littleEndian: Bool) -> Bool {
        guard bytes.count % 2 == 0 else { return false }
        var index = 0
        var expectingLow = false
        while index < bytes.count {
            let unit =
                littleEndian ? UInt16(bytes[index + 1]) << 8 | UInt16(bytes[index]) : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
            let isHigh = (0xD800...0xDBFF).contains(unit)
            let isLow = (0xDC00...0xDFFF).contains(unit)
            if expectingLow != isLow { return false }
            expectingLow = isHigh
            index += 2
        }
        return !expectingLow
    }

    /// Whether the bytes are whole UTF-32 code units, each a Unicode scalar value.
    private static func isUTF32(_ bytes: UnsafeBufferPointer<UInt8>, littleEndian: Bool) -> Bool {
        guard bytes.count % 4 == 0 else { return false }
        var index = 0
        while index < bytes.count {
            var value: UInt32 = 0
            for offset in 0..<4 {
                let byte = UInt32(bytes[index + (littleEndian ? 3 - offset : offset)])
                value = value << 8 | byte
            }
            guard Unicode.Scalar(value) != nil else { return false }
            index += 4
        }
        return true
    }
}
