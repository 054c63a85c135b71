import Foundation
import ShortcutCore
import Testing

@testable import ShortcutLint

/// `--lang` and the environment choose the language of findings, reports, `rules`, `explain` and
/// help (issue 19, item 5): gettext's order, `LC_ALL`, then `LC_MESSAGES`, then `LANG`, and the
/// command line over all of them. Rule ids, JSON field names and chords stay as they are.
@Suite struct LanguageCommandLineTests {
    static let manifest = "app: X\nshortcuts:\n  - {title: Insert Link, key: Command-C, menu: Edit}\n"
    static let japanese = "「Insert Link」の Command-C (⌘C) は、標準の「コピー」のショートカット"
    static let english = "Command-C (⌘C) in \"Insert Link\" takes the standard Copy shortcut"

    static func lint(_ arguments: [String], environment: [String: String] = [:]) throws -> ToolRun {
        let directory = try TemporaryDirectory(["app.shortcuts.yml": manifest])
        return try ToolRun(["lint"] + arguments + ["app.shortcuts.yml"], in: directory.url, environment: environment)
    }

    @Test func langJapaneseWordsTheFindingsAndTheSummaryInJapanese() throws {
        let run = try Self.lint(["--lang", "ja"])
        #expect(run.standardOutput.contains(Self.japanese), "\(run.standardOutput)")
        #expect(run.standardOutput.contains(": warning: "), "the compiler's severity words stay for editors")
        #expect(run.standardOutput.contains("[repurposed-standard]"))
        #expect(run.standardOutput.hasSuffix("エラー 0 件、警告 1 件、注記 0 件（1 ファイル、ショートカット 1 個）\n"))
    }

    @Test(arguments: [
        ["LANG": "ja_JP.UTF-8"], ["LC_MESSAGES": "ja_JP.UTF-8", "LANG": "en_US.UTF-8"],
        ["LC_ALL": "ja", "LC_MESSAGES": "en_US.UTF-8", "LANG": "C"], ["LC_ALL": "", "LANG": "ja_JP.eucJP"],
    ])
    func theEnvironmentChoosesJapaneseAsGettextReadsIt(_ environment: [String: String]) throws {
        let run = try Self.lint([], environment: environment)
        #expect(run.standardOutput.contains(Self.japanese), "\(environment): \(run.standardOutput)")
    }

    @Test(arguments: [
        ["LC_ALL": "C", "LANG": "ja_JP.UTF-8"], ["LC_MESSAGES": "en_GB.UTF-8", "LANG": "ja_JP.UTF-8"], ["LANG": "fr_FR.UTF-8"], [:],
    ])
    func anotherLanguageOrNoneIsEnglish(_ environment: [String: String]) throws {
        let run = try Self.lint([], environment: environment)
        #expect(run.standardOutput.contains(Self.english), "\(environment): \(run.standardOutput)")
    }

    @Test func langEnglishOverridesAJapaneseEnvironment() throws {
        let run = try Self.lint(["--lang", "en"], environment: ["LC_ALL": "ja_JP.UTF-8"])
        #expect(run.standardOutput.contains(Self.english), "\(run.standardOutput)")
    }

    @Test func anUnknownLanguageIsAUsageErrorNamingTheLanguagesThereAre() throws {
        let run = try Self.lint(["--lang", "tlh"])
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("shortcut-lint: error: unknown language 'tlh' for '--lang'; expected one of en, ja\n"))
    }

    /// JSON and SARIF keep their field names and rule ids; their messages follow `--lang`, and
    /// SARIF says which language they are in.
    @Test func jsonAndSARIFMessagesFollowTheLanguageAndKeepTheirFields() throws {
        let json = try Self.lint(["--lang", "ja", "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let finding = try #require((report["findings"] as? [[String: Any]])?.first)
        #expect(finding["ruleId"] as? String == "repurposed-standard")
        #expect((finding["message"] as? String)?.hasPrefix(Self.japanese) == true)
        let sarif = try Self.lint(["--lang", "ja", "--format", "sarif"])
        let run = try #require(
            ((try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])?["runs"] as? [[String: Any]])?
                .first)
        #expect(run["language"] as? String == "ja")
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(((result["message"] as? [String: Any])?["text"] as? String)?.hasPrefix(Self.japanese) == true)
        let rules = try #require((run["tool"] as? [String: Any]).flatMap { ($0["driver"] as? [String: Any])?["rules"] as? [[String: Any]] })
        let described = try #require(rules.first { $0["id"] as? String == "repurposed-standard" })
        #expect(
            (described["shortDescription"] as? [String: Any])?["text"] as? String
                == "標準のショートカット、またはテキストシステムや AppKit のコントロールが使うキーが、別のコマンドに宣言されています。")
        #expect((described["properties"] as? [String: Any])?["tags"] as? [String] == ["keyboard-shortcuts", "hig"])
        let english = try Self.lint(["--format", "sarif"])
        #expect(!english.standardOutput.contains("\"language\""))
    }

    @Test func rulesExplainAndHelpSpeakJapanese() throws {
        let directory = try TemporaryDirectory()
        let rules = try ToolRun(["rules", "--lang", "ja"], in: directory.url)
        #expect(rules.standardOutput.hasPrefix("ルール"))
        #expect(
            rules.standardOutput.contains(
                "modifier-order           warning   はい           はい     修飾キーが Control、Option、Shift、Command の順序で書かれていません。\n"))
        let explain = try ToolRun(["explain", "--lang", "ja", "control-modifier"], in: directory.url)
        #expect(explain.standardOutput.contains("> Control キーを修飾キーとして使用することはできる限り避けてください。"))
        #expect(explain.standardOutput.contains("— ヒューマンインターフェイスガイドライン › キーボード › カスタムキーボードショートカット"))
        let help = try ToolRun(["--lang", "ja", "--help"], in: directory.url)
        #expect(help.standardOutput.hasPrefix("概要: アプリのキーボードショートカットを Apple のヒューマンインターフェイスガイドラインに照らして検査します。\n"))
        #expect(help.standardOutput.contains("  rules                   ルールを一覧表示します"))
    }

    /// Help wraps Japanese by the columns its characters take, between characters, never before a
    /// closing mark.
    @Test func japaneseHelpLinesFitTheTerminal() throws {
        let lines = TerminalLines.wrap(String(repeating: "修飾キーの順序、", count: 12), width: 20)
        #expect(lines.allSatisfy { TerminalLines.columns($0) <= 20 }, "\(lines)")
        #expect(lines.allSatisfy { !$0.hasPrefix("、") })
        #expect(TerminalLines.wrap("one two three", width: 7) == ["one two", "three"])
    }
}
