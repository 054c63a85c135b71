/// `--baseline` and `--write-baseline`: hiding recorded findings, and recording them.
struct BaselineOptions: OptionGroup {
    var path: String?
    var writePath: String?

    static var declarations: [OptionDeclaration<Self>] {
        [
            Option<String>.path("baseline", help: "baseline.baseline")
                .fills(\.path),
            Option<String>.path(
                "write-baseline", help: "baseline.write-baseline"
            ).fills(\.writePath),
            .check { group, _ throws(UsageError) in
                // `-o -` means standard output, but a baseline there would mix with the report.
                if group.writePath == "-" {
                    throw UsageError(
                        message: "'--write-baseline' needs a file: the report takes standard output; name a file such as baseline.json")
                }
            },
        ]
    }
}
