/// GitHub code scanning rejects a SARIF run with more than 25,000 results, which would lose every
/// result of a large run; the log instead keeps the most important ones and says how many it left
/// out, in the run's `invocations` where SARIF viewers show tool notifications.
enum SARIFResultLimit {
    /// The report with at most `limit` findings — unsuppressed before suppressed, then the most
    /// severe, then in file order — and how many were left out.
    static func capped(_ report: LintReport, to limit: Int) -> (LintReport, omitted: Int) {
        let total = report.files.reduce(0) { $0 + $1.findings.count }
        guard total > limit else { return (report, 0) }
        var ranked: [(file: Int, finding: Int)] = []
        ranked.reserveCapacity(total)
        for (file, result) in report.files.enumerated() {
            for finding in result.findings.indices { ranked.append((file, finding)) }
        }
        ranked.sort { a, b in
            let x = report.files[a.file].findings[a.finding]
            let y = report.files[b.file].findings[b.finding]
            if x.isSuppressed != y.isSuppressed { return !x.isSuppressed }
            if x.severity != y.severity { return x.severity > y.severity }
            return (a.file, a.finding) < (b.file, b.finding)
        }
        var kept = Array(repeating: Set<Int>(), count: report.files.count)
        for item in ranked.prefix(limit) { kept[item.file].insert(item.finding) }
        var capped = report
        for file in capped.files.indices {
            capped.files[file].findings = capped.files[file].findings.enumerated()
                .filter { kept[file].contains($0.offset) }.map(\.element)
        }
        return (capped, total - limit)
    }

    /// `invocations[0].toolExecutionNotifications`: one warning naming how many were left out.
    static func writeNotice(omitted: Int, limit: Int, in words: MessageCatalogue, to json: inout JSONWriter) {
        json.key("invocations")
        json.array { json in
            json.object { json in
                json.member("executionSuccessful", true)
                json.key("toolExecutionNotifications")
                json.array { json in
                    json.object { json in
                        json.member("level", "warning")
                        json.key("message")
                        json.object { json in json.member("text", message(omitted: omitted, limit: limit, in: words)) }
                    }
                }
            }
        }
    }

    static func message(omitted: Int, limit: Int, in words: MessageCatalogue = .english) -> String {
        words.text("report.sarif.left-out", ["omitted": .number(omitted), "limit": .number(limit)])
    }
}
