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
        isString(node, field: field) ? document.text(node) : nil
    }

    /// Whether the value is a string (or a YAML plain scalar, which reads as one); if not, the
    /// wrong type is reported. Callers that intern the text check with this first.
    mutating func isString(_ node: NodeID, field: String) -> Bool {
        if readsAsString(node) { return true }
        schema(.manifestMustBeString(field: .text(field), found: found(node)), at: node)
        return false
    }

    /// A string, or a YAML plain scalar other than null (`title: 2048` is the text "2048").
    private func readsAsString(_ node: NodeID) -> Bool {
        let kind = document.kind(node)
        return kind == .string || (kind != .null && document.isPlainScalar(node))
    }

    /// `true` or `false`; anything else is reported.
    mutating func flag(_ node: NodeID, field: String) -> Bool? {
        if let value = document.bool(node) { return value }
        schema(.manifestMustBeFlag(field: .text(field), found: found(node)), at: node)
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
            guard readsAsString(node) else {
                schema(.manifestMustBeStrings(field: .text(field), found: found(node)), at: node)
                return nil
            }
            return [(document.text(node), document.range(node))]
        }
    }

    /// Platform names, each checked against the known platforms. An empty list is an error: it
    /// would leave nothing to check.
    mutating func platforms(_ node: NodeID, field: String) -> [(platform: Platform, range: ByteRange)]? {
        guard let names = strings(node, field: field) else { return nil }
        // `[null]` is reported as a wrong element already: one cause, one finding.
        if names.isEmpty, document.elements(node).first(where: { _ in true }) == nil {
            schema(.manifestEmptyPlatforms(field: .text(field)), at: node)
            return nil
        }
        var platforms: [(Platform, ByteRange)] = []
        for (name, range) in names {
            if let platform = Platform(name: name) {
                platforms.append((platform, range))
            } else {
                let known = Platform.allCases.map(\.rawValue).joined(separator: ", ")
                problems.append(
                    ManifestProblem(.schema, .manifestUnknownPlatform(name: .text(name), known: .text(known)), range: range))
            }
        }
        return platforms
    }

    /// Checks an object's fields against a field enum: duplicates are errors, unknown names
    /// warnings (`x-` names are extensions and ignored, as in docker-compose). Names are matched
    /// as bytes, so a million entries cost no `String` per field.
    mutating func fields<Field: ManifestField>(of object: NodeID, as _: Field.Type, context: Message) -> FieldValues<Field> {
        var values = FieldValues<Field>()
        for (key, value) in document.members(object) {
            guard let field = document.withText(key, { Field.match($0) }) else {
                if document.withText(key, { $0.starts(with: [UInt8(ascii: "x"), UInt8(ascii: "-")]) }) { continue }
                let list = Field.allCases.map(\.name).sorted().joined(separator: ", ")
                problems.append(
                    ManifestProblem(
                        .unknownField,
                        .manifestUnknownField(field: .text(document.text(key)), context: .message(context), known: .text(list)),
                        range: document.range(key)))
                continue
            }
            if let first = values[field] {
                let line = document.span(first.key).start.line
                schema(.manifestDuplicateField(field: .text(field.name), line: .number(line)), at: key)
                continue
            }
            values.set(field, key: key, value: value)
        }
        return values
    }

    mutating func schema(_ message: Message, at node: NodeID) {
        problems.append(ManifestProblem(.schema, message, range: document.range(node)))
    }

    /// What a value is, for "found …": "a list".
    func found(_ node: NodeID) -> MessageArgument { .message(Self.kind(document.kind(node))) }

    static func kind(_ kind: NodeKind) -> Message {
        switch kind {
        case .null: .kindNullValue()
        case .bool: .kindBoolean()
        case .number: .kindNumber()
        case .string: .kindString()
        case .array: .kindList()
        case .object: .kindMapping()
        }
    }

    /// ``kind(_:)`` in English, for the configuration and baseline errors the command line prints.
    static func describe(_ kind: NodeKind) -> String { MessageCatalogue.english.render(Self.kind(kind)) }
}

/// A manifest's fixed field names as an enum; the case names are the field names.
protocol ManifestField: RawRepresentable<Int>, CaseIterable {
    static var nameBytes: [[UInt8]] { get }
}

extension ManifestField {
    var name: String { String(decoding: Self.nameBytes[rawValue], as: UTF8.self) }

    /// The field whose name is exactly `bytes`: a length and first-byte check, then a byte
    /// comparison, against each name.
    static func match(_ bytes: UnsafeBufferPointer<UInt8>) -> Self? {
        guard let first = bytes.first else { return nil }
        let names = nameBytes
        for index in names.indices {
            let matches = names[index].withUnsafeBufferPointer { name in
                name.count == bytes.count && name[0] == first && name.elementsEqual(bytes)
            }
            if matches { return Self(rawValue: index) }
        }
        return nil
    }
}

/// The key and value of each field present in one object, kept inline (no allocation per
/// object): node indices, -1 where the field is absent.
struct FieldValues<Field: ManifestField> {
    private var keys = SIMD16<Int32>(repeating: -1)
    private var values = SIMD16<Int32>(repeating: -1)

    init() { assert(Field.allCases.count <= 16, "FieldValues holds up to 16 fields") }

    subscript(field: Field) -> (key: NodeID, value: NodeID)? {
        let key = keys[field.rawValue]
        return key < 0 ? nil : (NodeID(Int(key)), NodeID(Int(values[field.rawValue])))
    }

    mutating func set(_ field: Field, key: NodeID, value: NodeID) {
        keys[field.rawValue] = key.index
        values[field.rawValue] = value.index
    }
}
