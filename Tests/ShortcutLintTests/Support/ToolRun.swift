import Foundation
import Testing

/// Runs the built `shortcut-lint` binary (SwiftPM builds it beside the test bundle, because the
/// test target depends on it) in a directory, for end-to-end checks of files and exit codes.
struct ToolRun {
    var status: Int32
    var standardOutput: String
    var standardError: String

    static let binary: URL? = {
        var directories = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        directories += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        return directories.map { $0.appendingPathComponent("shortcut-lint") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs `shortcut-lint arguments…` with `directory` as the current directory and `input` on
    /// standard input.
    init(_ arguments: [String], in directory: URL, input: String = "") throws {
        let binary = try #require(Self.binary, "shortcut-lint binary not found beside the test bundle")
        let output = directory.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let errors = directory.appendingPathComponent(".stderr-\(UUID().uuidString)")
        let inputFile = directory.appendingPathComponent(".stdin-\(UUID().uuidString)")
        try Data(input.utf8).write(to: inputFile)
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
            try? FileManager.default.removeItem(at: inputFile)
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardInput = try FileHandle(forReadingFrom: inputFile)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        status = process.terminationStatus
        standardOutput = try String(contentsOf: output, encoding: .utf8)
        standardError = try String(contentsOf: errors, encoding: .utf8)
    }
}

/// A fresh temporary directory, removed when the test is done with it.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("shortcut-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name`, a path relative to the directory (folders are created).
    func write(_ text: String, to name: String) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// A directory holding `files` (relative path → text).
    convenience init(_ files: [String: String]) throws {
        try self.init()
        for (name, text) in files { try write(text, to: name) }
    }

    func read(_ name: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
