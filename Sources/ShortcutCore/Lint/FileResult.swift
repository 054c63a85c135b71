/// The outcome of linting one manifest.
public struct FileResult: Sendable {
    public var path: String
    /// The bytes linted (reports quote lines from it; `--fix` rewrites it).
    public var source: SourceFile
    /// How many shortcut entries the manifest declares (0 if it could not be read).
    public var shortcutCount: Int
    /// Findings in file order, suppressed ones included (marked).
    public var findings: [Finding]
    /// The decoded manifest, for cross-file checks and `--fix`; nil when the file was unreadable.
    public var manifest: Manifest?
    /// Whether the file parsed without a syntax error (`--fix` never touches one that did not).
    public var parsed: Bool
    /// Every document's manifest, for a YAML file of several (``ManifestStream``); `manifest` is
    /// the first. Empty for a file of one.
    var documentManifests: [Manifest] = []

    init(source: SourceFile, shortcutCount: Int, findings: [Finding], manifest: Manifest?, parsed: Bool) {
        self.path = source.path
        self.source = source
        self.shortcutCount = shortcutCount
        self.findings = findings
        self.manifest = manifest
        self.parsed = parsed
    }
}
