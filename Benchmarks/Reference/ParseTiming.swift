// Our parsers alone, timed in-process like the Foundation reference: compiled with swiftc -O
// together with ShortcutCore's sources (no package product), so JSONParser.parse and
// YAMLParser.parse are measured without the manifest decoder, the rules or the reports.
// Each timed run includes making the SourceFile (its line index is part of keeping positions).
//
// Usage: parse-timing RUNS FILE...   Prints one JSON line per file.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@main
enum ParseTiming {
    static func main() {
        let arguments = CommandLine.arguments
        let runs = Int(arguments[1]) ?? 3
        for path in arguments.dropFirst(2) {
            guard let bytes = readFile(path) else {
                fputs("cannot read \(path)\n", stderr)
                exit(2)
            }
            let format = ManifestFormat(path: path)
            var times: [Double] = []
            var nodes = 0
            for _ in 0..<runs {
                let start = ContinuousClock.now
                let result = format.parse(SourceFile(path: path, bytes: bytes))
                let elapsed = ContinuousClock.now - start
                times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
                if let error = result.error {
                    fputs("\(path): \(error.message)\n", stderr)
                    exit(1)
                }
                nodes = result.document.nodeCount
            }
            times.sort()
            let parser = format == .json ? "ours-json" : "ours-yaml"
            print(#"{"parser": "\#(parser)", "file": "\#(path)", "bytes": \#(bytes.count), "best": \#(times[0]), "median": \#(times[times.count / 2]), "runs": \#(runs), "nodes": \#(nodes)}"#)
        }
    }

    static func readFile(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let got = fread(&chunk, 1, chunk.count, file)
            if got == 0 { break }
            bytes += chunk[0..<got]
        }
        return bytes
    }
}
