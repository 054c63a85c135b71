/// A check over one manifest. A rule is one file that decides: its ``RuleDescription`` (id,
/// severity, summary, the guideline it enforces, its options, the rules it defers to, its
/// examples) and the code that turns the lint context's facts into findings. Adding one is that
/// file plus one line in ``RuleCatalog/all`` (docs/architecture.md lists every step).
///
/// A rule is a value made from its settings: ``init()`` gives the declared options their
/// defaults, ``init(settings:)`` the values a configuration chose.
package protocol Rule: Sendable {
    static var description: RuleDescription { get }

    /// The rule with every declared option at its default.
    init()

    /// The rule with the options a configuration set; the values were already checked against
    /// the declarations in ``RuleDescription/options``.
    init(settings: RuleSettings)

    /// Everything the rule reports about one manifest.
    func check(_ context: LintContext) -> [Finding]

    /// What the rule reports about the manifests of one app taken together (manifests that name
    /// the same `app`); each manifest on its own was already checked by ``check(_:)``.
    func checkTogether(_ manifests: AppManifests) -> [Finding]

    /// How the rule judges a chord the suggester considers offering an entry, so that a
    /// suggestion never draws a finding. Made once per manifest: it may keep caches. Nil when the
    /// rule never objects to a chord.
    func candidateFilter(_ context: LintContext) -> (any CandidateFilter)?
}

extension Rule {
    package init(settings: RuleSettings) { self.init() }

    package func checkTogether(_ manifests: AppManifests) -> [Finding] { [] }

    package func candidateFilter(_ context: LintContext) -> (any CandidateFilter)? { nil }

    package var description: RuleDescription { Self.description }
}

/// A rule's verdict on chords the suggester considers for an entry.
package protocol CandidateFilter {
    /// True when giving `entry` the single chord `candidate` would make the rule report it.
    mutating func rejects(_ candidate: Chord, for entry: ShortcutEntry) -> Bool

    /// What the verdict depends on, so the suggester knows what it may remember.
    var scope: CandidateFilterScope { get }
}

package enum CandidateFilterScope: Sendable {
    /// Only the candidate, the entry's platforms and whether the entry has a `when` scope: the
    /// suggester asks once per such triple (a large manifest asks about the same chords often).
    case chordAndPlace
    /// Anything about the entry or the manifest, at a few table lookups per candidate.
    case entry
    /// Like ``entry`` but costly: asked last, once every cheaper filter has let the chord pass.
    case costly
}

extension CandidateFilter {
    package var scope: CandidateFilterScope { .entry }
}

/// A ``CandidateFilter`` from a closure.
struct RejectWhen: CandidateFilter {
    let rejects: (Chord, ShortcutEntry) -> Bool
    let scope: CandidateFilterScope

    init(_ scope: CandidateFilterScope = .entry, _ rejects: @escaping (Chord, ShortcutEntry) -> Bool) {
        self.scope = scope
        self.rejects = rejects
    }

    func rejects(_ candidate: Chord, for entry: ShortcutEntry) -> Bool { rejects(candidate, entry) }
}
