import ShortcutCore

/// Which configuration each file is linted under, and which app it belongs to: `--config FILE`
/// for all of them, else the nearest config file above each; files sharing a configuration (and,
/// for source files, the platforms of their project) share one ``Linter``.
///
/// A config's `include` and `exclude` patterns choose among the files found by searching
/// directories. A file named on the command line is linted whatever they say (you asked for it,
/// as with SwiftLint), unless `--force-exclude` is given, for tools such as pre-commit hooks that
/// pass every changed file.
///
/// A file apps declare shortcuts in (Interface Builder, Swift, Objective-C) belongs to the Xcode
/// project or Swift package target above it (``ProjectDiscovery``): the files of one project are
/// checked together, and its SwiftUI code is read for the platforms the project declares, which
/// take the place of the config's `platforms`. A file the project says is not part of the app
/// (test code, an app the repository only carries: ``Project/Exclusion``) is left out of a scan
/// and counted in ``skipped``, unless it was named on the command line or, for test code, its
/// config says `tests: true`.
struct LintPlan {
    struct Job: Sendable {
        var item: InputDiscovery.Item
        /// Index into ``linters``.
        var linter: Int
        /// The project the file belongs to; nil for manifests, which name their `app`.
        var app: AppGroup?
        /// The files translating a Base-localized Interface Builder file's titles.
        var titleTranslations: [TitleTranslationFiles.Found] = []
        /// The string tables of a code file's app (``CodeStringFiles``).
        var codeStringTables: [String] = []
        /// A JSON manifest a scan found by its name: linted only if it has a manifest's shape.
        var requiresManifestShape = false
    }

    var linters: [Linter] = []
    var jobs: [Job] = []
    /// The configuration files the linters were made from (each once).
    var configurationFiles: [ConfigurationFile] = []
    /// The configuration files found above some files that could not be used (unreadable,
    /// invalid), each once. The files under them are not linted; every other file still is.
    var configurationErrors: [ConfigurationError] = []
    /// The files a scan found that are not part of the app, and why.
    var skipped = SkippedFiles()
    /// The project files read to find each source file's app and platforms (`Package.swift`,
    /// `project.pbxproj`): inputs too, which no output may overwrite.
    var projectFiles: [String] = []
    /// The project files that exist but could not be read (absolute), each noted by the run.
    var projectProblems: [ProjectFileProblem] = []
    /// The `.strings` files and String Catalogs read for the titles of Base-localized files:
    /// inputs too.
    var translationFiles: [String] { jobs.flatMap { $0.titleTranslations.map(\.path) } }
    /// The string tables read for code titles: inputs too.
    var stringTableFiles: [String] { Array(Set(jobs.flatMap(\.codeStringTables))).sorted() }

    /// The rules enabled by any configuration used (the defaults when nothing was linted), in
    /// catalogue order: the rules that ran, as SARIF lists them.
    var rules: [RuleDescription] {
        let configurations = linters.isEmpty ? [LintConfiguration()] : linters.map(\.configuration)
        let ids = Set(configurations.flatMap { $0.rules.map(\.description.id) })
        return RuleCatalog.descriptions.filter { ids.contains($0.id) }
    }

    /// A config found above some files that cannot be used goes to ``configurationErrors``.
    ///
    /// - Parameter forced: the `--config` file (``loadNamedConfiguration(_:)``), for every file.
    /// - Parameter discovery: the configs found while scanning (``ExcludedFolders``), read once.
    /// - Parameter adjust: applies the command line's own settings (`--platform`, `--reserved`),
    ///   which take precedence over any config.
    static func make(
        items: [InputDiscovery.Item], explicitPaths: Set<String>, scanRoots: [String] = [], stringTables: [String] = [],
        forced: ConfigurationFile?,
        discovery: ConfigurationDiscovery, forceExclude: Bool,
        standardInputName: String? = nil, listings: FolderListings? = nil, adjust: (inout LintConfiguration) -> Void
    ) -> LintPlan {
        let workingDirectory = LocalFileSystem.currentDirectory
        var discovery = discovery
        let projectFileSystem = RecordingFileSystem(listings: listings)
        var projects = ProjectDiscovery(fileSystem: projectFileSystem, workingDirectory: workingDirectory, scanRoots: scanRoots)
        var plan = LintPlan()
        if let forced { plan.configurationFiles.append(forced) }
        var linterByKey: [LinterKey: Int] = [:]
        var configurationSeen: Set<String> = []
        for item in items {
            let config: ConfigurationFile?
            var project: Project?
            switch item {
            case .stream(let path):
                guard let found = plan.configuration(forManifest: path, forced: forced, discovery: &discovery) else { continue }
                config = found
            case .file(let path):
                guard let found = plan.configuration(forManifest: path, forced: forced, discovery: &discovery) else { continue }
                config = found
                if let config, forceExclude || !explicitPaths.contains(path),
                    !config.selects(FilePath.absolute(path, workingDirectory: workingDirectory))
                {
                    continue
                }
                if let kind = InputKind(path: path), !kind.isManifest { project = projects.project(forFile: path) }
                if let exclusion = project?.exclusion, !explicitPaths.contains(path),
                    !(exclusion.isTestCode && config?.lintsTests == true)
                {
                    plan.skipped.record(exclusion)
                    continue
                }
            case .standardInput:
                // `--stdin-filename` places standard input where that file would be; without it,
                // standard input is read as a file in the working directory.
                let name = standardInputName ?? "-"
                guard let found = plan.configuration(forManifest: name, forced: forced, discovery: &discovery) else { continue }
                config = found
            }
            if let config, forced == nil, configurationSeen.insert(config.path).inserted { plan.configurationFiles.append(config) }
            let key = LinterKey(configuration: config?.path ?? "", platforms: project?.platforms, appKind: project?.appKind ?? .app)
            let linter: Int
            if let index = linterByKey[key] {
                linter = index
            } else {
                var configuration = config?.configuration ?? LintConfiguration()
                if let platforms = project?.platforms { configuration.defaultPlatforms = platforms }
                if let project { configuration.defaultKind = project.appKind }
                adjust(&configuration)
                linter = plan.linters.count
                linterByKey[key] = linter
                plan.linters.append(Linter(configuration: configuration))
            }
            var job = Job(item: item, linter: linter, app: project?.app)
            if case .file(let path) = item, InputKind(path: path) == .interfaceBuilder {
                job.titleTranslations = TitleTranslationFiles.find(for: path)
            }
            if case .file(let path) = item, InputKind(path: path)?.isCode == true {
                job.codeStringTables = CodeStringFiles.tables(
                    for: path, app: project?.app, scanRoots: scanRoots, found: stringTables, workingDirectory: workingDirectory)
            }
            if case .file(let path) = item, !explicitPaths.contains(path), InputKind(path: path) == .manifest(.json) {
                job.requiresManifestShape = true
            }
            plan.jobs.append(job)
        }
        plan.projectFiles = projectFileSystem.filesRead
        plan.projectProblems = projects.problems
        return plan
    }

    /// The configuration `--config` names, read once (it may be a FIFO: `--config <(generate)`).
    /// A config that is no file lives nowhere: its `exclude`, `include` and `reserved` paths are
    /// taken as relative to the working directory.
    static func loadNamedConfiguration(_ path: String) throws(ConfigurationError) -> ConfigurationFile {
        let workingDirectory = LocalFileSystem.currentDirectory
        let discovery = ConfigurationDiscovery(fileSystem: LocalFileSystem(allowingStreams: true), workingDirectory: workingDirectory)
        let isFile = FileStatus(path: path).map { $0.kind == .regular } ?? true
        return try discovery.load(path, directory: isFile ? nil : workingDirectory)
    }

    /// The configuration a file is linted under: the forced one, else the nearest above it
    /// (`.some(nil)` when there is none); nil when the nearest cannot be used, which is recorded
    /// once in ``configurationErrors`` so that the other folders' files are still linted.
    private mutating func configuration(
        forManifest path: String, forced: ConfigurationFile?, discovery: inout ConfigurationDiscovery
    ) -> ConfigurationFile?? {
        if let forced { return .some(forced) }
        do {
            return .some(try discovery.configuration(forManifest: path))
        } catch {
            if !configurationErrors.contains(where: { $0.description == error.description }) { configurationErrors.append(error) }
            return nil
        }
    }

    /// What sets one linter apart from another: the config file, and the platforms a project
    /// declares for its SwiftUI code.
    private struct LinterKey: Hashable {
        var configuration: String
        var platforms: PlatformSet?
        var appKind: AppKind
    }
}
