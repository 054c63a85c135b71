import Foundation
import Testing

/// `extract` writes a manifest that, linted, gives the findings its files gave: the same rules,
/// saying the same (apart from where the other entry of a conflict is: "(line 42)" in one file,
/// "in MainMenu.xib:24, another file of Scribe" across files), on the same entries. How to fix it
/// is phrased in each input's language (an allow comment in code, `repurposes:` in a manifest),
/// so the comparison keeps what a message states, up to its remedy.
@Suite struct ExtractRoundTripTests {
    /// A finding as the comparison sees it.
    struct Seen: Hashable, CustomStringConvertible {
        var rule: String
        var severity: String
        var message: String
        var entry: String
        var suppressed: Bool

        var description: String { "[\(rule)] \(severity) \(entry)\(suppressed ? " (suppressed)" : ""): \(message)" }
    }

    /// Shortcuts computed at run time are listed as comments in the manifest, not as entries.
    static let notExtracted: Set<String> = ["unresolved-shortcut"]

    static func findings(_ run: ToolRun) throws -> [Seen] {
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        return findings.compactMap { finding in
            let rule = finding["ruleId"] as? String ?? ""
            guard !notExtracted.contains(rule) else { return nil }
            let entry = (finding["entry"] as? [String: Any])?["title"] as? String ?? "-"
            return Seen(
                rule: rule, severity: finding["severity"] as? String ?? "",
                message: statement(withoutPlaces(finding["message"] as? String ?? "")),
                entry: entry, suppressed: finding["suppressed"] as? Bool ?? false)
        }.sorted { $0.description < $1.description }
    }

    /// Where the other entry of a conflict (or the item a message cites) is, which moves when
    /// files become one manifest: "(line 41)" there, "(Base.lproj/MainMenu.xib:41)" here.
    static func withoutPlaces(_ message: String) -> String {
        message.replacing(/\(line \d+\)/, with: "‹elsewhere›").replacing(/\([^\s()]+:\d+\)/, with: "‹elsewhere›").replacing(
            /in [^ ]+:\d+, another (file|manifest) of [^ ]+/, with: "‹elsewhere›")
    }

    /// What a message states: the text before its remedy (the first "; " or ": ").
    static func statement(_ message: String) -> String {
        let cut = [message.range(of: "; "), message.range(of: ": ")].compactMap { $0?.lowerBound }.min()
        return cut.map { String(message[..<$0]) } ?? message
    }

    @Test func theExtractedManifestGivesTheFindingsOfTheFilesItCameFrom() throws {
        let project = try TemporaryDirectory(ExampleAppFixture.files)
        let elsewhere = try TemporaryDirectory()
        let manifest = elsewhere.url.appendingPathComponent("Scribe.shortcuts.yml").path

        let folder = try ToolRun(["lint", "--format", "json", "."], in: project.url)
        let extract = try ToolRun(["extract", "-o", manifest, "."], in: project.url)
        #expect(extract.status == 0, "\(extract.standardError)")
        let extracted = try ToolRun(["lint", "--format", "json", manifest], in: project.url)

        let before = try Self.findings(folder)
        let after = try Self.findings(extracted)
        #expect(before.count >= 8, "the example gives findings of many rules: \(before)")
        #expect(
            Set(before.map(\.rule)).isSuperset(of: [
                "duplicate-shortcut", "system-reserved", "unrelated-shift-variant", "repurposed-standard", "shortcut-only-action",
                "discoverability-title", "missing-modifier",
            ]))
        #expect(
            before == after,
            """
            only in the folder: \(before.filter { !after.contains($0) })
            only in the extracted manifest: \(after.filter { !before.contains($0) })
            """)
    }

    @Test func theDuplicateAcrossFilesIsTheDuplicateInTheManifest() throws {
        let project = try TemporaryDirectory(ExampleAppFixture.files)
        let folder = try ToolRun(["lint", "--no-color", "."], in: project.url)
        #expect(
            folder.standardOutput.contains(
                "Scribe/ScribeApp.swift:11:91: error: Shift-Command-E (⇧⌘E) of \"Publish\" is already the shortcut of \"Export as PDF…\" in Scribe/Base.lproj/MainMenu.xib:24, another file of Scribe in the same scope"
            ),
            "\(folder.standardOutput)")
        let extract = try ToolRun(["extract", "."], in: project.url)
        #expect(
            extract.standardOutput.contains(
                "  # from Scribe/ScribeApp.swift:11\n  - title: Publish\n    key: Shift-Command-E\n    menu: Note\n"))
    }
}
