/// One GitHub Actions workflow command line (`::error file=…,line=…::message`), escaped the way
/// the runner unescapes it, so that any title or message survives and none can start a command
/// of its own: a raw line break in a manifest title would otherwise let it inject `::set-env`-like
/// commands into the log.
struct WorkflowCommand {
    var name: String
    /// In the order written.
    var properties: [(name: String, value: String)]
    var message: String

    var line: String {
        var text = "::\(name)"
        if !properties.isEmpty {
            text += " " + properties.map { "\($0.name)=\(Self.escapeProperty($0.value))" }.joined(separator: ",")
        }
        return text + "::" + Self.escapeData(message)
    }

    /// The message: `%` first (so an escape sequence already in the text stays literal), then CR
    /// and LF, which the runner turns back into line breaks inside the annotation. Every other
    /// control character (ESC, NUL, C1) and the line and bidirectional formatting characters
    /// ``TerminalText`` lists become `%XX` per byte too; the runner leaves those as written, so
    /// they reach the log as text, never as control sequences.
    static func escapeData(_ text: String) -> String {
        escape(text, extra: false)
    }

    /// A property value: as the message, plus `:` and `,`, which delimit properties.
    static func escapeProperty(_ text: String) -> String {
        escape(text, extra: true)
    }

    private static func escape(_ text: String, extra: Bool) -> String {
        var copy = text
        let plain = copy.withUTF8 { utf8 in
            for index in utf8.indices {
                let byte = utf8[index]
                if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "%") { return false }
                if extra, byte == UInt8(ascii: ":") || byte == UInt8(ascii: ",") { return false }
                if byte == 0xC2 || byte == 0xE2, TerminalText.unsafeSequenceLength(in: utf8, at: index) > 0 { return false }
            }
            return true
        }
        if plain { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if TerminalText.isUnsafe(scalar) || scalar == "%" || (extra && (scalar == ":" || scalar == ",")) {
                for byte in String(scalar).utf8 { bytes += Array("%\(hex(byte))".utf8) }
            } else {
                bytes += String(scalar).utf8
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
