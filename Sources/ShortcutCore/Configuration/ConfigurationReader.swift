/// Reads typed values out of a config document, collecting every problem with its position
/// instead of stopping at the first, so one run shows a user all their typos.
struct ConfigurationReader {
    let document: Document
    var diagnostics: [ConfigurationError.Diagnostic] = []

    init(document: Document) { self.document = document }

    var path: String { document.source.path }

    mutating func error(_ message: String, at node: NodeID) {
        diagnostics.append(.init(file: path, location: document.span(node).start, message: message))
    }

    /// A mapping's members by name, in order. A repeated name is an error (JSON parsers disagree
    /// on which one wins, so we refuse to guess); only the first is kept.
    mutating func members(of node: NodeID, context: String) -> [(name: String, key: NodeID, value: NodeID)] {
        var lines: [String: Int] = [:]
        var result: [(name: String, key: NodeID, value: NodeID)] = []
        for (key, value) in document.members(node) {
            let name = document.text(key)
            if let line = lines[name] {
                error("duplicate key '\(name)' in \(context) (first at line \(line))", at: key)
                continue
            }
            lines[name] = document.span(key).start.line
            result.append((name, key, value))
        }
        return result
    }

    /// A string, or a YAML plain scalar's text (`platforms: [macOS]`, `max: 80` read as text).
    mutating func string(_ node: NodeID, _ what: String) -> String? {
        let kind = document.kind(node)
        if kind == .string || (document.isPlainScalar(node) && kind != .null) { return document.text(node) }
        error("\(what) must be a string, found \(FieldReader.describe(kind))", at: node)
        return nil
    }

    /// A list's elements; a single value counts as a list of one, and null (`exclude:` with
    /// nothing after it) as an empty list.
    func list(_ node: NodeID) -> [NodeID] {
        switch document.kind(node) {
        case .array: Array(document.elements(node))
        case .null: []
        default: [node]
        }
    }

    /// "; did you mean 'x'?" for a near miss among `candidates`.
    static func hint(for word: String, among candidates: some Sequence<String>) -> String {
        EditDistance.suggestion(for: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
