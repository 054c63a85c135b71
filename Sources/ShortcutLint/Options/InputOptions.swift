/// `--config FILE`: one configuration instead of the nearest `.shortcut-lint.yml` (lint, extract
/// and rules).
struct ConfigurationOptions: OptionGroup {
    var path: String?

    static var declarations: [OptionDeclaration<Self>] {
        [
            Option<String>.path(
                "config",
                help: "input.config"
            ).fills(\.path)
        ]
    }
}

/// What `lint` and `extract` read: the configuration, whether the configuration's patterns also
/// choose among files named on the command line, and the name standard input goes by.
struct InputOptions: OptionGroup {
    var configuration = ConfigurationOptions()
    var forceExclude = false
    var standardInputName: String?

    static var declarations: [OptionDeclaration<Self>] {
        ConfigurationOptions.included(in: \.configuration) + [
            Option<Bool>.flag(
                "force-exclude", help: "input.force-exclude"
            ).fills(\.forceExclude),
            Option<String>.text(
                "stdin-filename", "NAME",
                help: "input.stdin-filename"
            ).fills(\.standardInputName),
            .check { group, paths throws(UsageError) in
                if group.standardInputName != nil, !paths.contains("-") {
                    throw UsageError(message: "'--stdin-filename' names standard input, but no path is '-'; add '-' to read standard input")
                }
            },
        ]
    }
}
