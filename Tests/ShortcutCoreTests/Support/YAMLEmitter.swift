import Foundation

@testable import ShortcutCore

/// Writes a JSON value as YAML in one of several styles, so tests can check that every way of
/// writing a manifest gives the same findings.
struct YAMLEmitter {
    enum Style: String, CaseIterable, Sendable {
        /// Block collections, plain scalars wherever YAML reads them back as the same string.
        case block
        /// One flow mapping for the whole document.
        case flow
        /// Block collections, every string single-quoted.
        case singleQuoted
        /// Block collections, every string double-quoted, non-ASCII as \u escapes.
        case doubleQuoted
        /// Block collections; titles as folded block scalars, repeated menus as anchors and aliases.
        case blockScalarsAndAliases
        /// Block style with CRLF line ends and a byte order mark.
        case crlfWithBOM
    }

    let style: Style
    private var anchors: [String: String] = [:]
    private var nextAnchor = 0

    init(style: Style) { self.style = style }

    static func emit(_ value: JSONValue, style: Style) -> String {
        var emitter = YAMLEmitter(style: style)
        var text = "# generated in the \(style.rawValue) style\n"
        text += style == .flow ? emitter.flow(value) + "\n" : emitter.block(value, indent: 0, parentKey: nil)
        if style == .crlfWithBOM { text = "\u{FEFF}" + text.replacingOccurrences(of: "\n", with: "\r\n") }
        return text
    }

    private mutating func block(_ value: JSONValue, indent: Int, parentKey: String?) -> String {
        let pad = String(repeating: " ", count: indent)
        switch value {
        case .object(let members) where !members.isEmpty:
            var text = ""
            for (key, member) in members {
                text += pad + scalar(key) + ":"
                text += tail(member, indent: indent, key: key)
            }
            return text
        case .array(let elements) where !elements.isEmpty:
            var text = ""
            for element in elements {
                if case .object(let members) = element, !members.isEmpty {
                    // "- key: value" with the rest of the mapping indented under the first key.
                    let inner = block(element, indent: indent + 2, parentKey: nil)
                    text += pad + "- " + inner.dropFirst(indent + 2)
                } else {
                    text += pad + "-" + tail(element, indent: indent, key: nil)
                }
            }
            return text
        default:
            return pad + flow(value) + "\n"
        }
    }

    /// What follows `key:` or `-`: a nested block on the next lines, or a scalar on this line.
    private mutating func tail(_ value: JSONValue, indent: Int, key: String?) -> String {
        switch value {
        case .object(let members) where !members.isEmpty:
            return "\n" + block(value, indent: indent + 2, parentKey: key)
        case .array(let elements) where !elements.isEmpty:
            return "\n" + block(value, indent: indent + 2, parentKey: key)
        case .string(let text)
        where style == .blockScalarsAndAliases && key == "title" && !text.isEmpty
            && !text.hasPrefix(" ") && !text.hasSuffix(" "):
            return " >-\n" + String(repeating: " ", count: indent + 2) + text + "\n"
        case .string(let text) where style == .blockScalarsAndAliases && key == "menu":
            if let anchor = anchors[text] { return " *\(anchor)\n" }
            nextAnchor += 1
            anchors[text] = "m\(nextAnchor)"
            return " &m\(nextAnchor) \(scalar(text))\n"
        default:
            return " " + flow(value) + "\n"
        }
    }

    private mutating func flow(_ value: JSONValue) -> String {
        switch value {
        // Typed scalars carry explicit tags: a plain YAML `12` where a string is expected is read
        // as the text "12", while a JSON number there is a type error; the tag keeps the JSON meaning.
        case .null: return "!!null null"
        case .bool(let flag): return flag ? "!!bool true" : "!!bool false"
        case .number(let number):
            return number == number.rounded() && abs(number) < 1e15 ? "!!int \(Int(number))" : "!!float \(number)"
        case .string(let text): return scalar(text)
        case .array(let elements): return "[" + elements.map { flow($0) }.joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.map { scalar($0.key) + ": " + flow($0.value) }.joined(separator: ", ") + "}"
        }
    }

    private func scalar(_ text: String) -> String {
        switch style {
        case .singleQuoted: return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
        case .doubleQuoted: return doubleQuoted(text, escapeNonASCII: true)
        default: return style == .flow ? YAMLScalarWriter.flow(text) : YAMLScalarWriter.block(text)
        }
    }

    private func doubleQuoted(_ text: String, escapeNonASCII: Bool) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || (escapeNonASCII && scalar.value > 0x7E) {
                    out += scalar.value > 0xFFFF ? "\\U" + hex(scalar.value, 8) : "\\u" + hex(scalar.value, 4)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    private func hex(_ value: UInt32, _ width: Int) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
