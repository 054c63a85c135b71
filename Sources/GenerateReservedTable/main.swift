// generate-reserved-table: writes Sources/ShortcutCore/Reserved/EmbeddedReservedTable.swift from
// Resources/reserved.json and Resources/localized-titles.json, so the binary carries the table as
// Swift values.
//
//   swift run generate-reserved-table            rewrite the Swift file (run from anywhere)
//   swift run generate-reserved-table --check    exit 1 if the committed file is stale
//
// The package root is found from this file's own path, so the tool works from any directory.

import Foundation
import ReservedTableGenerator
import ShortcutCore

let usage = "usage: generate-reserved-table [--check]"
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    exit(0)
}
guard arguments.allSatisfy({ $0 == "--check" }) else {
    FileHandle.standardError.write(
        Data("generate-reserved-table: unknown argument '\(arguments.first { $0 != "--check" }!)'\n\(usage)\n".utf8))
    exit(2)
}
let check = arguments.contains("--check")

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let jsonURL = root.appendingPathComponent(EmbeddedTableSource.jsonPath)
let localizedURL = root.appendingPathComponent(EmbeddedTableSource.localizedTitlesPath)
let swiftURL = root.appendingPathComponent(EmbeddedTableSource.path)

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("generate-reserved-table: \(message)\n".utf8))
    exit(code)
}

let table: ReservedTable
do {
    let reserved = SourceFile(path: EmbeddedTableSource.jsonPath, bytes: Array(try Data(contentsOf: jsonURL)))
    let localized = SourceFile(path: EmbeddedTableSource.localizedTitlesPath, bytes: Array(try Data(contentsOf: localizedURL)))
    table = try EmbeddedTableSource.table(reserved: reserved, localizedTitles: localized)
} catch let error as ReservedTableDecoder.DecodingError {
    // `path:line:column: error: …`, as compilers print it.
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
} catch {
    fail("cannot read \(jsonURL.path) or \(localizedURL.path): \(error.localizedDescription)", code: 2)
}

let expected = Data(EmbeddedTableSource.file(table.entries).utf8)
let current = try? Data(contentsOf: swiftURL)
if check {
    guard current == expected else { fail("\(EmbeddedTableSource.path) is stale; run: \(EmbeddedTableSource.regenerate)", code: 1) }
    print("\(EmbeddedTableSource.path) is up to date (\(table.entries.count) rows)")
    exit(0)
}
if current == expected {
    print("\(EmbeddedTableSource.path) is already up to date (\(table.entries.count) rows)")
} else {
    do {
        try expected.write(to: swiftURL, options: .atomic)
    } catch {
        fail("cannot write \(swiftURL.path): \(error.localizedDescription)", code: 2)
    }
    print("wrote \(EmbeddedTableSource.path) (\(table.entries.count) rows)")
}
