/// Every rule shortcut-lint has, in the order `shortcut-lint rules` lists them. Register a new
/// rule by adding its type here.
public enum RuleCatalog {
    static let all: [any Rule.Type] = [
        SyntaxErrorRule.self,
        InvalidManifestRule.self,
        UnknownFieldRule.self,
        UnresolvedShortcutRule.self,
        UnreadableSourceRule.self,
        InvalidShortcutRule.self,
        DuplicateShortcutRule.self,
        LocalizationDriftRule.self,
        SystemReservedRule.self,
        RepurposedStandardRule.self,
        ModifierOrderRule.self,
        ControlModifierRule.self,
        OptionModifierRule.self,
        OptionTypesCharacterRule.self,
        PreferCommandRule.self,
        UnrelatedShiftVariantRule.self,
        TwoCharacterKeyRule.self,
        LayoutDependentKeyRule.self,
        GlobeModifierRule.self,
        MissingModifierRule.self,
        NavigationKeyRule.self,
        TooManyCustomRule.self,
        DiscoverabilityTitleRule.self,
        ShortcutOnlyActionRule.self,
        UnsupportedPlatformRule.self,
        UnusedSuppressionRule.self,
    ]

    public static var descriptions: [RuleDescription] { all.map { $0.description } }

    package static func rule(id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }
}
