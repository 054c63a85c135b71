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
    /// and LF.
    static func escapeData(_ text: String) -> String {
        escape(text, extra: false)
    }

    /// A property value: as the message, plus `:` and `,`, which delimit properties.
    static func escapeProperty(_ text: String) -> String {
        escape(text, extra: true)
    }

    private static func escape(_ text: String, extra: Bool) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "%"): bytes += Array("%25".utf8)
            case 0x0D: bytes += Array("%0D".utf8)
            case 0x0A: bytes += Array("%0A".utf8)
            case UInt8(ascii: ":") where extra: bytes += Array("%3A".utf8)
            case UInt8(ascii: ",") where extra: bytes += Array("%2C".utf8)
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
