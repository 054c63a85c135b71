/// What a configuration's rules say about themselves, worked out once per ``Linter``: a folder of
/// thousands of source files is thousands of small lints, and asking every rule for its
/// description again for each of them was a tenth of such a run.
struct ConfiguredRules: Sendable {
    /// The rules of the ``RuleStage/manifest`` stage, and their descriptions.
    let manifestRules: [any Rule]
    let manifestDescriptions: [RuleDescription]
    /// Their ids, in the same order (asking a rule for its description copies it).
    let manifestIDs: [String]
    /// The rules each manifest rule defers to, by its id, for those that defer (``Deferrals``).
    let deferring: [String: Set<String>]
    /// The rules that judge suppressions, run after them.
    let auditors: [any Rule]
    let enabledIDs: Set<String>
    /// Enabled rules and every rule of the catalogue: a suppression naming any other is a typo.
    let knownIDs: Set<String>
    /// Rules that cannot be turned off, re-rated or suppressed.
    let unsuppressible: Set<String>
    /// Rules that judge the words of a title (``RuleDescription/judgesTitleWording``).
    let wordingJudges: Set<String>

    init(_ rules: [any Rule]) {
        let descriptions = rules.map(\.description)
        manifestRules = zip(rules, descriptions).filter { $0.1.stage == .manifest }.map(\.0)
        manifestDescriptions = descriptions.filter { $0.stage == .manifest }
        manifestIDs = manifestDescriptions.map(\.id)
        deferring = Dictionary(
            manifestDescriptions.filter { !$0.defersTo.isEmpty }.map { ($0.id, Set($0.defersTo)) }, uniquingKeysWith: { first, _ in first })
        auditors = zip(rules, descriptions).filter { $0.1.stage == .afterSuppressions }.map(\.0)
        enabledIDs = Set(descriptions.map(\.id))
        knownIDs = enabledIDs.union(RuleCatalog.descriptions.map(\.id))
        unsuppressible = Set(descriptions.filter { !$0.isConfigurable }.map(\.id))
        wordingJudges = Set(descriptions.filter(\.judgesTitleWording).map(\.id))
    }
}
