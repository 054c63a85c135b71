import ShortcutCore

/// `shortcut-lint schema`: the manifest's JSON Schema, for editors and validators.
enum SchemaCommand: Command {
    static let name = "schema"

    static func run(_ options: NoOptions, paths: [String]) -> ExitCode {
        guard paths.isEmpty else { return Usage.fail("'schema' takes no arguments", command: self) }
        Terminal.write(Array(ManifestSchema.json.utf8))
        return .clean
    }
}
