/// Manifests and key texts that live in ShortcutCore's code rather than in files.
enum BuiltInSeeds {
    /// Every rule's triggering and non-triggering example: small YAML manifests that reach each
    /// rule's interesting cases.
    static var ruleExamples: [String] { examples(in: .yaml) }

    /// The examples written in one language (the Swift ones are source files, not manifests).
    static func examples(in language: RuleExample.Language) -> [String] {
        RuleCatalog.descriptions.flatMap {
            ($0.triggeringExamples + $0.nonTriggeringExamples).filter { $0.language == language }.map(\.manifest)
        }
    }

    /// Every reserved chord in both renderings (`Shift-Command-3`, `⇧⌘3`).
    static var reservedChords: [String] {
        ReservedTable.builtIn.entries.flatMap { [$0.chord.higText, $0.chord.symbols] }
    }
}
