/// Applies the mechanical fixes rules offer (`modifier-order`, `two-character-key`) to a file,
/// changing nothing but the fixed characters: quotes, comments, indentation, key order and line
/// endings stay byte for byte.
///
/// Safety is checked, not assumed: a file that does not parse is never touched, and the fixed
/// bytes must parse again to the same manifest — the same entries with the same fields and the
/// same chords, only written differently — or the fix is abandoned and the file left as it was.
public enum Fixer {
    public struct Outcome: Sendable {
        /// The fixed bytes (the original bytes when nothing changed).
        public var bytes: [UInt8]
        /// How many fixes were applied, over all passes.
        public var applied: Int
        /// Why the file was left alone, when it was.
        public var refusal: String?

        public var changed: Bool { applied > 0 && refusal == nil }
    }

    /// The refusal for a file that does not parse; its syntax error is reported anyway.
    package static let unparsableRefusal = "the file does not parse"

    /// Lints, applies every non-overlapping fix, and repeats (a key can need two fixes that touch
    /// the same characters) until nothing is left to fix.
    public static func fix(_ source: SourceFile, with linter: Linter) -> Outcome {
        var current = source
        var applied = 0
        var original: [ManifestFingerprint]?
        for _ in 0..<8 {
            let result = linter.lint(current)
            guard result.parsed else {
                return Outcome(bytes: source.bytes, applied: 0, refusal: unparsableRefusal)
            }
            if original == nil { original = ManifestFingerprint.ofDocuments(result) }
            let fixes = result.findings.filter { !$0.isSuppressed }.compactMap(\.fix)
            let (bytes, count) = apply(fixes, to: current)
            if count == 0 { break }
            applied += count
            current = SourceFile(path: source.path, bytes: bytes)
        }
        guard applied > 0 else { return Outcome(bytes: source.bytes, applied: 0, refusal: nil) }
        // The fixed file must still be the same manifest.
        let recheck = linter.lint(current)
        guard recheck.parsed, recheck.manifest != nil, ManifestFingerprint.ofDocuments(recheck) == original else {
            return Outcome(bytes: source.bytes, applied: 0, refusal: "fixing would change more than how the keys are written")
        }
        return Outcome(bytes: current.bytes, applied: applied, refusal: nil)
    }

    /// Applies fixes in file order; a fix overlapping one already taken waits for the next pass.
    /// Each replacement is escaped for the quoting the value uses, and a fix that cannot be
    /// written safely in place (a plain YAML scalar that would need quotes) is skipped.
    static func apply(_ fixes: [Fix], to source: SourceFile) -> (bytes: [UInt8], applied: Int) {
        // A total order (ties broken by the replacement), so every run applies the same fixes.
        let ordered = Set(fixes).sorted {
            ($0.range.start, $0.range.end, $0.replacement) < ($1.range.start, $1.range.end, $1.replacement)
        }
        var output: [UInt8] = []
        output.reserveCapacity(source.bytes.count + 64)
        var cursor = 0
        var applied = 0
        for fix in ordered where fix.range.start >= cursor {
            guard let replacement = InPlaceText.encode(fix.replacement, replacing: fix.range, in: source.bytes) else {
                continue
            }
            output += source.bytes[cursor..<fix.range.start]
            output += replacement
            cursor = fix.range.end
            applied += 1
        }
        output += source.bytes[cursor...]
        return (output, applied)
    }
}

extension ManifestFingerprint {
    /// The fingerprints of a linted file's manifests (each document of a YAML stream).
    static func ofDocuments(_ result: FileResult) -> [ManifestFingerprint] {
        (result.documentManifests.isEmpty ? result.manifest.map { [$0] } ?? [] : result.documentManifests).map(ManifestFingerprint.init)
    }
}

/// What a fix must not change in one manifest: every entry's fields and canonical chords.
struct ManifestFingerprint: Equatable {
    struct Entry: Equatable {
        var id, title, menu, when, repurposes, complements, discoverabilityTitle: String?
        var shortcut: Shortcut?
        var keyIsValid: Bool
    }

    var app: String?
    var platforms: PlatformSet
    var entries: [Entry]

    init(_ manifest: Manifest) {
        app = manifest.app
        platforms = manifest.platforms
        entries = manifest.shortcuts.map {
            Entry(
                id: $0.id, title: $0.title, menu: $0.menu?.text, when: $0.when, repurposes: $0.repurposes,
                complements: $0.complements, discoverabilityTitle: $0.discoverabilityTitle,
                shortcut: $0.key?.shortcut, keyIsValid: $0.keyError == nil)
        }
    }
}
