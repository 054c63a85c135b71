/// SARIF 2.1.0 (`--format sarif`) for GitHub code scanning and other SARIF viewers: one run, the
/// rules that ran with their documentation, every linted file as an artifact, and one result per
/// finding (suppressed ones included, marked in `suppressions`, as SARIF intends).
///
/// Written with GitHub's extra requirements in mind: `ruleIndex`, full regions, repository-relative
/// URIs (see ``ReportPath``), and the same `primaryLocationLineHash` the upload action would compute
/// (``LineFingerprint``). Columns count Unicode scalars, so the run declares `unicodeCodePoints`.
///
/// GitHub rejects a run with more than 25,000 results outright; past ``resultLimit`` the log keeps
/// the most important results (unsuppressed first, then most severe, then file order) and says
/// how many it left out in a tool execution notification.
public struct SARIFReporter: Reporter {
    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    static let sourceRootID = "%SRCROOT%"
    /// Results GitHub code scanning accepts in one run.
    public static let gitHubResultLimit = 25_000

    /// The rules that ran, in the order `driver.rules` lists them.
    public var rules: [RuleDescription]
    /// The directory URIs are made relative to (the checkout, in CI); nil keeps paths as given.
    public var workingDirectory: String?
    /// The most results one run holds.
    public var resultLimit: Int

    public init(rules: [RuleDescription], workingDirectory: String?, resultLimit: Int = gitHubResultLimit) {
        self.rules = rules
        self.workingDirectory = workingDirectory
        self.resultLimit = resultLimit
    }

    public func render(_ report: LintReport) -> [UInt8] {
        let (report, omitted) = SARIFResultLimit.capped(report, to: resultLimit)
        let catalog = SARIFRuleIndex(rules: rules, findings: report.findings)
        let artifacts = report.files.map { ReportPath($0.path, workingDirectory: workingDirectory) }
        var artifactIndex: [String: Int] = [:]
        for (index, file) in report.files.enumerated() where artifactIndex[file.path] == nil {
            artifactIndex[file.path] = index
        }
        var json = JSONWriter()
        json.object { json in
            json.member("$schema", Self.schemaURI)
            json.member("version", "2.1.0")
            json.key("runs")
            json.array { json in
                json.object { json in
                    json.key("tool")
                    json.object { json in
                        json.key("driver")
                        writeDriver(catalog, in: report.messages, to: &json)
                    }
                    if omitted > 0 {
                        SARIFResultLimit.writeNotice(omitted: omitted, limit: resultLimit, in: report.messages, to: &json)
                    }
                    if let workingDirectory {
                        json.key("originalUriBaseIds")
                        json.object { json in
                            json.key(Self.sourceRootID)
                            json.object { json in json.member("uri", ReportPath.directoryURI(workingDirectory)) }
                        }
                    }
                    json.key("artifacts")
                    json.array { json in
                        for (file, path) in zip(report.files, artifacts) {
                            json.object { json in
                                json.key("location")
                                writeArtifactLocation(path, index: nil, to: &json)
                                json.member("length", file.source.bytes.count)
                                json.key("roles")
                                json.array { json in json.value("analysisTarget") }
                            }
                        }
                    }
                    json.key("results")
                    json.array { json in
                        for (index, file) in report.files.enumerated() {
                            SARIFResultWriter(
                                file: file, path: artifacts[index], artifactIndex: artifactIndex, catalog: catalog,
                                reporter: self, words: report.messages
                            ).write(to: &json)
                        }
                    }
                    json.member("columnKind", "unicodeCodePoints")
                    // The language of the messages (SARIF 2.1.0 § 3.14.8), when it is not the default English.
                    if report.messages != .english { json.member("language", report.messages.code) }
                }
            }
        }
        return json.bytes + [0x0A]
    }

    private func writeDriver(_ catalog: SARIFRuleIndex, in words: MessageCatalogue, to json: inout JSONWriter) {
        json.object { json in
            json.member("name", ToolInfo.name)
            json.member("version", ToolInfo.version)
            json.member("semanticVersion", ToolInfo.version)
            json.member("informationUri", ToolInfo.informationURI)
            json.key("rules")
            json.array { json in
                for rule in catalog.rules { SARIFRuleDescriptor(rule.worded(in: words)).write(to: &json) }
            }
        }
    }

    /// `{uri, uriBaseId, index}`: relative URIs hang off `%SRCROOT%`, absolute ones stand alone.
    func writeArtifactLocation(_ path: ReportPath, index: Int?, to json: inout JSONWriter) {
        json.object { json in
            json.member("uri", path.uri)
            if path.isRelative, workingDirectory != nil { json.member("uriBaseId", Self.sourceRootID) }
            if let index { json.member("index", index) }
        }
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }
}

/// The rules `driver.rules` lists and each one's position there (`ruleIndex`). A finding from a
/// rule the caller did not list (a manifest rule that always runs) still gets a descriptor.
struct SARIFRuleIndex {
    private(set) var rules: [RuleDescription] = []
    private var positions: [String: Int] = [:]

    init(rules: [RuleDescription], findings: [Finding]) {
        for rule in rules { add(rule) }
        for finding in findings where positions[finding.ruleID] == nil {
            add(
                RuleCatalog.rule(id: finding.ruleID)?.description
                    ?? RuleDescription.unlisted(id: finding.ruleID, severity: finding.severity))
        }
    }

    private mutating func add(_ rule: RuleDescription) {
        guard positions[rule.id] == nil else { return }
        positions[rule.id] = rules.count
        rules.append(rule)
    }

    func index(of ruleID: String) -> Int? { positions[ruleID] }
}
