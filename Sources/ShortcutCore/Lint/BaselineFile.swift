/// Reading and writing baseline files: JSON, sorted, one item per finding kind with a count, so
/// the file diffs well in code review.
///
/// Version 2 records each file relative to the baseline's own folder; version 1 (still read)
/// recorded paths as typed on the command line. A newer version is refused, not misread.
package enum BaselineFile {
    package static let formatVersion = 2
    /// The versions this build reads.
    package static let readableVersions = 1...formatVersion

    /// The most findings one item may stand for: far more than any app has, and small enough
    /// that no sum of counts overflows.
    package static let maximumCount = Int(Int32.max)

    /// Why a baseline cannot be used, as compilers print an error: `path:line:column: error: …`.
    package struct ReadError: Error, CustomStringConvertible, Sendable {
        package var file: String
        package var location: SourceLocation
        package var message: String

        package var description: String { "\(file):\(location.line):\(location.column): error: \(message)" }
    }

    package static func render(_ baseline: Baseline) -> [UInt8] {
        var json = JSONWriter()
        json.object { json in
            json.member("version", formatVersion)
            json.member("tool", ToolInfo.name)
            json.key("findings")
            json.array { json in
                for item in baseline.counts.keys.sorted() {
                    json.object { json in
                        json.member("file", item.file)
                        json.member("ruleId", item.ruleID)
                        json.member("entry", item.entry)
                        json.member("shortcut", item.shortcut)
                        json.member("count", baseline.counts[item] ?? 1)
                    }
                }
            }
        }
        return json.bytes + [0x0A]
    }

    package static func read(_ source: SourceFile) throws(ReadError) -> Baseline {
        let result = JSONParser.parse(source)
        let document = result.document
        func fail(_ message: String, at offset: Int) -> ReadError {
            ReadError(file: source.path, location: source.location(of: offset), message: message)
        }
        if let error = result.error { throw fail("not a baseline file: \(error.message)", at: error.offset) }
        /// A repeated key is refused, as in manifests and configs: which of the two counts is a guess.
        func checkKeys(_ object: NodeID, in context: String) throws(ReadError) {
            var seen: [String: Int] = [:]
            for (key, _) in document.members(object) {
                let name = document.text(key)
                if let line = seen[name] {
                    throw fail("duplicate key '\(name)' in \(context) (first at line \(line))", at: document.range(key).start)
                }
                seen[name] = document.span(key).start.line
            }
        }
        if document.kind(document.root) == .object { try checkKeys(document.root, in: "the baseline") }
        guard let list = document.member(document.root, named: "findings"), document.kind(list) == .array else {
            throw fail("a baseline is an object with a 'findings' list (written by --write-baseline)", at: 0)
        }
        guard let versionNode = document.member(document.root, named: "version") else {
            throw fail("a baseline has a 'version' (written by --write-baseline)", at: 0)
        }
        guard let number = document.number(versionNode), let version = Int(exactly: number) else {
            throw fail(
                "the baseline's 'version' must be a whole number, found \(FieldReader.describe(document.kind(versionNode)))",
                at: document.range(versionNode).start)
        }
        guard readableVersions.contains(version) else {
            throw fail(
                "baseline version \(document.text(versionNode)) is not one this shortcut-lint reads (versions \(readableVersions.lowerBound) to \(readableVersions.upperBound)); use the shortcut-lint that wrote it, or record it again with --write-baseline",
                at: document.range(versionNode).start)
        }
        var counts: [Baseline.Item: Int] = [:]
        for node in document.elements(list) {
            func text(_ name: String, required: Bool) throws(ReadError) -> String? {
                guard let value = document.member(node, named: name), document.kind(value) != .null else {
                    if required { throw fail("baseline item is missing '\(name)'", at: document.range(node).start) }
                    return nil
                }
                guard document.kind(value) == .string else {
                    throw fail("'\(name)' must be a string", at: document.range(value).start)
                }
                return document.text(value)
            }
            guard document.kind(node) == .object else { throw fail("each baseline item is an object", at: document.range(node).start) }
            try checkKeys(node, in: "a baseline item")
            let item = Baseline.Item(
                file: try text("file", required: true)!, ruleID: try text("ruleId", required: true)!,
                entry: try text("entry", required: false), shortcut: try text("shortcut", required: false))
            var count = 1
            if let value = document.member(node, named: "count") {
                // `Int(exactly:)`: 1e19 or 9223372036854775808 is no Int, and `Int(_:)` would trap.
                guard let number = document.number(value), let whole = Int(exactly: number), (1...maximumCount).contains(whole) else {
                    let found = document.kind(value) == .number ? document.text(value) : FieldReader.describe(document.kind(value))
                    throw fail("'count' must be a whole number from 1 to \(maximumCount), found \(found)", at: document.range(value).start)
                }
                count = whole
            }
            counts[item, default: 0] += count
        }
        return Baseline(counts: counts, version: version)
    }
}
