/// A YAML manifest file of several documents (`---` between them), as `shortcut-lint extract`
/// writes the manifests of several apps to one file: each document is a manifest of its own,
/// read, grouped into its app and checked as its own file would be, and the file is reported as
/// one, its findings at the file's own lines and columns.
///
/// Each document is read from a view of the file: the same bytes where the document lies, and
/// every other byte but line breaks blanked, so positions, fixes and baselines need no
/// translation. A document begins on the line after the one its predecessor's content ends on,
/// so a comment at the end of an entry's line stays with that entry.
enum ManifestStream {
    /// One view per document of a YAML manifest with several; nil for any other file (one
    /// document, JSON, a source file). A stream with a syntax error is cut before the document the
    /// error is in, whose view runs to the end of the file and reports it.
    static func documents(of source: SourceFile) -> [SourceFile]? {
        guard InputKind(source) == .manifest(.yaml) else { return nil }
        let stream = YAMLParser.parseStream(source)
        guard stream.documents.count > 1 else { return nil }
        let bytes = source.bytes
        var starts = [0]
        for (document, next) in zip(stream.documents, stream.documents.dropFirst()) {
            let end = min(document.range(document.root).end, bytes.count)
            guard let lineBreak = bytes[end...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            // Never past the line the next document's content starts on.
            let nextContent = min(next.range(next.root).start, bytes.count)
            let nextLine = (bytes[..<nextContent].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
            starts.append(max(min(lineBreak + 1, nextLine), starts.last!))
        }
        guard starts.count > 1 else { return nil }
        return starts.indices.map { index in
            let end = index + 1 < starts.count ? starts[index + 1] : bytes.count
            return SourceFile(path: source.path, bytes: blanked(bytes, keeping: starts[index]..<end))
        }
    }

    /// `bytes` with every byte outside `kept` that is not a line break made a space.
    private static func blanked(_ bytes: [UInt8], keeping kept: Range<Int>) -> [UInt8] {
        var view = bytes
        for index in view.indices where !kept.contains(index) && view[index] != UInt8(ascii: "\n") && view[index] != UInt8(ascii: "\r") {
            view[index] = UInt8(ascii: " ")
        }
        return view
    }

    /// The file's result from its documents' results: their findings in file order, their
    /// shortcuts counted together, parsed when every document parsed.
    static func merged(_ documents: [FileResult], as source: SourceFile) -> FileResult {
        var result = FileResult(
            source: source, shortcutCount: documents.reduce(0) { $0 + $1.shortcutCount },
            findings: documents.flatMap(\.findings).sorted(by: Finding.fileOrder), manifest: documents.first?.manifest,
            parsed: documents.allSatisfy(\.parsed))
        result.documentManifests = documents.compactMap(\.manifest)
        return result
    }
}
