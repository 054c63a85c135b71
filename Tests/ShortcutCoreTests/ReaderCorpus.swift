import Foundation

@testable import ShortcutCore

/// The real files the readers read, linted the way the command line lints them: the seven
/// Interface Builder files of `../shared/corpus` (each the source of a real-menu fixture, so the
/// two are compared) and the six excerpts of the Swift corpus (``SwiftCorpusFile``).
///
/// A finding on an Interface Builder file takes the verdict of the same finding (title, chord,
/// rule) on its fixture; `verdicts-readers.yml` judges the findings the files give beyond their
/// fixtures and the Swift excerpts' findings, and explains every fixture finding a file does not
/// give (`absent`).
enum ReaderCorpus {
    static let verdictsURL = RealMenuCorpus.folder.appendingPathComponent("verdicts-readers.yml")

    /// Lints one Interface Builder file of the corpus; its path in reports is the corpus path.
    static func lint(_ file: CorpusFile) -> FileResult {
        let url = CorpusFiles.root.appendingPathComponent(file.path)
        let bytes = (try? Data(contentsOf: url)).map { [UInt8]($0) } ?? []
        return Linter(configuration: .default).lint(SourceFile(path: file.path, bytes: bytes))
    }

    /// Lints one Swift corpus excerpt, with SwiftUI on the platforms its app targets.
    static func lint(_ file: SwiftCorpusFile) -> FileResult {
        let configuration = LintConfiguration(defaultPlatforms: file.swiftUIPlatforms)
        return Linter(configuration: configuration).lint(SourceFile(path: file.localName, text: file.excerpt))
    }

    static func unsuppressed(_ result: FileResult, as name: String) -> [ObservedFinding] {
        result.findings.filter { !$0.isSuppressed }.map { ObservedFinding($0, file: name) }
    }

    static func interfaceBuilderFindings() -> [ObservedFinding] {
        InterfaceBuilderCorpus.files.flatMap { unsuppressed(lint($0), as: $0.path) }
    }

    static func swiftFindings() -> [ObservedFinding] {
        SwiftCorpusFile.all.flatMap { unsuppressed(lint($0), as: $0.localName) }
    }

    /// The verdicts that judge the files' findings: this corpus's own, then each fixture verdict
    /// carried over to the file the fixture records (the same title, chord and rule is the same
    /// finding). Carried-over verdicts keep their fixture's `open` mark but are never closed here.
    static func verdicts(own: [Verdict], fixtures: [Verdict]) -> [Verdict] {
        let ownKeys = Set(own.map(\.key))
        var fileOfFixture: [String: String] = [:]
        for file in InterfaceBuilderCorpus.files { fileOfFixture[file.fixture] = file.path }
        let carried = fixtures.compactMap { verdict -> Verdict? in
            guard let path = fileOfFixture[verdict.key.file] else { return nil }
            var copy = verdict
            copy.key.file = path
            return ownKeys.contains(copy.key) ? nil : copy
        }
        return own + carried
    }

    /// Today's report on the readers' corpus: only this corpus's own verdicts can be gone.
    static func report(own: [Verdict], fixtures: [Verdict]) -> PrecisionReport {
        var report = PrecisionReport(
            observed: interfaceBuilderFindings() + swiftFindings(), verdicts: verdicts(own: own, fixtures: fixtures))
        let ownKeys = Set(own.map(\.key))
        report.gone = report.gone.filter { ownKeys.contains($0.key) }
        return report
    }

    /// A fixture's findings set against its file's, by title, chord and rule: what only the
    /// fixture gives (to be explained by an absence) and what only the file gives (judged).
    struct Difference: Sendable {
        var onlyInFixture: [FindingKey]
        var onlyInFile: [FindingKey]
    }

    static func difference(_ file: CorpusFile) -> Difference {
        let fixture = Set(
            RealMenuCorpus.lint(file.fixture).findings.filter { !$0.isSuppressed }
                .map { ObservedFinding($0, file: file.fixture).key })
        let read = Set(
            unsuppressed(lint(file), as: file.path).map { finding -> FindingKey in
                var key = finding.key
                key.file = file.fixture
                return key
            })
        return Difference(
            onlyInFixture: fixture.subtracting(read).sorted(),
            onlyInFile: read.subtracting(fixture).map { key -> FindingKey in
                var inFile = key
                inFile.file = file.path
                return inFile
            }.sorted())
    }
}
