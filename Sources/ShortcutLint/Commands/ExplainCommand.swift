import ShortcutCore

/// `shortcut-lint explain RULE`: the rule's rationale, the guideline it enforces with its
/// source, its options and its examples.
enum ExplainCommand: Command {
    static let name = "explain"
    static let usageArguments = "<rule>"
    static let arguments = ["<rule>"]
    struct Options: OptionGroup {
        var all = false

        static var declarations: [OptionDeclaration<Self>] {
            [Option<Bool>.flag("all", help: "explain.all").fills(\.all)]
        }
    }

    static func run(_ options: Options, paths: [String]) -> ExitCode {
        if options.all {
            guard paths.isEmpty else { return Usage.fail("'--all' takes no rule id", command: self) }
            Terminal.write(Array(RuleDocumentation.catalogue(in: OutputLanguage.current).utf8))
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
        Terminal.write(Array(RuleDocumentation.markdown(for: rule.worded(in: OutputLanguage.current)).utf8))
        return .clean
    }
}
