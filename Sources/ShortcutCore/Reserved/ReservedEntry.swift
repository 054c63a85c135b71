/// One row of the reserved-shortcut table: a chord the system uses (`system`, the HIG's ●) or a
/// standard chord people know from every app, with what the system really does with it (``tier``),
/// the OS releases it applies to, and the ways apps name its action.
///
/// A plain value; it keeps its title patterns, compiled the first time the row is asked, in a box
/// that copies of the row share until one of them changes its terms.
public struct ReservedEntry: Hashable, Sendable {
    public enum Match: String, Sendable {
        /// The chord exactly.
        case exact
        /// The chord plus at least one more modifier (the HIG's "[Modifier key]-Command-Space").
        case withAnyExtraModifier
    }

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
        self.id = id
        self.chord = chord
        self.match = match
        self.system = system
        self.tier = tier ?? .default(system: system)
        self.tierSource = tierSource
        self.versions = versions
        self.condition = condition
        self.conditionKind = conditionKind
        self.behavior = behavior
        self.family = family
        self.everyApp = everyApp
        self.action = action
        self.actionJapanese = actionJapanese
        self.titles = titles
        self.synonyms = synonyms
        self.standIns = standIns
        self.localizedTitles = localizedTitles
        self.verbs = verbs
        self.objects = objects
        self.selectors = selectors
        self.complements = complements
        self.platforms = platforms
        self.category = category
        self.sources = sources
    }

    public var id: String
    public var chord: Chord
    public var match: Match

    /// The HIG's ● ("Used by the System") for HIG rows; for other rows, whether the system uses
    /// the chord. ``tier`` says how.
    public var system: Bool

    /// Intercepted, a text-system or control behaviour, standard, app-specific, or conditional.
    public var tier: ReservedTier

    /// The source of the tier decision (an Apple page, System Settings, the data file's source).
    public var tierSource: String?

    /// The releases each platform's row applies to; a platform not listed applies on every release.
    package var versions: [Platform: ReleaseRange]

    /// For ``ReservedTier/conditional`` rows: when the row applies ("only with input sources of
    /// more than one script").
    public var condition: String?

    /// For ``ReservedTier/conditional`` rows: what kind of setup the condition is (Apple reserved,
    /// an accessibility shortcut, a setting, rare hardware…), which decides how loudly
    /// `system-reserved` reports the row.
    public var conditionKind: ConditionKind?

    /// For ``ReservedTier/behavior`` rows (and conditional rows with a behaviour): what the key
    /// normally does, to finish a sentence ("extends the selection one character to the left in
    /// text").
    public var behavior: String?

    /// The standard commands this row's command comes with (`text.font` for Bold: Format › Font;
    /// `find` for Find Next), as `Resources/reserved.json`'s `families` lists them with their
    /// sources. An app that shows one of a family's commands shows the family; a family shows the
    /// families it names with a dot (`text` is shown by `text.font`). Nil for house rows: they
    /// are always the app's.
    package var family: String?

    /// Every app has this row's command (Quit, Close, Save, Undo, Cut, Copy, Paste, Select All,
    /// Print, Settings, cancelling, keyboard focus): people press it by reflex, so the HIG's
    /// allowance for a command that makes no sense in the app never applies.
    package var everyApp: Bool

    public var action: String

    package var actionJapanese: String?

    /// Apple's menu titles for the action (`Hide ‹App›`, `Find…`).
    public var titles: [String] { didSet { compiled = CompiledUse() } }

    /// Other apps' names for the action ("Find Again" for Find Next, "Make Text Bigger").
    package var synonyms: [String] { didSet { compiled = CompiledUse() } }

    /// Another feature's titles that may hold the chord in the action's place (Show Filter Bar on
    /// Command-F): the app's own use of the chord, but no sign of the row's family.
    package var standIns: [String] { didSet { compiled = CompiledUse() } }

    /// The action's menu titles in Apple's other languages (保存, ‹App›を終了, Kopieren), each cited
    /// in `Resources/localized-titles.json`.
    package var localizedTitles: [LocalizedTitle] { didSet { compiled = CompiledUse() } }

    /// Verbs that name the action together with one of ``objects``, in either order ("Increase" +
    /// "Font Size", `files.save`).
    package var verbs: [String] { didSet { compiled = CompiledUse() } }

    /// What ``verbs`` act on; may be a placeholder (`‹Item›`).
    package var objects: [String] { didSet { compiled = CompiledUse() } }

    /// The AppKit action selectors sent for the action (`copy:`, `openDocument:`), as an
    /// Interface Builder item's `<action selector>` or code's `#selector` names them: an item that
    /// sends one is this row's command whatever its title ("Launch Game…" sending `openDocument:`).
    /// Only selectors that mean this one action are listed (not `performFindPanelAction:`, whose tag
    /// picks Find, Find Next or Use Selection for Find).
    package var selectors: [String] { didSet { compiled = CompiledUse() } }

    /// The first of the action's titles in `language` (`ja`, `de`), for messages in that language.
    package func title(in language: String) -> String? {
        let wanted = LocalizedTitle.primaryLanguage(language)
        return localizedTitles.first { LocalizedTitle.primaryLanguage($0.language) == wanted }?.title
    }

    /// Ids of related standard shortcuts (Undo and Redo), which may share a base chord.
    package var complements: [String]

    public var platforms: PlatformSet

    public var category: String

    public var sources: [String]

    /// Whether the entry `use` describes implements this row's action: Copy on ⌘C, "Hide Scribe" on
    /// ⌘H in Scribe, "Show Next Tab" on ⌃⇥, `editor::Redo` on ⇧⌘Z, すべてを選択 on ⌘A, Fett on ⌘B,
    /// "Dismiss Panel" on Esc. Not "Hide Sidebar" on ⌘H, "Save As…" on ⌘S or "Quit Server" on ⌘Q.
    /// The title model (`Sources/ShortcutCore/Titles`) reads the titles.
    public func recognizesUse(_ use: StandardUseQuery) -> Bool {
        CompiledTerms.locked {
            if let patterns = compiled.patterns { return patterns }
            let patterns = UsePatterns(
                UseTerms(
                    titles: titles, synonyms: synonyms, localizedTitles: localizedTitles, verbs: verbs, objects: objects,
                    selectors: selectors, standIns: standIns))
            compiled.patterns = patterns
            return patterns
        }.matches(use)
    }

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
        let shared = self.platforms.intersection(platforms)
        guard !shared.isEmpty else { return false }
        guard !versions.isEmpty else { return true }
        return shared.platforms.contains { platform in
            guard let range = versions[platform] else { return true }
            guard let version = chosen[platform] else { return range.through == nil }
            return range.contains(version)
        }
    }

    /// The chord as the HIG writes it, with the pattern spelled out.
    public var chordText: String {
        match == .exact ? chord.higText : "[Modifier key]-\(chord.higText)"
    }

    /// The row's use patterns, compiled the first time the row is asked (under ``CompiledTerms``'
    /// mutex, by whichever thread asks first); copies of the row share it, and a change of the
    /// row's terms gives the changed copy a new, empty one. Not part of the row's value: every
    /// box is equal to every other.
    private var compiled = CompiledUse()

    private final class CompiledUse: Hashable, @unchecked Sendable {
        /// Read and written only under ``CompiledTerms``' mutex.
        var patterns: UsePatterns?

        static func == (lhs: CompiledUse, rhs: CompiledUse) -> Bool { true }
        func hash(into hasher: inout Hasher) {}
    }
}
