import Testing

@testable import ShortcutCore

struct GitHubAnnotationsReporterTests {
    /// A workflow command read back the way the Actions runner reads it: the command name up to a
    /// space, properties up to the next `::`, split on `,` and the first `=`, then unescaped with
    /// `%25` last.
    struct ParsedCommand: Equatable {
        var name: String
        var properties: [String: String]
        var message: String

        init?(_ line: String) {
            guard line.hasPrefix("::"), let end = line.dropFirst(2).range(of: "::") else { return nil }
            let info = line[line.index(line.startIndex, offsetBy: 2)..<end.lowerBound]
            name = String(info.prefix { $0 != " " })
            properties = [:]
            for pair in info.dropFirst(name.count + 1).split(separator: ",") {
                let key = pair.prefix { $0 != "=" }
                properties[String(key)] = Self.unescape(String(pair.dropFirst(key.count + 1)), property: true)
            }
            message = Self.unescape(String(line[end.upperBound...]), property: false)
        }

        static func unescape(_ text: String, property: Bool) -> String {
            var pairs = [("%0D", "\r"), ("%0A", "\n")]
            if property { pairs += [("%3A", ":"), ("%2C", ",")] }
            pairs.append(("%25", "%"))
            return pairs.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
        }
    }

    func lines(_ report: LintReport, workingDirectory: String? = ReportFixtures.workingDirectory) -> [String] {
        let output = ReportFixtures.string(GitHubAnnotationsReporter(workingDirectory: workingDirectory).render(report))
        return output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test(arguments: [
        "plain", "100% done", "a, b", "key: value", "two\nlines", "cr\r\nlf", "%0A stays literal", "%25 too", "ends ::", "::error::x",
    ])
    func propertiesAndMessagesRoundTrip(_ text: String) throws {
        let command = WorkflowCommand(name: "warning", properties: [("file", text), ("title", text)], message: text)
        #expect(!command.line.contains("\n") && !command.line.contains("\r"))
        let parsed = try #require(ParsedCommand(command.line))
        #expect(parsed.name == "warning")
        #expect(parsed.properties == ["file": text, "title": text])
        #expect(parsed.message == text)
    }

    @Test func aFindingBecomesAnAnnotationWithItsRangeAndRuleInTheTitle() throws {
        let parsed = lines(ReportFixtures.report()).compactMap(ParsedCommand.init)
        let duplicate = try #require(parsed.first { $0.properties["title"] == "shortcut-lint (duplicate-shortcut)" })
        #expect(duplicate.name == "error")
        #expect(
            duplicate.properties == [
                "file": "Manifests/scribe.shortcuts.json", "line": "6", "endLine": "6", "col": "84", "endColumn": "95",
                "title": "shortcut-lint (duplicate-shortcut)",
            ])
        // The runner turns %0A back into a line break, but leaves %01 as written: a control
        // character reaches the log as text.
        #expect(duplicate.message.contains(ReportFixtures.trickyTitle.replacingOccurrences(of: "\u{1}", with: "%01")))
    }

    @Test func mostSevereFirstAndSuppressedLeftOut() {
        let names = lines(ReportFixtures.report()).compactMap(ParsedCommand.init).map(\.name)
        #expect(names == ["error", "error", "warning"])
        let mixed = lines(ReportFixtures.report(errors: 1, warnings: 1, infos: 1)).compactMap(ParsedCommand.init).map(\.name)
        #expect(mixed == ["error", "warning", "notice"])
    }

    @Test func columnsAreLeftOutWhenTheRangeSpansLines() throws {
        var report = ReportFixtures.report(errors: 1)
        report.files[0].findings[0].span.end = SourceLocation(line: 2, column: 3)
        let parsed = try #require(lines(report).first.flatMap(ParsedCommand.init))
        #expect(parsed.properties["line"] == "1")
        #expect(parsed.properties["endLine"] == "2")
        #expect(parsed.properties["col"] == nil)
        #expect(parsed.properties["endColumn"] == nil)
    }

    @Test func withinGitHubsLimitsEverythingIsAnnotatedAndNothingElseIsSaid() {
        let output = lines(ReportFixtures.report(errors: 10, warnings: 10, infos: 10))
        #expect(output.count == 30)
        #expect(output.allSatisfy { ParsedCommand($0) != nil })
    }

    @Test func pastTenOfALevelTheRestAreLoggedAndANoticeSaysHowMany() throws {
        let output = lines(ReportFixtures.report(errors: 12, warnings: 1))
        let commands = output.compactMap(ParsedCommand.init)
        #expect(commands.filter { $0.name == "error" }.count == 10)
        #expect(commands.filter { $0.name == "warning" }.count == 1)
        #expect(
            output.filter { ParsedCommand($0) == nil } == [
                "many.json:12:1: error: error on line 12 [rule-error]", "many.json:13:1: error: error on line 13 [rule-error]",
            ])
        let notice = try #require(commands.last)
        #expect(notice.name == "notice")
        #expect(notice.message.hasPrefix("2 more findings were not annotated (2 errors): GitHub shows at most 10 annotations"))
        #expect(output.last.map { ParsedCommand($0) } == notice)
    }

    @Test func theClosingNoticeTakesOneOfTheTenNoticeSlots() {
        let commands = lines(ReportFixtures.report(infos: 11)).compactMap(ParsedCommand.init)
        #expect(commands.filter { $0.name == "notice" }.count == 10)
        #expect(commands.last?.message.hasPrefix("2 more findings were not annotated (2 notes)") == true)
    }

    @Test func aLoggedFindingCannotStartAWorkflowCommand() {
        var report = ReportFixtures.report(errors: 11)
        report.files[0].findings[10].message = "evil\n::error file=x::injected\r::warning::too"
        let output = lines(report)
        #expect(output.count == 12)
        #expect(output.filter { !$0.hasPrefix("::") }.count == 1)
    }

    @Test func pathsAreRelativeToTheWorkingDirectory() throws {
        let report = ReportFixtures.report(path: "/work/repo/sub/dir/a.json")
        let first = try #require(lines(report).first.flatMap(ParsedCommand.init))
        #expect(first.properties["file"] == "sub/dir/a.json")
    }

    @Test func quietKeepsErrorsOnly() {
        let reporter = GitHubAnnotationsReporter(workingDirectory: nil, errorsOnly: true)
        let output = ReportFixtures.string(reporter.render(ReportFixtures.report(errors: 1, warnings: 2, infos: 3)))
        #expect(output.split(separator: "\n").map { $0.prefix(8) } == ["::error "])
    }

    @Test func aCleanRunPrintsNothing() {
        #expect(GitHubAnnotationsReporter(workingDirectory: nil).render(ReportFixtures.report(errors: 0)).isEmpty)
    }
}
