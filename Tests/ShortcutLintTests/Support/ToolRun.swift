import Foundation
import Testing

/// Runs the built `shortcut-lint` binary (SwiftPM builds it beside the test bundle, because the
/// test target depends on it) in a directory, for end-to-end checks of files and exit codes.
struct ToolRun {
    var status: Int32
    var standardOutput: String
    var standardError: String

    /// The binary beside the test bundle, or `SHORTCUT_LINT_BINARY` (to check that a new test
    /// fails on an older build).
    static let binary: URL? = {
        if let path = ProcessInfo.processInfo.environment["SHORTCUT_LINT_BINARY"] { return URL(fileURLWithPath: path) }
        var directories = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        directories += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        return directories.map { $0.appendingPathComponent("shortcut-lint") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// How long a run may take before the test fails as a hang (and the process is killed).
    static let timeLimit: Double = 60

    /// Runs `shortcut-lint arguments…` with `directory` as the current directory and `input` on
    /// standard input. With `unprivileged`, a run as root drops to `nobody` first (file
    /// permissions do not stop root), so permission tests mean the same for every user. The
    /// variables that choose the messages' language (`LC_ALL`, `LC_MESSAGES`, `LANG`) are not
    /// passed on, so every run speaks English whatever the machine's locale, unless `environment`
    /// sets them.
    init(
        _ arguments: [String], in directory: URL, input: String = "", unprivileged: Bool = false,
        timeLimit: Double = ToolRun.timeLimit, environment: [String: String] = [:]
    ) throws {
        let binary = try #require(Self.binary, "shortcut-lint binary not found beside the test bundle")
        // Captured outside `directory`, which a test may have made read-only or scans.
        let capture = FileManager.default.temporaryDirectory
        let output = capture.appendingPathComponent(".shortcut-lint-stdout-\(UUID().uuidString)")
        let errors = capture.appendingPathComponent(".shortcut-lint-stderr-\(UUID().uuidString)")
        let inputFile = capture.appendingPathComponent(".shortcut-lint-stdin-\(UUID().uuidString)")
        try Data(input.utf8).write(to: inputFile)
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
            try? FileManager.default.removeItem(at: inputFile)
        }
        let process = Process()
        if unprivileged, Privileges.isRoot {
            process.executableURL = URL(fileURLWithPath: Privileges.setpriv)
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", binary.path] + arguments
        } else {
            process.executableURL = binary
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        var variables = ProcessInfo.processInfo.environment.filter { !["LC_ALL", "LC_MESSAGES", "LANG"].contains($0.key) }
        variables.merge(environment) { $1 }
        process.environment = variables
        process.standardInput = try FileHandle(forReadingFrom: inputFile)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        if finished.wait(timeout: .now() + timeLimit) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
            throw Hang(arguments: arguments, seconds: timeLimit)
        }
        status = process.terminationStatus
        standardOutput = try String(contentsOf: output, encoding: .utf8)
        standardError = try String(contentsOf: errors, encoding: .utf8)
    }

    /// A run that did not finish in time: the test fails instead of hanging the suite.
    struct Hang: Error, CustomStringConvertible {
        var arguments: [String]
        var seconds: Double
        var description: String { "shortcut-lint \(arguments.joined(separator: " ")) did not finish within \(Int(seconds)) s" }
    }
}

extension ToolRun {
    /// Another program (a script the CI runs), with its exit status and output.
    struct Shell {
        var status: Int32
        var standardOutput: String
        var standardError: String

        init(_ arguments: [String], in directory: URL) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = arguments
            process.currentDirectoryURL = directory
            let output = Pipe()
            let errors = Pipe()
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            let outputData = output.fileHandleForReading.readDataToEndOfFile()
            let errorData = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            status = process.terminationStatus
            standardOutput = String(decoding: outputData, as: UTF8.self)
            standardError = String(decoding: errorData, as: UTF8.self)
        }
    }
}

/// Whether tests can see what an ordinary user sees: root reads and writes past file
/// permissions, so as root the binary is run as `nobody` through `setpriv` (util-linux).
enum Privileges {
    static let setpriv = "/usr/bin/setpriv"
    static var isRoot: Bool { getuid() == 0 }
    static var canRunUnprivileged: Bool { !isRoot || FileManager.default.isExecutableFile(atPath: setpriv) }
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
