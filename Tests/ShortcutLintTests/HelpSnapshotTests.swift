import Foundation
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
        let snapshot = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
        #expect(
            run.standardOutput == snapshot,
            """
            'shortcut-lint \(arguments.joined(separator: " "))' no longer matches its snapshot \
            (first difference at line \(Self.firstDifferentLine(run.standardOutput, snapshot))).
            If the change is intended: swift run shortcut-lint \(arguments.joined(separator: " ")) > Tests/ShortcutLintTests/Snapshots/\(file)
            """)
    }

    /// The 1-based line where two texts first differ (a line added or removed counts too).
    static func firstDifferentLine(_ a: String, _ b: String) -> Int {
        let left = a.split(separator: "\n", omittingEmptySubsequences: false)
        let right = b.split(separator: "\n", omittingEmptySubsequences: false)
        let same = zip(left, right).prefix { $0 == $1 }.count
        return same + 1
    }

    @Test func helpForASubcommandEqualsHelpSubcommand() throws {
        for (_, arguments) in Self.cases where arguments.count == 2 {
            let viaFlag = try ToolRun(arguments, in: Self.folder)
            let viaHelp = try ToolRun(["help", arguments[0]], in: Self.folder)
            #expect(viaFlag.standardOutput == viaHelp.standardOutput, "\(arguments[0])")
        }
    }
}
