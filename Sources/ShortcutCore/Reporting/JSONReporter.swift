/// The versioned JSON report (`--format json`): stable field names for other tools, documented
/// by `docs/report.schema.json`. Suppressed findings are included, marked `"suppressed": true`,
/// and are not counted in `summary`.
public struct JSONReporter: Reporter {
    static let formatVersion = 1

    public init() {}

    public func render(_ report: LintReport) -> [UInt8] {
        var json = JSONWriter()
        json.object { json in
            json.member("version", Self.formatVersion)
            json.key("tool")
            json.object { json in
                json.member("name", ToolInfo.name)
                json.member("version", ToolInfo.version)
            }
            json.key("files")
            json.array { json in
                for file in report.files {
                    json.object { json in
                        json.member("path", file.path)
                        json.member("shortcuts", file.shortcutCount)
                    }
                }
            }
            json.key("findings")
            json.array { json in
                for finding in report.findings { Self.write(finding, to: &json) }
            }
            let summary = report.summary
            json.key("summary")
            json.object { json in
                json.member("files", summary.files)
                json.member("shortcuts", summary.shortcuts)
                json.member("errors", summary.errors)
                json.member("warnings", summary.warnings)
                json.member("infos", summary.infos)
            }
        }
        return json.bytes + [0x0A]
    }

    static func write(_ finding: Finding, to json: inout JSONWriter) {
        json.object { json in
            json.member("ruleId", finding.ruleID)
            json.member("severity", finding.severity.rawValue)
            json.member("message", finding.message)
            json.member("file", finding.file)
            json.member("line", finding.span.start.line)
            json.member("column", finding.span.start.column)
            json.member("endLine", finding.span.end.line)
            json.member("endColumn", finding.span.end.column)
            json.key("shortcut")
            if let shortcut = finding.shortcut {
                json.object { json in
                    json.member("written", shortcut.written)
                    json.member("canonical", shortcut.canonical)
                    json.member("symbols", shortcut.symbols)
                }
            } else {
                json.null()
            }
            json.key("related")
            writeRelated(finding.related, to: &json)
            json.key("entry")
            if let entry = finding.entry {
                json.object { json in
                    json.member("id", entry.id)
                    json.member("title", entry.title)
                    json.member("index", entry.index)
                }
            } else {
                json.null()
            }
            json.key("suggestions")
            json.array { json in for suggestion in finding.suggestions { json.value(suggestion) } }
            json.key("fix")
            if let fix = finding.fix {
                json.object { json in
                    json.member("replacement", fix.replacement)
                    if let span = fix.span {
                        json.member("line", span.start.line)
                        json.member("column", span.start.column)
                        json.member("endLine", span.end.line)
                        json.member("endColumn", span.end.column)
                    }
                }
            } else {
                json.null()
            }
            json.member("suppressed", finding.isSuppressed)
            if case .inSource(let reason?) = finding.suppression { json.member("suppressionReason", reason) }
        }
    }

    static func writeRelated(_ related: RelatedItem?, to json: inout JSONWriter) {
        switch related {
        case nil:
            json.null()
        case .entry(let file, let line, let column, let id, let title):
            json.object { json in
                json.member("kind", "entry")
                json.member("file", file)
                json.member("line", line)
                json.member("column", column)
                json.member("id", id)
                json.member("title", title)
            }
        case .reserved(let id, let action, let system):
            json.object { json in
                json.member("kind", "reserved")
                json.member("id", id)
                json.member("action", action)
                json.member("system", system)
            }
        }
    }
}
