/// `--fix` and `--dry-run`: rewriting what is mechanical in manifests, or showing it as a diff.
struct FixOptions: OptionGroup {
    var fix = false
    var dryRun = false

    static var declarations: [OptionDeclaration<Self>] {
        [
            Option<Bool>.flag(
                "fix",
                help:
                    "Rewrite what is mechanical (modifier-order, two-character-key) in manifests, in place, changing only the fixed characters; then report what remains. Interface Builder and source files are never written."
            ).fills(\.fix),
            Option<Bool>.flag(
                "dry-run",
                help:
                    "With --fix: print a unified diff of the fixes instead of writing them (on standard error when a json, sarif, junit or checkstyle report takes standard output)."
            ).fills(\.dryRun),
            .check { group, _ throws(UsageError) in
                if group.dryRun, !group.fix { throw UsageError(message: "'--dry-run' only makes sense with '--fix'") }
            },
        ]
    }

    /// Whether files are written back (not `--dry-run`).
    var writes: Bool { fix && !dryRun }
}
