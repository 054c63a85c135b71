import Foundation
import Testing

@testable import ShortcutCore

/// `Examples/XcodeTemplate`: the menu of Xcode's macOS App template plus what AppKit and macOS add
/// at run time. Apple's own menu must lint with no finding at all, under `--strict` (`.ci/run`
/// checks the command line too).
@Suite struct RealMenuXcodeTemplateTests {
    static let path = "Examples/XcodeTemplate/XcodeTemplate.shortcuts.yml"

    static func lint() -> FileResult {
        let url = Conformance.packageRoot.appendingPathComponent(path)
        let bytes = (try? Data(contentsOf: url)).map { [UInt8]($0) } ?? []
        return Linter(configuration: .default).lint(SourceFile(path: path, bytes: bytes))
    }

    @Test func theTemplateMenuLintsCleanUnderStrictSettings() {
        // --strict fails on warnings; a clean example has no finding of any severity.
        let findings = Self.lint().findings.filter { !$0.isSuppressed }
        #expect(
            findings.isEmpty,
            "\(findings.count) findings:\n\(findings.map { "\($0.span.start.line): [\($0.ruleID)] \($0.message)" }.joined(separator: "\n"))"
        )
    }

    @Test func recordsTheTemplateItemsAndTheRuntimeAdditions() throws {
        let manifest = try #require(Self.lint().manifest)
        let entries = manifest.shortcuts.map { (($0.menu?.components ?? []) + [$0.title ?? ""]).joined(separator: " > ") }
        #expect(manifest.shortcuts.count == 64)  // 46 from the storyboard, 18 added at run time
        for expected in [
            "Edit > Find > Find and Replace…", "Format > Text > Copy Ruler", "Format > Text > Paste Ruler",
            "View > Show Sidebar", "View > Enter Full Screen", "Edit > Emoji & Symbols", "Edit > Start Dictation…",
            "View > Show All Tabs", "Window > Show Previous Tab", "Window > Show Next Tab", "Window > Minimize",
            "Window > Move & Resize > Left", "Window > Fill",
        ] {
            #expect(entries.contains(expected), "missing \(expected)")
        }
    }
}
