import Foundation
import Testing

/// Control characters in titles and file names never reach a terminal or a CI log raw, in any
/// report format or message: no ESC or OSC sequence, CR, NUL, DEL, C1 control, line separator or
/// bidirectional override comes out as itself, and no line break lets a title start a GitHub
/// workflow command.
@Suite struct ControlCharacterTests {
    /// A title with ESC/OSC sequences, CR, NUL, a line break starting a workflow command, DEL,
    /// U+009B (CSI), U+2028 and U+202E, written with JSON escapes.
    static let title = #"Evil\u001b]0;pwned\u0007\u001b[2J\r\u0000\n::error::injected\u007f\u009b\u2028\u202e"#
    static let evilName = "evil\u{1B}[2J\n::warning::name.shortcuts.json"
    static let manifest =
        #"{"app": "X", "shortcuts": ["#
        + #"{"title": "\#(title)", "key": "Command-Shift-Q", "menu": "File"},"#
        + #"{"title": "Other", "key": "Command-Q", "menu": "File"}]}"#

    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory(["evil.shortcuts.json": Self.manifest])
        try directory.write(Self.manifest, to: Self.evilName)
    }

    /// Characters that must never be printed as themselves (line breaks are checked apart).
    static func rawControls(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x09, 0x0A: false
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
            default: false
            }
        }
    }

    private func lint(_ arguments: [String]) throws -> ToolRun {
        try ToolRun(["lint"] + arguments, in: directory.url)
    }

    @Test func textOutputShowsControlCharactersEscaped() throws {
        let run = try lint(["--no-color", "."])
        #expect(Self.rawControls(in: run.standardOutput).isEmpty, "\(Self.rawControls(in: run.standardOutput))")
        #expect(
            run.standardOutput.contains(#"Evil\u{1B}]0;pwned\u{7}\u{1B}[2J\u{D}\u{0}\u{A}::error::injected\u{7F}\u{9B}\u{2028}\u{202E}"#))
        #expect(run.standardOutput.contains(#"evil\u{1B}[2J\u{A}::warning::name.shortcuts.json:1:"#))
    }

    @Test func noReportLineStartsAWorkflowCommandOfItsOwn() throws {
        for format in ["text", "github"] {
            let run = try lint(["--format", format, "."])
            let commands = run.standardOutput.split(separator: "\n").filter { $0.hasPrefix("::") }
            #expect(
                commands.allSatisfy { $0.hasPrefix("::error file=") || $0.hasPrefix("::warning file=") || $0.hasPrefix("::notice ") },
                "\(format): \(commands)")
            #expect(!run.standardOutput.contains("\n::error::injected"), "\(format)")
            #expect(!run.standardOutput.contains("\n::warning::name"), "\(format)")
        }
    }

    @Test func githubAnnotationsEscapeESCAndNULAsWellAsLineBreaks() throws {
        let run = try lint(["--format", "github", "."])
        #expect(Self.rawControls(in: run.standardOutput).isEmpty)
        #expect(run.standardOutput.contains("Evil%1B]0;pwned%07%1B[2J%0D%00%0A::error::injected%7F%C2%9B%E2%80%A8%E2%80%AE"))
        #expect(run.standardOutput.contains("file=evil%1B[2J%0A%3A%3Awarning%3A%3Aname.shortcuts.json"))
    }

    @Test(arguments: ["json", "sarif", "junit", "checkstyle"])
    func machineReadableReportsCarryNoRawControlCharacter(_ format: String) throws {
        let run = try lint(["--format", format, "."])
        #expect(run.status == 1)
        #expect(Self.rawControls(in: run.standardOutput).isEmpty, "\(format): \(Self.rawControls(in: run.standardOutput))")
        if format == "json" || format == "sarif" {
            #expect(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) is [String: Any])
            #expect(run.standardOutput.contains(#"\u001b]0;pwned\u0007"#))
            #expect(run.standardOutput.contains(#"\u007f\u009b"#))
        }
    }

    @Test func messagesNamingPathsAreEscaped() throws {
        let missing = "gone\u{1B}]0;title\u{7}.shortcuts.yml"
        let run = try lint([missing])
        #expect(run.status == 2)
        #expect(Self.rawControls(in: run.standardError).isEmpty)
        #expect(run.standardError.contains(#"gone\u{1B}]0;title\u{7}.shortcuts.yml"#))
    }

    @Test func usageErrorsQuotingTheUserAreEscaped() throws {
        for arguments in [
            ["explain", "rule\u{1B}[2J"], ["reserved", "cmd+\u{1B}[2J"], ["lint", "--\u{1B}[2J"], ["lint", "--format", "x\u{9B}"],
        ] {
            let run = try ToolRun(arguments, in: directory.url)
            #expect(run.status == 2, "\(arguments)")
            #expect(Self.rawControls(in: run.standardError).isEmpty, "\(arguments): \(run.standardError)")
        }
    }

    @Test func aHouseTableRowIsPrintedEscaped() throws {
        try directory.write(
            #"""
            {"entries": [{"id": "evil", "chord": {"modifiers": ["command"], "key": "J"}, "system": true,
              "action": {"en": "Clear\u001b[2J the screen"}, "platforms": ["macOS"], "source": "house"}]}
            """#, to: "house.json")
        let run = try ToolRun(["reserved", "--reserved", "house.json", "cmd+j"], in: directory.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(Self.rawControls(in: run.standardOutput).isEmpty)
        #expect(run.standardOutput.contains(#"Clear\u{1B}[2J the screen"#))
    }

    @Test func aDryRunDiffNamesItsFileEscaped() throws {
        let run = try lint(["--fix", "--dry-run", "--no-color", Self.evilName])
        #expect(run.standardOutput.contains(#"--- a/evil\u{1B}[2J\u{A}::warning::name.shortcuts.json"#))
        #expect(Self.rawControls(in: run.standardOutput).isEmpty)
    }
}
