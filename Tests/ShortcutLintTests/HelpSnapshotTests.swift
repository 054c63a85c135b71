import Foundation
import ShortcutCore
import Testing

/// `--help` of the tool and of each subcommand, compared with the text stored in
/// `Tests/ShortcutLintTests/Snapshots`: a change to help is seen in review, as a diff. To accept
/// a change, write the new text over the snapshot, e.g.
/// `swift run shortcut-lint lint --help > Tests/ShortcutLintTests/Snapshots/help-lint.txt`.
@Suite struct HelpSnapshotTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    /// (snapshot file, arguments that print it)
    static let cases: [(String, [String])] = [
        ("help.txt", ["--help"]),
        ("help-lint.txt", ["lint", "--help"]),
        ("help-extract.txt", ["extract", "--help"]),
        ("help-rules.txt", ["rules", "--help"]),
        ("help-explain.txt", ["explain", "--help"]),
        ("help-reserved.txt", ["reserved", "--help"]),
        ("help-schema.txt", ["schema", "--help"]),
    ]

    @Test(arguments: cases)
    func helpMatchesItsSnapshot(_ file: String, _ arguments: [String]) throws {
        let run = try ToolRun(arguments, in: Self.folder)
        #expect(run.status == 0)
        let snapshot = try Data(contentsOf: Self.folder.appendingPathComponent(file))
        let diff = UnifiedDiff.render(path: "Snapshots/\(file)", original: Array(snapshot), fixed: Array(run.standardOutput.utf8))
        #expect(
            diff.isEmpty,
            """
            'shortcut-lint \(arguments.joined(separator: " "))' no longer matches its snapshot:
            \(diff)
            If the change is intended: swift run shortcut-lint \(arguments.joined(separator: " ")) > Tests/ShortcutLintTests/Snapshots/\(file)
            """)
    }

    @Test func helpForASubcommandEqualsHelpSubcommand() throws {
        for (_, arguments) in Self.cases where arguments.count == 2 {
            let viaFlag = try ToolRun(arguments, in: Self.folder)
            let viaHelp = try ToolRun(["help", arguments[0]], in: Self.folder)
            #expect(viaFlag.standardOutput == viaHelp.standardOutput, "\(arguments[0])")
        }
    }
}
