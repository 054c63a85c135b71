/// The tool's name and version, as reports and `--version` print them.
public enum ToolInfo {
    public static let name = "shortcut-lint"
    public static let version = "0.1.0"
    public static let informationURI = "https://github.com/shortcut-lint/shortcut-lint"
}
