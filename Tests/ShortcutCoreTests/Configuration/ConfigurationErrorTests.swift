import Testing

@testable import ShortcutCore

/// Every way a config file can be wrong is an error at the exact line and column, in the
/// compiler's `path:line:column: error:` form.
@Suite struct ConfigurationErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var config: String
        /// The one expected line: `.shortcut-lint.json:L:C: error: …` starts with this.
        var expected: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "unknown rule id, with a suggestion",
            config: "{\n  \"rules\": {\n    \"modifer-order\": \"off\"\n  }\n}",
            expected: ".shortcut-lint.json:3:5: error: unknown rule 'modifer-order'; did you mean 'modifier-order'?"),
        Case(
            name: "unknown setting",
            config: "{\n  \"rules\": {\n    \"modifier-order\": \"warn\"\n  }\n}",
            expected:
                ".shortcut-lint.json:3:23: error: the setting of 'modifier-order' must be off, error, warning, info or a mapping of options, found 'warn'; did you mean 'warning'?"
        ),
        Case(
            name: "unknown severity inside a mapping",
            config: "{\n  \"rules\": {\n    \"modifier-order\": { \"severity\": \"fatal\" }\n  }\n}",
            expected: ".shortcut-lint.json:3:37: error: the setting of 'modifier-order' must be off"),
        Case(
            name: "a setting of the wrong type",
            config: "{\n  \"rules\": {\n    \"modifier-order\": 3\n  }\n}",
            expected:
                ".shortcut-lint.json:3:23: error: the setting of 'modifier-order' must be off, error, warning, info or a mapping of options, found a number"
        ),
        Case(
            name: "turning off a rule that cannot be turned off",
            config: "{\n  \"rules\": {\n    \"syntax-error\": \"off\"\n  }\n}",
            expected: ".shortcut-lint.json:3:21: error: rule 'syntax-error' cannot be turned off or given another severity"),
        Case(
            name: "re-rating a rule that cannot be re-rated",
            config: "{\n  \"rules\": {\n    \"invalid-manifest\": { \"severity\": \"info\" }\n  }\n}",
            expected: ".shortcut-lint.json:3:39: error: rule 'invalid-manifest' cannot be turned off or given another severity"),
        Case(
            name: "an option the rule does not have",
            config: "{\n  \"rules\": {\n    \"modifier-order\": { \"max\": 3 }\n  }\n}",
            expected: ".shortcut-lint.json:3:25: error: rule 'modifier-order' has no option 'max'; it has none besides 'severity'"),
        Case(
            name: "a misspelt option",
            config: "{\n  \"rules\": {\n    \"test-limit\": { \"mx\": 3 }\n  }\n}",
            expected:
                ".shortcut-lint.json:3:21: error: rule 'test-limit' has no option 'mx'; did you mean 'max'?; its options: severity, max"),
        Case(
            name: "an option value that is not a scalar",
            config: "{\n  \"rules\": {\n    \"test-limit\": { \"max\": [80] }\n  }\n}",
            expected: ".shortcut-lint.json:3:28: error: option 'max' of 'test-limit' must be a number, a string or a boolean, found a list"),
        Case(
            name: "an option value the rule refuses",
            config: "{\n  \"rules\": {\n    \"test-limit\": { \"max\": 0 }\n  }\n}",
            expected: ".shortcut-lint.json:3:28: error: rule 'test-limit': 'max' must be a whole number from 1 to 999999999"),
        Case(
            name: "an option value too large",
            config: "{\n  \"rules\": {\n    \"test-limit\": { \"max\": 2147483648 }\n  }\n}",
            expected: ".shortcut-lint.json:3:28: error: rule 'test-limit': 'max' must be a whole number from 1 to 999999999"),
        Case(
            name: "rules that are not a mapping",
            config: "{\n  \"rules\": [\"modifier-order\"]\n}",
            expected: ".shortcut-lint.json:2:12: error: 'rules' must be a mapping from rule ids to settings, found a list"),
        Case(
            name: "the same rule twice",
            config: "{\n  \"rules\": {\n    \"modifier-order\": \"off\",\n    \"modifier-order\": \"error\"\n  }\n}",
            expected: ".shortcut-lint.json:4:5: error: duplicate key 'modifier-order' in 'rules' (first at line 3)"),
        Case(
            name: "an unknown top-level key",
            config: "{\n  \"exlude\": []\n}",
            expected:
                ".shortcut-lint.json:2:3: error: unknown key 'exlude' in the configuration; did you mean 'exclude'?; known keys: rules, platforms, platformVersions, reserved, include, exclude, tests"
        ),
        Case(
            name: "an unknown platform",
            config: "{\n  \"platforms\": [\"macOS\", \"Windows\"]\n}",
            expected:
                ".shortcut-lint.json:2:26: error: unknown platform 'Windows'; expected one of macOS, iOS, iPadOS, visionOS, tvOS, watchOS"),
        Case(
            name: "a release that is not a number",
            config: "{\n  \"platformVersions\": { \"macOS\": \"Sequoia\" }\n}",
            expected:
                ".shortcut-lint.json:2:34: error: 'Sequoia' is not a release; write it as Apple numbers it, such as \"15\" or \"10.14\""),
        Case(
            name: "a release for an unknown platform",
            config: "{\n  \"platformVersions\": { \"macos15\": \"15\" }\n}",
            expected:
                ".shortcut-lint.json:2:25: error: unknown platform 'macos15'; did you mean 'macOS'?; expected one of macOS, iOS, iPadOS, visionOS, tvOS, watchOS"
        ),
        Case(
            name: "releases that are not a mapping",
            config: "{\n  \"platformVersions\": \"15\"\n}",
            expected:
                ".shortcut-lint.json:2:23: error: 'platformVersions' must map platforms to releases, e.g. { macOS: \"15\", iPadOS: \"18\" }"
        ),
        Case(
            name: "no platforms",
            config: "{\n  \"platforms\": []\n}",
            expected: ".shortcut-lint.json:2:16: error: 'platforms' needs at least one platform"),
        Case(
            name: "a platform that is not a string",
            config: "{\n  \"platforms\": [true]\n}",
            expected: ".shortcut-lint.json:2:17: error: a platform must be a string, found a boolean"),
        Case(
            name: "an empty exclude pattern",
            config: "{\n  \"exclude\": [\"Legacy/**\", \"\"]\n}",
            expected: ".shortcut-lint.json:2:28: error: an 'exclude' pattern is empty"),
        Case(
            name: "an exclude pattern that is not a string",
            config: "{\n  \"exclude\": [{}]\n}",
            expected: ".shortcut-lint.json:2:15: error: an 'exclude' pattern must be a string, found a mapping"),
        Case(
            name: "an empty include pattern",
            config: "{\n  \"include\": [\"\"]\n}",
            expected: ".shortcut-lint.json:2:15: error: an 'include' pattern is empty; write a glob such as 'App/**'"),
        Case(
            name: "a missing reserved table",
            config: "{\n  \"reserved\": [\"house.json\"]\n}",
            expected: ".shortcut-lint.json:2:16: error: cannot read the reserved table 'house.json': No such file or directory"),
        Case(
            name: "an inline reserved row without an id",
            config: "{\n  \"reserved\": [{ \"chord\": \"Command-K\", \"system\": false, \"action\": \"Link\" }]\n}",
            expected: ".shortcut-lint.json:2:16: error: reserved entry is missing 'id'"),
        Case(
            name: "a configuration that is not a mapping",
            config: "[]",
            expected: ".shortcut-lint.json:1:1: error: a configuration must be a mapping"),
        Case(
            name: "a syntax error",
            config: "{\n  \"rules\": {,}\n}",
            expected: ".shortcut-lint.json:2:13: error:"),
    ]

    @Test(arguments: cases)
    func reportsTheProblemAtItsPosition(_ example: Case) {
        let errors = ConfigurationFixture.errors(example.config)
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.hasPrefix(example.expected) == true, "got \(errors)")
    }

    @Test func reportsEveryProblemInOneRun() {
        let errors = ConfigurationFixture.errors(
            "{\n  \"rules\": { \"nope\": \"off\", \"modifier-order\": \"loud\" },\n  \"platforms\": \"Amiga\",\n  \"extra\": 1\n}")
        #expect(
            errors.map { $0.split(separator: ":").prefix(3).joined(separator: ":") } == [
                ".shortcut-lint.json:2:14", ".shortcut-lint.json:2:47", ".shortcut-lint.json:3:16", ".shortcut-lint.json:4:3",
            ])
    }

    @Test func aBadRowInAReservedTableFileIsReportedInThatFile() {
        let errors = ConfigurationFixture.errors(
            "{ \"reserved\": [\"tables/house.json\"] }",
            files: [
                "/repo/tables/house.json":
                    "{ \"entries\": [\n  { \"id\": \"x\", \"chord\": \"Command-Blorp\", \"system\": false, \"action\": \"X\" }\n] }"
            ])
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("tables/house.json:2:25: error: 'chord' unknown key") == true, "\(errors)")
    }

    @Test func anUnreadableReservedTableGivesTheSystemsReason() throws {
        do {
            _ = try ConfigurationDecoder.decode(
                SourceFile(path: "cfg/.shortcut-lint.json", text: "{ \"reserved\": \"house.json\" }"), directory: "/repo/cfg",
                fileSystem: InMemoryFileSystem(["/repo/cfg/house.json": "{}"], unreadable: ["/repo/cfg/house.json"]))
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description
                    == "cfg/.shortcut-lint.json:1:15: error: cannot read the reserved table 'cfg/house.json': Permission denied")
        }
    }
}
