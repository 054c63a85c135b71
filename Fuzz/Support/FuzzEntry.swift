// The two functions libFuzzer calls. Each target file defines `enum FuzzTarget: FuzzTargetKind`;
// Scripts/fuzz.sh compiles exactly one of them with this file and the ShortcutCore sources.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one fuzz target provides.
protocol FuzzTargetKind {
    /// Inputs built from ShortcutCore's own data (rule examples, key names, reserved chords),
    /// which no file in the repository holds; written out once to seed the corpus.
    static var builtInSeeds: [[UInt8]] { get }
    /// Runs the code under test on one input and checks its invariants.
    static func test(_ input: [UInt8])
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafeRawPointer?, _ size: Int) -> CInt {
    let input = size == 0 ? [] : Array(UnsafeRawBufferPointer(start: data, count: size))
    FuzzTarget.test(input)
    return 0
}

/// With `FUZZ_WRITE_SEEDS=DIR` in the environment, writes ``FuzzTargetKind/builtInSeeds`` to
/// DIR and exits instead of fuzzing (Scripts/fuzz.sh does this before every run).
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutableRawPointer?, _ argv: UnsafeMutableRawPointer?) -> CInt {
    guard let directory = getenv("FUZZ_WRITE_SEEDS").map({ String(cString: $0) }) else { return 0 }
    for (index, seed) in FuzzTarget.builtInSeeds.enumerated() {
        let path = "\(directory)/builtin-\(index)"
        guard let file = fopen(path, "wb") else {
            print("cannot write \(path)")
            exit(1)
        }
        _ = seed.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        fclose(file)
    }
    exit(0)
}
