import Foundation
import ShortcutCore
import Testing

/// The report samples in the README and docs/report-formats.md are real runs, as docs/rules.md is
/// the rules' own text: each is rebuilt here from the binary's output and compared with the page
/// (issue 20: the samples had gone stale, down to the finding counts). After a change that alters
/// them, `REGENERATE_DOC_SAMPLES=1 swift test --filter DocumentedSampleTests` rewrites the pages.
@Suite struct DocumentedSampleTests {
    static let root = ShippedExampleTests.packageRoot
    static let regenerate = ProcessInfo.processInfo.environment["REGENERATE_DOC_SAMPLES"] == "1"

    /// The body of the first block fenced as `language` after `marker` in `page`, and where it is.
    static func block(_ language: String, after marker: String, in page: String) throws -> Range<String.Index> {
        let start = try #require(page.range(of: marker), "no '\(marker)'")
        let open = try #require(page.range(of: "```\(language)\n", range: start.upperBound..<page.endIndex))
        let close = try #require(page.range(of: "\n```\n", range: open.upperBound..<page.endIndex))
        return open.upperBound..<page.index(after: close.lowerBound)
    }

    /// Checks that the block after `marker` in `file` shows `expected` (or writes it there).
    static func check(_ file: String, _ language: String, after marker: String, shows expected: String) throws {
        let url = root.appendingPathComponent(file)
        var page = try String(contentsOf: url, encoding: .utf8)
        let range = try block(language, after: marker, in: page)
        if regenerate, page[range] != expected {
            page.replaceSubrange(range, with: expected)
            try page.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            String(page[range]) == expected,
            "\(file), after '\(marker)': run REGENERATE_DOC_SAMPLES=1 swift test --filter DocumentedSampleTests")
    }

    // MARK: The README's Japanese run

    /// The README shows `Examples/ScribeApp` linted with `--lang ja`, whole.
    @Test func theReadmeJapaneseSampleIsARealRun() throws {
        let run = try ToolRun(["lint", "--no-color", "--lang", "ja", "Examples/ScribeApp"], in: Self.root)
        #expect(run.status == 1)
        try Self.check("README.md", "text", after: "`shortcut-lint lint --lang ja Examples/ScribeApp`", shows: run.standardOutput)
    }

    // MARK: The README's JSON report

    static let jsonMarker = "Abridged output of `shortcut-lint lint --format json Examples/Scribe/Scribe.shortcuts.yml`"

    /// The README shows the JSON report of `Examples/Scribe/Scribe.shortcuts.yml` with one finding,
    /// the `system-reserved` one, and the counts its prose gives are the run's.
    @Test func theReadmeJSONSampleIsAnExcerptOfARealRun() throws {
        let run = try ToolRun(["lint", "--format", "json", "Examples/Scribe/Scribe.shortcuts.yml"], in: Self.root)
        let document = JSONParser.parse(SourceFile(path: "report.json", text: run.standardOutput)).document
        let findings = try #require(document.member(document.root, named: "findings"))
        var total = 0
        var suppressed = 0
        for finding in document.elements(findings) {
            total += 1
            if let flag = document.member(finding, named: "suppressed"), document.bool(flag) == true { suppressed += 1 }
        }
        let excerpt = JSONExcerpt(document: document) { path, node in
            guard path == ["findings"] else { return true }
            return document.member(node, named: "ruleId").map { document.text($0) } == "system-reserved"
        }
        try Self.check("README.md", "json", after: Self.jsonMarker, shows: excerpt.render() + "\n")
        let counted = total - suppressed
        let prose =
            "(one of its \(total) findings shown; \(suppressed == 1 ? "one of them is" : "\(suppressed) of them are") suppressed, so the summary counts \(counted))"
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        if Self.regenerate, let old = readme.range(of: #"\(one of its \d+ findings shown;[^)]*\)"#, options: .regularExpression) {
            var updated = readme
            updated.replaceSubrange(old, with: prose)
            try updated.write(to: Self.root.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
            return
        }
        #expect(readme.contains(prose), "the README should say \(prose)")
    }

    // MARK: docs/report-formats.md

    static let formatsPage = "docs/report-formats.md"

    /// Each format's sample: `FORMAT` as run on the page's manifest, and the heading it follows.
    static let formats: [(format: String, language: String, heading: String)] = [
        ("text", "text", "## `text` (default)"), ("sarif", "json", "## `sarif`"), ("github", "text", "## `github`"),
        ("junit", "xml", "## `junit`"), ("checkstyle", "xml", "## `checkstyle`"),
    ]

    @Test(arguments: formats.map(\.format))
    func eachFormatsSampleIsARealRunOnThePagesManifest(_ format: String) throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent(Self.formatsPage), encoding: .utf8)
        let manifest = String(page[try Self.block("json", after: "Samples below come from this manifest", in: page)])
        let directory = try TemporaryDirectory(["Scribe.shortcuts.json": manifest])
        let run = try ToolRun(["lint", "--no-color", "--format", format, "Scribe.shortcuts.json"], in: directory.url)
        #expect(run.status == 1, "\(run.standardError)")
        let entry = try #require(Self.formats.first { $0.format == format })
        var output = run.standardOutput
        if format == "sarif" { output = Self.abridgedSARIF(output) }
        try Self.check(Self.formatsPage, entry.language, after: entry.heading, shows: output)
    }

    /// The SARIF log with only the rules its results name, their long texts elided, and the
    /// temporary folder shown as a checkout.
    static func abridgedSARIF(_ text: String) -> String {
        let document = JSONParser.parse(SourceFile(path: "log.sarif", text: text)).document
        var ruleIDs: Set<String> = []
        if let runs = document.member(document.root, named: "runs"), let first = document.elements(runs).first(where: { _ in true }),
            let results = document.member(first, named: "results")
        {
            for result in document.elements(results) {
                if let id = document.member(result, named: "ruleId") { ruleIDs.insert(document.text(id)) }
            }
        }
        let checkout = "file:///home/me/scribe/"
        let excerpt = JSONExcerpt(document: document) { path, node in
            guard path.last == "rules" else { return true }
            return document.member(node, named: "id").map { ruleIDs.contains(document.text($0)) } ?? true
        } replace: { path, text in
            if path.suffix(2) == ["fullDescription", "text"] || path.suffix(2) == ["help", "text"]
                || path.suffix(2) == ["help", "markdown"]
            {
                return String(text.prefix { $0 != "." && $0 != "\n" }) + " …"
            }
            if path.suffix(2) == ["%SRCROOT%", "uri"] { return checkout }
            return text
        }
        return excerpt.render() + "\n"
    }
}

/// A JSON document written again as the reporters write it (``JSONWriter``), keeping what
/// `keeps` accepts of each array (by the path of member names to it) and passing each string
/// through `replace`: an excerpt of a real report, in the report's own layout.
struct JSONExcerpt {
    let document: Document
    var keeps: (_ path: [String], _ element: NodeID) -> Bool
    var replace: (_ path: [String], _ text: String) -> String = { $1 }

    init(
        document: Document, keeps: @escaping (_ path: [String], _ element: NodeID) -> Bool,
        replace: @escaping (_ path: [String], _ text: String) -> String = { $1 }
    ) {
        self.document = document
        self.keeps = keeps
        self.replace = replace
    }

    func render() -> String {
        var writer = JSONWriter()
        write(document.root, path: [], into: &writer)
        return writer.string
    }

    private func write(_ node: NodeID, path: [String], into writer: inout JSONWriter) {
        switch document.kind(node) {
        case .object:
            writer.object { writer in
                for (key, value) in document.members(node) {
                    let name = document.text(key)
                    writer.key(name)
                    write(value, path: path + [name], into: &writer)
                }
            }
        case .array:
            writer.array { writer in
                for element in document.elements(node) where keeps(path, element) { write(element, path: path, into: &writer) }
            }
        case .string: writer.value(replace(path, document.text(node)))
        case .number: writer.value(Int(document.text(node)) ?? 0)
        case .bool: writer.value(document.bool(node) ?? false)
        case .null: writer.null()
        }
    }
}
