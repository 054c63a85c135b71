// The YAML reference: Yams (Swift over libyaml) on the same files, timed in-process. Built only
// by Benchmarks/bench.py in a throwaway package under .build-bench/yams; never a dependency of
// shortcut-lint. `load` is the loader people use (Swift values); `compose` stops at libyaml's
// node tree, the closest match to our positioned Document.
//
// Usage: yams-timing RUNS FILE...   Prints two JSON lines per file.
import Foundation
import Yams

let runs = Int(CommandLine.arguments[1]) ?? 3
for path in CommandLine.arguments.dropFirst(2) {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
        exit(2)
    }
    let text = String(decoding: data, as: UTF8.self)
    for mode in ["load", "compose"] {
        var times: [Double] = []
        for _ in 0..<runs {
            let start = ContinuousClock.now
            if mode == "load" {
                _ = try Yams.load(yaml: text)
            } else {
                _ = try Yams.compose(yaml: text)
            }
            let elapsed = ContinuousClock.now - start
            times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        times.sort()
        print(#"{"parser": "Yams.\#(mode)", "file": "\#(path)", "bytes": \#(data.count), "best": \#(times[0]), "median": \#(times[times.count / 2]), "runs": \#(runs)}"#)
    }
}
