import Foundation
import Testing

@testable import ShortcutCore

/// `Examples/Exemplary.shortcuts.yml` follows every guideline, so it gets no finding at all; each
/// flip below breaks exactly one guideline and must produce exactly that guideline's rule.
@Suite struct ExemplaryManifestTests {
    static let text: String = {
        let url = Conformance.packageRoot.appendingPathComponent("Examples/Exemplary.shortcuts.yml")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    @Test func followsEveryGuideline() {
        let findings = YAMLExamples.lint(Self.text).findings
        #expect(findings.isEmpty, "\(findings.map { "\($0.span.start.line): \($0.message) [\($0.ruleID)]" })")
    }

    @Test func coversWhatTheGuidelinesTalkAbout() throws {
        let result = YAMLExamples.lint(Self.text)
        let manifest = try #require(result.manifest)
        #expect(manifest.shortcuts.count >= 30)
        #expect(manifest.platforms == PlatformSet([.macOS, .iPadOS]))
        #expect(manifest.shortcuts.contains { $0.menu?.text == "View > Sort By" })
        #expect(manifest.shortcuts.contains { $0.when != nil })
        #expect(manifest.shortcuts.contains { $0.discoverabilityTitle != nil })
        #expect(manifest.shortcuts.contains { $0.complements != nil })
        #expect(manifest.shortcuts.contains { $0.repurposes != nil })
        #expect(manifest.shortcuts.contains { $0.declaredPlatforms != nil })
    }

    /// One guideline broken: `edits` replace text that must occur exactly once, `appended` adds
    /// entries at the end.
    struct Flip: CustomTestStringConvertible, Sendable {
        let expected: String
        let edits: [(String, String)]
        var appended = ""
        var testDescription: String { expected }

        func apply(to text: String) -> String? {
            var text = text
            for (old, new) in edits {
                guard text.components(separatedBy: old).count == 2 else { return nil }
                text = text.replacingOccurrences(of: old, with: new)
            }
            return text + appended
        }
    }

    static func entry(_ id: String, _ title: String, _ key: String, menu: String, when: String? = nil) -> String {
        "  - id: \(id)\n    title: \(title)\n    key: \(key)\n    menu: \(menu)\n" + (when.map { "    when: \($0)\n" } ?? "")
    }

    static let flips: [Flip] = [
        Flip(expected: "syntax-error", edits: [("    title: Publish…\n", "    title: \"Publish…\n")]),
        Flip(expected: "invalid-shortcut", edits: [("key: Command-\\\n", "key: Command-Hyper-S\n")]),
        Flip(expected: "invalid-manifest", edits: [("    title: Publish…\n", "")]),
        Flip(expected: "unknown-field", edits: [("title: Publish…\n", "title: Publish…\n    shortcut: yes\n")]),
        Flip(expected: "duplicate-shortcut", edits: [("menu: File\n    when: sidebar\n", "menu: File\n    when: editor\n")]),
        Flip(expected: "system-reserved", edits: [("key: Command-\\\n", "key: Shift-Command-3\n")]),
        Flip(expected: "repurposed-standard", edits: [("    repurposes: jump-to-selection\n", "")]),
        Flip(expected: "modifier-order", edits: [("key: Shift-Command-R\n", "key: Command-Shift-R\n")]),
        Flip(expected: "control-modifier", edits: [("key: Command-R\n", "key: Control-Command-R\n")]),
        Flip(
            expected: "option-modifier", edits: [],
            appended: entry("saveAll", "Save All", "Option-Command-S", menu: "File")
                + entry("printSelection", "Print Selection…", "Option-Command-P", menu: "File")
                + entry("openInNewWindow", "Open in New Window", "Option-Command-O", menu: "File")
                + entry("quitKeepingWindows", "Quit and Keep Windows", "Option-Command-Q", menu: "Quill")
                + entry("newNoteFromClipboard", "New Note from Clipboard", "Option-Command-N", menu: "File")
                + entry("cutLine", "Cut Line", "Option-Command-X", menu: "Edit")),
        Flip(expected: "option-types-character", edits: [("key: Command-L\n    menu: File\n", "key: Option-L\n    menu: File\n")]),
        Flip(expected: "prefer-command", edits: [("key: Command-L\n    menu: File\n", "key: Shift-L\n    menu: File\n")]),
        Flip(expected: "globe-modifier", edits: [("key: Command-L\n    menu: File\n", "key: Globe-Command-L\n    menu: File\n")]),
        Flip(expected: "unrelated-shift-variant", edits: [("title: Remove Link\n", "title: Archive Note\n")]),
        Flip(expected: "two-character-key", edits: [("key: Command-?\n", "key: Shift-Command-/\n")]),
        Flip(expected: "layout-dependent-key", edits: [("key: Command-0\n", "key: Option-Command-0\n")]),
        Flip(expected: "missing-modifier", edits: [("key: Command-Return\n", "key: Return\n")]),
        Flip(expected: "navigation-key", edits: [("key: Option-Command-Down arrow\n", "key: Option-Down arrow\n")]),
        Flip(
            expected: "too-many-custom", edits: [],
            appended: (1...30).map { entry("palette\($0)", "Palette Action \($0)", "Command-F1", menu: "Tools", when: "palette\($0)") }
                .joined()),
        Flip(expected: "discoverability-title", edits: [("    discoverabilityTitle: Sort by Title\n", "")]),
        Flip(expected: "shortcut-only-action", edits: [("key: Command-\\\n    menu: View\n", "key: Command-\\\n")]),
        Flip(expected: "unused-suppression", edits: [("key: Shift-Command-R\n", "key: Shift-Command-R\n    allow: [modifier-order]\n")]),
        Flip(
            expected: "unsupported-platform",
            edits: [("platforms: [macOS, iPadOS]\nshortcuts:", "platforms: [macOS, iPadOS, watchOS]\nshortcuts:")]),
    ]

    @Test(arguments: flips)
    func breakingOneGuidelineReportsOnlyItsRule(_ flip: Flip) throws {
        let text = try #require(flip.apply(to: Self.text), "an edit does not match exactly once")
        let ids = Set(YAMLExamples.ruleIDs(text))
        #expect(ids == [flip.expected])
    }

    /// Every rule a manifest can break has a flip (the rules about source code, whose examples
    /// are Swift, cannot be broken by a manifest).
    @Test func everyRuleHasAFlip() {
        let flipped = Set(Self.flips.map(\.expected))
        let manifestRules = RuleCatalog.descriptions.filter { !$0.triggeringExamples.allSatisfy { $0.language != .yaml } }
        let missing = manifestRules.map(\.id).filter { !flipped.contains($0) }
        #expect(missing.isEmpty, "\(missing)")
    }
}
