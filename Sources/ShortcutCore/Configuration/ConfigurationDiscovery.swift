/// Finds the config file for each manifest: the nearest `.shortcut-lint.yml` (or `.yaml`,
/// `.json`) in the manifest's directory or any directory above it, up to the file-system root.
/// The nearest wins; configs do not merge (one file says everything that applies, as with
/// SwiftLint's and Prettier's nearest-file lookup, so a reader never has to combine files).
///
/// Each directory is looked at once and each config file read once, however many manifests
/// share them: a thousand manifests in one tree cost one walk.
package struct ConfigurationDiscovery: Sendable {
    package let fileSystem: any ConfigurationFileSystem
    /// Absolute; relative manifest paths are resolved against it, and messages name config files
    /// relative to it.
    package let workingDirectory: String
    let catalog: [any Rule.Type]
    /// For each directory looked at: the index in `loaded` of its nearest config, or nil for none.
    private var nearest: [String: Int?] = [:]
    private var loaded: [ConfigurationFile] = []
    /// For each directory whose nearest config cannot be used: why. Remembered like `nearest`, so
    /// a broken config is read once, not once per file below it.
    private var broken: [String: ConfigurationError] = [:]

    package init(fileSystem: any ConfigurationFileSystem, workingDirectory: String, catalog: [any Rule.Type] = RuleCatalog.all) {
        self.fileSystem = fileSystem
        self.workingDirectory = FilePath.absolute(workingDirectory, workingDirectory: "/")
        self.catalog = catalog
    }

    /// The config that applies to the manifest at `path` (relative to the working directory or
    /// absolute), or nil when no directory above it has one.
    package mutating func configuration(forManifest path: String) throws(ConfigurationError) -> ConfigurationFile? {
        let absolute = FilePath.absolute(path, workingDirectory: workingDirectory)
        guard let directory = FilePath.parent(of: absolute) else { return nil }
        return try configuration(forDirectory: directory)
    }

    /// The config that applies to files in `directory` (standard input is read as if it lived in
    /// the working directory).
    package mutating func configuration(forDirectory directory: String) throws(ConfigurationError) -> ConfigurationFile? {
        let start = FilePath.absolute(directory, workingDirectory: workingDirectory)
        var visited: [String] = []
        var current: String? = start
        var found: Int?
        while let folder = current {
            if let cached = nearest[folder] {
                found = cached
                break
            }
            if let error = broken[folder] {
                for folder in visited { broken[folder] = error }
                throw error
            }
            visited.append(folder)
            let file: ConfigurationFile?
            do {
                file = try configurationFile(in: folder)
            } catch {
                for folder in visited { broken[folder] = error }
                throw error
            }
            if let file {
                loaded.append(file)
                found = loaded.count - 1
                break
            }
            current = FilePath.parent(of: folder)
        }
        for folder in visited { nearest[folder] = found }
        return found.map { loaded[$0] }
    }

    /// Reads and decodes a config named on the command line (`--config FILE`). Its patterns and
    /// house-table paths are relative to `directory`, by default the file's own folder.
    package func load(_ path: String, directory: String? = nil) throws(ConfigurationError) -> ConfigurationFile {
        let absolute = FilePath.absolute(path, workingDirectory: workingDirectory)
        guard let bytes = try read(absolute, shown: path) else {
            throw ConfigurationError(file: path, message: "cannot read the configuration: No such file or directory")
        }
        return try decode(SourceFile(path: path, bytes: bytes), directory: directory ?? FilePath.parent(of: absolute) ?? "/")
    }

    /// The config file in `folder` itself, if any; two of them side by side are an error rather
    /// than a silent choice.
    private func configurationFile(in folder: String) throws(ConfigurationError) -> ConfigurationFile? {
        var found: (path: String, bytes: [UInt8])?
        for name in ConfigurationFile.fileNames {
            let absolute = FilePath.join(folder, name)
            let shown = FilePath.display(absolute, workingDirectory: workingDirectory)
            guard let bytes = try read(absolute, shown: shown) else { continue }
            if let first = found {
                throw ConfigurationError(
                    file: shown, message: "two configuration files in one directory (\(first.path) is the other); keep one")
            }
            found = (shown, bytes)
        }
        guard let found else { return nil }
        return try decode(SourceFile(path: found.path, bytes: found.bytes), directory: folder)
    }

    /// A config's bytes, nil when there is none; an existing file that cannot be read is an error.
    private func read(_ absolute: String, shown: String) throws(ConfigurationError) -> [UInt8]? {
        do {
            return try fileSystem.contents(ofFile: absolute)
        } catch {
            throw ConfigurationError(file: shown, message: "cannot read the configuration: \(error.reason)")
        }
    }

    private func decode(_ source: SourceFile, directory: String) throws(ConfigurationError) -> ConfigurationFile {
        try ConfigurationDecoder.decode(source, directory: directory, fileSystem: fileSystem, catalog: catalog)
    }
}
