/// The JSON parser on arbitrary bytes: it must return (a tree and maybe an error), never crash or
/// hang, and every node it builds must lie inside the file.
enum FuzzTarget: FuzzTargetKind {
    static var builtInSeeds: [[UInt8]] { [] }

    static func test(_ input: [UInt8]) {
        let source = SourceFile(path: "fuzz.shortcuts.json", bytes: input)
        let result = JSONParser.parse(source)
        FuzzChecks.check(result.document)
        FuzzChecks.check(result.error, in: source)
    }
}
