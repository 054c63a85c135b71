/// What the suppressions of one manifest did, for the rules that judge suppressions themselves
/// (``RuleStage/afterSuppressions``): the ones that hid nothing, and comments that are not on an
/// entry or not well formed.
package struct SuppressionAudit: Sendable {
    /// Allowed rule ids that matched no finding.
    var unused: [Suppressions.Unused]
    /// `# shortcut-lint:` comments that are malformed or on no entry.
    var strays: [SuppressionComments.Directive]
    /// Every rule id there is, and those the configuration runs.
    var knownRuleIDs: Set<String>
    var enabledRuleIDs: Set<String>
    /// Rules that cannot be suppressed (or turned off).
    var unsuppressible: Set<String>
}
