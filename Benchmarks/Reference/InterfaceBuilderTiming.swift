// The Interface Builder reader timed in-process, alone and followed by every rule: compiled with
// swiftc -O together with ShortcutCore's sources (see docs/performance.md for the command).
// Each timed run includes making the SourceFile (its line index is part of keeping positions).
//
// Usage: ib-timing RUNS FILE...   Prints one JSON line per file.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@main
enum InterfaceBuilderTiming {
    static func main() {
        let arguments = CommandLine.arguments
        let runs = Int(arguments[1]) ?? 5
        let configuration = LintConfiguration.default
        for path in arguments.dropFirst(2) {
            guard let bytes = readWholeFile(path) else {
                fputs("cannot read \(path)\n", stderr)
                exit(2)
            }
            var read: [Double] = []
            var linted: [Double] = []
            var entries = 0
            var findings = 0
            for _ in 0..<runs {
                let start = ContinuousClock.now
                let reading = InterfaceBuilderReader.read(SourceFile(path: path, bytes: bytes))
                let afterRead = ContinuousClock.now
                let context = LintContext(
                    manifest: reading.manifest, reserved: configuration.reserved, problems: reading.problems)
                findings = configuration.rules.reduce(0) { $0 + $1.check(context).count }
                let end = ContinuousClock.now
                read.append(seconds(afterRead - start))
                linted.append(seconds(end - start))
                entries = reading.manifest.shortcuts.count
                if let problem = reading.problems.first(where: { $0.kind == .syntax }) {
                    fputs("\(path): \(problem.message)\n", stderr)
                    exit(1)
                }
            }
            read.sort()
            linted.sort()
            print(#"{"file": "\#(path)", "bytes": \#(bytes.count), "entries": \#(entries), "findings": \#(findings), "read_best": \#(read[0]), "read_median": \#(read[runs / 2]), "read_and_rules_best": \#(linted[0]), "read_and_rules_median": \#(linted[runs / 2]), "runs": \#(runs)}"#)
        }
    }

    /// The file's bytes, sized with fseek/ftell.
    static func readWholeFile(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        fseek(file, 0, SEEK_END)
        let size = ftell(file)
        fseek(file, 0, SEEK_SET)
        var bytes = [UInt8](repeating: 0, count: max(size, 0))
        return fread(&bytes, 1, bytes.count, file) == bytes.count ? bytes : nil
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }
}
