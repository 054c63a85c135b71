/// A rule whose findings ask for another chord (a conflict, a reserved or standard chord, an
/// unrelated variant). The linter attaches free chords to these findings (``ChordSuggester``).
/// Adopt it where the rule type is declared: a class rule whose subclass adopts it would keep
/// the superclass's `offersChordSuggestions` (false).
public protocol OffersChordSuggestions: Rule {}

extension OffersChordSuggestions {
    public var offersChordSuggestions: Bool { true }
}

extension LintContext {
    /// Ids of the enabled rules whose findings get chord suggestions.
    var suggestingRuleIDs: Set<String> {
        Set(rules.filter(\.offersChordSuggestions).map { $0.description.id })
    }
}
