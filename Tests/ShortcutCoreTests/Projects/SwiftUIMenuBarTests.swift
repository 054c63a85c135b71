import Testing

@testable import ShortcutCore

/// An app whose code declares it a SwiftUI `App` shows the menu bar SwiftUI builds, never the
/// main menu of an Interface Builder file its target still carries. The facts are Pika's
/// (superhighfives/pika): `PikaApp.swift` declares `@main struct PikaApp: App` with
/// `.commands { PikaCommands() }`, and the older `Base.lproj/Main.storyboard` has the same items on
/// the same chords.
@Suite struct SwiftUIMenuBarTests {
    static let storyboard = InterfaceBuilderFixture.xib(
        """
        <menuItem title="Pick foreground…" keyEquivalent="d" id="301"/>
        """, app: "Pika",
        extra: """
            <menu title="Swatch" id="400">
                <items>
                    <menuItem title="Copy Hex" keyEquivalent="c" id="401"/>
                    <menuItem title="Copy Hex Again" keyEquivalent="c" id="402"/>
                </items>
            </menu>
            """)

    static let app = """
        import SwiftUI

        @main
        struct PikaApp: App {
            var body: some Scene {
                WindowGroup { ContentView() }
                    .commands {
                        CommandMenu("Colors") {
                            Button("Pick foreground…") {}.keyboardShortcut("d")
                        }
                    }
            }
        }
        """

    private static let group = AppGroup(id: "/work/pika", name: "Pika")

    private static func jobs(code: String = app) -> [LintJob] {
        let linter = Linter()
        return [
            LintJob(source: SourceFile(path: "Pika/Base.lproj/Main.storyboard", text: storyboard), linter: linter, app: group),
            LintJob(source: SourceFile(path: "Pika/PikaApp.swift", text: code), linter: linter, app: group),
        ]
    }

    private static func findings(code: String = app) -> [Finding] {
        Linter.lint(jobs(code: code)).flatMap(\.findings)
    }

    @Test func theStoryboardsMainMenuIsNoDuplicateOfTheSwiftUIMenu() {
        let duplicates = Self.findings().filter { $0.ruleID == DuplicateShortcutRule.id && $0.message.contains("Pick foreground") }
        #expect(duplicates.isEmpty, "\(duplicates.map(\.message))")
    }

    @Test func withoutTheSwiftUIAppTheSameFilesAreADuplicate() {
        let code = Self.app.replacingOccurrences(of: "@main\n", with: "")
        let duplicates = Self.findings(code: code).filter {
            $0.ruleID == DuplicateShortcutRule.id && $0.message.contains("Pick foreground")
        }
        #expect(!duplicates.isEmpty)
    }

    @Test func theStoryboardGetsOneNoteNamingTheAppDeclaration() throws {
        let notes = Self.findings().filter { $0.ruleID == UnresolvedShortcutRule.id && $0.file.hasSuffix("Main.storyboard") }
        let note = try #require(notes.first)
        #expect(notes.count == 1)
        #expect(note.span.start.line == 4, "the main menu element")
        #expect(note.message.contains("this main menu is never shown, so its 2 shortcuts are not checked"), "\(note.message)")
        #expect(note.message.contains("Pika/PikaApp.swift:3 declares the app a SwiftUI `App`"), "\(note.message)")
    }

    /// The declaration is found in a file with no shortcut of its own (a reader that skips such
    /// files must still look for it).
    @Test func anAppFileWithoutShortcutsStillOwnsTheMenuBar() {
        let code = "import SwiftUI\n\n@main\nstruct PikaApp: App {\n    var body: some Scene { Settings { EmptyView() } }\n}\n"
        let notes = Self.findings(code: code).filter { $0.ruleID == UnresolvedShortcutRule.id && $0.file.hasSuffix("Main.storyboard") }
        #expect(notes.map { $0.message.contains("Pika/PikaApp.swift:3 declares the app a SwiftUI `App`") } == [true])
    }

    @Test func aMenuOutsideTheMainMenuIsStillChecked() {
        let duplicates = Self.findings().filter { $0.ruleID == DuplicateShortcutRule.id && $0.message.contains("Copy Hex") }
        #expect(!duplicates.isEmpty)
    }

    @Test func extractLeavesTheMainMenuOutAndSaysWhy() throws {
        let extracted = try #require(ManifestExtraction.extract(Self.jobs()).first)
        #expect(extracted.entries.filter { $0.entry.title == "Pick foreground…" }.map(\.file) == ["Pika/PikaApp.swift"])
        #expect(extracted.notes.contains { $0.message.contains("this main menu is never shown") })
    }

    @Test(arguments: [
        "@main struct PikaApp: App {}",
        "@main\n@MainActor\nfinal class PikaApp: SwiftUI.App {}",
        "@available(macOS 13, *)\n@main struct PikaApp: App where Self: Sendable {}",
        "@main struct PikaApp: Sendable, App {}",
    ])
    func aSwiftUIAppDeclarationIsFound(_ code: String) {
        let tokens = SourceLexer.tokenize(SourceFile(path: "PikaApp.swift", text: code), language: .swift)
        #expect(SwiftUIAppDeclaration.find(in: tokens) != nil)
    }

    @Test(arguments: [
        "@main class AppDelegate: NSObject, NSApplicationDelegate {}",
        "struct PikaApp: App {}",
        "@main struct Tool { static func main() {} }",
        "@main struct PikaApp: App.Scene {}",
        "@main struct PikaApp: Other.App {}",
        "@MainActor struct PikaApp: App {}",
    ])
    func otherDeclarationsAreNoSwiftUIApp(_ code: String) {
        let tokens = SourceLexer.tokenize(SourceFile(path: "PikaApp.swift", text: code), language: .swift)
        #expect(SwiftUIAppDeclaration.find(in: tokens) == nil)
    }
}
