/// Reads a config file with our own JSON and YAML parsers and validates every part of it:
/// unknown keys, rule ids, settings, options, platforms and patterns are errors at their line
/// and column, all of them reported together.
enum ConfigurationDecoder {
    /// Every key a configuration may hold, in the order messages list them; each is decoded below.
    static let keys = ["rules", "platforms", "platformVersions", "reserved", "include", "exclude", "tests"]

    /// - Parameters:
    ///   - source: the file, its `path` as messages should name it.
    ///   - directory: the absolute directory holding it (what relative paths in it mean).
    ///   - fileSystem: reads the house tables `reserved:` names.
    ///   - catalog: the rules ids may name (tests pass their own).
    static func decode(
        _ source: SourceFile, directory: String, fileSystem: any ConfigurationFileSystem,
        catalog: [any Rule.Type] = RuleCatalog.all
    ) throws(ConfigurationError) -> ConfigurationFile {
        let parsed = ManifestFormat(source).parse(source)
        if let error = parsed.error {
            throw ConfigurationError(file: source.path, location: source.location(of: error.offset), message: Linter.describe(error))
        }
        let document = parsed.document
        var reader = ConfigurationReader(document: document)
        var file = ConfigurationFile(path: source.path, directory: directory)
        file.configuration.rules = catalog.map { $0.init() }
        let root = document.root
        switch document.kind(root) {
        case .null: return file
        case .object: break
        case let kind:
            throw ConfigurationError(
                file: source.path, location: document.span(root).start,
                message:
                    "a configuration must be a mapping with \(keys.dropLast().map { "'\($0)'" }.joined(separator: ", ")) or '\(keys.last!)', found \(FieldReader.describe(kind))"
            )
        }
        var reserved: [ReservedEntry] = []
        for (name, key, value) in reader.members(of: root, context: "the configuration") {
            switch name {
            case "rules":
                let rules = RuleSettingsDecoder(catalog: catalog).decode(value, reader: &reader)
                file.configuration.rules = rules.rules
                file.configuration.severityOverrides = rules.severityOverrides
            case "platforms":
                if let platforms = decodePlatforms(value, reader: &reader) { file.configuration.defaultPlatforms = platforms }
            case "platformVersions":
                if let versions = decodePlatformVersions(value, reader: &reader) { file.configuration.platformVersions = versions }
            case "reserved":
                (reserved, file.houseTablePaths) = decodeReserved(value, reader: &reader, directory: directory, fileSystem: fileSystem)
            case "include":
                file.include = decodePatterns(value, key: "include", reader: &reader)
            case "exclude":
                file.exclude = decodePatterns(value, key: "exclude", reader: &reader)
            case "tests":
                if let lints = document.bool(value) {
                    file.lintsTests = lints
                } else {
                    reader.error(
                        "'tests' must be true (lint test code too) or false, found \(FieldReader.describe(document.kind(value)))", at: value
                    )
                }
            case "$schema":
                continue
            default:
                reader.error(
                    "unknown key '\(name)' in the configuration\(ConfigurationReader.hint(for: name, among: keys)); known keys: \(keys.joined(separator: ", "))",
                    at: key)
            }
        }
        guard reader.diagnostics.isEmpty else { throw ConfigurationError(reader.diagnostics) }
        if !reserved.isEmpty { file.configuration.reserved = ReservedTable.builtIn.merging(ReservedTable(entries: reserved)) }
        return file
    }

    private static func decodePlatforms(_ node: NodeID, reader: inout ConfigurationReader) -> PlatformSet? {
        let elements = reader.list(node)
        guard !elements.isEmpty else {
            reader.error("'platforms' needs at least one platform, e.g. [macOS, iPadOS]", at: node)
            return nil
        }
        var platforms = PlatformSet()
        for element in elements {
            guard let name = reader.string(element, "a platform"), let platform = platform(name, at: element, reader: &reader)
            else { continue }
            guard platform != .watchOS else {
                // Manifests without platforms of their own would be checked for watchOS only,
                // where nothing is reserved: every platform rule would pass them silently.
                reader.error(
                    "watchOS has no keyboard shortcuts, so it cannot be a default platform; list the platforms the app has shortcuts on",
                    at: element)
                continue
            }
            platforms.insert(PlatformSet(platform))
        }
        return platforms.isEmpty ? nil : platforms
    }

    /// The platform `name` names; an error with a "did you mean" at `node` when it names none.
    private static func platform(_ name: String, at node: NodeID, reader: inout ConfigurationReader) -> Platform? {
        if let platform = Platform(name: name) { return platform }
        let known = Platform.allCases.map(\.rawValue)
        reader.error(
            "unknown platform '\(name)'\(ConfigurationReader.hint(for: name, among: known)); expected one of \(known.joined(separator: ", "))",
            at: node)
        return nil
    }

    /// `platformVersions: { macOS: "15", iPadOS: 18 }`: the release each platform is checked for.
    private static func decodePlatformVersions(_ node: NodeID, reader: inout ConfigurationReader) -> PlatformVersions? {
        let document = reader.document
        guard document.kind(node) == .object else {
            reader.error("'platformVersions' must map platforms to releases, e.g. { macOS: \"15\", iPadOS: \"18\" }", at: node)
            return nil
        }
        var versions = PlatformVersions()
        for (name, key, value) in reader.members(of: node, context: "'platformVersions'") {
            guard let platform = platform(name, at: key, reader: &reader) else { continue }
            let text = document.kind(value) == .number ? document.text(value) : reader.string(value, "a release")
            guard let text else { continue }
            guard let version = OSVersion(text) else {
                reader.error("'\(text)' is not a release; write it as Apple numbers it, such as \"15\" or \"10.14\"", at: value)
                continue
            }
            versions[platform] = version
        }
        return versions
    }

    /// `include:` or `exclude:`: globs relative to the config's folder.
    private static func decodePatterns(_ node: NodeID, key: String, reader: inout ConfigurationReader) -> [GlobPattern] {
        let example = key == "include" ? "App/**" : "Legacy/**"
        return reader.list(node).compactMap { element in
            guard let text = reader.string(element, "an '\(key)' pattern") else { return nil }
            guard !text.isEmpty else {
                reader.error("an '\(key)' pattern is empty; write a glob such as '\(example)'", at: element)
                return nil
            }
            return GlobPattern(text)
        }
    }

    /// House rows: a string names a table file (relative to the config), a mapping is a row
    /// written inline; both in the format of `Resources/reserved.json`. Also returns the absolute
    /// paths of the table files.
    private static func decodeReserved(
        _ node: NodeID, reader: inout ConfigurationReader, directory: String, fileSystem: any ConfigurationFileSystem
    ) -> (entries: [ReservedEntry], paths: [String]) {
        let document = reader.document
        var entries: [ReservedEntry] = []
        var paths: [String] = []
        for element in reader.list(node) {
            do throws(ReservedTableDecoder.DecodingError) {
                if document.kind(element) == .object {
                    entries.append(try ReservedTableDecoder.entry(document, at: element))
                    continue
                }
                guard let path = reader.string(element, "a 'reserved' item (a table file or an inline row)") else { continue }
                let shown = FilePath.join(FilePath.writtenDirectory(of: document.source.path), path)
                let bytes: [UInt8]?
                let absolute = FilePath.absolute(path, workingDirectory: directory)
                paths.append(absolute)
                do {
                    bytes = try fileSystem.contents(ofFile: absolute)
                } catch {
                    reader.error("cannot read the reserved table '\(shown)': \(error.reason)", at: element)
                    continue
                }
                guard let bytes else {
                    reader.error("cannot read the reserved table '\(shown)': No such file or directory", at: element)
                    continue
                }
                entries += try ReservedTableDecoder.decode(SourceFile(path: shown, bytes: bytes)).entries
            } catch {
                reader.diagnostics.append(.init(file: error.file, location: error.location, message: error.message))
            }
        }
        return (entries, paths)
    }
}
