import ShortcutCore

/// Which configuration each manifest is linted under: `--config FILE` for all of them, else the
/// nearest config file above each. Manifests sharing a config share one ``Linter``.
///
/// A config's `exclude` patterns drop the manifests found by searching directories. A file named
/// on the command line is linted even when excluded (you asked for it, as with SwiftLint), unless
/// `--force-exclude` is given, for tools such as pre-commit hooks that pass every changed file.
struct LintPlan {
    struct Job: Sendable {
        var item: ManifestDiscovery.Item
        /// Index into ``linters``.
        var linter: Int
    }

    var linters: [Linter] = []
    var jobs: [Job] = []
    /// The configuration files the linters were made from (each once).
    var configurationFiles: [ConfigurationFile] = []

    /// The rules enabled by any configuration used (the defaults when nothing was linted), in
    /// catalogue order: the rules that ran, as SARIF lists them.
    var rules: [RuleDescription] {
        let configurations = linters.isEmpty ? [LintConfiguration()] : linters.map(\.configuration)
        let ids = Set(configurations.flatMap { $0.rules.map(\.description.id) })
        return RuleCatalog.descriptions.filter { ids.contains($0.id) }
    }

    /// - Parameter adjust: applies the command line's own settings (`--platform`, `--reserved`),
    ///   which take precedence over any config.
    static func make(
        items: [ManifestDiscovery.Item], explicitPaths: Set<String>, configPath: String?, forceExclude: Bool,
        standardInputName: String? = nil, adjust: (inout LintConfiguration) -> Void
    ) throws(ConfigurationError) -> LintPlan {
        let workingDirectory = LocalFileSystem.currentDirectory
        var discovery = ConfigurationDiscovery(fileSystem: LocalFileSystem(), workingDirectory: workingDirectory)
        let forced = try configPath.map { path throws(ConfigurationError) in try discovery.load(path) }
        var plan = LintPlan()
        if let forced { plan.configurationFiles.append(forced) }
        var linterByConfig: [String: Int] = [:]
        for item in items {
            let config: ConfigurationFile?
            switch item {
            case .stream(let path):
                if let forced { config = forced } else { config = try discovery.configuration(forManifest: path) }
            case .file(let path):
                if let forced { config = forced } else { config = try discovery.configuration(forManifest: path) }
                if let config, forceExclude || !explicitPaths.contains(path),
                    config.exclusion(of: FilePath.absolute(path, workingDirectory: workingDirectory)) != nil
                {
                    continue
                }
            case .standardInput:
                // `--stdin-filename` places standard input where that file would be.
                if let forced {
                    config = forced
                } else if let standardInputName {
                    config = try discovery.configuration(forManifest: standardInputName)
                } else {
                    config = try discovery.configuration(forDirectory: workingDirectory)
                }
            }
            let key = config?.path ?? ""
            if let index = linterByConfig[key] {
                plan.jobs.append(Job(item: item, linter: index))
                continue
            }
            if let config, forced == nil { plan.configurationFiles.append(config) }
            var configuration = config?.configuration ?? LintConfiguration()
            adjust(&configuration)
            linterByConfig[key] = plan.linters.count
            plan.jobs.append(Job(item: item, linter: plan.linters.count))
            plan.linters.append(Linter(configuration: configuration))
        }
        return plan
    }
}
