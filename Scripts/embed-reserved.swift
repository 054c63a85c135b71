// Writes Sources/ShortcutCore/Reserved/EmbeddedReservedTable.swift from Resources/reserved.json.
//
// Run from the package root:  swift Scripts/embed-reserved.swift          (rewrite if stale)
//                             swift Scripts/embed-reserved.swift --check  (exit 1 if stale)
//
// Why a generated file: the table must live inside the binary (a copied `shortcut-lint` has no
// resource bundle next to it), and SwiftPM only embeds resources that sit inside a target folder.
// A plain Swift string literal needs no plugin and builds the same on Linux and macOS;
// ReservedDataTests fails when this output and the JSON drift apart.
import Foundation

let jsonPath = "Resources/reserved.json"
let outputPath = "Sources/ShortcutCore/Reserved/EmbeddedReservedTable.swift"

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("embed-reserved: \(message)\n".utf8))
    exit(2)
}

guard FileManager.default.fileExists(atPath: "Package.swift") else {
    fail("run me from the package root (no Package.swift in \(FileManager.default.currentDirectoryPath))")
}
guard let bytes = FileManager.default.contents(atPath: jsonPath) else { fail("cannot read \(jsonPath)") }
guard let json = String(data: bytes, encoding: .utf8) else { fail("\(jsonPath) is not UTF-8") }
// A multi-line literal turns CR and CRLF into LF, so such bytes could not round-trip.
guard !bytes.contains(UInt8(ascii: "\r")) else { fail("\(jsonPath) contains a carriage return") }

// The literal ends at `"""` followed by the delimiter's #s, and `\` followed by them starts an
// escape: one # more than the longest run of #s in the JSON makes both impossible.
var longestRun = 0
var run = 0
for byte in bytes {
    run = byte == UInt8(ascii: "#") ? run + 1 : 0
    longestRun = max(longestRun, run)
}
let hashes = String(repeating: "#", count: max(2, longestRun + 1))

// The closing delimiter sits at column 0 (so no indentation is stripped) on the line after the
// JSON; the line break just before it is not part of the value, so the JSON's own final newline
// survives and the value is byte-identical to the file.
let output = """
// Generated from Resources/reserved.json by Scripts/embed-reserved.swift — do not edit.
// Regenerate from the package root: swift Scripts/embed-reserved.swift

/// The reserved and standard shortcut table, compiled in so a copied binary needs no resource bundle.
enum EmbeddedReservedTable {
    static let json: String = \(hashes)\"\"\"
\(json)
\"\"\"\(hashes)
}

"""

let existing = FileManager.default.contents(atPath: outputPath)
if existing == Data(output.utf8) {
    print("embed-reserved: \(outputPath) is up to date")
    exit(0)
}
if CommandLine.arguments.contains("--check") {
    FileHandle.standardError.write(Data("embed-reserved: \(outputPath) is stale; run swift Scripts/embed-reserved.swift\n".utf8))
    exit(1)
}
do {
    try Data(output.utf8).write(to: URL(fileURLWithPath: outputPath), options: .atomic)
} catch {
    fail("cannot write \(outputPath): \(error)")
}
print("embed-reserved: wrote \(outputPath) (\(bytes.count) bytes of JSON)")
