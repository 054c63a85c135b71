@testable import ShortcutCore

/// A rule example read as a specification: the manifest without its `↓` markers, and for each
/// marker the place a finding must start, both as a line and column and as a path through the
/// document (`shortcuts[1].key`, plus the offset inside that value), so the same place can be
/// found again in the example rewritten as JSON or with every entry in a scope.
struct ExampleSpecification {
    let yaml: String
    /// Where each marker points, in order.
    let expected: [Place]

    struct Place: Equatable, CustomStringConvertible {
        var line: Int
        var column: Int
        var description: String { "\(line):\(column)" }
    }

    /// A step from a node to one of its children.
    enum Step: Equatable {
        case element(Int)
        /// A member's key (`shortcuts` in `shortcuts:`) or its value.
        case key(String), value(String)
    }

    /// Where a marker sits in the document, if inside a value or key (not in a comment).
    struct Anchor {
        var path: [Step]
        var offsetInNode: Int
        var nodeWasQuoted: Bool
    }

    let anchors: [Anchor?]

    init(_ example: RuleExample) {
        var clean: [UInt8] = []
        var offsets: [Int] = []
        for scalar in example.marked.unicodeScalars {
            if Character(scalar) == RuleExample.marker {
                offsets.append(clean.count)
            } else {
                clean += Array(String(scalar).utf8)
            }
        }
        yaml = String(decoding: clean, as: UTF8.self)
        let source = SourceFile(path: "example.shortcuts.yml", bytes: clean)
        expected = offsets.map {
            let location = source.location(of: $0); return Place(line: location.line, column: location.column)
        }
        guard example.language == .yaml else {
            anchors = offsets.map { _ in nil }
            return
        }
        let document = YAMLParser.parse(source).document
        anchors = offsets.map { Self.anchor(of: $0, in: document) }
    }

    /// The deepest node whose text holds `offset`, and the way to it from the root.
    static func anchor(of offset: Int, in document: Document) -> Anchor? {
        var node = document.root
        var path: [Step] = []
        guard document.range(node).start <= offset, offset < max(document.range(node).end, offset + 1) else { return nil }
        descend: while true {
            switch document.kind(node) {
            case .array:
                for (index, element) in document.elements(node).enumerated() where contains(document.range(element), offset) {
                    path.append(.element(index))
                    node = element
                    continue descend
                }
            case .object:
                for (key, value) in document.members(node) {
                    let name = document.text(key)
                    if contains(document.range(key), offset) {
                        path.append(.key(name))
                        node = key
                        continue descend
                    }
                    if contains(document.range(value), offset) {
                        path.append(.value(name))
                        node = value
                        continue descend
                    }
                }
            default: break
            }
            break
        }
        guard !path.isEmpty else { return nil }
        let range = document.range(node)
        let first = document.source.bytes[range.start]
        return Anchor(
            path: path, offsetInNode: offset - range.start, nodeWasQuoted: first == UInt8(ascii: "\"") || first == UInt8(ascii: "'"))
    }

    private static func contains(_ range: ByteRange, _ offset: Int) -> Bool {
        range.start <= offset && (offset < range.end || (range.start == range.end && offset == range.start))
    }

    /// The place `anchor` points at in another rendering of the same manifest.
    static func place(of anchor: Anchor, in document: Document) -> Place? {
        var node = document.root
        for step in anchor.path {
            switch step {
            case .element(let index):
                guard let next = Array(document.elements(node)).dropFirst(index).first else { return nil }
                node = next
            case .key(let name), .value(let name):
                guard let member = document.members(node).first(where: { document.text($0.key) == name }) else { return nil }
                if case .key = step { node = member.key } else { node = member.value }
            }
        }
        let range = document.range(node)
        let first = document.source.bytes[range.start]
        let quoted = first == UInt8(ascii: "\"") || first == UInt8(ascii: "'")
        // Inside a scalar, an opening quote that one rendering has and the other lacks moves the text.
        let shift = anchor.offsetInNode == 0 || quoted == anchor.nodeWasQuoted ? 0 : (quoted ? 1 : -1)
        let location = document.source.location(of: range.start + anchor.offsetInNode + shift)
        return Place(line: location.line, column: location.column)
    }
}

/// The renderings of an example that must give the same findings (``RuleExample/Variation``).
enum ExampleVariations {
    /// The example as `variation` renders it, or why it does not apply.
    static func render(_ yaml: String, _ variation: RuleExample.Variation) -> Result<(text: String, path: String), Skip> {
        switch variation {
        case .crlf:
            return .success((yaml.replacingOccurrences(of: "\n", with: "\r\n"), "example.shortcuts.yml"))
        case .byteOrderMark:
            return .success(("\u{FEFF}" + yaml, "example.shortcuts.yml"))
        case .json:
            guard !yaml.contains("shortcut-lint:") else { return .failure(Skip("JSON has no comments")) }
            return .success((value(of: yaml).jsonText, "example.shortcuts.json"))
        case .scoped:
            guard !yaml.contains("shortcut-lint:") else { return .failure(Skip("the YAML rewriting drops comments")) }
            guard case .object(var members) = value(of: yaml), let list = members.firstIndex(where: { $0.key == "shortcuts" }),
                case .array(let entries) = members[list].value
            else { return .failure(Skip("no shortcuts list")) }
            var scoped: [JSONValue] = []
            for entry in entries {
                guard case .object(var fields) = entry else { return .failure(Skip("an entry is not a mapping")) }
                guard !fields.contains(where: { $0.key == "when" }) else { return .failure(Skip("an entry has its own scope")) }
                fields.append((key: "when", value: .string("example-scope")))
                scoped.append(.object(fields))
            }
            members[list].value = .array(scoped)
            return .success((YAMLEmitter.emit(.object(members), style: .block), "example.shortcuts.yml"))
        }
    }

    struct Skip: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    private static func value(of yaml: String) -> JSONValue {
        let document = YAMLParser.parse(SourceFile(path: "example.shortcuts.yml", text: yaml)).document
        return JSONValue.from(document, document.root)
    }
}
