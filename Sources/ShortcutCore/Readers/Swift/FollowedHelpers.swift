/// Calls of an app's helpers in other files than the one defining them (``ShortcutHelper``):
/// ownCloud's `UIKeyCommand.ported(…)` is defined in its shared framework and called from the app.
/// Once every file is read, the helpers the run's files define are gathered (a name two files
/// define differently is left out, ``ShortcutHelpers``), and each Swift or Objective-C file that
/// may call one of another file's helpers is read again with them known. An app and the
/// frameworks it links are linted in one run, so the helpers are looked up among all its files.
enum FollowedHelpers {
    static func follow(_ readings: inout [InputReading], jobs: [LintJob]) {
        let definedIn = readings.indices.filter { !readings[$0].helpers.isEmpty }
        guard !definedIn.isEmpty else { return }
        let all = ShortcutHelpers(definedIn.flatMap { readings[$0].helpers })
        guard !all.isEmpty else { return }
        let again = jobs.indices.filter { index in
            guard let language = InputKind(jobs[index].source).sourceLanguage,
                all.mayBeCalled(in: jobs[index].source.bytes, language: language)
            else { return false }
            // The file's own helpers were followed when it was read: only another file's count.
            guard !readings[index].helpers.isEmpty else { return true }
            let others = ShortcutHelpers(definedIn.filter { $0 != index }.flatMap { readings[$0].helpers })
            return others.mayBeCalled(in: jobs[index].source.bytes, language: language)
        }
        let read = again.parallelMap { index in
            InputReading(
                jobs[index].source, as: InputKind(jobs[index].source), configuration: jobs[index].linter.configuration, helpers: all)
        }
        for (index, reading) in zip(again, read) { readings[index] = reading }
    }
}

extension InputKind {
    /// The language a source file is read in; nil for a manifest or an Interface Builder file.
    var sourceLanguage: SourceLexer.Language? {
        switch self {
        case .swift: .swift
        case .objectiveC: .objectiveC
        case .manifest, .interfaceBuilder: nil
        }
    }
}
