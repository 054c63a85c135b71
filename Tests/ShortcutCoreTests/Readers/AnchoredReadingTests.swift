import Testing

@testable import ShortcutCore

/// A Swift or Objective-C file that names none of the calls the scanners start at
/// (``ShortcutAnchors``) is lexed but not scanned, which is most of an app's files. The reading
/// must be the same as the full one: every shortcut, note and stray comment, whatever the file
/// holds.
@Suite struct AnchoredReadingTests {
    /// What a reading gives, as text: entries, problems, stray comments.
    struct Outcome: Equatable, CustomStringConvertible {
        var entries: [String]
        var problems: [String]
        var strays: [String]
        var appDeclaration: String

        var description: String { "entries \(entries), problems \(problems), strays \(strays), app \(appDeclaration)" }
    }

    static func outcome(_ text: String, language: SourceLexer.Language, skipping: Bool) -> Outcome {
        let path = language == .swift ? "Example.swift" : "Example.m"
        let reading = SwiftSourceReader.reading(SourceFile(path: path, text: text), language: language, skippingUnanchored: skipping)
        return Outcome(
            entries: reading.manifest.shortcuts.map { entry in
                "\(SourceReaderHelpers.describe(entry)) @\(entry.range.start) \(entry.platforms.rawValue) \(entry.when ?? "-")"
            },
            problems: reading.problems.map { "\($0.kind) \($0.range.start): \($0.message)" },
            strays: reading.strayComments.map { stray in
                "\(stray.range.start) \(stray.ruleIDs.map(\.text)) \(stray.problem.map(MessageCatalogue.english.render) ?? "-")"
            },
            appDeclaration: reading.manifest.swiftUIAppDeclaration.map { "\($0.start)-\($0.end)" } ?? "-")
    }

    /// Files that name no shortcut call, each with something the reading still reports.
    static let unanchored: [(text: String, language: SourceLexer.Language)] = [
        ("struct Model {\n    let name: String\n}\n", .swift),
        ("#if os(macOS)\nlet menuTitle = \"File\"\n", .swift),
        ("let a = 1\n#endif\n", .swift),
        ("let title = \"never closed\nlet next = 2\n", .swift),
        ("func f() {\n    call(\n}\n", .swift),
        ("/* never closed\nlet x = 1\n", .swift),
        ("// shortcut-lint: allow missing-modifier -- nothing here\nlet x = 1\n", .swift),
        ("// keyEquivalent and NSMenuItem only in a comment\nlet text = \"addItem(withTitle:)\"\n", .swift),
        ("#if false\nlet item = NSMenuItem(title: \"Quit\", action: nil, keyEquivalent: \"q\")\n#endif\n", .swift),
        ("@implementation Model\n- (void)load {\n#ifdef DEBUG\n    [self log];\n}\n@end\n", .objectiveC),
        ("NSString *s = @\"never closed\n", .objectiveC),
        ("@main\nstruct PikaApp: App {\n    var body: some Scene { WindowGroup { ContentView() } }\n}\n", .swift),
    ]

    static let examples: [(text: String, language: SourceLexer.Language)] =
        RuleCatalog.descriptions.flatMap { $0.triggeringExamples + $0.nonTriggeringExamples }
        .filter { $0.language == .swift }.map { ($0.manifest, .swift) }
        + SwiftCorpusFile.all.map { ($0.excerpt, .swift) } + unanchored

    @Test func everyExampleReadsTheSameWithoutScanningTheFilesThatNameNoShortcutCall() {
        #expect(Self.examples.count > Self.unanchored.count + 10)
        for (text, language) in Self.examples {
            let full = Self.outcome(text, language: language, skipping: false)
            let skipping = Self.outcome(text, language: language, skipping: true)
            #expect(skipping == full, "\(text)")
        }
    }

    @Test func aFileThatNamesNoShortcutCallIsNotScanned() {
        for (text, language) in Self.unanchored {
            let tokens = SourceLexer.tokenize(SourceFile(path: "Example.swift", text: text), language: language)
            #expect(!ShortcutAnchors.appear(in: tokens), "\(text)")
        }
    }

    @Test func eachShortcutCallMakesAFileScanned() {
        for name in ShortcutAnchors.names {
            let text = "let x = `\(name)`\n"
            let tokens = SourceLexer.tokenize(SourceFile(path: "Example.swift", text: text), language: .swift)
            #expect(ShortcutAnchors.appear(in: tokens), "\(name)")
        }
    }

    @Test func anIfBlockProblemIsNotedInAFileThatNamesNoShortcutCall() {
        let unclosed = Self.outcome("#if os(iOS)\nlet x = 1\n", language: .swift, skipping: true)
        #expect(unclosed.problems.count == 1)
        #expect(unclosed.problems.first?.contains("`#if` is never closed by an `#endif`") == true)
        let stray = Self.outcome("let x = 1\n#endif\n", language: .swift, skipping: true)
        #expect(stray.problems.count == 1)
        #expect(stray.problems.first?.contains("`#endif` without an `#if`") == true)
    }

    /// A SwiftUI `App` file with no shortcut of its own still declares the app (``SwiftUIMenuBar``).
    @Test func anAppDeclarationIsFoundInAFileThatNamesNoShortcutCall() {
        let app = Self.outcome(
            "@main\nstruct PikaApp: App {\n    var body: some Scene { WindowGroup { Text(\"x\") } }\n}\n", language: .swift, skipping: true)
        #expect(app.entries.isEmpty)
        #expect(app.appDeclaration != "-")
    }

    /// ownCloud's helper (HelperCallTests.ported), called in a file that names no shortcut call of
    /// its own: the file is read again once the helper is known.
    @Test func aFileWhoseOnlyShortcutIsAHelperCallOfAnotherFileIsRead() {
        let caller = """
            extension ListViewController {
                var commands: [Any] {
                    let add = Command.ported(input: "+", modifierFlags: [.command], action: #selector(add), discoverabilityTitle: "Add")
                    return [add]
                }
            }
            """
        let tokens = SourceLexer.tokenize(SourceFile(path: "App/Commands.swift", text: caller), language: .swift)
        #expect(!ShortcutAnchors.appear(in: tokens))
        let linter = Linter()
        let jobs = [("Shared/UIKeyCommand+Extension.swift", HelperCallTests.ported), ("App/Commands.swift", caller)].map {
            LintJob(source: SourceFile(path: $0.0, text: $0.1), linter: linter)
        }
        let entries = ManifestExtraction.extract(jobs).flatMap(\.entries).map(\.entry)
        #expect(entries.map(SourceReaderHelpers.describe) == ["Add | Command-+ | -"])
    }
}
