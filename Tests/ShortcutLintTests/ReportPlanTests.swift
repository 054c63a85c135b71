import Testing

@testable import ShortcutLint

struct ReportPlanTests {
    func plan(_ formats: [String], output: String? = nil) throws -> [String] {
        try ReportPlan(formats: formats, output: output).reports.map { "\($0.format.rawValue)>\($0.path ?? "stdout")" }
    }

    func usageError(_ formats: [String], output: String? = nil) -> String? {
        do {
            _ = try ReportPlan(formats: formats, output: output)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func withoutFormatTheTextReportGoesToStandardOutput() throws {
        #expect(try plan([]) == ["text>stdout"])
    }

    @Test func everyFormatIsAccepted() throws {
        for format in ["text", "json", "sarif", "github", "junit", "checkstyle"] {
            #expect(try plan([format]) == ["\(format)>stdout"])
        }
    }

    @Test func aFileAfterAColonTakesThatReport() throws {
        #expect(
            try plan(["text", "sarif:results.sarif", "junit:out/junit.xml"]) == [
                "text>stdout", "sarif>results.sarif", "junit>out/junit.xml",
            ])
    }

    @Test func onlyTheFirstColonSeparatesTheFile() throws {
        #expect(try plan(["sarif:C:reports.sarif"]) == ["sarif>C:reports.sarif"])
    }

    @Test func aDashIsStandardOutput() throws {
        #expect(try plan(["sarif:-", "json:r.json"]) == ["sarif>stdout", "json>r.json"])
    }

    @Test func outputSendsTheStandardOutputReportToAFile() throws {
        #expect(try plan(["sarif"], output: "r.sarif") == ["sarif>r.sarif"])
        #expect(try plan([], output: "lint.txt") == ["text>lint.txt"])
        #expect(try plan(["json:r.json", "github"], output: "gh.txt") == ["json>r.json", "github>gh.txt"])
    }

    @Test func twoReportsOnStandardOutputAreAnError() {
        #expect(usageError(["text", "sarif"])?.hasPrefix("only one report can go to standard output, but text, sarif would") == true)
    }

    @Test func outputWithNoReportLeftForItIsAnError() {
        #expect(usageError(["sarif:a.sarif"], output: "b") == "'--output b' has no report to take: every '--format' already names its file")
    }

    @Test func anUnknownFormatNamesTheKnownOnes() {
        #expect(usageError(["xml"]) == "unknown format 'xml'; expected one of text, json, sarif, github, junit, checkstyle")
    }

    @Test func aColonWithoutAFileIsAnError() {
        #expect(usageError(["sarif:"]) == "'--format sarif:' names no file after ':'")
    }

    @Test func twoReportsCannotShareAFile() {
        #expect(usageError(["sarif:r", "json:r"]) == "two reports would be written to 'r'")
    }
}
