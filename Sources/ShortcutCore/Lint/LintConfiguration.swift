/// What a lint run checks and how: the rules (configured), severity overrides, the reserved
/// table and platform defaults. Built from defaults, the config file and the command line.
public struct LintConfiguration: Sendable {
    /// The enabled rules, each with its options applied.
    package var rules: [any Rule]
    /// Severities the user chose, by rule id; they replace what the rule reports.
    public var severityOverrides: [String: Severity]
    /// The reserved table; it keeps ``platformVersions`` however it is replaced or merged.
    public var reserved: ReservedTable {
        didSet { reserved.platformVersions = platformVersions }
    }
    /// The OS releases to check against (`platformVersions:` in the config): reserved rows that do
    /// not apply to the chosen release are not matched (F12 Dashboard on macOS 15). Any release
    /// by default.
    public var platformVersions = PlatformVersions.any {
        didSet { reserved.platformVersions = platformVersions }
    }
    /// Platforms assumed for a manifest that does not declare any.
    public var defaultPlatforms: PlatformSet
    /// Platforms every manifest is checked for, whatever it declares (`--platform`).
    public var platformOverride: PlatformSet?
    /// The language findings are worded in (`--lang`); English by default.
    public var messages: MessageCatalogue = .english
    /// The kind of app assumed for a file that does not say (a manifest's `kind:` does): the
    /// command line sets it for the files of a project's game target.
    public var defaultKind = AppKind.app

    package init(
        rules: [any Rule] = RuleCatalog.all.map { $0.init() }, severityOverrides: [String: Severity] = [:],
        reserved: ReservedTable = .builtIn, defaultPlatforms: PlatformSet = .defaultPlatforms
    ) {
        self.rules = rules
        self.severityOverrides = severityOverrides
        self.reserved = reserved
        self.defaultPlatforms = defaultPlatforms
    }

    public static var `default`: LintConfiguration { LintConfiguration() }
}
