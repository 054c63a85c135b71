import Foundation

/// Runs the built `shortcut-lint` binary, the way users and CI do, in a temporary directory
/// holding the files a test writes.
///
/// `swift test` builds the executable next to the test bundle (the test target depends on it):
/// on Linux `Bundle.main` is that products directory; on macOS the `.xctest` bundle sits in it.
struct CLI {
    struct Result {
        var stdout: String
        var stderr: String
        var exitCode: Int32
    }

    static let executable: URL = {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let directories = [Bundle.main.bundleURL] + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
            + [packageRoot.appendingPathComponent(".build/debug")]
        for directory in directories {
            let candidate = directory.appendingPathComponent("shortcut-lint")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        fatalError("shortcut-lint not found next to the tests (looked in \(directories.map(\.path)))")
    }()

    /// A fresh directory with `files` (paths relative to it) written in, removed when the value
    /// goes away.
    final class Sandbox {
        let root: URL
        private let output: URL

        init(_ files: [String: String] = [:]) throws {
            let base = FileManager.default.temporaryDirectory.appendingPathComponent("shortcut-lint-cli-\(UUID().uuidString)")
            root = base.appendingPathComponent("work")
            output = base.appendingPathComponent("output")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            for (path, text) in files { try write(path, text) }
        }

        deinit { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }

        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        /// Runs `shortcut-lint arguments…` with `directory` (relative to the sandbox) as the
        /// current directory, `input` on standard input, and colour off.
        func run(_ arguments: [String], in directory: String = ".", input: String = "") throws -> Result {
            let process = Process()
            process.executableURL = CLI.executable
            process.arguments = arguments
            process.currentDirectoryURL = root.appendingPathComponent(directory)
            var environment = ProcessInfo.processInfo.environment
            environment["NO_COLOR"] = "1"
            process.environment = environment
            // Files, not pipes: a large report cannot fill a pipe's buffer and stall the tool.
            let name = UUID().uuidString
            let paths = ["in", "out", "err"].map { output.appendingPathComponent("\(name).\($0)") }
            try Data(input.utf8).write(to: paths[0])
            for path in paths.dropFirst() { FileManager.default.createFile(atPath: path.path, contents: nil) }
            let handles = try [FileHandle(forReadingFrom: paths[0])] + paths.dropFirst().map { try FileHandle(forWritingTo: $0) }
            defer { for handle in handles { try? handle.close() } }
            process.standardInput = handles[0]
            process.standardOutput = handles[1]
            process.standardError = handles[2]
            try process.run()
            process.waitUntilExit()
            return Result(
                stdout: String(decoding: try Data(contentsOf: paths[1]), as: UTF8.self),
                stderr: String(decoding: try Data(contentsOf: paths[2]), as: UTF8.self),
                exitCode: process.terminationStatus)
        }
    }
}
