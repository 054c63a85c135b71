@testable import ShortcutCore

/// Compact JSON-like text of a parsed YAML value, so a specification test can state the whole
/// expected tree in one line: numbers, booleans and nulls as written (`0x1F`, `True`, `~`),
/// strings quoted, keys in source order.
enum YAMLRendering {
    static func render(_ document: Document, _ node: NodeID) -> String {
        switch document.kind(node) {
        case .null: return "null(\(document.text(node)))"
        case .bool, .number: return document.text(node)
        case .string: return quoted(document.text(node))
        case .array: return "[" + document.elements(node).map { render(document, $0) }.joined(separator: ",") + "]"
        case .object:
            return "{"
                + document.members(node).map { "\(render(document, $0.key)):\(render(document, $0.value))" }
                .joined(separator: ",") + "}"
        }
    }

    /// The rendered root of a manifest that must parse without error (`nil` if it fails).
    static func value(_ yaml: String) -> String? {
        let result = YAMLParser.parse(SourceFile(path: "test.yaml", text: yaml))
        guard result.error == nil else { return nil }
        return render(result.document, result.document.root)
    }

    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
