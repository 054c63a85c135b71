/// Reads the small block-YAML subset that rule examples and the exemplary manifest are written
/// in (mappings, `- ` lists, `[a, b]` flow lists, plain and quoted scalars, `#` comments) and
/// writes it as JSON, so the examples can be linted before our YAML parser lands. Test-only; it
/// assumes well-formed input.
enum ExampleYAML {
    static func json(_ yaml: String) -> String {
        var lines: [(indent: Int, text: String)] = []
        for raw in yaml.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = String(raw)
            let trimmed = text.drop { $0 == " " }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            lines.append((text.count - trimmed.count, String(trimmed)))
        }
        var reader = Reader(lines: lines)
        return reader.node(indent: lines.first?.indent ?? 0)
    }

    private struct Reader {
        var lines: [(indent: Int, text: String)]
        var position = 0

        mutating func node(indent: Int) -> String {
            guard position < lines.count else { return "null" }
            return lines[position].text.hasPrefix("-") ? sequence(indent: indent) : mapping(indent: indent)
        }

        mutating func sequence(indent: Int) -> String {
            var items: [String] = []
            while position < lines.count, lines[position].indent == indent, lines[position].text.hasPrefix("-") {
                let content = String(lines[position].text.dropFirst().drop { $0 == " " })
                let inner = indent + lines[position].text.count - content.count
                if content.isEmpty {
                    position += 1
                    items.append(node(indent: lines[position].indent))
                } else if Self.splitKey(content) != nil {
                    lines[position] = (inner, content)
                    items.append(mapping(indent: inner))
                } else {
                    position += 1
                    items.append(Self.scalar(content))
                }
            }
            return "[" + items.joined(separator: ",") + "]"
        }

        mutating func mapping(indent: Int) -> String {
            var members: [String] = []
            while position < lines.count, lines[position].indent == indent, !lines[position].text.hasPrefix("- ") {
                let (key, value) = Self.splitKey(lines[position].text)!
                position += 1
                let rendered: String
                if value.isEmpty {
                    let next = position < lines.count ? lines[position] : (indent: -1, text: "")
                    let nested = next.indent > indent || (next.indent == indent && next.text.hasPrefix("-"))
                    rendered = nested ? node(indent: next.indent) : "null"
                } else {
                    rendered = Self.scalar(value)
                }
                members.append(Self.quote(key) + ":" + rendered)
            }
            return "{" + members.joined(separator: ",") + "}"
        }

        static func splitKey(_ text: String) -> (String, String)? {
            if text.first == "\"" || text.first == "'" || text.first == "[" { return nil }
            if let range = text.range(of: ": ") {
                return (String(text[..<range.lowerBound]), String(text[range.upperBound...]).trimmingCharacters())
            }
            return text.hasSuffix(":") ? (String(text.dropLast()), "") : nil
        }

        static func scalar(_ text: String) -> String {
            var value = text
            if let comment = value.range(of: " #"), value.first != "\"" { value = String(value[..<comment.lowerBound]) }
            value = value.trimmingCharacters()
            if value.hasPrefix("["), value.hasSuffix("]") {
                let items = value.dropFirst().dropLast().split(separator: ",").map { scalar(String($0)) }
                return "[" + items.joined(separator: ",") + "]"
            }
            if value.count >= 2, value.first == "\"", value.last == "\"" { return "\"" + value.dropFirst().dropLast() + "\"" }
            if value.count >= 2, value.first == "'", value.last == "'" { return quote(String(value.dropFirst().dropLast())) }
            return value == "null" || value == "~" ? "null" : quote(value)
        }

        static func quote(_ text: String) -> String {
            var out = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }
    }
}

extension String {
    fileprivate func trimmingCharacters() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
