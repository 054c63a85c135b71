/// The tool's name and version, as reports and `--version` print them.
package enum ToolInfo {
    package static let name = "shortcut-lint"
    package static let version = "0.1.0"
    package static let informationURI = "https://github.com/shortcut-lint/shortcut-lint"
}
