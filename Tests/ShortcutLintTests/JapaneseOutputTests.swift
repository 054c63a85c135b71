import Foundation
import Testing

@testable import ShortcutCore

/// `--lang ja` on every shipped example (issue 19, item 5): each finding and the summary are in
/// Japanese, with no English message left. What stays as written is what the input says or what
/// names a thing: titles and key strings (in 「」), code and field names (in backticks or quotes),
/// file paths, chords (`Shift-Command-S`, `⇧⌘S`), rule ids, YAML's directives and tags (`%TAG`,
/// `!!str`), and product and key names as Apple's Japanese pages write them (Command, macOS,
/// Interface Builder, Unicode).
@Suite struct JapaneseOutputTests {
    /// Everything under `Examples/`, each linted as a user would.
    static let examples: [String] = {
        let root = ShippedExampleTests.packageRoot.appendingPathComponent("Examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { "Examples/\($0)" }
    }()

    /// Words a Japanese message may hold: names Apple's Japanese guidelines keep in English.
    static let names: Set<String> = Set([
        "Command", "Shift", "Option", "Control", "Globe", "Esc", "Tab", "Space", "Return", "Delete", "fn", "macOS", "iOS", "iPadOS",
        "visionOS", "tvOS", "watchOS", "Mac", "iPad", "iPhone", "HIG", "WCAG", "UIKit", "AppKit", "SwiftUI", "Interface", "Builder",
        "UTF", "US", "JSON", "YAML", "Dock", "Spotlight", "Mission", "Touch", "Bar", "ID", "Launchpad", "Siri", "Split", "View", "Slide",
        "Over", "raw", "Apple", "Vision", "Pro", "Xcode", "API", "GB", "Caps", "Lock", "Unicode", "ASCII",
        // XML's own terms and the XML declaration's attribute names, as XML messages quote them.
        "XML", "DOCTYPE", "CDATA", "DTD", "NUL", "version", "encoding", "standalone",
        // JSON and YAML literals, as messages quote them.
        "null", "true", "false", "NaN", "Infinity",
    ]).union(fieldNames)

    /// The manifest's field names (as `unknown-field` lists them), from the decoder's declarations.
    static let fieldNames: Set<String> = Set(
        ManifestDecoder.EntryField.allCases.map(\.name) + ManifestDecoder.TopLevelField.allCases.map(\.name))

    /// The English words left in a Japanese message once what stays as written is taken out.
    static func englishWords(in message: String) -> [String] {
        var text = message
        for id in RuleCatalog.descriptions.map(\.id) { text = text.replacingOccurrences(of: id, with: " ") }
        for pattern in [
            #"<[^>]*>"#, #"\\u[0-9A-Fa-fX]{4}"#, #"U\+[0-9A-F]{4,}"#, #"\([a-z]{2,3}(?:-[A-Za-z0-9]+)?\)"#, #"shortcut-lint"#,
            #"base64"#, #"%[A-Z]+"#, #"!![a-z]+"#, #"\$[a-z]+"#, #"tag:[^)\s]+"#, #"0x[0-9A-F]+"#, #"&#?[A-Za-z0-9]+;"#,
            #"「[^」]*」"#, #"`[^`]*`"#, #"'[^']*'"#, #""[^"]*""#, #"“[^”]*”"#, #"\S*/\S*"#, #"\[[a-z-]+\]$"#,
            #"\b(?:(?:Control|Option|Shift|Command|Globe)-)+(?:(?:Left|Right|Up|Down) arrow|Grave accent|[A-Za-z0-9]+|\S)"#,
        ] {
            text = text.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        return text.matches(of: /[A-Za-z][A-Za-z]+/).map { String($0.output) }.filter { !names.contains($0) }
    }

    @Test(arguments: examples)
    func japaneseOutputOfAShippedExampleHasNoEnglishMessageLeft(_ example: String) throws {
        let japanese = try ToolRun(["lint", "--lang", "ja", "--no-color", example], in: ShippedExampleTests.packageRoot)
        let english = try ToolRun(["lint", "--no-color", example], in: ShippedExampleTests.packageRoot)
        #expect(japanese.status == english.status)
        let lines = japanese.standardOutput.split(separator: "\n").map(String.init)
        let englishLines = english.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == englishLines.count, "the same findings, in another language")
        for (line, englishLine) in zip(lines.dropLast(), englishLines) {
            // `path:line:column: severity:` and the rule id stay as compilers and editors read them.
            let place = try #require(englishLine.firstMatch(of: #/^.*?:\d+:\d+: (error|warning|note): /#)).output.0
            #expect(line.hasPrefix(place), "\(line)")
            let ruleID = englishLine.split(separator: " ").last.map(String.init) ?? ""
            #expect(line.hasSuffix(" " + ruleID), "\(line)")
            let message = String(line.dropFirst(place.count))
            #expect(Self.englishWords(in: message).isEmpty, "\(example): English left in \(message): \(Self.englishWords(in: message))")
        }
        let summary = try #require(lines.last)
        #expect(summary.hasPrefix("エラー "), "\(summary)")
        #expect(Self.englishWords(in: summary).isEmpty)
    }

    /// The same in the JSON report, whose messages follow `--lang` and whose fields do not.
    @Test func jsonMessagesOfTheExamplesAreJapanese() throws {
        for example in Self.examples {
            let run = try ToolRun(["lint", "--lang", "ja", "--format", "json", example], in: ShippedExampleTests.packageRoot)
            let report = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
            for finding in report["findings"] as? [[String: Any]] ?? [] {
                let message = try #require(finding["message"] as? String)
                #expect(Self.englishWords(in: message).isEmpty, "\(example): \(message)")
            }
        }
    }

    /// Broken manifests (BrokenYAMLTests' and more of YAML's errors): under `--lang ja` the reader's
    /// errors are Japanese too.
    static let brokenManifests: [BrokenYAMLTests.Case] =
        BrokenYAMLTests.cases + [
            .init("unsupported merge key", "base: &b {menu: File}\nshortcuts:\n  - <<: *b\n    title: A\n", rule: "syntax-error", line: 3),
            .init("unclosed flow", "app: X\nshortcuts: [a, b\n", rule: "syntax-error", line: 2),
            .init("reserved indicator", "app: @x\n", rule: "syntax-error", line: 1),
            .init("broken second document", "app: X\n---\nshortcuts: [a, b\n", rule: "syntax-error", line: 3),
            .init("unsupported tag", "app: !!binary abc\n", rule: "syntax-error", line: 1),
            .init("invalid escape", "app: \"\\q\"\n", rule: "syntax-error", line: 1),
            .init("mapping on a key's line", "app: a: b\n", rule: "syntax-error", line: 1),
            .init("selector value", "shortcuts:\n  - title: A\n    action: openDocument:\n", rule: "syntax-error", line: 3),
        ]

    @Test(.timeLimit(.minutes(1)), arguments: brokenManifests)
    func aBrokenManifestIsToldInJapanese(_ broken: BrokenYAMLTests.Case) throws {
        let directory = try TemporaryDirectory()
        try Data(broken.bytes).write(to: directory.url.appendingPathComponent("broken.shortcuts.yml"))
        let run = try ToolRun(["lint", "--lang", "ja", "--format", "json", "."], in: directory.url)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let findings = report["findings"] as? [[String: Any]] ?? []
        #expect(findings.contains { $0["ruleId"] as? String == broken.rule }, "\(findings)")
        for finding in findings {
            let message = try #require(finding["message"] as? String)
            #expect(Self.englishWords(in: message).isEmpty, "\(broken.name): \(message): \(Self.englishWords(in: message))")
        }
    }

    /// Broken Interface Builder files: the XML reader's errors are Japanese too.
    static let brokenXIBs: [String] = [
        "<?xml version=\"1.0\"?>\n<document>\n  <menu>\n</document>\n",
        "<?xml version=\"1.0\"?>\n<document title=\"&nbsp;\"/>\n",
        "<!DOCTYPE x [<!ENTITY a \"b\">]>\n<document/>\n",
        "<?xml version=\"1.0\" encoding=\"latin1\"?>\n<document/>\n",
        "<?xml version=\"1.0\"?>\n<document a=\"1\" a=\"2\"/>\n",
        "<?xml version=\"1.0\"?>\n<document><menu></document>\n",
        "<?xml version=\"1.0\"?>\n<document title=\"a<b\"/>\n",
        "  <?xml version=\"1.0\"?>\n<document/>\n",
    ]

    @Test(arguments: brokenXIBs)
    func aBrokenInterfaceBuilderFileIsToldInJapanese(_ xml: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write(xml, to: "MainMenu.xib")
        let run = try ToolRun(["lint", "--lang", "ja", "--format", "json", "."], in: directory.url)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let findings = report["findings"] as? [[String: Any]] ?? []
        #expect(findings.contains { $0["ruleId"] as? String == "syntax-error" }, "\(findings)")
        for finding in findings {
            let message = try #require(finding["message"] as? String)
            #expect(Self.englishWords(in: message).isEmpty, "\(message): \(Self.englishWords(in: message))")
        }
    }

    /// A translation a `.strings` file breaks off: the note on it is Japanese too.
    @Test(arguments: ["\"1.title\" = \"Datei\"\n\"2.title\" = \"Bearbeiten\";\n", "\"1.title\" = \"Datei;\n", "bplist00"])
    func aBrokenStringsFileIsToldInJapanese(_ strings: String) throws {
        let directory = try TemporaryDirectory()
        let xib = try String(
            contentsOf: ShippedExampleTests.packageRoot.appendingPathComponent("Examples/ScribeApp/Sources/Scribe/Base.lproj/MainMenu.xib"),
            encoding: .utf8)
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try directory.write(xib, to: "Base.lproj/MainMenu.xib")
        try directory.write(strings, to: "de.lproj/MainMenu.strings")
        let run = try ToolRun(["lint", "--lang", "ja", "--format", "json", "."], in: directory.url)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let findings = report["findings"] as? [[String: Any]] ?? []
        let notes = findings.filter { ($0["message"] as? String)?.contains("MainMenu.strings") == true }
        #expect(!notes.isEmpty, "\(findings)")
        for finding in findings {
            let message = try #require(finding["message"] as? String)
            #expect(Self.englishWords(in: message).isEmpty, "\(message): \(Self.englishWords(in: message))")
        }
    }

    /// The check itself: an English message does not pass it.
    @Test func anEnglishMessageIsCaught() {
        #expect(!Self.englishWords(in: "Command-K (⌘K) of \"Publish\" is already the shortcut of \"Insert Link\"").isEmpty)
        #expect(Self.englishWords(in: "「Publish」の Command-K (⌘K) は、同じスコープにある「Insert Link」（55 行目）のショートカットと同じです。").isEmpty)
    }

    /// Every finding message of the Japanese catalogue is Japanese: once its placeholders, code and
    /// quoted names are out, only the names Apple's Japanese pages keep in English are left.
    @Test func everyJapaneseFindingMessageIsJapanese() throws {
        let japanese = try #require(MessageCatalogue.named("ja"))
        let folder = ShippedExampleTests.packageRoot.appendingPathComponent(MessageCatalogueDecoder.folder)
        let file = try MessageCatalogueDecoder.decode(
            SourceFile(
                path: "Resources/messages/ja.yml", text: String(contentsOf: folder.appendingPathComponent("ja.yml"), encoding: .utf8)))
        #expect(japanese.code == file.definition.code)
        // Words a template may hold besides the names: API and file names messages quote bare.
        let apiNames: Set<String> = [
            "NSMenu", "base64", "sysdiagnose", "stackshot", "Exposé", "App", "Google", "Bluetooth", "Safari", "VoiceOver", "VO", "Catalyst",
        ]
        for id in file.messageIDs {
            let template = file.definition.texts[id] ?? ""
            let text = template.replacingOccurrences(of: #"\{[A-Za-z0-9]+(, [a-z]+)?\}"#, with: " ", options: .regularExpression)
            let left = Self.englishWords(in: text).filter { !apiNames.contains($0) }
            #expect(left.isEmpty, "ja.yml \(id): \(left)")
        }
    }
}
