/// A project file the linter could not read: a `Package.swift` or `project.pbxproj` that cannot be
/// opened (permissions, a FIFO, a folder), holds no package, is not a property list Xcode writes,
/// or nests too deeply to follow. Without it the files of its project are linted as if no project
/// were there (SwiftUI code for the default platforms, no targets, no test code), which can turn an
/// iPadOS error into a macOS warning; so the run says so, as an `unreadable-source` note at the
/// project file, and never fails for it (the linter's own limit).
package struct ProjectFileProblem: Sendable, Equatable {
    /// Absolute.
    package var path: String
    package var reason: Message

    package init(path: String, reason: Message) {
        self.path = path
        self.reason = reason
    }

    /// Why the bytes of a package manifest cannot be read for its platforms and targets, if they
    /// cannot: what the lexer could not follow, or no `Package(…)` call at all.
    static func packageManifest(_ tokens: SourceTokens) -> Message? {
        if let problem = tokens.problems.first { return problem.wording }
        let declaresPackage = (0..<tokens.count).contains {
            tokens.isName($0, "Package") && tokens.kind($0 + 1) == .leftParen
        }
        return declaresPackage ? nil : .projectFileNoPackage()
    }
}

extension Linter {
    /// The note for a project file that could not be read, as the run's other findings are made
    /// (this linter's severities, language and suppressions), at the file's first byte. `path` is
    /// the file as reports name it; `bytes` its content where it could be read (reports quote and
    /// fingerprint the note's line from them), else none.
    package func result(for problem: ProjectFileProblem, path: String, bytes: [UInt8] = []) -> FileResult {
        let source = SourceFile(path: path, bytes: bytes)
        var manifest = Manifest(source: source)
        manifest.origin = .sourceCode
        let note = ManifestProblem(
            .unreadable, .projectFileUnreadable(reason: .message(problem.reason)), range: ByteRange(start: 0, end: 0))
        let reading = InputReading(manifest: manifest, problems: [note], strayComments: [], parsedCleanly: true)
        return FileLint(source, input: reading, linter: self).finish(linter: self)
    }
}
