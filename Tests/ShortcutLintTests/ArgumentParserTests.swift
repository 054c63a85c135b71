import Foundation
import ShortcutCore
import Testing

@testable import ShortcutLint

/// How command lines are read: the POSIX and swift-argument-parser conventions, each option's
/// value checked and typed where the option is declared, and one value per option unless it is
/// repeatable.
@Suite struct ArgumentParserTests {
    let lint = ArgumentParser(specs: LintCommand.allOptions)

    private func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments { try lint.parse(arguments) }

    /// `lint`'s options, typed, as the command receives them.
    private func options(_ arguments: [String]) throws(UsageError) -> LintCommand.Options {
        try LintCommand.Options(parsing: parse(arguments))
    }

    private func error(_ arguments: [String]) -> String? {
        do {
            _ = try parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func aValueFollowsItsOptionWithASpaceOrAnEqualsSign() throws {
        #expect(try options(["--output", "a.txt"]).report.output == "a.txt")
        #expect(try options(["--output=a.txt"]).report.output == "a.txt")
        #expect(try options(["--output=x=y"]).report.output == "x=y")
    }

    @Test func aShortOptionTakesItsValueAttachedOrNext() throws {
        #expect(try options(["-o", "a.txt"]).report.output == "a.txt")
        #expect(try options(["-oa.txt"]).report.output == "a.txt")
    }

    @Test func shortFlagsGroupAndTheLastMayTakeAValue() throws {
        let parsed = try options(["-qfjson"])
        #expect(parsed.report.quiet)
        #expect(parsed.report.formats.map(\.format) == [.json])
    }

    @Test func aDoubleDashEndsTheOptionsAndADashIsAPath() throws {
        let parsed = try parse(["-", "--", "--strict", "-q"])
        #expect(parsed.positionals == ["-", "--strict", "-q"])
        #expect(try !LintCommand.Options(parsing: parsed).report.strict)
    }

    @Test func anUnknownOptionIsAnErrorWithTheNearestName() {
        #expect(error(["--formt", "json"]) == "unknown option '--formt'; did you mean '--format'?")
        #expect(error(["-z"]) == "unknown option '-z'")
    }

    @Test func aMissingValueNamesTheOptionAndItsPlaceholder() {
        #expect(error(["--config"]) == "missing value for '--config <file>'")
    }

    @Test func aFlagTakesNoValue() {
        #expect(error(["--strict=yes"]) == "'--strict' does not take a value")
    }

    @Test func anOptionWithOneValueGivenTwiceIsAnErrorNamingIt() {
        #expect(error(["-o", "a.txt", "-o", "b.txt"]) == "'--output' was given more than once; give it once")
        #expect(error(["-o", "a.txt", "--output=a.txt"]) == "'--output' was given more than once; give it once")
        #expect(error(["--baseline", "a", "--baseline", "b"]) == "'--baseline' was given more than once; give it once")
    }

    @Test func aRepeatableOptionKeepsEveryValueInOrder() throws {
        let parsed = try options(["--format", "text", "-f", "sarif:r.sarif", "--platform", "iPadOS", "--platform", "macOS"])
        #expect(parsed.report.formats.map(\.format) == [.text, .sarif])
        #expect(parsed.report.formats.map(\.path) == [nil, "r.sarif"])
        #expect(parsed.check.platforms == [.iPadOS, .macOS])
    }

    @Test func aFlagGivenTwiceMeansWhatItMeansOnce() throws {
        #expect(try options(["--strict", "--strict"]).report.strict)
    }

    @Test func aWholeNumberIsCheckedWhereItIsRead() throws {
        #expect(try options(["--max-warnings", "3"]).report.maxWarnings == 3)
        #expect(error(["--max-warnings", "-1"]) == "'--max-warnings' needs a whole number from 0 to 2147483647, got '-1'")
        #expect(error(["--max-warnings=lots"]) == "'--max-warnings' needs a whole number from 0 to 2147483647, got 'lots'")
    }

    /// A number too large used to be told it was not "at least 0" (issue 20).
    @Test func aNumberTooLargeIsToldTheRange() {
        #expect(
            error(["--max-warnings", "99999999999999999999"])
                == "'--max-warnings' needs a whole number from 0 to 2147483647, got '99999999999999999999'")
    }

    /// Two releases of one platform: which one was meant is a guess (issue 20, row 12).
    @Test func aPlatformGivenTwoReleasesIsAUsageError() throws {
        #expect(throws: UsageError.self) { try options(["--platform-version", "macOS=15", "--platform-version", "macOS=14"]) }
        #expect(try options(["--platform-version", "macOS=15", "--platform-version", "iPadOS=18"]).check.releases.count == 2)
    }

    @Test func aChoiceIgnoresLetterCaseAndSuggestsANearName() throws {
        #expect(try options(["--platform", "ipados"]).check.platforms == [.iPadOS])
        #expect(error(["--platform", "macoss"])?.hasPrefix("unknown platform 'macoss' for '--platform'; did you mean 'macOS'?") == true)
    }

    @Test func lintRefusesWatchOSAsAPlatform() {
        #expect(
            error(["--platform", "watchOS"]) == "'--platform watchOS': watchOS has no keyboard shortcuts, so it leaves nothing to check")
    }

    @Test func aFileNameCannotBeEmpty() {
        #expect(error(["--output="]) == "'--output' needs a value")
    }

    @Test func aReportFormatIsCheckedAsTheOptionIsRead() {
        #expect(error(["--format", "xml"]) == "unknown format 'xml'; expected one of text, json, sarif, github, junit, checkstyle")
    }

    @Test func listingCommandsAcceptTextOrJSON() throws {
        let rules = ArgumentParser(specs: RulesCommand.allOptions)
        #expect(try RulesCommand.Options(parsing: rules.parse(["--format", "json"])).listing.chosen == .json)
        #expect(throws: UsageError.self) { try rules.parse(["--format", "sarif"]) }
    }

    @Test func everyOptionOfACommandHasItsOwnNames() {
        for command in CommandLineTool.commands {
            let names = command.allOptions.map(\.name)
            let shorts = command.allOptions.compactMap(\.short)
            #expect(Set(names).count == names.count, "\(command.name)")
            #expect(Set(shorts).count == shorts.count, "\(command.name)")
        }
    }

    /// End to end: a repeated `-o` used to keep the last value silently.
    @Test func aRepeatedOutputFailsTheRunNamingTheOption() throws {
        let directory = try TemporaryDirectory(["m.shortcuts.yml": "shortcuts:\n  - {title: A, key: Command-J, menu: File}\n"])
        let run = try ToolRun(["lint", "-o", "a.txt", "-o", "b.txt", "m.shortcuts.yml"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.standardError.contains("'--output' was given more than once"))
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("b.txt").path))
    }

    /// Issue 22: each option is declared once, with the property it fills, and the groups
    /// `lint` and `extract` share are the same declarations, so the two cannot drift apart.
    @Test func lintAndExtractShareTheOptionsThatChooseTheirInputs() throws {
        let shared = InputOptions.specs.map(\.name)
        #expect(shared == ["config", "force-exclude", "stdin-filename"])
        for command in [LintCommand.allOptions, ExtractCommand.allOptions] {
            #expect(Set(shared).isSubset(of: command.map(\.name)))
        }
        let help = { (name: String, specs: [OptionSpec]) in specs.first { $0.name == name }?.help }
        #expect(help("config", LintCommand.allOptions) == help("config", ExtractCommand.allOptions))
        let extract = try ExtractCommand.Options(
            parsing: ArgumentParser(specs: ExtractCommand.allOptions).parse(["--config", "c.yml", "--force-exclude", "-o", "out/"]))
        #expect(extract.input.configuration.path == "c.yml")
        #expect(extract.input.forceExclude)
        #expect(extract.output == "out/")
    }

    /// A group's check runs with the whole command line read: `--stdin-filename` needs `-`,
    /// for `lint` and `extract` alike.
    @Test func aSharedGroupsCheckAppliesToEveryCommandThatIncludesIt() throws {
        for specs in [LintCommand.allOptions, ExtractCommand.allOptions] {
            let parsed = try ArgumentParser(specs: specs).parse(["--stdin-filename", "a.yml", "a.yml"])
            #expect(throws: UsageError.self) { try InputOptions(parsing: parsed) }
        }
        #expect(throws: UsageError.self) { try options(["--dry-run"]) }
        #expect(throws: UsageError.self) { try options(["--color", "--no-color"]) }
        #expect(throws: UsageError.self) { try options(["--write-baseline", "-"]) }
    }
}
