import Foundation
import Testing

@testable import ShortcutCore

/// Lint results that exercise every reporter: a fixable finding, a conflict with another entry,
/// a suppressed finding, an invalid key, and a title full of characters each format must escape
/// (`%`, `,`, `:`, a line break, XML markup and a C0 control character).
enum ReportFixtures {
    static let trickyTitle = "Publish, 100%: now\nreally <&>\"' \u{1}"

    static let manifest = """
        {
          "app": "Scribe",
          "shortcuts": [
            { "id": "export", "title": "Export", "key": "Command-Shift-E" },
            { "id": "link", "title": "Insert Link ⌘", "key": "Command-K" },
            { "id": "publish", "title": "Publish, 100%: now\\nreally <&>\\"' \\u0001", "key": "Command-K" },
            { "title": "Snap", "key": "Shift-Command-4", "allow": ["system-reserved"] },
            { "title": "Broken", "key": "Command-Contrl-S" }
          ]
        }

        """

    static let cleanManifest = """
        { "app": "Clean", "shortcuts": [ { "title": "New Note", "key": "Command-N", "menu": "File" } ] }

        """

    static let workingDirectory = "/work/repo"

    /// The rules the fixture was written for: reporters are tested apart from the catalogue's
    /// growth (the fixture has no menus, which shortcut-only-action would report, for one).
    static let configuration = LintConfiguration(rules: [
        SyntaxErrorRule(), InvalidManifestRule(), UnknownFieldRule(), InvalidShortcutRule(), DuplicateShortcutRule(),
        SystemReservedRule(), RepurposedStandardRule(), ModifierOrderRule(),
    ])

    /// The fixture linted as `Manifests/scribe.shortcuts.json` inside ``workingDirectory``, plus
    /// a clean manifest.
    static func report(path: String = "Manifests/scribe.shortcuts.json") -> LintReport {
        LintReport(files: [
            LintHelpers.lint(manifest, path: path, configuration: configuration),
            LintHelpers.lint(cleanManifest, path: "clean.shortcuts.json", configuration: configuration),
        ])
    }

    /// A report of one file with `count` findings of each severity given, on consecutive lines.
    static func report(errors: Int = 0, warnings: Int = 0, infos: Int = 0) -> LintReport {
        let source = SourceFile(path: "many.json", text: String(repeating: "x\n", count: errors + warnings + infos))
        var findings: [Finding] = []
        for (severity, count) in [(Severity.info, infos), (.warning, warnings), (.error, errors)] {
            for _ in 0..<count {
                let line = findings.count + 1
                let start = SourceLocation(line: line, column: 1)
                findings.append(
                    Finding(
                        ruleID: "rule-\(severity.rawValue)", severity: severity, message: "\(severity.rawValue) on line \(line)",
                        file: "many.json", range: ByteRange(start: 2 * (line - 1), end: 2 * (line - 1) + 1),
                        span: SourceSpan(start: start, end: SourceLocation(line: line, column: 2))))
            }
        }
        return LintReport(files: [FileResult(source: source, shortcutCount: 0, findings: findings, manifest: nil, parsed: true)])
    }

    static func string(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// The report parsed by Foundation, as a dictionary.
    static func json(_ bytes: [UInt8]) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }
}
