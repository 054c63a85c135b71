import ShortcutCore

/// `shortcut-lint schema`: the manifest's JSON Schema, for editors and validators.
enum SchemaCommand: Command {
    static let name = "schema"
    static let abstract = "Print the manifest's JSON Schema (draft 2020-12)."
    static let discussion: String? = """
        Point an editor at it for completion and checking as you type, e.g. with
        "$schema": "./manifest.schema.json" in a JSON manifest, or a yaml-language-server comment in YAML.
        """

    static func run(_ options: NoOptions, paths: [String]) -> ExitCode {
        guard paths.isEmpty else { return Usage.fail("'schema' takes no arguments", command: self) }
        Terminal.write(Array(ManifestSchema.json.utf8))
        return .clean
    }
}
