import Foundation
import Testing

@testable import ShortcutCore

/// The Swift reader against shortcuts counted by hand in real open-source files
/// (``SwiftCorpusFile``): it finds exactly them, in order, with their titles, chords and menus,
/// and notes exactly the shortcuts it cannot check.
@Suite struct SwiftCorpusTests {
    static let corpusFolder = ProcessInfo.processInfo.environment["SHORTCUT_LINT_SWIFT_CORPUS"]

    static func read(_ text: String, _ file: SwiftCorpusFile) -> SourceReading {
        SwiftSourceReader.reading(SourceFile(path: file.localName, text: text), language: .swift, swiftUIPlatforms: file.swiftUIPlatforms)
    }

    static func entries(_ reading: SourceReading) -> [String] {
        reading.manifest.shortcuts.map { "\($0.title ?? "-") | \($0.keyText ?? "-") | \($0.menu?.text ?? "-")" }
    }

    static func expected(_ file: SwiftCorpusFile) -> [String] {
        file.expected.map { "\($0.title ?? "-") | \($0.key) | \($0.menu ?? "-")" }
    }

    /// The excerpt always; the real file too, line by line, where `SHORTCUT_LINT_SWIFT_CORPUS`
    /// names a folder holding it (one test, so CI, which has no such folder, skips nothing).
    @Test(arguments: SwiftCorpusFile.all)
    func givesTheHandCountedShortcuts(_ file: SwiftCorpusFile) throws {
        let reading = Self.read(file.excerpt, file)
        #expect(Self.entries(reading) == Self.expected(file))
        #expect(reading.problems.filter { $0.kind == .unresolved }.count == file.unresolvedLines.count)
        #expect(reading.problems.allSatisfy { $0.kind == .unresolved }, "\(reading.problems)")
        if let folder = Self.corpusFolder { try Self.checkRealFile(file, in: folder) }
    }

    static func checkRealFile(_ file: SwiftCorpusFile, in folder: String) throws {
        let url = URL(fileURLWithPath: folder).appendingPathComponent(file.localName)
        let reading = Self.read(try String(contentsOf: url, encoding: .utf8), file)
        let source = reading.manifest.source
        #expect(Self.entries(reading) == Self.expected(file))
        #expect(reading.manifest.shortcuts.map { source.location(of: $0.keyRange.start).line } == file.expected.map(\.line))
        let unresolved = reading.problems.filter { $0.kind == .unresolved }.map { source.location(of: $0.range.start).line }
        #expect(unresolved == file.unresolvedLines)
        #expect(reading.problems.allSatisfy { $0.kind == .unresolved }, "\(reading.problems)")
    }

    @Test func theCorpusCoversSwiftUIUIKitAndAppKit() {
        let texts = SwiftCorpusFile.all.map(\.excerpt)
        #expect(texts.contains { $0.contains(".keyboardShortcut(") })
        #expect(texts.contains { $0.contains("UIKeyCommand(") })
        #expect(texts.contains { $0.contains("NSMenuItem(") })
        #expect(SwiftCorpusFile.all.count >= 5)
    }
}
