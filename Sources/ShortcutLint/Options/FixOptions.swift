/// `--fix` and `--dry-run`: rewriting what is mechanical in manifests, or showing it as a diff.
struct FixOptions: OptionGroup {
    var fix = false
    var dryRun = false

    static var declarations: [OptionDeclaration<Self>] {
        [
            Option<Bool>.flag(
                "fix",
                help: "fix.fix"
            ).fills(\.fix),
            Option<Bool>.flag(
                "dry-run",
                help: "fix.dry-run"
            ).fills(\.dryRun),
            .check { group, _ throws(UsageError) in
                if group.dryRun, !group.fix { throw UsageError(message: "'--dry-run' only makes sense with '--fix'") }
            },
        ]
    }

    /// Whether files are written back (not `--dry-run`).
    var writes: Bool { fix && !dryRun }
}
