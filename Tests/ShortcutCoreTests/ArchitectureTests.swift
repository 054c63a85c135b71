import Foundation
import Testing

@testable import ShortcutCore

/// docs/architecture.md lists the places a new rule touches, each held by a test: here, a rule
/// file for every catalogue entry and none outside it, and the doc naming every place; elsewhere,
/// the examples (RuleExampleTests), a flip in the exemplary manifest (ExemplaryManifestTests), the
/// rule shown by a shipped example (ShippedExampleTests), a README row with its options' defaults
/// and the README samples (ReadmeSampleTests), and generated docs (RuleDocumentationTests).
@Suite struct ArchitectureTests {
    static let root = Conformance.packageRoot
    static let ruleFolders = ["Sources/ShortcutCore/Rules/Catalogue", "Sources/ShortcutCore/Rules/Manifest"]

    /// `struct <Name>Rule: Rule` declarations, by file.
    static func ruleTypes() throws -> [(file: String, type: String)] {
        var found: [(String, String)] = []
        for folder in ruleFolders {
            for name in try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path).sorted()
            where name.hasSuffix(".swift") {
                let text = try String(contentsOf: root.appendingPathComponent("\(folder)/\(name)"), encoding: .utf8)
                for match in text.matches(of: /struct (\w+): Rule\b/) { found.append((name, String(match.1))) }
            }
        }
        return found
    }

    @Test func everyRuleFileHoldsOneRuleNamedLikeIt() throws {
        for (file, type) in try Self.ruleTypes() { #expect(file == "\(type).swift") }
    }

    @Test func theCatalogueListsEveryRuleFileAndNothingElse() throws {
        let declared = Set(try Self.ruleTypes().map(\.type))
        let catalogued = Set(RuleCatalog.all.map { String(describing: $0) })
        #expect(declared == catalogued)
        #expect(RuleCatalog.all.count == catalogued.count, "a rule is listed twice")
    }

    /// Rules ask the title model (`Sources/ShortcutCore/Titles`) what titles mean; none cuts a
    /// title into words, lowercases it or keeps a word list of its own.
    @Test func rulesAskTheTitleModelAndNeverTokenize() throws {
        let folders = Self.ruleFolders + ["Sources/ShortcutCore/Rules/Suggestions", "Sources/ShortcutCore/Rules/Context"]
        let tokenizing = [
            "TitleScanner", "JapaneseSegmenter", "commandWords", "significantWords", "TitleVocabulary", ".lowercased()",
            ".split(separator: \" \")", "components(separatedBy: \" \")",
        ]
        for folder in folders {
            for name in try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(folder).path).sorted()
            where name.hasSuffix(".swift") {
                let text = try String(contentsOf: Self.root.appendingPathComponent("\(folder)/\(name)"), encoding: .utf8)
                for word in tokenizing where text.contains(word) {
                    Issue.record("\(folder)/\(name) uses \(word): ask Sources/ShortcutCore/Titles instead")
                }
            }
        }
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        #expect(doc.contains("## The title model (`Titles/`)"))
    }

    /// Messages are data (Resources/messages): a rule's check picks a message and fills its
    /// placeholders, and writes no sentence of its own, in any language. Past its description,
    /// a rule file holds no string literal of three words or more (a precondition's note aside).
    @Test func rulesWordNoMessagesThemselves() throws {
        for folder in Self.ruleFolders {
            for name in try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(folder).path).sorted()
            where name.hasSuffix(".swift") {
                let text = try String(contentsOf: Self.root.appendingPathComponent("\(folder)/\(name)"), encoding: .utf8)
                guard let start = text.range(of: "    init() {}") ?? text.range(of: "    init(settings: RuleSettings)") else {
                    Issue.record("\(name): no init() after the description")
                    continue
                }
                let code = text[start.lowerBound...].split(separator: "\n").filter { line in
                    let trimmed = line.drop { $0 == " " }
                    return !trimmed.hasPrefix("//") && !line.contains("precondition")
                }
                for line in code {
                    for literal in line.matches(of: /"(?:[^"\\]|\\.)*"/) where literal.output.split(separator: " ").count >= 3 {
                        Issue.record("\(folder)/\(name) words a message itself: \(literal.output); add it to Resources/messages")
                    }
                }
            }
        }
    }

    /// A rule's examples are written as they read, in multi-line literals, so a failing one is
    /// found by its line: no rule file writes a line break as `\n` (docs/architecture.md).
    @Test func ruleExamplesAreWrittenAsTheyRead() throws {
        for folder in Self.ruleFolders {
            let names = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(folder).path)
            for name in names.sorted() where name.hasSuffix(".swift") {
                let text = try String(contentsOf: Self.root.appendingPathComponent("\(folder)/\(name)"), encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where line.contains(#"\n"#) {
                    Issue.record("\(folder)/\(name):\(number + 1) writes \\n: write the example as a multi-line literal")
                }
            }
        }
    }

    /// The doc's numbered steps are exactly the places above.
    @Test func theDocListsTheStepsTheTestsCheck() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let section = try #require(
            text.components(separatedBy: "## Adding a rule").dropFirst().first?.components(separatedBy: "\n### ").first)
        let steps = section.split(separator: "\n").filter { $0.first?.isNumber == true && $0.contains(". ") }
        #expect(steps.count == 7)
        for place in [
            "Rules/Catalogue/<Name>Rule.swift", "RuleCatalog.all", "ExemplaryManifestTests.swift", "Scribe.shortcuts.yml",
            "README.md", "docs/rules.md", "Examples/ScribeApp", "Rules/Manifest/", "Examples/XcodeTemplate", "verdicts.yml",
            "docs/precision.md",
        ] {
            #expect(section.contains(place), "the steps do not mention \(place)")
        }
    }

    /// Each test the checklists ("Adding a rule", "Adding a manifest field") name as holding a
    /// step exists: `Suite` a suite, `Suite.test` a test of it.
    @Test func everyTestTheChecklistsNameExists() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let tests = Self.root.appendingPathComponent("Tests")
        var sources = ""
        for case let url as URL in FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)!
        where url.pathExtension == "swift" {
            sources += try String(contentsOf: url, encoding: .utf8)
        }
        var named = 0
        for heading in ["## Adding a rule", "## Adding a manifest field"] {
            let section = try #require(text.components(separatedBy: heading).dropFirst().first?.components(separatedBy: "\n## ").first)
            for match in section.matches(of: /`([A-Z][A-Za-z]*Tests)(?:\.([a-zA-Z]+))?`/) {
                named += 1
                let (suite, test) = (String(match.output.1), match.output.2.map(String.init))
                let suiteExists = sources.contains("struct \(suite)")
                let testExists = test.map { sources.contains("func \($0)(") } ?? true
                #expect(suiteExists, "\(heading): no suite \(suite)")
                #expect(testExists, "\(heading): no test \(suite).\(test ?? "")")
            }
        }
        #expect(named >= 20, "the checklists name the tests that hold their steps")
    }
}
