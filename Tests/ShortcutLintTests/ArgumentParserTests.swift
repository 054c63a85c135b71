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

    private func error(_ arguments: [String]) -> String? {
        do {
            _ = try parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func aValueFollowsItsOptionWithASpaceOrAnEqualsSign() throws {
        #expect(try parse(["--output", "a.txt"])[LintCommand.output] == "a.txt")
        #expect(try parse(["--output=a.txt"])[LintCommand.output] == "a.txt")
        #expect(try parse(["--output=x=y"])[LintCommand.output] == "x=y")
    }

    @Test func aShortOptionTakesItsValueAttachedOrNext() throws {
        #expect(try parse(["-o", "a.txt"])[LintCommand.output] == "a.txt")
        #expect(try parse(["-oa.txt"])[LintCommand.output] == "a.txt")
    }

    @Test func shortFlagsGroupAndTheLastMayTakeAValue() throws {
        let parsed = try parse(["-qfjson"])
        #expect(parsed[LintCommand.quiet])
        #expect(parsed.all(LintCommand.format).map(\.format) == [.json])
    }

    @Test func aDoubleDashEndsTheOptionsAndADashIsAPath() throws {
        let parsed = try parse(["-", "--", "--strict", "-q"])
        #expect(parsed.positionals == ["-", "--strict", "-q"])
        #expect(!parsed[LintCommand.strict])
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
        let parsed = try parse(["--format", "text", "-f", "sarif:r.sarif", "--platform", "iPadOS", "--platform", "macOS"])
        #expect(parsed.all(LintCommand.format).map(\.format) == [.text, .sarif])
        #expect(parsed.all(LintCommand.format).map(\.path) == [nil, "r.sarif"])
        #expect(parsed.all(LintCommand.platform) == [.iPadOS, .macOS])
    }

    @Test func aFlagGivenTwiceMeansWhatItMeansOnce() throws {
        #expect(try parse(["--strict", "--strict"])[LintCommand.strict])
    }

    @Test func aWholeNumberIsCheckedWhereItIsRead() throws {
        #expect(try parse(["--max-warnings", "3"])[LintCommand.maxWarnings] == 3)
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
        let parsed = try parse(["--platform-version", "macOS=15", "--platform-version", "macOS=14"])
        #expect(throws: UsageError.self) { try LintOptions(parsed) }
        let other = try parse(["--platform-version", "macOS=15", "--platform-version", "iPadOS=18"])
        #expect(try LintOptions(other).platformReleases.count == 2)
    }

    @Test func aChoiceIgnoresLetterCaseAndSuggestsANearName() throws {
        #expect(try parse(["--platform", "ipados"]).all(LintCommand.platform) == [.iPadOS])
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
        #expect(try rules.parse(["--format", "json"])[RulesCommand.format] == .json)
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
}
