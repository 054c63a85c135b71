/// Reads the keyboard shortcuts a Swift source file declares into the same model a manifest
/// decodes to: SwiftUI `.keyboardShortcut(…)` and `KeyboardShortcut(…)`, UIKit `UIKeyCommand(…)`,
/// AppKit `NSMenuItem(…keyEquivalent:)` and `addItem(withTitle:action:keyEquivalent:)` with the
/// `keyEquivalentModifierMask` set on them later.
///
/// Every entry keeps the position of its key as written, so findings land on the real line; its
/// `keyText` is the chord in the HIG's words (the code never wrote one), with no `keyTextOffset`
/// (`--fix` never rewrites source). What cannot be resolved without running the code is an
/// ``ManifestProblem/Kind/unresolved`` problem, once per shortcut, never a guess. What the reader
/// cannot follow (an unterminated literal or comment, unbalanced brackets, a file in UTF-16) is
/// an ``ManifestProblem/Kind/unreadable`` problem at its first byte, saying what was left
/// unchecked (``UnreadableSource``), and whatever was read around it is still returned.
/// docs/swift-sources.md lists the forms recognised.
enum SwiftSourceReader {
    /// - Parameter swiftUIPlatforms: where SwiftUI code runs (the package's or target's
    ///   platforms); AppKit code is macOS and UIKit code iOS and iPadOS whatever this says. `#if`
    ///   blocks narrow all three.
    static func read(
        _ source: SourceFile, swiftUIPlatforms: PlatformSet = .defaultPlatforms
    ) -> (manifest: Manifest, problems: [ManifestProblem]) {
        let reading = reading(source, language: .swift, swiftUIPlatforms: swiftUIPlatforms)
        return (reading.manifest, reading.problems)
    }

    /// The same, with the suppression comments that apply to no shortcut (for `unused-suppression`).
    ///
    /// - Parameter helpers: the helpers other files of the app define (``ShortcutHelpers``), whose
    ///   calls are read as what they make; the file's own are found in a first reading of it.
    /// - Parameter skippingUnanchored: a file that names nothing the scanners start at
    ///   (``ShortcutAnchors``), and calls no helper, is lexed (for its unreadable notes and
    ///   suppression comments) but not scanned: the reading is the same, for less. Tests turn it
    ///   off to prove that.
    static func reading(
        _ source: SourceFile, language: SourceLexer.Language, swiftUIPlatforms: PlatformSet = .defaultPlatforms,
        helpers: ShortcutHelpers = .none, skippingUnanchored: Bool = true
    ) -> SourceReading {
        var manifest = Manifest(source: source)
        manifest.origin = .sourceCode
        manifest.platforms = swiftUIPlatforms
        if let wide = source.bytes.withUnsafeBufferPointer(TextEncoding.wideEncoding) {
            return SourceReading(manifest: manifest, problems: [UnreadableSource.wideEncodingNote(wide, in: source)], strayComments: [])
        }
        let tokens = SourceLexer.tokenize(source, language: language)
        // Found in every file, scanned or not: an `App` file may declare no shortcut of its own.
        manifest.swiftUIAppDeclaration = SwiftUIAppDeclaration.find(in: tokens)
        guard !skippingUnanchored || !helpers.isEmpty || ShortcutAnchors.appear(in: tokens) else {
            return unscanned(tokens, manifest: manifest)
        }
        let regions = PlatformRegions(tokens)
        var context = SourceScanContext(tokens: tokens, regions: regions, swiftUIPlatforms: swiftUIPlatforms)
        var findings = scan(context)
        let ownHelpers = findings.helpers
        if !ownHelpers.isEmpty || !helpers.isEmpty {
            // Again, now that the helpers are known: their calls make items too.
            context.helpers = helpers.adding(ownHelpers)
            findings = scan(context)
            findings.helpers = ownHelpers
        }
        manifest.outletKeyChanges = findings.outletKeyChanges
        findings.shortcuts.sort { $0.range.start < $1.range.start }
        findings.unresolved.sort { $0.at.start < $1.at.start }
        let attachment = SourceSuppressionComments.attach(tokens, findings, unresolvedRuleID: UnresolvedShortcutRule.description.id)

        var branches = ExclusiveBranches(tokens: tokens, regions: regions)
        let declared = branches.foldingAlternatives(findings.shortcuts, allow: attachment.suppressions)
        var platforms = PlatformSet()
        for (index, (shortcut, allow)) in declared.enumerated() {
            var entry = ShortcutEntry(index: index, position: index, range: shortcut.range)
            entry.keyRange = shortcut.keyRange
            entry.id = shortcut.id
            entry.title = shortcut.title
            entry.titleIsComputed = shortcut.titleIsComputed
            entry.keyText = shortcut.chord.higText
            switch ShortcutNotation.parse(shortcut.chord.higText) {
            case .success(let parsed): entry.key = parsed
            case .failure(let error): entry.keyError = error
            }
            entry.menu = shortcut.menu
            entry.platforms = shortcut.platforms
            entry.discoverabilityTitle = shortcut.discoverabilityTitle
            entry.action = shortcut.action
            entry.isVisibleControl = shortcut.isVisibleControl
            entry.isDetachedValue = shortcut.isDetachedValue
            entry.when = shortcut.scope
            entry.declaredStandard = shortcut.declaredStandard
            entry.isControlKey = shortcut.isControlKey
            entry.shiftIsFromUppercaseInput = shortcut.shiftIsFromUppercaseInput
            entry.conditions = branches.arms(at: shortcut.firstToken).map(\.arm)
            entry.otherDeclarations = shortcut.otherDeclarations
            entry.allow = allow
            platforms.formUnion(shortcut.platforms)
            manifest.shortcuts.append(entry)
        }
        if !platforms.isEmpty { manifest.platforms = platforms }
        var problems = unreadableNotes(tokens, regions.problems)
        for (index, unresolved) in findings.unresolved.enumerated() where !attachment.silenced[index] {
            problems.append(ManifestProblem(.unresolved, unresolved.wording, range: unresolved.at))
        }
        return SourceReading(manifest: manifest, problems: problems, strayComments: attachment.strays, helpers: findings.helpers)
    }

    /// The reading of a file the scanners would find nothing in: no shortcut, so every
    /// suppression comment is a stray, and the notes of what could not be read.
    private static func unscanned(_ tokens: SourceTokens, manifest: Manifest) -> SourceReading {
        let attachment = SourceSuppressionComments.attach(tokens, SourceFindings(), unresolvedRuleID: UnresolvedShortcutRule.description.id)
        return SourceReading(
            manifest: manifest, problems: unreadableNotes(tokens, PlatformRegions.problems(of: tokens)), strayComments: attachment.strays)
    }

    /// What the lexer and the `#if` blocks could not follow, and bytes that are not UTF-8 in a literal.
    private static func unreadableNotes(_ tokens: SourceTokens, _ regionProblems: [SourceProblem]) -> [ManifestProblem] {
        let source = tokens.source
        var problems = (tokens.problems + regionProblems).map { UnreadableSource.note($0, in: source) }
        // Bytes that are not UTF-8 are read as they are: only a literal can hold them.
        if UTF8Validation.firstInvalidOffset(in: source.bytes) != nil,
            let invalid = UnreadableSource.firstInvalidByte(in: source, insideLiterals: tokens)
        {
            problems.insert(UnreadableSource.invalidUTF8Note(at: invalid, in: source), at: 0)
        }
        return problems
    }

    private static func scan(_ context: SourceScanContext) -> SourceFindings {
        var findings = SourceFindings()
        switch context.tokens.language {
        case .swift:
            var swiftUI = SwiftUIShortcuts(context: context)
            swiftUI.scan(into: &findings)
            SwiftMenuObjects(context: context).scan(into: &findings)
        case .objectiveC:
            ObjectiveCMenuObjects(context: context).scan(into: &findings)
        }
        return findings
    }
}

/// What a source reader hands back.
struct SourceReading: Sendable {
    var manifest: Manifest
    var problems: [ManifestProblem]
    /// `shortcut-lint:` comments that are malformed or apply to nothing.
    var strayComments: [SuppressionComments.Directive]
    /// The helpers the file defines, whose calls other files may make (``ShortcutHelper``).
    var helpers: [ShortcutHelper] = []
}
