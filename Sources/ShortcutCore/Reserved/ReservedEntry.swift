/// One row of the reserved-shortcut table: a chord the system takes (`system`), or a standard
/// chord people know from every app.
public struct ReservedEntry: Hashable, Sendable {
    public enum Match: String, Sendable {
        /// The chord exactly.
        case exact
        /// The chord plus at least one more modifier (the HIG's "[Modifier key]-Command-Space").
        case withAnyExtraModifier
    }

    public var id: String
    public var chord: Chord
    public var match: Match
    /// Reserved by the system: declaring it is an error. Otherwise a standard shortcut:
    /// repurposing it is a warning.
    public var system: Bool
    public var action: String
    public var actionJapanese: String?
    /// Menu titles that mean "the same action" (`Hide ‹App›`, `Find…`).
    public var titles: [String] {
        didSet { titlePatterns = titles.map(TitlePattern.init) }
    }
    /// ``titles``, compiled once for matching.
    public private(set) var titlePatterns: [TitlePattern]
    /// Ids of related standard shortcuts (Undo and Redo), which may share a base chord.
    public var complements: [String]
    public var platforms: PlatformSet
    public var category: String
    public var sources: [String]

    // Not inlined: the generated EmbeddedReservedTable calls it 220 times in one initialiser, and
    // inlining every call adds several seconds of optimisation to each release build.
    @inline(never)
    public init(
        id: String, chord: Chord, match: Match = .exact, system: Bool, action: String, actionJapanese: String? = nil,
        titles: [String] = [], complements: [String] = [], platforms: PlatformSet, category: String,
        sources: [String] = []
    ) {
        self.id = id
        self.chord = chord
        self.match = match
        self.system = system
        self.action = action
        self.actionJapanese = actionJapanese
        self.titles = titles
        self.titlePatterns = titles.map(TitlePattern.init)
        self.complements = complements
        self.platforms = platforms
        self.category = category
        self.sources = sources
    }

    /// Whether a manifest title (already ``TitleMatching/normalized(_:)``) names this row's action.
    public func matchesTitle(normalized title: String?) -> Bool {
        guard let title else { return false }
        return titlePatterns.contains { $0.matches(normalizedTitle: title) }
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

    /// The chord as the HIG writes it, with the pattern spelled out.
    public var chordText: String {
        match == .exact ? chord.higText : "[Modifier key]-\(chord.higText)"
    }
}
