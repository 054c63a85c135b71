/// Reads the AppKit and UIKit shortcuts an Objective-C file (`.m`, `.mm`, `.h`) declares with
/// plain literals into the manifest model, on the same terms as ``SwiftSourceReader``: the same
/// lexer (in its Objective-C mode), the same menu model, the same `unresolved` problems for what
/// only runs at run time. Objective-C code is AppKit (macOS) or UIKit (iOS, iPadOS), narrowed by
/// `#if TARGET_OS_…` blocks. docs/swift-sources.md lists the forms recognised.
enum ObjectiveCSourceReader {
    static func read(_ source: SourceFile) -> (manifest: Manifest, problems: [ManifestProblem]) {
        let reading = SwiftSourceReader.reading(source, language: .objectiveC)
        return (reading.manifest, reading.problems)
    }
}
