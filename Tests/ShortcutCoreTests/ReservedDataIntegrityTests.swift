import Foundation
import ShortcutCore
import Testing

/// Structural rules of `Resources/reserved.json` that the loader and the rules rely on.
@Suite struct ReservedDataIntegrityTests {
    let entries: [ReservedTableEntry]

    init() throws {
        entries = try ReservedTableFixture.entries()
    }

    static let allowedKeys: Set<String> = Set(
        [
            "Space", "Tab", "Return", "Esc", "Delete", "ForwardDelete", "Home", "End", "PageUp", "PageDown",
            "LeftArrow", "RightArrow", "UpArrow", "DownArrow", "Eject", "Power",
            "KeypadDecimal", "KeypadPlus", "KeypadMinus", "KeypadMultiply", "KeypadDivide", "KeypadEquals",
            "KeypadEnter", "KeypadClear",
            "`", "-", "=", "[", "]", "\\", ";", "'", ",", ".", "/",
        ]
            + (1...20).map { "F\($0)" }
            + (0...9).map { "Keypad\($0)" }
            + (0...9).map { String($0) }
            + "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map { String($0) }
    )
    static let schemaFields: Set<String> = [
        "id", "chord", "match", "system", "tier", "tierSource", "versions", "condition", "conditionKind", "behavior", "action",
        "titles", "synonyms", "localizedTitles", "verbs", "objects", "complements", "platforms", "category",
        "hig", "defaultEnabled", "since", "notes", "sources", "selectors", "standIns", "family", "everyApp",
    ]
    static let platforms: Set<String> = ["macOS", "iOS", "iPadOS", "visionOS"]
    static let categories: Set<String> = [
        "hig-system", "hig-standard", "hig-international",
        "system-global", "system-menu", "services", "text-editing", "standard-app", "standard-menu",
    ]
    static let tiers: Set<String> = ["intercepted", "behavior", "standard", "appSpecific", "conditional"]

    @Test func documentIsVersionOne() throws {
        #expect(try ReservedTableFixture.document()["version"] as? Int == 1)
    }

    @Test func entriesUseOnlySchemaFields() {
        for entry in entries {
            let unknown = entry.fieldNames.subtracting(Self.schemaFields)
            #expect(unknown.isEmpty, "\(entry.id): fields outside the schema: \(unknown.sorted())")
        }
    }

    @Test func idsAreUniqueKebabCase() {
        var seen: Set<String> = []
        for entry in entries {
            #expect(entry.id.wholeMatch(of: /[a-z0-9]+(-[a-z0-9]+)*/) != nil, "\(entry.id) is not kebab-case")
            #expect(seen.insert(entry.id).inserted, "duplicate id \(entry.id)")
        }
    }

    /// A row's action selectors are one-argument Objective-C selectors, each cited from Apple's
    /// documentation among the row's sources.
    @Test func selectorsAreSelectorsWithAnAppleSource() {
        for row in ReservedTable.builtIn.entries where !row.selectors.isEmpty {
            for selector in row.selectors {
                #expect(selector.wholeMatch(of: /[a-z][A-Za-z]*:/) != nil, "\(row.id): '\(selector)' is not a selector")
                #expect(
                    row.sources.contains { $0.hasPrefix("Apple Developer Documentation") && $0.contains("action \(selector) ") },
                    "\(row.id): no Apple source names \(selector)")
            }
        }
    }

    @Test func modifiersAreKnownAndInHIGOrder() {
        for entry in entries {
            let canonical = TestChordText.modifierOrder.filter(entry.modifiers.contains)
            #expect(entry.modifiers == canonical, "\(entry.id): modifiers \(entry.modifiers)")
        }
    }

    @Test func keysComeFromTheCanonicalKeySet() {
        for entry in entries {
            #expect(Self.allowedKeys.contains(entry.key), "\(entry.id): key \(entry.key)")
        }
    }

    @Test func matchIsExactOrWithAnyExtraModifier() {
        for entry in entries {
            #expect(["exact", "withAnyExtraModifier"].contains(entry.match), "\(entry.id): match \(entry.match)")
        }
    }

    @Test func complementsExistAndAreSymmetric() {
        let byID = Dictionary(entries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for entry in entries {
            for other in entry.complements {
                #expect(other != entry.id, "\(entry.id) complements itself")
                guard let partner = byID[other] else {
                    Issue.record("\(entry.id): complement \(other) does not exist")
                    continue
                }
                #expect(partner.complements.contains(entry.id), "\(entry.id) → \(other) is not mirrored")
            }
        }
    }

    @Test func everyEntryHasASourceAndKnownPlatforms() {
        for entry in entries {
            #expect(!entry.sources.isEmpty, "\(entry.id) has no source")
            #expect(!entry.platforms.isEmpty, "\(entry.id) has no platform")
            #expect(Set(entry.platforms).isSubset(of: Self.platforms), "\(entry.id): platforms \(entry.platforms)")
        }
    }

    @Test func categoryAgreesWithSystemFlagAndHIGRow() {
        for entry in entries {
            #expect(Self.categories.contains(entry.category), "\(entry.id): category \(entry.category)")
            let fromHIG = entry.category.hasPrefix("hig-")
            #expect((entry.higTable != nil) == fromHIG, "\(entry.id): hig row and category \(entry.category) disagree")
            if entry.category == "hig-standard" { #expect(!entry.system, "\(entry.id)") }
            if entry.category == "hig-system" || entry.category == "hig-international" {
                #expect(entry.system, "\(entry.id)")
            }
        }
    }

    @Test func everyStandardEntryNamesItsMenuTitles() {
        for entry in entries where !entry.system {
            #expect(!entry.titles.isEmpty, "\(entry.id) is standard but lists no titles")
        }
        for entry in entries {
            #expect(Set(entry.titles).count == entry.titles.count, "\(entry.id) repeats a title")
            #expect(!entry.titles.contains(""), "\(entry.id) has an empty title")
        }
    }

    @Test func exactlyOneEntryMatchesWithAnyExtraModifier() {
        let patterns = entries.filter { $0.match == "withAnyExtraModifier" }
        #expect(patterns.map(\.id) == ["international-command-space-with-modifier"])
    }

    @Test func everyEntryHasATierWithItsSource() {
        for entry in entries {
            #expect(Self.tiers.contains(entry.tier ?? ""), "\(entry.id): tier \(entry.tier ?? "missing")")
            #expect(!(entry.tierSource ?? "").isEmpty, "\(entry.id) does not say where its tier comes from")
        }
    }

    /// Only the system can intercept a chord; a row the HIG leaves blank is never "intercepted".
    @Test func interceptedRowsAreSystemRows() {
        for entry in entries where entry.tier == "intercepted" {
            #expect(entry.system, "\(entry.id) is intercepted but not a system row")
        }
    }

    /// Every conditional row says what kind of setup its condition is (system-reserved decides its
    /// severity from it), and only conditional rows do.
    @Test func conditionalRowsAndOnlyThoseNameTheKindOfTheirCondition() {
        for row in ReservedTable.builtIn.entries {
            #expect((row.tier == .conditional) == (row.conditionKind != nil), "\(row.id): tier \(row.tier) and conditionKind")
        }
    }

    @Test func conditionalRowsSayWhenAndBehaviourRowsSayWhatTheKeyDoes() {
        for entry in entries {
            #expect((entry.tier == "conditional") == (entry.condition != nil), "\(entry.id): tier \(entry.tier ?? "") and condition")
            if entry.tier == "behavior" { #expect(entry.behavior != nil, "\(entry.id) is a behaviour without its text") }
            if entry.behavior != nil {
                #expect(
                    ["behavior", "conditional"].contains(entry.tier ?? ""), "\(entry.id) has a behaviour text on tier \(entry.tier ?? "")")
            }
        }
    }

    @Test func versionsNamePlatformsOfTheRowWithReleasesInOrder() {
        for entry in entries {
            for (platform, range) in entry.versions {
                #expect(entry.platforms.contains(platform), "\(entry.id): versions for \(platform), not one of its platforms")
                #expect(Set(range.keys).isSubset(of: ["since", "through"]) && !range.isEmpty, "\(entry.id): \(range)")
                let since = range["since"].flatMap(OSVersion.init)
                let through = range["through"].flatMap(OSVersion.init)
                #expect(range["since"] == nil || since != nil, "\(entry.id): since \(range["since"] ?? "")")
                #expect(range["through"] == nil || through != nil, "\(entry.id): through \(range["through"] ?? "")")
                if let since, let through { #expect(since <= through, "\(entry.id): \(range)") }
            }
        }
    }

    /// The built-in rows keep their titles in other languages in `Resources/localized-titles.json`
    /// (LocalizedTitlesDataTests), one place for every language; `localizedTitles` in a row is for
    /// house tables.
    @Test func builtInRowsKeepTheirLocalizedTitlesInTheCompanionFile() {
        for entry in entries {
            #expect(entry.localizedTitles.isEmpty, "\(entry.id): move its localizedTitles to Resources/localized-titles.json")
        }
    }
}
