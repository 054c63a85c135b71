import ShortcutCore

/// `shortcut-lint explain RULE`: the rule's rationale, the guideline it enforces with its
/// source, its options and its examples.
enum ExplainCommand: Command {
    static let name = "explain"
    static let abstract = "Explain a rule: rationale, the HIG sentence it enforces, options and examples."
    static let usageArguments = "<rule>"
    static let argumentHelp = [("<rule>", "A rule id, as 'shortcut-lint rules' lists them.")]
    struct Options: OptionGroup {
        var all = false

        static var declarations: [OptionDeclaration<Self>] {
            [Option<Bool>.flag("all", help: "Print every rule (the catalogue in docs/rules.md).").fills(\.all)]
        }
    }

    static func run(_ options: Options, paths: [String]) -> ExitCode {
        if options.all {
            guard paths.isEmpty else { return Usage.fail("'--all' takes no rule id", command: self) }
            Terminal.write(Array(RuleDocumentation.catalogue().utf8))
            return .clean
        }
        guard paths.count == 1, let id = paths.first else {
            return Usage.fail("'explain' needs exactly one rule id", command: self)
        }
        guard let rule = RuleCatalog.rule(id: id)?.description else {
            let hint =
                EditDistance.suggestion(for: id, among: RuleCatalog.descriptions.map(\.id)).map { "; did you mean '\($0)'?" }
                ?? "; 'shortcut-lint rules' lists them"
            return Usage.fail("unknown rule '\(id)'\(hint)", command: self)
        }
        Terminal.write(Array(RuleDocumentation.markdown(for: rule).utf8))
        return .clean
    }
}
