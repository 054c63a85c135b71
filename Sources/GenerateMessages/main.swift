// generate-messages: writes Sources/ShortcutCore/Messages/EmbeddedMessages.swift from the
// message catalogues, Resources/messages/<language>.yml, so the binary carries every language.
//
//   swift run generate-messages            rewrite the Swift file (run from anywhere)
//   swift run generate-messages --check    exit 1 if the committed file is stale
//
// Every catalogue is checked against the English one first: the same ids, each with the same
// placeholders. The package root is found from this file's own path.

import Foundation
import ReservedTableGenerator
import ShortcutCore

let usage = "usage: generate-messages [--check]"
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    exit(0)
}
guard arguments.allSatisfy({ $0 == "--check" }) else {
    FileHandle.standardError.write(Data("generate-messages: unknown argument '\(arguments.first { $0 != "--check" }!)'\n\(usage)\n".utf8))
    exit(2)
}
let check = arguments.contains("--check")

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let folder = root.appendingPathComponent(MessageCatalogueDecoder.folder)
let swiftURL = root.appendingPathComponent(MessageCatalogueSource.path)

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("generate-messages: \(message)\n".utf8))
    exit(code)
}

let catalogues: [MessageCatalogueDecoder.Decoded]
do {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yml") }.sorted()
    var decoded: [MessageCatalogueDecoder.Decoded] = []
    for name in names {
        let path = "\(MessageCatalogueDecoder.folder)/\(name)"
        decoded.append(
            try MessageCatalogueDecoder.decode(
                SourceFile(path: path, bytes: Array(try Data(contentsOf: folder.appendingPathComponent(name))))))
    }
    catalogues = try MessageCatalogueSource.ordered(decoded)
} catch let error as ReservedTableDecoder.DecodingError {
    // `path:line:column: error: …`, as compilers print it.
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
} catch {
    fail("cannot read \(folder.path): \(error.localizedDescription)", code: 2)
}

let expected = Data(MessageCatalogueSource.file(catalogues).utf8)
let current = try? Data(contentsOf: swiftURL)
let languages = catalogues.map(\.definition.code).joined(separator: ", ")
if check {
    guard current == expected else { fail("\(MessageCatalogueSource.path) is stale; run: \(MessageCatalogueSource.regenerate)", code: 1) }
    print("\(MessageCatalogueSource.path) is up to date (\(languages))")
    exit(0)
}
if current == expected {
    print("\(MessageCatalogueSource.path) is already up to date (\(languages))")
} else {
    do {
        try expected.write(to: swiftURL, options: .atomic)
    } catch {
        fail("cannot write \(swiftURL.path): \(error.localizedDescription)", code: 2)
    }
    print("wrote \(MessageCatalogueSource.path) (\(languages))")
}
