import ShortcutCore

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Output streams: reports go to stdout, messages about the run to stderr.
enum Terminal {
    static func write(_ bytes: [UInt8], to stream: Stream = .standardOutput) {
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glue.write(stream.descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }

    static func print(_ text: String, to stream: Stream = .standardOutput) {
        write(Array((text + "\n").utf8), to: stream)
    }

    /// `shortcut-lint: error: …` on stderr, the form every message about the run takes. Messages
    /// name paths and quote what the user wrote, so their control characters are escaped
    /// (``TerminalText``), as in the reports.
    static func error(_ message: String) {
        print("\(ToolInfo.name): error: \(TerminalText.escaped(message))", to: .standardError)
    }

    /// What the run did (files fixed, a baseline written): on stderr, so reports stay clean.
    static func note(_ message: String) {
        print("\(ToolInfo.name): \(TerminalText.escaped(message))", to: .standardError)
    }

    static func warning(_ message: String) {
        print("\(ToolInfo.name): warning: \(TerminalText.escaped(message))", to: .standardError)
    }

    /// One line of text from elsewhere (a path, a house table's row), escaped, on `stream`.
    static func printLine(_ text: String, to stream: Stream = .standardOutput) {
        print(TerminalText.escaped(text), to: stream)
    }

    /// Colour only when writing to a terminal and `NO_COLOR` is not set (https://no-color.org).
    static var supportsColor: Bool {
        if let value = getenv("NO_COLOR"), value.pointee != 0 { return false }
        return isatty(Stream.standardOutput.descriptor) != 0
    }

    enum Stream {
        case standardOutput, standardError

        var descriptor: Int32 { self == .standardOutput ? 1 : 2 }
    }
}
