/// One row of the reserved-shortcut table: a chord the system uses (`system`, the HIG's ●) or a
/// standard chord people know from every app, with what the system really does with it (``tier``),
/// the OS releases it applies to, and the ways apps name its action.
///
/// A value with its fields in one shared, copy-on-write box (as ``ShortcutEntry``): lookups return
/// rows by value and a copy is one reference count, however many texts a row holds. The box also
/// keeps the row's title patterns, compiled the first time the row is asked.
public struct ReservedEntry: Hashable, Sendable {
    public enum Match: String, Sendable {
        /// The chord exactly.
        case exact
        /// The chord plus at least one more modifier (the HIG's "[Modifier key]-Command-Space").
        case withAnyExtraModifier
    }

    private var storage: Storage

    // Not inlined: the generated EmbeddedReservedTable calls it for every row in one initialiser,
    // and inlining every call adds several seconds of optimisation to each release build.
    @inline(never)
    init(
        id: String, chord: Chord, match: Match = .exact, system: Bool, tier: ReservedTier? = nil,
        tierSource: String? = nil, versions: [Platform: ReleaseRange] = [:], condition: String? = nil,
        conditionKind: ConditionKind? = nil, behavior: String? = nil, family: String? = nil, everyApp: Bool = false, action: String,
        actionJapanese: String? = nil, titles: [String] = [],
        synonyms: [String] = [], standIns: [String] = [], localizedTitles: [LocalizedTitle] = [], verbs: [String] = [],
        objects: [String] = [], selectors: [String] = [], complements: [String] = [], platforms: PlatformSet, category: String,
        sources: [String] = []
    ) {
        storage = Storage(
            Fields(
                id: id, chord: chord, match: match, system: system, tier: tier ?? .default(system: system),
                tierSource: tierSource, versions: versions, condition: condition, conditionKind: conditionKind,
                behavior: behavior, family: family, everyApp: everyApp, action: action,
                actionJapanese: actionJapanese,
                terms: UseTerms(
                    titles: titles, synonyms: synonyms, localizedTitles: localizedTitles, verbs: verbs, objects: objects,
                    selectors: selectors, standIns: standIns),
                complements: complements, platforms: platforms, category: category, sources: sources))
    }

    public var id: String {
        get { storage.fields.id }
        set { unique().fields.id = newValue }
    }

    public var chord: Chord {
        get { storage.fields.chord }
        set { unique().fields.chord = newValue }
    }

    public var match: Match {
        get { storage.fields.match }
        set { unique().fields.match = newValue }
    }

    /// The HIG's ● ("Used by the System") for HIG rows; for other rows, whether the system uses
    /// the chord. ``tier`` says how.
    public var system: Bool {
        get { storage.fields.system }
        set { unique().fields.system = newValue }
    }

    /// Intercepted, a text-system or control behaviour, standard, app-specific, or conditional.
    public var tier: ReservedTier {
        get { storage.fields.tier }
        set { unique().fields.tier = newValue }
    }

    /// The source of the tier decision (an Apple page, System Settings, the data file's source).
    public var tierSource: String? {
        get { storage.fields.tierSource }
        set { unique().fields.tierSource = newValue }
    }

    /// The releases each platform's row applies to; a platform not listed applies on every release.
    package var versions: [Platform: ReleaseRange] {
        get { storage.fields.versions }
        set { unique().fields.versions = newValue }
    }

    /// For ``ReservedTier/conditional`` rows: when the row applies ("only with input sources of
    /// more than one script").
    public var condition: String? {
        get { storage.fields.condition }
        set { unique().fields.condition = newValue }
    }

    /// For ``ReservedTier/conditional`` rows: what kind of setup the condition is (Apple reserved,
    /// an accessibility shortcut, a setting, rare hardware…), which decides how loudly
    /// `system-reserved` reports the row.
    public var conditionKind: ConditionKind? {
        get { storage.fields.conditionKind }
        set { unique().fields.conditionKind = newValue }
    }

    /// For ``ReservedTier/behavior`` rows (and conditional rows with a behaviour): what the key
    /// normally does, to finish a sentence ("extends the selection one character to the left in
    /// text").
    public var behavior: String? {
        get { storage.fields.behavior }
        set { unique().fields.behavior = newValue }
    }

    /// The standard commands this row's command comes with (`text.font` for Bold: Format › Font;
    /// `find` for Find Next), as `Resources/reserved.json`'s `families` lists them with their
    /// sources. An app that shows one of a family's commands shows the family; a family shows the
    /// families it names with a dot (`text` is shown by `text.font`). Nil for house rows: they
    /// are always the app's.
    package var family: String? {
        get { storage.fields.family }
        set { unique().fields.family = newValue }
    }

    /// Every app has this row's command (Quit, Close, Save, Undo, Cut, Copy, Paste, Select All,
    /// Print, Settings, cancelling, keyboard focus): people press it by reflex, so the HIG's
    /// allowance for a command that makes no sense in the app never applies.
    package var everyApp: Bool {
        get { storage.fields.everyApp }
        set { unique().fields.everyApp = newValue }
    }

    public var action: String {
        get { storage.fields.action }
        set { unique().fields.action = newValue }
    }

    package var actionJapanese: String? {
        get { storage.fields.actionJapanese }
        set { unique().fields.actionJapanese = newValue }
    }

    /// Apple's menu titles for the action (`Hide ‹App›`, `Find…`).
    public var titles: [String] {
        get { storage.fields.terms.titles }
        set { uniqueTerms().fields.terms.titles = newValue }
    }

    /// Other apps' names for the action ("Find Again" for Find Next, "Make Text Bigger").
    package var synonyms: [String] {
        get { storage.fields.terms.synonyms }
        set { uniqueTerms().fields.terms.synonyms = newValue }
    }

    /// Another feature's titles that may hold the chord in the action's place (Show Filter Bar on
    /// Command-F): the app's own use of the chord, but no sign of the row's family.
    package var standIns: [String] {
        get { storage.fields.terms.standIns }
        set { uniqueTerms().fields.terms.standIns = newValue }
    }

    /// The action's menu titles in Apple's other languages (保存, ‹App›を終了, Kopieren), each cited
    /// in `Resources/localized-titles.json`.
    package var localizedTitles: [LocalizedTitle] {
        get { storage.fields.terms.localizedTitles }
        set { uniqueTerms().fields.terms.localizedTitles = newValue }
    }

    /// Verbs that name the action together with one of ``objects``, in either order ("Increase" +
    /// "Font Size", `files.save`).
    package var verbs: [String] {
        get { storage.fields.terms.verbs }
        set { uniqueTerms().fields.terms.verbs = newValue }
    }

    /// What ``verbs`` act on; may be a placeholder (`‹Item›`).
    package var objects: [String] {
        get { storage.fields.terms.objects }
        set { uniqueTerms().fields.terms.objects = newValue }
    }

    /// The AppKit action selectors sent for the action (`copy:`, `openDocument:`), as an
    /// Interface Builder item's `<action selector>` or code's `#selector` names them: an item that
    /// sends one is this row's command whatever its title ("Launch Game…" sending `openDocument:`).
    /// Only selectors that mean this one action are listed (not `performFindPanelAction:`, whose tag
    /// picks Find, Find Next or Use Selection for Find).
    package var selectors: [String] {
        get { storage.fields.terms.selectors }
        set { uniqueTerms().fields.terms.selectors = newValue }
    }

    /// The first of the action's titles in `language` (`ja`, `de`), for messages in that language.
    package func title(in language: String) -> String? {
        let wanted = LocalizedTitle.primaryLanguage(language)
        return localizedTitles.first { LocalizedTitle.primaryLanguage($0.language) == wanted }?.title
    }

    /// Ids of related standard shortcuts (Undo and Redo), which may share a base chord.
    package var complements: [String] {
        get { storage.fields.complements }
        set { unique().fields.complements = newValue }
    }

    public var platforms: PlatformSet {
        get { storage.fields.platforms }
        set { unique().fields.platforms = newValue }
    }

    public var category: String {
        get { storage.fields.category }
        set { unique().fields.category = newValue }
    }

    public var sources: [String] {
        get { storage.fields.sources }
        set { unique().fields.sources = newValue }
    }

    /// Whether the entry `use` describes implements this row's action: Copy on ⌘C, "Hide Scribe" on
    /// ⌘H in Scribe, "Show Next Tab" on ⌃⇥, `editor::Redo` on ⇧⌘Z, すべてを選択 on ⌘A, Fett on ⌘B,
    /// "Dismiss Panel" on Esc. Not "Hide Sidebar" on ⌘H, "Save As…" on ⌘S or "Quit Server" on ⌘Q.
    /// The title model (`Sources/ShortcutCore/Titles`) reads the titles.
    public func recognizesUse(_ use: StandardUseQuery) -> Bool { storage.usePatterns.matches(use) }

    /// Whether pressing `chord` triggers this entry.
    public func matches(_ candidate: Chord) -> Bool {
        switch match {
        case .exact:
            return candidate == chord
        case .withAnyExtraModifier:
            return candidate.key == chord.key && candidate.modifiers.isStrictSuperset(of: chord.modifiers)
        }
    }

    /// Whether the row applies on one of `platforms` at the releases `chosen`. A platform without
    /// a chosen release means today's releases: a row that ended (F12 Dashboard, through macOS
    /// 10.14) does not apply, every other row does.
    func applies(on platforms: PlatformSet, at chosen: PlatformVersions) -> Bool {
        let fields = storage.fields
        let shared = fields.platforms.intersection(platforms)
        guard !shared.isEmpty else { return false }
        guard !fields.versions.isEmpty else { return true }
        return shared.platforms.contains { platform in
            guard let range = fields.versions[platform] else { return true }
            guard let version = chosen[platform] else { return range.through == nil }
            return range.contains(version)
        }
    }

    /// The chord as the HIG writes it, with the pattern spelled out.
    public var chordText: String {
        match == .exact ? chord.higText : "[Modifier key]-\(chord.higText)"
    }

    public static func == (lhs: ReservedEntry, rhs: ReservedEntry) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(storage.fields) }

    /// The box, copied first if another entry shares it.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        return storage
    }

    /// The box for a change of titles or other terms: its compiled patterns no longer apply.
    private mutating func uniqueTerms() -> Storage {
        let storage = unique()
        storage.forgetCompiled()
        return storage
    }

    private struct Fields: Hashable {
        var id: String
        var chord: Chord
        var match: Match
        var system: Bool
        var tier: ReservedTier
        var tierSource: String?
        var versions: [Platform: ReleaseRange]
        var condition: String?
        var conditionKind: ConditionKind?
        var behavior: String?
        var family: String?
        var everyApp: Bool
        var action: String
        var actionJapanese: String?
        var terms: UseTerms
        var complements: [String]
        var platforms: PlatformSet
        var category: String
        var sources: [String]
    }

    /// Only ever mutated through a uniquely referenced box (``unique()``), which is what makes
    /// sharing it between threads safe; the compiled patterns are filled in under
    /// ``CompiledTerms``' mutex by whichever thread asks first.
    private final class Storage: @unchecked Sendable {
        var fields: Fields
        private var compiledUse: UsePatterns?

        init(_ fields: Fields) { self.fields = fields }

        var usePatterns: UsePatterns {
            CompiledTerms.locked {
                if let compiledUse { return compiledUse }
                let patterns = UsePatterns(fields.terms)
                compiledUse = patterns
                return patterns
            }
        }

        /// Called only on a uniquely referenced box.
        func forgetCompiled() {
            compiledUse = nil
        }
    }
}
