/// A rule whose findings ask for another chord (a conflict, a reserved or standard chord, an
/// unrelated variant). The linter attaches free chords to these findings (``ChordSuggester``).
public protocol OffersChordSuggestions: Rule {}

extension LintContext {
    /// Ids of the enabled rules whose findings get chord suggestions.
    var suggestingRuleIDs: Set<String> {
        Set(rules.filter { $0 is any OffersChordSuggestions }.map { $0.description.id })
    }
}
