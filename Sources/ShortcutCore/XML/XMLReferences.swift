/// Entity and character references (`&amp;`, `&#xF700;`, `&#13;`), and the line-break and
/// whitespace normalisation XML applies to text and attribute values.
///
/// Only the five predefined entities exist: shortcut-lint reads no DTD, so no other entity can
/// be defined and an entity bomb has nothing to expand. Character references may name any
/// character but NUL, a surrogate or one past U+10FFFF: control characters are allowed (as in
/// XML 1.1), because Interface Builder writes Esc and Delete key equivalents as `&#x1b;` and
/// `&#x8;`.
enum XMLReferences {
    /// What a reference stands for, and the offset just past its `;`.
    struct Reference {
        var scalar: Unicode.Scalar
        var end: Int
    }

    /// Reads the reference whose `&` is at `start`; throws a syntax error naming what is wrong.
    static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int
    ) throws(ParseError) -> Reference {
        var index = start + 1
        if index < end, bytes[index] == UInt8(ascii: "#") {
            index += 1
            let hex = index < end && bytes[index] == UInt8(ascii: "x")
            if hex { index += 1 }
            let digitsStart = index
            var value: UInt32 = 0
            while index < end, let digit = digitValue(bytes[index], hex: hex) {
                value = min(value * (hex ? 16 : 10) + digit, 0x11_0000)
                index += 1
            }
            let written = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            guard index > digitsStart else {
                throw ParseError(
                    .syntax,
                    (hex ? .xmlReferenceHexDigits(written: .text(written)) : .xmlReferenceDigits(written: .text(written))),
                    at: index)
            }
            guard index < end, bytes[index] == UInt8(ascii: ";") else {
                throw ParseError(.syntax, .xmlReferenceSemicolon(written: .text(written)), at: index)
            }
            guard value != 0, let scalar = Unicode.Scalar(value) else {
                throw ParseError(.syntax, .xmlReferenceNotAllowed(written: .text(written)), at: start)
            }
            return Reference(scalar: scalar, end: index + 1)
        }
        let nameEnd = XMLNames.nameEnd(bytes, from: index, end: end)
        guard nameEnd > index else {
            throw ParseError(.syntax, .xmlAmpersand(), at: start)
        }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<nameEnd]), as: UTF8.self)
        guard nameEnd < end, bytes[nameEnd] == UInt8(ascii: ";") else {
            throw ParseError(.syntax, .xmlEntitySemicolon(name: .text(name)), at: nameEnd)
        }
        guard let scalar = predefined[name] else {
            throw ParseError(
                .syntax,
                .xmlUndefinedEntity(name: .text(name)),
                at: start)
        }
        return Reference(scalar: scalar, end: nameEnd + 1)
    }

    static let predefined: [String: Unicode.Scalar] = ["lt": "<", "gt": ">", "amp": "&", "apos": "'", "quot": "\""]

    /// Text the parser has already checked, with its references replaced; CR LF and lone CRs
    /// become line feeds, and with `normalizingWhitespace` every literal tab, line feed or
    /// carriage return becomes a space (attribute values).
    static func decode(_ bytes: [UInt8], _ range: ByteRange, normalizingWhitespace: Bool) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            var output: [UInt8] = []
            output.reserveCapacity(range.count)
            var index = range.start
            while index < range.end {
                let byte = buffer[index]
                switch byte {
                case UInt8(ascii: "&"):
                    guard let reference = try? read(buffer, at: index, end: range.end) else {
                        output.append(byte)
                        index += 1
                        continue
                    }
                    output.append(contentsOf: String(Character(reference.scalar)).utf8)
                    index = reference.end
                    continue
                case 0x0D:
                    output.append(normalizingWhitespace ? 0x20 : 0x0A)
                    if index + 1 < range.end, buffer[index + 1] == 0x0A { index += 1 }
                case 0x0A, 0x09:
                    output.append(normalizingWhitespace ? 0x20 : byte)
                default:
                    output.append(byte)
                }
                index += 1
            }
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// CDATA text: no references, only line breaks normalised.
    static func normalizingLineBreaks(_ bytes: [UInt8], _ range: ByteRange) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        var index = range.start
        while index < range.end {
            if bytes[index] == 0x0D {
                output.append(0x0A)
                if index + 1 < range.end, bytes[index + 1] == 0x0A { index += 1 }
            } else {
                output.append(bytes[index])
            }
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
