// Temporary stand-in until the YAML parser branch lands.
public enum YAMLParser {
    public static func parse(_ source: SourceFile) -> ParseResult { fatalError("YAML parser not merged yet") }
}
