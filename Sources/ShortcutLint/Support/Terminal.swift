import ShortcutCore

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Output streams: reports go to stdout, messages about the run to stderr.
///
/// A report that cannot be written (`> /dev/full`, standard output closed) must not pass as a
/// clean run: the first failed write to standard output is kept, and ``CommandLineTool`` turns
/// it into exit code 2 with a message once the command is done.
enum Terminal {
    /// Why writing to standard output failed, if it did. Written and read on the main thread only
    /// (reports and command output are written there, after any parallel work).
    nonisolated(unsafe) private(set) static var standardOutputFailure: String?

    static func write(_ bytes: [UInt8], to stream: Stream = .standardOutput) {
        let failure: String? = bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glue.write(stream.descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                if written == 0 { return "nothing was written" }
                if written < 0 { return errno == EBADF ? "standard output is closed" : FileIO.lastError() }
                offset += written
            }
            return nil
        }
        if let failure, stream == .standardOutput, standardOutputFailure == nil {
            standardOutputFailure = failure
        }
    }

    /// Standard input, output and error that the caller closed (`>&-`) are opened on `/dev/null`
    /// for reading, before anything else is opened: a file the run opens would otherwise get
    /// descriptor 1 and receive the report, and writing to them now fails (and is reported).
    static func occupyClosedStandardDescriptors() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0, opened != descriptor {
                _ = dup2(opened, descriptor)
                close(opened)
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
