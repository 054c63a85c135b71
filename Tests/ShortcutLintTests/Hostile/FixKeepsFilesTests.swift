import Foundation
import Testing

/// `--fix` changes a manifest's content and nothing else about it: a symbolic link stays a link
/// (and its target is fixed), hard links stay one file, owner and mode stay, and a file the user
/// may not write is never rewritten. Reports written through a link or into a FIFO behave alike.
@Suite struct FixKeepsFilesTests {
    static let messy = "app: X\nshortcuts:\n  - {title: Export, key: Command-Shift-E, menu: File}\n"
    static let fixed = "app: X\nshortcuts:\n  - {title: Export, key: Shift-Command-E, menu: File}\n"

    let directory: TemporaryDirectory
    var folder: URL { directory.url }

    init() throws {
        directory = try TemporaryDirectory(["real.shortcuts.yml": Self.messy])
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func attributes(_ name: String) throws -> [FileAttributeKey: Any] {
        try FileManager.default.attributesOfItem(atPath: path(name))
    }

    @Test func fixThroughASymbolicLinkFixesTheTargetAndKeepsTheLink() throws {
        try FileManager.default.createDirectory(atPath: path("linked"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path("linked/app.shortcuts.yml"), withDestinationPath: "../real.shortcuts.yml")
        let run = try ToolRun(["lint", "--fix", "linked/app.shortcuts.yml"], in: folder)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try attributes("linked/app.shortcuts.yml")[.type] as? FileAttributeType == .typeSymbolicLink)
        #expect(try directory.read("real.shortcuts.yml") == Self.fixed)
    }

    @Test func fixOnAHardLinkedFileKeepsOneFile() throws {
        try FileManager.default.linkItem(atPath: path("real.shortcuts.yml"), toPath: path("other-name.yml"))
        let inode = try attributes("real.shortcuts.yml")[.systemFileNumber] as? UInt64
        let run = try ToolRun(["lint", "--fix", "real.shortcuts.yml"], in: folder)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try directory.read("real.shortcuts.yml") == Self.fixed)
        #expect(try directory.read("other-name.yml") == Self.fixed)
        #expect(try attributes("real.shortcuts.yml")[.systemFileNumber] as? UInt64 == inode)
        #expect(try attributes("real.shortcuts.yml")[.referenceCount] as? Int == 2)
    }

    /// Extended attributes (Finder tags, ACLs and quarantine flags on macOS; `user.*` on Linux)
    /// belong to the file, not to a new one renamed over it: the fix writes in place.
    @Test func fixKeepsTheFilesExtendedAttributes() throws {
        let file = path("real.shortcuts.yml")
        #if os(macOS)
        let set = ["xattr", "-w", "com.example.tag", "red", file]
        let get = ["xattr", "-p", "com.example.tag", file]
        #else
        let set = ["python3", "-c", "import os, sys; os.setxattr(sys.argv[1], 'user.tag', b'red')", file]
        let get = ["python3", "-c", "import os, sys; print(os.getxattr(sys.argv[1], 'user.tag').decode())", file]
        #endif
        // CI's file system takes user attributes; one that does not fails here, visibly.
        let setting = try ToolRun.Shell(set, in: folder)
        try #require(setting.status == 0, "cannot set an extended attribute here: \(setting.standardError)")
        let run = try ToolRun(["lint", "--fix", "real.shortcuts.yml"], in: folder)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try directory.read("real.shortcuts.yml") == Self.fixed)
        let kept = try ToolRun.Shell(get, in: folder)
        #expect(kept.standardOutput == "red\n", "\(kept.standardError)")
    }

    /// A manifest named through a descriptor (`/dev/fd/3`) is still the file: fixed whole, not
    /// written into the descriptor at its offset with the old tail left behind.
    @Test func fixThroughADescriptorPathFixesTheFileWhole() throws {
        let binary = try #require(ToolRun.binary)
        let longer = Self.messy + "  - {title: Help, key: Command-?, menu: Help}\n"
        try directory.write(longer, to: "real.shortcuts.yml")
        let run = try ToolRun.Shell(["bash", "-c", "'\(binary.path)' lint --fix /dev/fd/3 3<>real.shortcuts.yml"], in: folder)
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(try directory.read("real.shortcuts.yml") == Self.fixed + "  - {title: Help, key: Command-?, menu: Help}\n")
    }

    @Test func fixRefusesAReadOnlyFileEvenWhenItsFolderIsWritable() throws {
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path("real.shortcuts.yml"))
        let run = try ToolRun(["lint", "--fix", "real.shortcuts.yml"], in: folder)
        #expect(run.status == 2)
        #expect(run.standardError.contains("cannot write 'real.shortcuts.yml'"), "\(run.standardError)")
        #expect(run.standardError.contains("the file is read-only (mode 0444)"))
        #expect(try directory.read("real.shortcuts.yml") == Self.messy)
        #expect((try attributes("real.shortcuts.yml")[.posixPermissions] as? NSNumber)?.intValue == 0o444)
    }

    /// A file others may write but its owner may not (mode 0466) is refused with the system's
    /// reason, in a folder anyone may write to. Root writes past permissions, so root gives the
    /// file to `nobody` and runs the linter as `nobody`; anyone else runs it as themselves.
    @Test(.enabled(if: Privileges.canRunUnprivileged, "needs setpriv to drop root"))
    func fixRefusesAFileTheUserMayNotWrite() throws {
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder.path)
        var given: [FileAttributeKey: Any] = [.posixPermissions: 0o466]
        if Privileges.isRoot { given.merge([.ownerAccountID: 65534, .groupOwnerAccountID: 65534]) { $1 } }
        try FileManager.default.setAttributes(given, ofItemAtPath: path("real.shortcuts.yml"))
        let owner = try attributes("real.shortcuts.yml")[.ownerAccountID] as? Int
        let run = try ToolRun(["lint", "--fix", "real.shortcuts.yml"], in: folder, unprivileged: true)
        #expect(run.status == 2, "\(run.standardError)")
        #expect(run.standardError.contains("cannot write 'real.shortcuts.yml': Permission denied"), "\(run.standardError)")
        #expect(try directory.read("real.shortcuts.yml") == Self.messy)
        #expect(try attributes("real.shortcuts.yml")[.ownerAccountID] as? Int == owner)
    }

    /// No one but root may add a file to the folder (mode 0555), so the fix cannot be renamed
    /// over the manifest: it is written into it. Run as `nobody` when the tests run as root.
    @Test(.enabled(if: Privileges.canRunUnprivileged, "needs setpriv to drop root"))
    func aWritableFileInAFolderTheUserMayNotWriteIsFixedInPlace() throws {
        try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: path("real.shortcuts.yml"))
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
        let inode = try attributes("real.shortcuts.yml")[.systemFileNumber] as? UInt64
        let run = try ToolRun(["lint", "--fix", "real.shortcuts.yml"], in: folder, unprivileged: true)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try directory.read("real.shortcuts.yml") == Self.fixed)
        #expect(try attributes("real.shortcuts.yml")[.systemFileNumber] as? UInt64 == inode)
    }

    /// The fixed file keeps its owner, group and mode. Run by root, the manifest is first given
    /// to another user (`nobody`), which only root can do, so the new file must be handed back to
    /// that owner; run by anyone else, the file keeps the runner's own. Either way the test runs:
    /// CI fails on a skipped test, and must not need a root runner (issue 22).
    @Test func fixKeepsTheOwnerGroupAndMode() throws {
        var given: [FileAttributeKey: Any] = [.posixPermissions: 0o640]
        if Privileges.isRoot { given.merge([.ownerAccountID: 65534, .groupOwnerAccountID: 65534]) { $1 } }
        try FileManager.default.setAttributes(given, ofItemAtPath: path("real.shortcuts.yml"))
        let before = try attributes("real.shortcuts.yml")
        let run = try ToolRun(["lint", "--fix", "real.shortcuts.yml"], in: folder)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try directory.read("real.shortcuts.yml") == Self.fixed)
        let after = try attributes("real.shortcuts.yml")
        #expect(after[.ownerAccountID] as? Int == before[.ownerAccountID] as? Int)
        #expect(after[.groupOwnerAccountID] as? Int == before[.groupOwnerAccountID] as? Int)
        #expect((after[.posixPermissions] as? NSNumber)?.intValue == 0o640)
    }

    @Test func aReportThroughASymbolicLinkWritesItsTarget() throws {
        try Data("old".utf8).write(to: folder.appendingPathComponent("report.txt"))
        try FileManager.default.createSymbolicLink(atPath: path("latest.txt"), withDestinationPath: "report.txt")
        let run = try ToolRun(["lint", "-o", "latest.txt", "real.shortcuts.yml"], in: folder)
        #expect(run.status == 0)
        #expect(try attributes("latest.txt")[.type] as? FileAttributeType == .typeSymbolicLink)
        #expect(try directory.read("report.txt").contains("modifier-order"))
    }

    /// The reader is a thread of its own, not a task: a task waits for a free thread of the
    /// shared pool, which a busy test run (other tests blocked on their processes) may never give
    /// it, and the linter then waits for a reader until the time limit.
    @Test func aReportIntoAFIFOIsStreamedToItsReader() throws {
        #expect(mkfifo(path("report.pipe"), 0o644) == 0)
        let drained = Drained()
        Thread { [path = path("report.pipe")] in
            drained.text = Self.drain(path, for: 20)
            drained.done.signal()
        }.start()
        let run = try ToolRun(["lint", "-o", "report.pipe", "real.shortcuts.yml"], in: folder)
        #expect(run.status == 0, "\(run.standardError)")
        drained.done.wait()
        #expect(drained.text.contains("modifier-order"))
        var status = stat()
        #expect(stat(path("report.pipe"), &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the FIFO was replaced")
    }

    /// What a reader thread received, handed back once it is done.
    final class Drained: @unchecked Sendable {
        var text = ""
        let done = DispatchSemaphore(value: 0)
    }

    /// What arrives in a FIFO until its writer closes it, read without ever blocking (a FIFO
    /// nobody writes to must not hang the test): gives up after `seconds`.
    static func drain(_ path: String, for seconds: Double) -> String {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 {
                bytes += buffer[..<count]
            } else if count == 0, !bytes.isEmpty {
                break
            } else {
                usleep(10_000)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
