import Foundation
import Testing

@testable import ShortcutCore

/// The README's examples: `Examples/Scribe` (manifests) and `Examples/ScribeApp` (a Mac app's
/// XIB and Swift code) show every rule at work between them, and the exemplary manifest shows none.
@Suite struct ShippedExampleTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func ruleIDs(_ json: String, key: String) throws -> Set<String> {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        if let list = object as? [[String: Any]] { return Set(list.compactMap { $0[key] as? String }) }
        let findings = (object as? [String: Any])?["findings"] as? [[String: Any]] ?? []
        return Set(findings.compactMap { $0[key] as? String })
    }

    /// docs/architecture.md's step 4: a rule that a manifest can trigger shows in the manifests of
    /// `Examples/Scribe`; a rule only source code triggers (its examples are all Swift or XIB)
    /// shows in `Examples/ScribeApp`.
    @Test func eachRuleShowsInTheExampleOfItsInput() throws {
        let manifests = try ToolRun(["lint", "--format", "json", "Examples/Scribe"], in: Self.packageRoot)
        let app = try ToolRun(["lint", "--format", "json", "Examples/ScribeApp"], in: Self.packageRoot)
        #expect(manifests.status == 1)
        #expect(app.status == 1)
        let inManifests = try Self.ruleIDs(manifests.standardOutput, key: "ruleId")
        let inApp = try Self.ruleIDs(app.standardOutput, key: "ruleId")
        for rule in RuleCatalog.descriptions {
            if rule.triggeringExamples.contains(where: { $0.language == .yaml }) {
                #expect(inManifests.contains(rule.id), "Examples/Scribe does not show \(rule.id)")
            } else {
                #expect(inApp.contains(rule.id), "Examples/ScribeApp does not show \(rule.id)")
            }
        }
    }

    /// The Mac app example: what the issue asked it to show, at the XIB's and the Swift code's lines,
    /// and, in its German menu, a stale key that collides there only.
    @Test func theAppExampleReportsAtTheLinesOfTheXIBAndTheSwiftCode() throws {
        let run = try ToolRun(["lint", "--format", "json", "Examples/ScribeApp"], in: Self.packageRoot)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        let places = Set(findings.map { "\($0["ruleId"] as? String ?? "") \($0["file"] as? String ?? ""):\($0["line"] as? Int ?? 0)" })
        let folder = "Examples/ScribeApp/Sources/Scribe/"
        #expect(
            places == [
                "duplicate-shortcut \(folder)Base.lproj/MainMenu.xib:36",
                "system-reserved \(folder)Base.lproj/MainMenu.xib:37",
                "discoverability-title \(folder)NotesViewController.swift:13",
                "unresolved-shortcut \(folder)AppDelegate.swift:15",
                "duplicate-shortcut \(folder)de.lproj/MainMenu.xib:65",
                "localization-drift \(folder)de.lproj/MainMenu.xib:65",
                "unreadable-source \(folder)DraftCommands.swift:5",
            ])
        let duplicate = try #require(findings.first { $0["ruleId"] as? String == "duplicate-shortcut" })
        #expect((duplicate["message"] as? String)?.contains("in \(folder)AppDelegate.swift:12, another file of Scribe") == true)
        let german = try #require(findings.last { $0["ruleId"] as? String == "duplicate-shortcut" })
        #expect((german["message"] as? String)?.contains("in the same scope of the German (de) menu") == true)
    }

    /// `lint Examples` used to give 13 duplicate errors, the exemplary manifest declaring the
    /// same app as Examples/Scribe: each example lints the same alone and together (issue 20).
    @Test func theExamplesLintTheSameTogetherAsAlone() throws {
        func findings(_ path: String) throws -> [String] {
            let run = try ToolRun(["lint", "--format", "json", path], in: Self.packageRoot)
            let report = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
            let list = try #require(report["findings"] as? [[String: Any]])
            return list.map {
                "\($0["file"] ?? ""):\($0["line"] ?? ""):\($0["column"] ?? ""): \($0["ruleId"] ?? "") \($0["message"] ?? "")"
            }
        }
        let alone = try ["Examples/Exemplary.shortcuts.yml", "Examples/Scribe", "Examples/ScribeApp", "Examples/XcodeTemplate"].flatMap(
            findings)
        #expect(try findings("Examples").sorted() == alone.sorted())
    }

    @Test func exemplaryManifestIsClean() throws {
        let run = try ToolRun(["lint", "Examples/Exemplary.shortcuts.yml"], in: Self.packageRoot)
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("0 errors, 0 warnings, 0 notes"))
    }
}

/// What the README shows is what the binary prints.
@Suite struct ReadmeSampleTests {
    static let readme: String =
        (try? String(contentsOf: ShippedExampleTests.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    /// The text block right after `anchor`.
    static func block(after anchor: String) -> String? {
        guard let start = readme.range(of: anchor)?.upperBound,
            let open = readme.range(of: "```text\n", range: start..<readme.endIndex),
            let close = readme.range(of: "```", range: open.upperBound..<readme.endIndex)
        else { return nil }
        return String(readme[open.upperBound..<close.lowerBound])
    }

    @Test func theScribeSampleIsWhatTheLinterPrints() throws {
        let shown = try #require(Self.block(after: "The first command prints the findings and exits with 1:"))
        let run = try ToolRun(["lint", "--no-color", "Examples/Scribe"], in: ShippedExampleTests.packageRoot)
        #expect(run.standardOutput == shown)
    }

    @Test func theAppSampleIsWhatTheLinterPrints() throws {
        let shown = try #require(Self.block(after: "`shortcut-lint lint Examples/ScribeApp` prints the findings"))
        let run = try ToolRun(["lint", "--no-color", "Examples/ScribeApp"], in: ShippedExampleTests.packageRoot)
        #expect(run.status == 1)
        #expect(run.standardOutput == shown)
    }

    /// The extract sample is an excerpt: its lines appear in the output in the same order, `# …`
    /// standing for what it leaves out.
    @Test func theExtractSampleIsAnExcerptOfWhatExtractPrints() throws {
        let start = try #require(Self.readme.range(of: "`shortcut-lint extract Examples/ScribeApp` prints")?.upperBound)
        let open = try #require(Self.readme.range(of: "```yaml\n", range: start..<Self.readme.endIndex))
        let close = try #require(Self.readme.range(of: "```", range: open.upperBound..<Self.readme.endIndex))
        let shown = Self.readme[open.upperBound..<close.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .filter { $0 != "  # …" && !$0.isEmpty }
        let run = try ToolRun(["extract", "Examples/ScribeApp"], in: ShippedExampleTests.packageRoot)
        var printed = run.standardOutput.split(separator: "\n")[...]
        for line in shown {
            let found = printed.firstIndex(of: line)
            #expect(found != nil, "not printed, or out of order: \(line)")
            if let found { printed = printed[(found + 1)...] }
        }
    }
}

extension ReadmeSampleTests {
    /// The README's rule table lists every rule once, with its default severity.
    @Test func theRuleTableListsEveryRuleWithItsSeverity() throws {
        let table = Self.readme.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap { row -> (String, String)? in
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2, ["error", "warning", "info"].contains(cells[1]) else { return nil }
            return (cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")), cells[1])
        }
        let rules = try ToolRun(["rules", "--format", "json"], in: ShippedExampleTests.packageRoot)
        let list = try #require(try JSONSerialization.jsonObject(with: Data(rules.standardOutput.utf8)) as? [[String: Any]])
        let catalogue = list.compactMap { rule in (rule["id"] as? String).map { ($0, rule["defaultSeverity"] as? String ?? "") } }
        #expect(table.map(\.0).sorted() == catalogue.map(\.0).sorted())
        for (id, severity) in catalogue {
            #expect(table.first { $0.0 == id }?.1 == severity, "\(id)")
        }
    }
}

extension ReadmeSampleTests {
    /// A README row names each of its rule's options with the default the rule declares
    /// (`maxShare` (0.25)), so changing a default cannot leave the README behind.
    @Test func theRuleTableGivesEachOptionItsDeclaredDefault() throws {
        let rules = try ToolRun(["rules", "--format", "json"], in: ShippedExampleTests.packageRoot)
        let list = try #require(try JSONSerialization.jsonObject(with: Data(rules.standardOutput.utf8)) as? [[String: Any]])
        let rows = Self.readme.split(separator: "\n").filter { $0.hasPrefix("| `") }
        for rule in list {
            let id = try #require(rule["id"] as? String)
            let row = try #require(rows.first { $0.hasPrefix("| `\(id)` |") }, "no README row for \(id)")
            for option in rule["options"] as? [[String: Any]] ?? [] {
                let name = try #require(option["name"] as? String)
                let value = try #require(option["default"] as? NSNumber)
                #expect(row.contains("`\(name)` (\(value))"), "the README row of \(id) does not give `\(name)` (\(value))")
            }
        }
    }
}
