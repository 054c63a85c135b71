import ShortcutCore

/// Reads a `--reserved` house table (a file, or a FIFO such as `<(generate)`), with a one-line
/// message when it cannot: `path:line:column: error: …` for a bad value, so editors jump to it.
enum ReservedTableLoader {
    static func load(_ path: String) -> Result<ReservedTable, Message> {
        do {
            let bytes = try FileIO.read(path, allowingStream: true)
            return .success(try ReservedTableDecoder.decode(SourceFile(path: path, bytes: bytes)))
        } catch let failure as FileIO.Failure {
            return .failure(Message(text: "\(ToolInfo.name): error: \(failure.message)"))
        } catch {
            return .failure(Message(text: "\(error)"))
        }
    }
}
