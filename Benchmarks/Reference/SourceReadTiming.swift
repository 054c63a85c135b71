// The Swift reader on many files, timed in-process like ParseTiming: compiled with swiftc -O -wmo
// together with ShortcutCore's sources. Every file is read into memory first; each run then
// reads all of them (making each SourceFile, its line index included) and, separately, reads
// them and runs every rule on what was found, as `shortcut-lint lint` will once it takes source
// files. One thread: the command line spreads files over the cores, so this is the slow case.
//
// Usage: source-read-timing RUNS FILE...   Prints one JSON line.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@main
enum SourceReadTiming {
    static func main() {
        let arguments = CommandLine.arguments
        let runs = Int(arguments[1]) ?? 5
        let files = arguments.dropFirst(2).map { path -> (String, [UInt8]) in
            guard let bytes = readFile(path) else {
                fputs("cannot read \(path)\n", stderr)
                exit(2)
            }
            return (path, bytes)
        }
        let bytes = files.reduce(0) { $0 + $1.1.count }
        var entries = 0
        var notes = 0
        let reading = measure(runs) {
            entries = 0
            notes = 0
            for (path, contents) in files {
                let (manifest, problems) = SwiftSourceReader.read(SourceFile(path: path, bytes: contents))
                entries += manifest.shortcuts.count
                notes += problems.count
            }
        }
        var findings = 0
        let rules = RuleCatalog.all.map { $0.init() }
        let linting = measure(runs) {
            findings = 0
            for (path, contents) in files {
                let (manifest, problems) = SwiftSourceReader.read(SourceFile(path: path, bytes: contents))
                let context = LintContext(manifest: manifest, reserved: .builtIn, problems: problems, rules: rules)
                for rule in rules { findings += rule.check(context).count }
            }
        }
        print(#"{"files": \#(files.count), "bytes": \#(bytes), "entries": \#(entries), "notes": \#(notes), "findings": \#(findings), "runs": \#(runs), "read_best": \#(reading.best), "read_median": \#(reading.median), "lint_best": \#(linting.best), "lint_median": \#(linting.median)}"#)
    }

    static func measure(_ runs: Int, _ body: () -> Void) -> (best: Double, median: Double) {
        var times: [Double] = []
        for _ in 0..<runs {
            let start = ContinuousClock.now
            body()
            let elapsed = ContinuousClock.now - start
            times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        times.sort()
        return (times[0], times[times.count / 2])
    }

    static func readFile(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = fread(&chunk, 1, chunk.count, file)
            if got == 0 { break }
            bytes += chunk[0..<got]
        }
        return bytes
    }
}
