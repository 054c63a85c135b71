import Foundation
import ShortcutCore  // not @testable: only the public API, as a library user sees it
import Testing

/// The public surface of `ShortcutCore` is the table under "## The public surface" in
/// docs/library.md: a type made public without being listed there, or listed without being public,
/// fails here. Everything else stays `package` or internal.
@Suite struct PublicSurfaceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func everyPublicTypeIsListedInTheLibraryPage() throws {
        let declared = try Self.publicTypesInSources()
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/library.md"), encoding: .utf8)
        let listed = try #require(Self.typesListed(inLibraryPage: page), "docs/library.md has no table under \"## The public surface\"")
        #expect(!declared.isEmpty, "no public type found under Sources/ShortcutCore")
        let unlisted = declared.subtracting(listed).sorted()
        let notPublic = listed.subtracting(declared).sorted()
        #expect(unlisted.isEmpty, "public in Sources/ShortcutCore but not listed in docs/library.md: \(unlisted.joined(separator: ", "))")
        #expect(notPublic.isEmpty, "listed in docs/library.md but not public in Sources/ShortcutCore: \(notPublic.joined(separator: ", "))")
    }

    /// The members the table names are public too (this compiles without @testable), and do what
    /// it says.
    @Test func theMembersThePageNamesArePublic() throws {
        let parsed = try ShortcutNotation.parse("Shift-Command-4").get()
        #expect(parsed.shortcut.higText == "Shift-Command-4" && parsed.shortcut.symbols == "⇧⌘4")
        #expect(parsed.chords.map(\.higText) == ["Shift-Command-4"])
        guard case .failure(let error) = ShortcutNotation.parse("Command-Banana") else {
            Issue.record("Command-Banana parsed")
            return
        }
        #expect(error.column > 1)

        let house = try ReservedTableDecoder.decode(
            SourceFile(
                path: "house.yml",
                text: """
                    - { id: house-f13, chord: F13, system: true, action: Reserved for the kiosk }
                    """))
        var configuration = LintConfiguration.default
        configuration.reserved = ReservedTable.builtIn.merging(house)
        configuration.platformVersions = PlatformVersions([.macOS: try #require(OSVersion("15"))])
        configuration.defaultPlatforms = PlatformSet(.macOS)
        configuration.severityOverrides["system-reserved"] = .warning
        let linter = Linter(configuration: configuration)
        let f13 = Chord(key: try #require(Key(dataName: "F13")), modifiers: [])
        #expect(linter.configuration.reserved.matches(f13, on: PlatformSet(.macOS)).map(\.id) == ["house-f13"])
        let copy = try #require(ReservedTable.builtIn.matches(parsed.chords[0], on: PlatformSet(.macOS)).first)
        #expect(copy.tier == .intercepted && !copy.recognizesUse(StandardUseQuery(title: "Snapshot Note")))

        let results = linter.lint([
            SourceFile(
                path: "Scribe.shortcuts.yml",
                text: """
                    app: Scribe
                    shortcuts:
                      - { title: Snapshot Note, key: Shift-Command-4, menu: File }
                    """)
        ])
        let finding = try #require(results.first?.findings.first)
        #expect(finding.ruleID == "system-reserved" && finding.severity == .warning && !finding.isSuppressed)
        #expect(results.first?.manifest?.shortcuts.first?.menu == MenuPath("File"))
        #expect(Fixer.fix(results[0].source, with: linter).changed == false)

        let description = try #require(RuleCatalog.descriptions.first { $0.id == finding.ruleID })
        #expect(description.guideline?.credit.hasPrefix("Human Interface Guidelines") == true)
        let reporters: [any Reporter] = [
            TextReporter(), JSONReporter(), SARIFReporter(rules: RuleCatalog.descriptions, workingDirectory: nil),
            GitHubAnnotationsReporter(workingDirectory: nil), JUnitReporter(), CheckstyleReporter(),
        ]
        #expect(reporters.allSatisfy { !$0.render(LintReport(files: results)).isEmpty })
    }

    @Test func theScanFindsTopLevelPublicDeclarationsOnly() {
        let source = """
            public struct Listed: Sendable {
                public struct Nested {}
                public var value: Int
            }
            public final class Box {}
            public indirect enum Tree {}
            public protocol Shape {}
            public typealias Alias = Int
            public actor Worker {}
            package struct ForTheCommandLine {}
            struct Internal {}
            public extension Internal {}
            /// public struct InAComment {}
            """
        #expect(Self.publicTypes(inSource: source) == ["Listed", "Box", "Tree", "Shape", "Alias", "Worker"])
    }

    @Test func theTableIsReadFromItsFirstColumn() {
        let page = """
            ## Linting

            | type | what it is for |
            | --- | --- |
            | `NotInTheSurface` | elsewhere |

            ## The public surface

            | type | what it is for |
            | --- | --- |
            | `SourceFile` | `init(path:text:)`, `.json` |
            | `Linter`, `LintConfiguration` | `Linter().lint(source)` |

            ## Later
            | `AfterTheSection` | |
            """
        #expect(Self.typesListed(inLibraryPage: page) == ["SourceFile", "Linter", "LintConfiguration"])
    }

    // MARK: - Reading the sources and the page

    /// Names of the top-level `public` types (struct, enum, class, protocol, typealias, actor)
    /// declared in every Swift file under Sources/ShortcutCore.
    static func publicTypesInSources() throws -> Set<String> {
        let folder = root.appendingPathComponent("Sources/ShortcutCore")
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        var names: Set<String> = []
        for case let file as URL in files where file.pathExtension == "swift" {
            names.formUnion(publicTypes(inSource: try String(contentsOf: file, encoding: .utf8)))
        }
        return names
    }

    /// The types a file declares `public` at its top level (an unindented declaration), in order.
    static func publicTypes(inSource source: String) -> [String] {
        let kinds: Set<Substring> = ["struct", "enum", "class", "protocol", "typealias", "actor"]
        let modifiers: Set<Substring> = ["final", "indirect"]
        var names: [String] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) where line.hasPrefix("public ") {
            var words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" || $0 == "<" || $0 == "=" })
                .dropFirst()
            while let word = words.first, modifiers.contains(word) { words = words.dropFirst() }
            guard let kind = words.first, kinds.contains(kind), let name = words.dropFirst().first else { continue }
            names.append(String(name))
        }
        return names
    }

    /// The backticked names in the first column of the table under "## The public surface", or nil
    /// when the page has no such table.
    static func typesListed(inLibraryPage page: String) -> Set<String>? {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        guard let heading = lines.firstIndex(where: { $0 == "## The public surface" }) else { return nil }
        let section = lines[(heading + 1)...].prefix { !$0.hasPrefix("## ") }
        let rows = section.filter { $0.hasPrefix("|") }.dropFirst(2)  // the header and its rule
        guard !rows.isEmpty else { return nil }
        var names: Set<String> = []
        for row in rows {
            let firstColumn = row.dropFirst().prefix { $0 != "|" }
            let parts = firstColumn.split(separator: "`", omittingEmptySubsequences: false)
            // Odd parts sit between a pair of backticks.
            for index in stride(from: 1, to: parts.count - 1, by: 2) { names.insert(String(parts[index])) }
        }
        return names
    }
}
