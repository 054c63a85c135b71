/// Writes text as a YAML scalar that our parser, and any YAML 1.2 parser, reads back as exactly
/// that string: plain when nothing in it could mean something else, double-quoted otherwise.
///
/// Quoted: the empty string; leading or trailing white space; a first character that is a YAML
/// indicator (`- ? : , [ ] { } # & * ! | > ' " % @` and backquote) or starts a document marker
/// (`---`, `...`); `: ` or ` #` inside, or `:` at the end; line breaks, tabs and the characters
/// ``TerminalText`` escapes (controls, U+2028/U+2029, bidirectional controls), a byte order mark;
/// and anything the core schema would read as another type (`null`, `~`, `true`, `no`, `1.5`,
/// `0x1F`, `.inf`), YAML 1.1's booleans included, for older tools. In a flow collection
/// (`[a, b]`) the flow indicators `, [ ] { }` are quoted too.
enum YAMLScalarWriter {
    static func block(_ text: String) -> String {
        isPlainSafe(text, inFlow: false) ? text : doubleQuoted(text)
    }

    static func flow(_ text: String) -> String {
        isPlainSafe(text, inFlow: true) ? text : doubleQuoted(text)
    }

    /// `[a, b]`, each item quoted as a flow scalar needs.
    static func flowSequence(_ items: [String]) -> String {
        "[" + items.map(flow).joined(separator: ", ") + "]"
    }

    static func doubleQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\u{0}": result += "\\0"
            case "\u{1B}": result += "\\e"
            default:
                if TerminalText.isUnsafe(scalar) || scalar == "\u{FEFF}" || scalar == "\u{85}" {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result +=
                        scalar.value <= 0xFF
                        ? "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
                        : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    static func isPlainSafe(_ text: String, inFlow: Bool) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
        if first == " " || last == " " || last == ":" { return false }
        if "-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) { return false }
        if text.hasPrefix("...") { return false }
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            if scalar == "\t" || scalar == "\u{FEFF}" || scalar == "\u{85}" || TerminalText.isUnsafe(scalar) { return false }
            if scalar == "#", previous == " " { return false }
            if previous == ":", scalar == " " { return false }
            if inFlow, ",[]{}".unicodeScalars.contains(scalar) { return false }
            previous = scalar
        }
        return !readsAsAnotherType(text)
    }

    /// Null, booleans (YAML 1.2 and 1.1) and numbers, as the core schema and older loaders read
    /// plain scalars.
    static func readsAsAnotherType(_ text: String) -> Bool {
        let words: Set<String> = [
            "~", "null", "Null", "NULL", "true", "True", "TRUE", "false", "False", "FALSE",
            "yes", "Yes", "YES", "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF", "y", "Y", "n", "N",
            ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN",
        ]
        if words.contains(text) { return true }
        return looksNumeric(text)
    }

    /// `12`, `-3`, `1.5`, `.5`, `1e3`, `0x1F`, `0o17`, `1_000` (YAML 1.1): starts like a number
    /// and holds only what numbers hold.
    private static func looksNumeric(_ text: String) -> Bool {
        var scalars = Substring(text).unicodeScalars[...]
        if scalars.first == "+" || scalars.first == "-" { scalars = scalars.dropFirst() }
        guard let first = scalars.first, first == "." || ("0"..."9").contains(first) else { return false }
        return scalars.allSatisfy { ("0"..."9").contains($0) || "._eE+-xXoOabcdefABCDEF:".unicodeScalars.contains($0) }
    }
}
