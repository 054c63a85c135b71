import Foundation
import Testing

@testable import ShortcutCore

/// What `rules`, `explain` and the docs print about each rule holds together: ids, the HIG text
/// each rule quotes, and its options.
@Suite struct RuleMetadataTests {
    static let rules = RuleCatalog.descriptions

    /// The conflict rules, and only they, get free-chord suggestions; a rule that lost its
    /// ``RuleDescription/suggestsChords`` would otherwise lose them without a failing test.
    @Test func exactlyTheConflictRulesOfferChordSuggestions() throws {
        let ids = Self.rules.filter(\.suggestsChords).map(\.id)
        #expect(Set(ids) == ["duplicate-shortcut", "system-reserved", "repurposed-standard", "unrelated-shift-variant"])
    }

    @Test func idsAreUniqueAndKebabCase() {
        let ids = Self.rules.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" } })
    }

    /// The quoted sentence is in the named seed, word for word, in the named section (markdown
    /// emphasis aside, and the no-break space the seed puts after a bold lead-in read as a space):
    /// guidelines are cited, never paraphrased.
    @Test(Shared.needs("seeds", "the seeds"), arguments: rules.filter { $0.guideline != nil }.map(\.id))
    func guidelineIsQuotedFromItsSeedSection(_ id: String) throws {
        let guideline = try #require(RuleCatalog.rule(id: id)?.description.guideline)
        let seed = try #require(guideline.url.flatMap { Self.seedByPage[$0] }, "\(id): no seed holds \(guideline.url ?? guideline.source)")
        let text = try String(contentsOf: Shared.file("seeds/\(seed)"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Self.plain($0) }
        let start = try #require(
            text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
                $0.hasPrefix("#") && Self.plain($0) == guideline.section
            },
            "no section '\(guideline.section)' in \(guideline.source)")
        var body = ""
        for (offset, line) in lines[(start + 1)...].enumerated() {
            if text.split(separator: "\n", omittingEmptySubsequences: false)[start + 1 + offset].hasPrefix("#") { break }
            body += line + "\n"
        }
        #expect(body.contains(guideline.quote), "\(id): quote not found under '\(guideline.section)'")
    }

    /// In Japanese every guideline is seed 001's own words (the Keyboards page in Japanese), quoted
    /// after the heading the credit names, and the credit and address are the Japanese page's.
    @Test(Shared.needs("seeds", "the seeds"), arguments: rules.filter { $0.guideline != nil }.map(\.id))
    func japaneseGuidelineIsQuotedFromSeed001UnderItsSection(_ id: String) throws {
        let japanese = try #require(MessageCatalogue.named("ja"))
        let guideline = try #require(RuleCatalog.rule(id: id)?.description.worded(in: japanese).guideline)
        let text = "\n" + (try String(contentsOf: Shared.file("seeds/001_4155cac1ab27618e.txt"), encoding: .utf8))
        #expect(guideline.source.hasPrefix("ヒューマンインターフェイスガイドライン"))
        #expect(guideline.url == "https://developer.apple.com/jp/design/human-interface-guidelines/keyboards")
        let heading = try #require(text.range(of: "\n\(guideline.section)\n"), "\(id): no heading '\(guideline.section)' in seed 001")
        #expect(text[heading.upperBound...].contains(guideline.quote), "\(id): the quote is not in seed 001 after '\(guideline.section)'")
    }

    /// The seed copy of each guideline page the rules quote (the seeds are ours; users are
    /// pointed at Apple's page).
    static let seedByPage = [
        "https://developer.apple.com/design/human-interface-guidelines/keyboards": "000_48cf527f1d019b5f.txt",
        "https://developer.apple.com/design/human-interface-guidelines/virtual-keyboards": "002_df62276751fbacd6.txt",
        "https://developer.apple.com/design/human-interface-guidelines/focus-and-selection": "004_e7a52720126b8412.txt",
    ]

    /// What users read credits Apple's pages and sections, never the project's seed files.
    @Test func noRuleDocumentationNamesASeedFile() {
        let text = RuleDocumentation.catalogue()
        #expect(!text.contains(".txt"))
        #expect(!text.lowercased().contains("seed"))
        for rule in Self.rules {
            guard let guideline = rule.guideline else { continue }
            #expect(guideline.credit.hasPrefix("Human Interface Guidelines › "), "\(rule.id)")
            #expect(text.contains("— \(guideline.credit)"), "\(rule.id)")
        }
    }

    /// A line without markdown heading marks, emphasis and list bullets, no-break spaces as spaces.
    static func plain(_ line: Substring) -> String {
        var text = String(line).replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "*", with: "")
            .replacingOccurrences(of: "\u{00A0}", with: " ")
        while text.hasPrefix("#") { text.removeFirst() }
        if text.hasPrefix("- ") { text.removeFirst(2) }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// A rule defers only to rules that exist and never to itself.
    @Test(arguments: rules.map(\.id))
    func deferralsNameOtherRulesThatExist(_ id: String) throws {
        let rule = try #require(RuleCatalog.rule(id: id)).description
        for other in rule.defersTo {
            #expect(RuleCatalog.rule(id: other) != nil, "\(id) defers to unknown '\(other)'")
            #expect(other != id)
        }
    }

    /// No rule reaches itself by following deferrals, however long the way (a circle would
    /// silence every rule on it).
    @Test(arguments: rules.map(\.id))
    func deferralsNeverLeadBackToTheRule(_ id: String) throws {
        let deferrals = Dictionary(uniqueKeysWithValues: Self.rules.map { ($0.id, $0.defersTo) })
        #expect(Self.deferralCircle(from: id, in: deferrals) == nil, "\(Self.deferralCircle(from: id, in: deferrals) ?? [])")
    }

    /// The first way from `start` back to itself along `deferrals`, as the rules passed; nil when
    /// there is none.
    static func deferralCircle(from start: String, in deferrals: [String: [String]]) -> [String]? {
        var seen: Set<String> = []
        var stack: [[String]] = [[start]]
        while let path = stack.popLast() {
            for next in deferrals[path.last!] ?? [] {
                if next == start { return path + [next] }
                if seen.insert(next).inserted { stack.append(path + [next]) }
            }
        }
        return nil
    }

    @Test func aCircleOfThreeRulesIsFound() {
        let circle = Self.deferralCircle(from: "a", in: ["a": ["b"], "b": ["c"], "c": ["a"], "d": ["a"]])
        #expect(circle == ["a", "b", "c", "a"])
        #expect(Self.deferralCircle(from: "d", in: ["a": ["b"], "b": ["c"], "c": ["a"], "d": ["a"]]) == nil)
    }

    @Test(arguments: rules.map(\.id))
    func anUnknownOptionIsRejected(_ id: String) throws {
        let rule = try #require(RuleCatalog.rule(id: id)).description
        #expect(throws: RuleOptionError.self) { try RuleSettings(RuleOptionValues(["noSuchOption": .bool(true)]), for: rule) }
    }

    @Test(arguments: rules.flatMap { rule in rule.options.map { (rule.id, $0.name, $0.defaultValue) } })
    func everyDeclaredOptionAcceptsItsDefault(_ id: String, _ name: String, _ value: Double) throws {
        let rule = try #require(RuleCatalog.rule(id: id)).description
        let settings = try RuleSettings(RuleOptionValues([name: .number(value)]), for: rule)
        #expect(settings[try #require(rule.options.first { $0.name == name })] == value)
    }

    @Test func fixableRulesAreTheOnesThatFix() {
        #expect(Self.rules.filter(\.isFixable).map(\.id).sorted() == ["modifier-order", "two-character-key"])
    }
}
