@testable import ShortcutCore

/// Reads Swift or Objective-C text with the source readers, for specification-style tests.
enum SourceReaderHelpers {
    static func read(
        _ text: String, language: SourceLexer.Language = .swift, platforms: PlatformSet = .defaultPlatforms
    ) -> SourceReading {
        let path = language == .swift ? "Example.swift" : "Example.m"
        return SwiftSourceReader.reading(SourceFile(path: path, text: text), language: language, swiftUIPlatforms: platforms)
    }

    /// Each entry as `title | key | menu` (`-` for nothing).
    static func entries(_ text: String, language: SourceLexer.Language = .swift) -> [String] {
        read(text, language: language).manifest.shortcuts.map(describe)
    }

    static func describe(_ entry: ShortcutEntry) -> String {
        "\(entry.title ?? "-") | \(entry.keyText ?? "-") | \(entry.menu?.text ?? "-")"
    }

    /// The messages of the unresolved-shortcut problems.
    static func unresolved(_ text: String, language: SourceLexer.Language = .swift) -> [String] {
        read(text, language: language).problems.filter { $0.kind == .unresolved }.map(\.message)
    }

    /// The text a range covers.
    static func text(_ range: ByteRange, in source: SourceFile) -> String {
        String(decoding: source.bytes[range.start..<range.end], as: UTF8.self)
    }

    /// Rule ids of the unsuppressed findings the linter reports on a Swift file.
    static func ruleIDs(_ text: String, platforms: PlatformSet = .defaultPlatforms) -> [String] {
        lint(text, platforms: platforms).filter { !$0.isSuppressed }.map(\.ruleID)
    }

    /// The linter's findings on a Swift file whose SwiftUI code runs on `platforms`.
    static func lint(_ text: String, platforms: PlatformSet = .defaultPlatforms) -> [Finding] {
        var configuration = LintConfiguration()
        configuration.defaultPlatforms = platforms
        return LintHelpers.lint(text, path: "Source.swift", configuration: configuration).findings
    }
}
