/// Reads typed manifest values out of a ``Document``, reporting a wrong type at the value.
///
/// Shared by the top level and the entries so that "must be a string" reads the same
/// everywhere.
struct FieldReader {
    let document: Document
    var problems: [ManifestProblem] = []

    init(document: Document) { self.document = document }

    /// A string value. A YAML plain scalar of any type counts as its text (`title: 2048`).
    mutating func string(_ node: NodeID, field: String) -> String? {
        let kind = document.kind(node)
        if kind == .string || (document.isPlainScalar(node) && kind != .null) {
            return document.text(node)
        }
        schema("'\(field)' must be a string, found \(Self.describe(kind))", at: node)
        return nil
    }

    /// A list of strings; a single string is accepted as a list of one.
    mutating func strings(_ node: NodeID, field: String) -> [(text: String, range: ByteRange)]? {
        switch document.kind(node) {
        case .array:
            var values: [(String, ByteRange)] = []
            for element in document.elements(node) {
                if let text = string(element, field: "\(field)[]") { values.append((text, document.range(element))) }
            }
            return values
        default:
            guard let text = string(node, field: field) else { return nil }
            return [(text, document.range(node))]
        }
    }

    /// Platform names, each checked against the known platforms.
    mutating func platforms(_ node: NodeID, field: String) -> [(platform: Platform, range: ByteRange)]? {
        guard let names = strings(node, field: field) else { return nil }
        var platforms: [(Platform, ByteRange)] = []
        for (name, range) in names {
            if let platform = Platform(name: name) {
                platforms.append((platform, range))
            } else {
                let known = Platform.allCases.map(\.rawValue).joined(separator: ", ")
                problems.append(ManifestProblem(.schema, "unknown platform '\(name)'; expected one of \(known)", range: range))
            }
        }
        return platforms
    }

    /// Checks an object's fields: duplicates are errors, unknown names warnings (`x-` names are
    /// extensions and ignored, as in docker-compose). Returns the fields by name.
    mutating func fields(of object: NodeID, known: Set<String>, context: String) -> [String: (key: NodeID, value: NodeID)] {
        var seen: [String: (key: NodeID, value: NodeID)] = [:]
        for (key, value) in document.members(object) {
            let name = document.text(key)
            if let first = seen[name] {
                let line = document.span(first.key).start.line
                schema("duplicate field '\(name)' (first at line \(line))", at: key)
                continue
            }
            seen[name] = (key, value)
            if !known.contains(name), !name.hasPrefix("x-") {
                let list = known.filter { !$0.hasPrefix("$") }.sorted().joined(separator: ", ")
                problems.append(ManifestProblem(
                    .unknownField, "unknown field '\(name)' in \(context); known fields: \(list)",
                    range: document.range(key)))
            }
        }
        return seen
    }

    mutating func schema(_ message: String, at node: NodeID) {
        problems.append(ManifestProblem(.schema, message, range: document.range(node)))
    }

    static func describe(_ kind: NodeKind) -> String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "a list"
        case .object: "a mapping"
        }
    }
}
