// The JSON reference: Foundation's JSONSerialization on the same files, timed in-process (the
// file is read once, before timing), so the comparison is parser against parser.
//
// Usage: jsonserialization-timing RUNS FILE...   Prints one JSON line per file.
import Foundation

let runs = Int(CommandLine.arguments[1]) ?? 3
for path in CommandLine.arguments.dropFirst(2) {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
        exit(2)
    }
    var times: [Double] = []
    var count = 0
    for _ in 0..<runs {
        let start = ContinuousClock.now
        let object = try JSONSerialization.jsonObject(with: data)
        let elapsed = ContinuousClock.now - start
        times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        count = ((object as? [String: Any])?["shortcuts"] as? [Any])?.count ?? -1
    }
    times.sort()
    print(#"{"parser": "JSONSerialization", "file": "\#(path)", "bytes": \#(data.count), "best": \#(times[0]), "median": \#(times[times.count / 2]), "runs": \#(runs), "shortcuts": \#(count)}"#)
}
