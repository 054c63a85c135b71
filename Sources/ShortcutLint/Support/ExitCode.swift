/// The exit codes CI systems act on (the same as ESLint's).
enum ExitCode: Int32 {
    /// No error-severity finding (warnings within `--max-warnings`, unless `--strict`).
    case clean = 0
    /// Error-severity findings, including manifests that do not parse.
    case findings = 1
    /// The tool could not do its job: bad arguments, a missing or unreadable file, a bad config.
    case failure = 2
}
