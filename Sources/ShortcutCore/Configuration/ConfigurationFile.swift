/// One `.shortcut-lint.yml` (or `.yaml`, `.json`), decoded and validated: the configuration the
/// linter runs under for every file below its directory, and which files a scan lints there.
///
/// ```yaml
/// rules:
///   control-modifier: off
///   option-modifier: { severity: error, maxShare: 0.3 }
/// platforms: [macOS, iPadOS]     # for manifests that declare none
/// reserved: [house.json]         # house tables (files relative to the config, or inline rows)
/// include: ["App/**"]           # globs relative to the config's directory: only these
/// exclude: ["Legacy/**"]         # and never these
/// tests: true                    # and test code too (test targets, a package's Tests)
/// ```
package struct ConfigurationFile: Sendable {
    /// The names looked for in each directory, in the order messages list them.
    package static let fileNames = [".shortcut-lint.yml", ".shortcut-lint.yaml", ".shortcut-lint.json"]

    /// The path as messages name it.
    package var path: String
    /// The absolute directory holding the file; `exclude` globs and `reserved` paths are relative
    /// to it.
    package var directory: String
    /// Rules (enabled and configured), severity overrides, house tables merged into the built-in
    /// reserved table, and the default platforms.
    package var configuration: LintConfiguration
    package var exclude: [GlobPattern]
    /// When not empty, a scan lints only the files these patterns match.
    package var include: [GlobPattern] = []
    /// Whether a scan lints test code too (`tests: true`): the files only test targets build and a
    /// Swift package's test targets, which by default are not part of the app.
    package var lintsTests = false
    /// The absolute paths of the house tables its `reserved` names: files the run reads, which
    /// no report may be written over.
    package var houseTablePaths: [String] = []

    package init(
        path: String, directory: String, configuration: LintConfiguration = .default, exclude: [GlobPattern] = [],
        include: [GlobPattern] = []
    ) {
        self.path = path
        self.directory = directory
        self.configuration = configuration
        self.exclude = exclude
        self.include = include
    }

    /// The pattern that excludes the manifest at the absolute `path`, if one does. Only files
    /// below the config's directory can be excluded (a `--config` elsewhere excludes nothing
    /// outside its own tree).
    package func exclusion(of path: String) -> GlobPattern? {
        guard !exclude.isEmpty, let relative = FilePath.relative(path, to: directory), !relative.isEmpty else { return nil }
        return exclude.first { $0.matches(relative) }
    }

    /// Whether `exclude` leaves out everything below the absolute `folder` (`vendor`,
    /// `vendor/**`, `**/vendor`), so a scan does not enter it: what it holds could only be
    /// skipped, and an unreadable or special file there is none of the run's business.
    package func excludesFolder(_ folder: String) -> Bool {
        guard !exclude.isEmpty, let relative = FilePath.relative(folder, to: directory), !relative.isEmpty else { return false }
        return exclude.contains { $0.matchesDirectory(relative) }
    }

    /// Whether the file at the absolute `path` is among those `include` lets a scan lint: every
    /// file when the list is empty, and every file outside the config's directory (patterns
    /// reach only below it, like `exclude`).
    package func includes(_ path: String) -> Bool {
        guard !include.isEmpty, let relative = FilePath.relative(path, to: directory), !relative.isEmpty else { return true }
        return include.contains { $0.matches(relative) }
    }

    /// Whether a scan lints the file at the absolute `path`: `include`d and not `exclude`d.
    package func selects(_ path: String) -> Bool {
        includes(path) && exclusion(of: path) == nil
    }
}
