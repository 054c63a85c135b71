/// Text from manifests and file names made safe to print on a terminal or into a CI log.
///
/// A title or path may hold anything JSON escapes or a file system allows: ESC and OSC sequences
/// (clear the screen, set the window title, fake a hyperlink), CR (overwrite the line), NUL, and
/// line breaks, which in a CI log start a new line that the runner may read as a workflow
/// command (`::error::…`). Such characters are shown as Swift writes them, `\u{1B}`, so the
/// reader still sees that something was there:
/// - C0 controls except tab, DEL, and the C1 controls U+0080–U+009F (U+009B is a one-character
///   CSI to some terminals);
/// - U+2028 and U+2029, which some log viewers break lines at;
/// - the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which
///   reorder what a line appears to say.
package enum TerminalText {
    /// `text` with the unsafe characters escaped; with `keepingLineBreaks`, LF and CR stay (for
    /// text of many lines, such as a diff, whose lines are escaped one by one).
    package static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
        // The common case, nothing to escape, returns the same string: no copy, no allocation.
        var text = text
        guard text.withUTF8({ needsEscaping($0, keepingLineBreaks: keepingLineBreaks) }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar), !(keepingLineBreaks && (scalar == "\n" || scalar == "\r")) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether a scalar is one of those escaped (see the type's documentation).
    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Whether any character of the UTF-8 text is escaped: a byte scan that decodes only the
    /// C2 and E2 sequences (⌘ is E2 8C 98 and needs no escape).
    private static func needsEscaping(_ utf8: UnsafeBufferPointer<UInt8>, keepingLineBreaks: Bool) -> Bool {
        for index in utf8.indices {
            let byte = utf8[index]
            if byte < 0x20 {
                if byte == 0x09 || (keepingLineBreaks && (byte == 0x0A || byte == 0x0D)) { continue }
                return true
            }
            if byte == 0x7F { return true }
            if byte == 0xC2 || byte == 0xE2, unsafeSequenceLength(in: utf8, at: index) > 0 { return true }
        }
        return false
    }

    /// The length of the unsafe non-ASCII character starting at `index` in UTF-8 (a C1 control,
    /// U+2028/U+2029 or a bidirectional control), or 0: for the report writers, which escape
    /// byte by byte.
    package static func unsafeSequenceLength(in utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = utf8[index]
        if byte == 0xC2, index + 1 < utf8.count, utf8[index + 1] < 0xA0 { return 2 }
        guard byte == 0xE2, index + 2 < utf8.count else { return 0 }
        let second = utf8[index + 1]
        let third = utf8[index + 2]
        if second == 0x80, (0xA8...0xAE).contains(third) { return 3 }
        if second == 0x81, (0xA6...0xA9).contains(third) { return 3 }
        return 0
    }

    /// The scalar value of an unsafe sequence ``unsafeSequenceLength(in:at:)`` measured.
    package static func scalarValue(in utf8: UnsafeBufferPointer<UInt8>, at index: Int, length: Int) -> UInt32 {
        if length == 2 { return UInt32(utf8[index + 1]) }
        return (UInt32(utf8[index] & 0x0F) << 12) | (UInt32(utf8[index + 1] & 0x3F) << 6) | UInt32(utf8[index + 2] & 0x3F)
    }
}
