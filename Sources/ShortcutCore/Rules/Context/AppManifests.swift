/// The manifests of one app, in the order they were given (manifests that name the same `app`,
/// one per module, say): what rules that look across files check together.
package struct AppManifests: Sendable {
    package let app: String
    package let manifests: [Manifest]
    /// The language whose menu these manifests make (``LanguageVariants``): nil for the base
    /// language, and for an app with one.
    package var language: Language?
    /// The translated copies among ``manifests``, each beside its base file.
    package var translations: [TranslatedCopy]
    /// The language findings are worded in (``LintConfiguration/messages``).
    package var messages: MessageCatalogue

    package init(
        app: String, manifests: [Manifest], language: Language? = nil, translations: [TranslatedCopy] = [],
        messages: MessageCatalogue = .english
    ) {
        self.app = app
        self.manifests = manifests
        self.language = language
        self.translations = translations
        self.messages = messages
    }
}

extension Finding {
    /// A finding about `entry` of `manifest`, pointing at its key unless `range` says otherwise.
    static func about(
        _ entry: ShortcutEntry, in manifest: Manifest, rule: RuleDescription, message: String, severity: Severity? = nil,
        range: ByteRange? = nil, related: RelatedItem? = nil, fix: Fix? = nil
    ) -> Finding {
        let range = range ?? entry.keyRange
        var fix = fix
        if let fixRange = fix?.range { fix?.span = manifest.source.span(fixRange) }
        return Finding(
            ruleID: rule.id, severity: severity ?? rule.defaultSeverity, message: message, file: manifest.source.path,
            range: range, span: manifest.source.span(range), shortcut: entry.key.map(ShortcutDescription.init),
            related: related, entry: EntryReference(id: entry.id, title: entry.title, index: entry.position), fix: fix)
    }
}
