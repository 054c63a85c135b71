/// A standard command's menu title in one of Apple's languages: `LocalizedTitle("de", "Kopieren")`.
/// The built-in rows take theirs from `Resources/localized-titles.json`, which names the public
/// file each title was read from; a house table may list them in a row's `localizedTitles`.
package struct LocalizedTitle: Hashable, Sendable {
    /// A language tag as Apple's localization folders write it: `ja`, `de`, `pt-BR`, `zh-Hans`.
    package var language: String
    package var title: String

    package init(_ language: String, _ title: String) {
        self.language = language
        self.title = title
    }

    /// The language without its region or script, lowercased (`pt-BR` and `pt_PT` are `pt`,
    /// `zh-Hans` is `zh`): a title in one variant of a language names the command in the others.
    static func primaryLanguage(_ tag: String) -> String {
        String(tag.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }
}
