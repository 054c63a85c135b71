/// What a file is for the linter: a manifest (JSON or YAML), or a place an app declares its
/// shortcuts (an Interface Builder menu, Swift or Objective-C source). Every kind is read into
/// the same manifest model, with positions in the file itself, so the rules, suppressions and
/// reports never know which it was.
package enum InputKind: Sendable, Equatable {
    case manifest(ManifestFormat)
    /// `.xib`, `.storyboard`, and a `.nib` bundle's `designable.nib` (the XIB document Interface
    /// Builder keeps beside the compiled `keyedobjects.nib`).
    case interfaceBuilder
    case swift
    /// `.m`, `.mm`: plain-literal menu and key-command code.
    case objectiveC

    /// By extension; a file with no extension the linter reads (standard input, `shortcuts`) is
    /// a manifest whose format its content tells.
    package init(_ source: SourceFile) {
        self = Self(path: source.path) ?? .manifest(ManifestFormat(source))
    }

    /// The kind a file name says, or nil when it names none the linter reads.
    package init?(path: String) {
        let lower = path.lowercased()
        if lower.hasSuffix(".json") || lower.hasSuffix(".yml") || lower.hasSuffix(".yaml") {
            self = .manifest(ManifestFormat(path: path))
        } else if lower.hasSuffix(".xib") || lower.hasSuffix(".storyboard") || lower.hasSuffix(".nib/designable.nib") {
            self = .interfaceBuilder
        } else if lower.hasSuffix(".swift") {
            self = .swift
        } else if lower.hasSuffix(".m") || lower.hasSuffix(".mm") {
            self = .objectiveC
        } else {
            return nil
        }
    }

    /// A manifest is linted as written; the others are read from code, so `--fix` (which
    /// rewrites key strings) never touches them.
    package var isManifest: Bool {
        if case .manifest = self { return true }
        return false
    }

    /// Swift or Objective-C source: what uses localization keys as titles and calls the app's helpers.
    package var isCode: Bool { self == .swift || self == .objectiveC }
}

/// A file read into the manifest model, with what the rest of the pipeline needs to know.
struct InputReading {
    var manifest: Manifest
    var problems: [ManifestProblem]
    /// Suppression comments that apply to no entry (for `unused-suppression`).
    var strayComments: [SuppressionComments.Directive]
    /// The file was read to its end without a syntax error.
    var parsedCleanly: Bool
    /// The helpers a source file defines, whose calls other files may make (``ShortcutHelper``).
    var helpers: [ShortcutHelper] = []

    /// Reads `source` as `kind` says, for a lint run with `configuration` (default platforms,
    /// and the `--platform` override); a source file's calls of `helpers` are read as what they
    /// make (``FollowedHelpers``).
    init(_ source: SourceFile, as kind: InputKind, configuration: LintConfiguration, helpers: ShortcutHelpers = .none) {
        switch kind {
        case .manifest(let format):
            let parsed = format.parse(source)
            var (manifest, problems) = ManifestDecoder.decode(
                parsed.document, defaultPlatforms: configuration.defaultPlatforms,
                overridePlatforms: configuration.platformOverride)
            if !manifest.declaresKind { manifest.kind = configuration.defaultKind }
            strayComments = format == .yaml ? SuppressionComments.attach(to: &manifest, document: parsed.document) : []
            if let error = parsed.error { problems.insert(ManifestProblem(error, message: Linter.wording(of: error), in: source), at: 0) }
            self.manifest = manifest
            self.problems = problems
            parsedCleanly = parsed.error == nil
            return
        case .interfaceBuilder:
            let reading = InterfaceBuilderReader.reading(source)
            manifest = reading.manifest
            problems = reading.problems
            strayComments = reading.strayComments
        case .swift, .objectiveC:
            // SwiftUI runs where the app does: the configuration's platforms stand in for the
            // package's or target's, which the command line reads when it can.
            let reading = SwiftSourceReader.reading(
                source, language: kind == .swift ? .swift : .objectiveC, swiftUIPlatforms: configuration.defaultPlatforms,
                helpers: helpers)
            manifest = reading.manifest
            problems = reading.problems
            strayComments = reading.strayComments
            self.helpers = reading.helpers
        }
        manifest.kind = configuration.defaultKind
        // A file read in part may hold the shortcut a suppression is for.
        parsedCleanly = !problems.contains { $0.kind == .syntax || $0.kind == .unreadable }
        if let override = configuration.platformOverride { manifest.check(only: override) }
    }
}

extension InputReading {
    /// A reading made by the pipeline rather than a reader (``ProjectFileProblem``'s note).
    init(manifest: Manifest, problems: [ManifestProblem], strayComments: [SuppressionComments.Directive], parsedCleanly: Bool) {
        self.manifest = manifest
        self.problems = problems
        self.strayComments = strayComments
        self.parsedCleanly = parsedCleanly
    }
}
