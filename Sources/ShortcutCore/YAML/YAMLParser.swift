/// Reads YAML manifests into the same positioned ``Document`` the JSON parser builds, so manifest
/// decoding, rules and reports never know which format a file was written in.
///
/// The subset (docs/yaml.md) is what hand-written files use: block and flow collections, every
/// scalar style, comments, anchors and aliases, the core schema's tags. Anything beyond it is
/// refused with an `.unsupported` error at its position rather than read some other way.
package enum YAMLParser {
    /// Parses a manifest, which is exactly one YAML document: a second document is an error at
    /// its position, and an empty file is a null document. On error the tree holds what was read.
    package static func parse(_ source: SourceFile) -> ParseResult {
        let stream = run(source, maximumDocuments: 1)
        // No document at all after an error: an empty one, marked incomplete, so nothing is
        // reported about its (missing) content on top of the error.
        let document =
            stream.documents.first
            ?? DocumentBuilder(source: source).finish(closingOpenContainersAt: stream.error?.offset)
        return ParseResult(document: document, error: stream.error)
    }

    /// Parses a stream of any number of documents (the conformance suite has many). On error,
    /// `documents` ends with the partial document in which the error was found.
    package static func parseStream(_ source: SourceFile) -> (documents: [Document], error: ParseError?) {
        run(source, maximumDocuments: Int.max)
    }

    private static func run(
        _ source: SourceFile, maximumDocuments: Int
    ) -> (documents: [Document], error: ParseError?) {
        if let error = TextEncoding.problem(in: source.bytes) { return ([], error) }
        return source.bytes.withUnsafeBufferPointer { bytes in
            var parser = YAMLStreamParser(source: source, bytes: bytes, maximumDocuments: maximumDocuments)
            do throws(ParseError) {
                try parser.parseStream()
                return (parser.documents, nil)
            } catch {
                parser.abandonDocument(at: error.offset)
                return (parser.documents, error)
            }
        }
    }
}
