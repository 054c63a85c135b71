/// The whole pipeline on one manifest: lint, the JSON report, and `--fix`.
///
/// The first input byte picks the format by its lowest bit (`J` = JSON, `Y` = YAML, so corpus
/// files read as "J{...}" or "Yapp: ..."); the rest is the file. Checks: findings point into the
/// file, the JSON report is valid JSON, and fixing a fixed file changes nothing.
enum FuzzTarget: FuzzTargetKind {
    static var builtInSeeds: [[UInt8]] { BuiltInSeeds.ruleExamples.map { Array("Y\($0)".utf8) } }

    static let linter = Linter()

    static func test(_ input: [UInt8]) {
        guard let selector = input.first else { return }
        let path = selector & 1 == 0 ? "fuzz.shortcuts.json" : "fuzz.shortcuts.yml"
        let source = SourceFile(path: path, bytes: Array(input.dropFirst()))

        let result = linter.lint(source)
        FuzzChecks.check(result.findings, in: source)
        require(
            result.parsed || result.findings.contains { $0.ruleID == SyntaxErrorRule.description.id },
            "a file that does not parse has no syntax-error finding")

        let report = JSONReporter().render(LintReport(files: [result]))
        let reread = JSONParser.parse(SourceFile(path: "report.json", bytes: report))
        require(reread.error == nil, "the JSON report does not parse: \(String(describing: reread.error))")

        let once = Fixer.fix(source, with: linter)
        let twice = Fixer.fix(SourceFile(path: path, bytes: once.bytes), with: linter)
        require(twice.bytes == once.bytes, "fixing twice changes the file again (\(once.applied) then \(twice.applied) fixes)")
        if once.changed { require(twice.applied == 0, "a fixed file has \(twice.applied) fixes left") }
    }
}
