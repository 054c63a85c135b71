/// The two manifest formats, told apart by file extension.
public enum ManifestFormat: String, Sendable {
    case json, yaml

    /// `.yml` and `.yaml` are YAML; everything else is read as JSON.
    public init(path: String) {
        let lower = path.lowercased()
        self = lower.hasSuffix(".yml") || lower.hasSuffix(".yaml") ? .yaml : .json
    }

    /// Parses `source` with this format's parser.
    public func parse(_ source: SourceFile) -> ParseResult {
        switch self {
        case .json: JSONParser.parse(source)
        case .yaml: YAMLParser.parse(source)
        }
    }
}
