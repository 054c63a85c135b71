import ShortcutCore

/// Which folders a scan need not enter: those a configuration above them excludes as a whole
/// (`exclude: [vendor]`). Their files would only be skipped, and an unreadable folder or a FIFO in
/// there must not fail or warn about a run that never meant to look.
///
/// With `--config`, that configuration decides. Otherwise every config above the folder does,
/// nearest first: as in `.gitignore`, a folder excluded above is excluded with everything in it,
/// even a folder with a config of its own (a folder named on the command line is always entered).
/// A configuration that cannot be read prunes nothing; the plan reports it.
final class ExcludedFolders {
    /// The configs found so far; the plan goes on with it, so no config is read twice.
    private(set) var discovery: ConfigurationDiscovery
    /// The `--config` file, already read once (it may be a FIFO, which cannot be read twice).
    private let forced: ConfigurationFile?

    /// `listings`: what the scan listed, so a folder's configuration is not probed again.
    init(forced: ConfigurationFile?, listings: FolderListings? = nil) {
        discovery = ConfigurationDiscovery(
            fileSystem: LocalFileSystem(listings: listings), workingDirectory: LocalFileSystem.currentDirectory)
        self.forced = forced
    }

    func contains(_ folder: String) -> Bool {
        let absolute = FilePath.absolute(folder, workingDirectory: discovery.workingDirectory)
        if let forced { return forced.excludesFolder(absolute) }
        var above = FilePath.parent(of: absolute)
        while let directory = above, let config = try? discovery.configuration(forDirectory: directory) {
            if config.excludesFolder(absolute) { return true }
            above = FilePath.parent(of: config.directory)
        }
        return false
    }
}
