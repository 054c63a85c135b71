@testable import ShortcutCore

/// Decodes config text as `/repo/.shortcut-lint.json`, with the test rule in the catalogue.
enum ConfigurationFixture {
    static func decode(
        _ text: String, path: String = ".shortcut-lint.json", files: [String: String] = [:]
    )
        throws(ConfigurationError) -> ConfigurationFile
    {
        try ConfigurationDecoder.decode(
            SourceFile(path: path, text: text), directory: "/repo", fileSystem: InMemoryFileSystem(files),
            catalog: LimitTestRule.catalog)
    }

    /// The `path:line:column: error: message` lines the config produces (empty when it is valid).
    static func errors(_ text: String, path: String = ".shortcut-lint.json", files: [String: String] = [:]) -> [String] {
        do {
            _ = try decode(text, path: path, files: files)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }
}
