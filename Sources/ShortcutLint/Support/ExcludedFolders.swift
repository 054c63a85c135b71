import ShortcutCore

/// Which folders a scan need not enter: those the configuration governing them excludes as a
/// whole (`exclude: [vendor]`). Their files would only be skipped, and an unreadable folder or a
/// FIFO in there must not fail or warn about a run that never meant to look.
///
/// The configuration is the one `LintPlan` uses for the folder's files: `--config`, else the
/// nearest above the folder. A configuration that cannot be read prunes nothing (the plan
/// reports it), and a `--config` FIFO is left unread for the plan, which reads it once.
final class ExcludedFolders {
    private var discovery: ConfigurationDiscovery
    /// `--config`, when it names a regular file that could be read.
    private let forced: ConfigurationFile?
    private let isForced: Bool

    init(configPath: String?) {
        discovery = ConfigurationDiscovery(fileSystem: LocalFileSystem(), workingDirectory: LocalFileSystem.currentDirectory)
        forced = configPath.flatMap { [discovery] in try? discovery.load($0) }
        isForced = configPath != nil
    }

    func contains(_ folder: String) -> Bool {
        let absolute = FilePath.absolute(folder, workingDirectory: discovery.workingDirectory)
        if isForced { return forced?.excludesFolder(absolute) ?? false }
        guard let config = try? discovery.configuration(forDirectory: absolute) else { return false }
        return config.excludesFolder(absolute)
    }
}
