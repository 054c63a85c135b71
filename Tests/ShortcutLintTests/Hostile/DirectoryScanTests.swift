import Foundation
import Testing

/// Directory scans finish and read each real file once: symbolic-link loops, links to folders
/// already scanned, FIFOs and devices named like manifests, a file named twice, folders that
/// cannot be read. A run that hangs fails after `timeLimit` seconds instead of hanging the suite.
@Suite struct DirectoryScanTests {
    static let manifest = "app: X\nshortcuts:\n  - {title: Link, key: Command-K, menu: Edit}\n"
    static let timeLimit: Double = 20

    let directory: TemporaryDirectory
    var folder: URL { directory.url }

    init() throws {
        directory = try TemporaryDirectory(["tree/app.shortcuts.yml": Self.manifest])
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func link(_ name: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path(name), withDestinationPath: destination)
    }

    private func lint(_ arguments: [String], input: String = "", unprivileged: Bool = false) throws -> ToolRun {
        try ToolRun(["lint"] + arguments, in: folder, input: input, unprivileged: unprivileged, timeLimit: Self.timeLimit)
    }

    @Test func aFolderLinkedToItselfIsScannedOnce() throws {
        try link("tree/self", to: ".")
        let run = try lint(["tree"])
        #expect(run.status == 0, "\(run.standardOutput)")
        #expect(run.standardOutput == "0 errors, 0 warnings, 0 notes in 1 file (1 shortcut)\n")
    }

    @Test func twoFoldersLinkedToEachOtherFinish() throws {
        try FileManager.default.createDirectory(atPath: path("tree/a"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: path("tree/b"), withIntermediateDirectories: true)
        try directory.write(Self.manifest.replacingOccurrences(of: "app: X", with: "app: Y"), to: "tree/b/inner.shortcuts.yml")
        try link("tree/a/to-b", to: "../b")
        try link("tree/b/to-a", to: "../a")
        let run = try lint(["tree"])
        #expect(run.status == 0, "\(run.standardOutput)")
        #expect(run.standardOutput.hasSuffix("in 2 files (2 shortcuts)\n"))
    }

    @Test func aManifestReachedThroughALinkIsReportedUnderItsRealPath() throws {
        try link("tree/0-alias.shortcuts.yml", to: "app.shortcuts.yml")
        try link("tree/0-linked-folder", to: ".")
        let run = try lint(["--format", "json", "tree"])
        let report = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let files = (report?["files"] as? [[String: Any]])?.compactMap { $0["path"] as? String }
        #expect(files == ["tree/app.shortcuts.yml"])
    }

    @Test func aLinkedFolderOutsideTheTreeIsScannedOnce() throws {
        try directory.write(Self.manifest, to: "outside/other.shortcuts.yml")
        try link("tree/first", to: "../outside")
        try link("tree/second", to: "../outside")
        let run = try lint(["--format", "json", "tree"])
        #expect(run.status == 1, "the linked manifest of app X conflicts with tree/app.shortcuts.yml")
        #expect(run.standardOutput.components(separatedBy: "\"ruleId\": \"duplicate-shortcut\"").count - 1 == 1)
        #expect(run.standardOutput.contains("tree/first/other.shortcuts.yml"))
        #expect(!run.standardOutput.contains("tree/second/other.shortcuts.yml"))
    }

    @Test func theSameFileNamedTwiceIsLintedOnce() throws {
        for arguments in [
            ["tree/app.shortcuts.yml", "./tree/app.shortcuts.yml"],
            ["tree/app.shortcuts.yml", "tree"],
            ["tree", path("tree/app.shortcuts.yml")],
            ["tree", "tree/"],
        ] {
            let run = try lint(arguments)
            #expect(run.status == 0, "\(arguments): \(run.standardOutput)\(run.standardError)")
            #expect(run.standardOutput == "0 errors, 0 warnings, 0 notes in 1 file (1 shortcut)\n", "\(arguments)")
        }
    }

    @Test func standardInputNamedTwiceIsReadOnce() throws {
        let run = try lint(["--format", "json", "-", "-"], input: Self.manifest)
        #expect(run.status == 0, "\(run.standardOutput)")
        #expect(run.standardOutput.contains("\"summary\": { \"files\": 1,") || run.standardOutput.contains("\"files\": 1"))
        #expect(!run.standardOutput.contains("duplicate-shortcut"))
    }

    @Test func aFIFONamedLikeAManifestIsSkippedWithAWarning() throws {
        #expect(mkfifo(path("tree/pipe.shortcuts.yml"), 0o644) == 0)
        let run = try lint(["tree"])
        #expect(run.status == 0)
        #expect(run.standardError.contains("skipping 'tree/pipe.shortcuts.yml': it is a FIFO (named pipe), not a regular file"))
        #expect(run.standardOutput.hasSuffix("in 1 file (1 shortcut)\n"))
    }

    @Test func aFIFONamedLikeTheConfigurationIsAnErrorNotAHang() throws {
        #expect(mkfifo(path("tree/.shortcut-lint.yml"), 0o644) == 0)
        let run = try lint(["tree"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("tree/.shortcut-lint.yml: error: cannot read the configuration: it is a FIFO"))
    }

    @Test func aFIFONamedOnTheCommandLineIsReadLikeStandardInput() throws {
        #expect(mkfifo(path("generated.shortcuts.yml"), 0o644) == 0)
        let writer = Thread { [path = path("generated.shortcuts.yml")] in
            let descriptor = open(path, O_WRONLY)
            guard descriptor >= 0 else { return }
            _ = Array(Self.manifest.utf8).withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }
        writer.start()
        let run = try lint(["generated.shortcuts.yml"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "0 errors, 0 warnings, 0 notes in 1 file (1 shortcut)\n")
    }

    @Test func fixCannotWriteBackToAFIFO() throws {
        #expect(mkfifo(path("generated.shortcuts.yml"), 0o644) == 0)
        let run = try lint(["--fix", "generated.shortcuts.yml"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("--fix cannot write back to standard input or a pipe"))
    }

    @Test func aDeviceNamedOnTheCommandLineIsRefused() throws {
        let run = try lint(["/dev/zero"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("cannot lint '/dev/zero': it is a character device, not a regular file"))
    }

    @Test(.enabled(if: Privileges.canRunUnprivileged, "needs setpriv to drop root"))
    func anUnreadableSubfolderIsAnError() throws {
        try directory.write(Self.manifest, to: "tree/locked/hidden.shortcuts.yml")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path("tree/locked"))
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path("tree/locked")) }
        let run = try lint(["tree"], unprivileged: true)
        #expect(run.status == 2, "\(run.standardError)")
        #expect(run.standardError.contains("cannot read the folder 'tree/locked': Permission denied"))
        #expect(run.standardOutput.hasSuffix("in 1 file (1 shortcut)\n"), "the readable manifest is still linted")
    }

    @Test func aBrokenLinkNamedLikeAManifestIsAnError() throws {
        try link("tree/gone.shortcuts.yml", to: "nowhere.shortcuts.yml")
        let run = try lint(["tree"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("cannot read 'tree/gone.shortcuts.yml': No such file or directory"))
        #expect(run.standardOutput.hasSuffix("in 1 file (1 shortcut)\n"))
    }

    @Test func aLinkLoopNamedLikeAManifestIsAnError() throws {
        try link("tree/loop.shortcuts.yml", to: "loop.shortcuts.yml")
        let run = try lint(["tree"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("cannot read 'tree/loop.shortcuts.yml': Too many levels of symbolic links"))
    }

    /// Linux file systems take any bytes as a name; macOS's refuse invalid UTF-8, so there is
    /// nothing to check there.
    @Test func aManifestWhoseNameIsNotUTF8IsAnError() throws {
        let name: [UInt8] = Array("\(folder.path)/tree/".utf8) + [0xFF] + Array(".shortcuts.yml".utf8) + [0]
        let file = name.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        #if os(Linux)
        try #require(file >= 0, "could not create a file with an invalid UTF-8 name")
        #endif
        guard file >= 0 else { return }
        close(file)
        let run = try lint(["tree"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("the file name is not valid UTF-8"))
    }

    /// A folder whose path is longer than the system lets a program open (PATH_MAX) may hold
    /// manifests: the scan says it could not read it instead of leaving it out unnoticed.
    @Test func aPathTooLongToOpenIsAnErrorNotASilentSkip() throws {
        let binary = try #require(ToolRun.binary)
        let name = String(repeating: "d", count: 250)
        let make = "cd tree && for i in $(seq 18); do mkdir \(name) && cd \(name) || exit 1; done; printf '%s' \"$1\" > deep.shortcuts.yml"
        // bash: dash cannot `cd` below PATH_MAX.
        let made = try ToolRun.Shell(["bash", "-c", make, "bash", Self.manifest], in: folder)
        #expect(made.status == 0, "\(made.standardError)")
        let run = try ToolRun.Shell(["sh", "-c", "'\(binary.path)' lint tree"], in: folder)
        #expect(run.status == 2, "\(run.standardOutput)")
        #expect(run.standardError.contains("File name too long"), "\(run.standardError)")
        #expect(run.standardOutput.hasSuffix("in 1 file (1 shortcut)\n"), "the readable manifest is still linted")
        _ = try ToolRun.Shell(["rm", "-rf", "tree/\(name)"], in: folder)
    }

    /// `- a.yml < a.yml` and `- /dev/stdin` name one input twice: it is read once, and no
    /// entry conflicts with itself.
    @Test func standardInputRedirectedFromANamedFileIsReadOnce() throws {
        let binary = try #require(ToolRun.binary)
        for command in [
            "'\(binary.path)' lint --stdin-filename tree/app.shortcuts.yml - tree/app.shortcuts.yml < tree/app.shortcuts.yml",
            "cat tree/app.shortcuts.yml | '\(binary.path)' lint - /dev/stdin",
        ] {
            let run = try ToolRun.Shell(["sh", "-c", command], in: folder)
            #expect(run.status == 0, "\(command): \(run.standardOutput)\(run.standardError)")
            #expect(run.standardOutput.hasSuffix("in 1 file (1 shortcut)\n"), "\(command): \(run.standardOutput)")
        }
    }

    /// A path too long to open is an error only where the scan would have looked: not in a
    /// hidden or build folder, and not for a file it would not lint.
    @Test func aPathTooLongWhereTheScanWouldNotLookIsNoError() throws {
        let binary = try #require(ToolRun.binary)
        let name = String(repeating: "d", count: 250)
        let make = "cd tree && mkdir .hidden && cd .hidden && for i in $(seq 18); do mkdir \(name) && cd \(name) || exit 1; done; : > x.png"
        let made = try ToolRun.Shell(["bash", "-c", make], in: folder)
        #expect(made.status == 0, "\(made.standardError)")
        let run = try ToolRun.Shell(
            ["bash", "-c", "cd tree/.hidden && for i in $(seq 17); do cd \(name); done; '\(binary.path)' lint ../ ; echo \"rc=$?\""],
            in: folder)
        #expect(!run.standardError.contains("File name too long"), "\(run.standardError)")
        _ = try ToolRun.Shell(["rm", "-rf", "tree/.hidden"], in: folder)
    }
}
