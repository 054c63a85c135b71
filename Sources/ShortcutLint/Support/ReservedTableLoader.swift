import ShortcutCore

/// Reads a `--reserved` house table (a file, or a FIFO such as `<(generate)`), with a one-line message naming the file (and the line and
/// column) when it cannot.
enum ReservedTableLoader {
    static func load(_ path: String) -> Result<ReservedTable, Message> {
        do {
            let bytes = try FileIO.read(path, allowingStream: true)
            return .success(try ReservedTableDecoder.decode(SourceFile(path: path, bytes: bytes)))
        } catch let failure as FileIO.Failure {
            return .failure(Message(text: failure.message))
        } catch {
            return .failure(Message(text: "invalid reserved table \(error)"))
        }
    }
}
