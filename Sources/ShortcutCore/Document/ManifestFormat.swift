/// The two manifest formats, told apart by file extension.
package enum ManifestFormat: String, Sendable {
    case json, yaml

    /// `.yml` and `.yaml` are YAML; everything else is read as JSON.
    package init(path: String) {
        let lower = path.lowercased()
        self = lower.hasSuffix(".yml") || lower.hasSuffix(".yaml") ? .yaml : .json
    }

    /// By extension when the path has a known one; otherwise (standard input, a file without an
    /// extension) by content: JSON when the first character is `{` or `[`, else YAML.
    package init(_ source: SourceFile) {
        let lower = source.path.lowercased()
        if lower.hasSuffix(".json") || lower.hasSuffix(".yml") || lower.hasSuffix(".yaml") {
            self.init(path: source.path)
            return
        }
        var index = source.hasByteOrderMark ? 3 : 0
        while index < source.bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(source.bytes[index]) { index += 1 }
        let first = index < source.bytes.count ? source.bytes[index] : 0
        self = first == UInt8(ascii: "{") || first == UInt8(ascii: "[") ? .json : .yaml
    }

    /// Parses `source` with this format's parser. An empty file (nothing but whitespace and a
    /// byte order mark) is an empty document in both formats, though JSON has no such thing:
    /// the manifest reader then says once that it is empty, the same for JSON and YAML.
    package func parse(_ source: SourceFile) -> ParseResult {
        if source.isBlank { return ParseResult(document: DocumentBuilder(source: source).finish(), error: nil) }
        switch self {
        case .json: return JSONParser.parse(source)
        case .yaml: return YAMLParser.parse(source)
        }
    }
}
