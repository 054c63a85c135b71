/// The SARIF `result` objects of one file: location, fingerprint, the entry a conflict is with,
/// the fix as a SARIF replacement, and why a suppressed finding is hidden.
struct SARIFResultWriter {
    let file: FileResult
    let path: ReportPath
    /// Position of each linted file in `run.artifacts`, by path as given.
    let artifactIndex: [String: Int]
    let catalog: SARIFRuleIndex
    let reporter: SARIFReporter
    /// The language of the report's own words.
    let words: MessageCatalogue

    func write(to json: inout JSONWriter) {
        guard !file.findings.isEmpty else { return }
        let fingerprints = LineFingerprint.fingerprints(
            forLines: Set(file.findings.map(\.span.start.line)), in: file.source.bytes)
        for finding in file.findings {
            json.object { json in
                json.member("ruleId", finding.ruleID)
                if let index = catalog.index(of: finding.ruleID) { json.member("ruleIndex", index) }
                json.member("level", SARIFReporter.level(finding.severity))
                json.key("message")
                json.object { json in json.member("text", finding.reportMessage(in: words)) }
                json.key("locations")
                json.array { json in
                    json.object { json in
                        json.key("physicalLocation")
                        writePhysicalLocation(path, file: file.path, span: finding.span, to: &json)
                    }
                }
                if let fingerprint = fingerprints[finding.span.start.line] {
                    json.key("partialFingerprints")
                    json.object { json in json.member("primaryLocationLineHash", fingerprint) }
                }
                if case .entry(let otherFile, let line, let column, let id, let title) = finding.related {
                    json.key("relatedLocations")
                    json.array { json in
                        json.object { json in
                            json.member("id", 1)
                            json.key("physicalLocation")
                            let start = SourceLocation(line: line, column: column)
                            writePhysicalLocation(
                                ReportPath(otherFile, workingDirectory: reporter.workingDirectory), file: otherFile,
                                span: SourceSpan(start: start, end: start), to: &json, startOnly: true)
                            json.key("message")
                            json.object { json in json.member("text", Self.describeEntry(id: id, title: title, in: words)) }
                        }
                    }
                }
                if let fix = finding.fix { writeFix(fix, to: &json) }
                if let suppression = finding.suppression { writeSuppression(suppression, to: &json) }
            }
        }
    }

    private func writePhysicalLocation(
        _ path: ReportPath, file: String, span: SourceSpan, to json: inout JSONWriter, startOnly: Bool = false
    ) {
        json.object { json in
            json.key("artifactLocation")
            reporter.writeArtifactLocation(path, index: artifactIndex[file], to: &json)
            json.key("region")
            Self.writeRegion(span, to: &json, startOnly: startOnly)
        }
    }

    /// A full region; `endColumn` is the column after the last character, as in ``SourceSpan``.
    static func writeRegion(_ span: SourceSpan, to json: inout JSONWriter, startOnly: Bool = false) {
        json.object { json in
            json.member("startLine", max(span.start.line, 1))
            json.member("startColumn", max(span.start.column, 1))
            guard !startOnly else { return }
            let end = max(span.end, span.start)
            json.member("endLine", max(end.line, 1))
            json.member("endColumn", max(end.column, 1))
        }
    }

    private func writeFix(_ fix: Fix, to json: inout JSONWriter) {
        let bytes = file.source.bytes
        let start = min(max(fix.range.start, 0), bytes.count)
        let end = min(max(fix.range.end, start), bytes.count)
        let original = String(decoding: bytes[start..<end], as: UTF8.self)
        json.key("fixes")
        json.array { json in
            json.object { json in
                json.key("description")
                json.object { json in json.member("text", "Replace “\(original)” with “\(fix.replacement)”.") }
                json.key("artifactChanges")
                json.array { json in
                    json.object { json in
                        json.key("artifactLocation")
                        reporter.writeArtifactLocation(path, index: artifactIndex[file.path], to: &json)
                        json.key("replacements")
                        json.array { json in
                            json.object { json in
                                json.key("deletedRegion")
                                Self.writeRegion(fix.span ?? file.source.span(fix.range), to: &json)
                                json.key("insertedContent")
                                json.object { json in json.member("text", fix.replacement) }
                            }
                        }
                    }
                }
            }
        }
    }

    private func writeSuppression(_ suppression: SuppressionKind, to json: inout JSONWriter) {
        json.key("suppressions")
        json.array { json in
            json.object { json in
                switch suppression {
                case .inSource(let reason):
                    json.member("kind", "inSource")
                    if let reason, !reason.isEmpty { json.member("justification", reason) }
                case .baseline:
                    json.member("kind", "external")
                    json.member("justification", words.text("report.sarif.baseline"))
                }
            }
        }
    }

    /// `“Publish” (id publish)`: how the other entry of a conflict is named.
    static func describeEntry(id: String?, title: String?, in words: MessageCatalogue = .english) -> String {
        switch (title, id) {
        case let (title?, id?): words.text("report.sarif.other-entry-titled-with-id", ["title": .text(title), "id": .text(id)])
        case let (title?, nil): words.text("report.sarif.other-entry-titled", ["title": .text(title)])
        case let (nil, id?): words.text("report.sarif.other-entry-with-id", ["id": .text(id)])
        case (nil, nil): words.text("report.sarif.other-entry")
        }
    }
}
