/// The YAML parser on arbitrary bytes, both as a manifest (one document) and as a stream: it must
/// return, never crash or hang, and every node of every document must lie inside the file.
enum FuzzTarget: FuzzTargetKind {
    static var builtInSeeds: [[UInt8]] { BuiltInSeeds.ruleExamples.map { Array($0.utf8) } }

    static func test(_ input: [UInt8]) {
        let source = SourceFile(path: "fuzz.shortcuts.yml", bytes: input)
        let single = YAMLParser.parse(source)
        FuzzChecks.check(single.document)
        FuzzChecks.check(single.error, in: source)

        let stream = YAMLParser.parseStream(source)
        for document in stream.documents { FuzzChecks.check(document) }
        FuzzChecks.check(stream.error, in: source)
        // A manifest is the stream's first document: the two readings agree on whether it is broken
        // only when the stream holds at most one document.
        if stream.documents.count <= 1 {
            require(
                (single.error == nil) == (stream.error == nil),
                "parse and parseStream disagree: \(String(describing: single.error)) vs \(String(describing: stream.error))")
        }
    }
}
