import Foundation
import Testing

@testable import ShortcutCore

/// Our `.strings` reader against Foundation's property list reader, the one AppKit loads these
/// files with: every case gives the same table. `STRINGS_CORPUS=<folder>` compares every
/// `.strings` file below that folder instead of the cases (docs/interface-builder.md says what a
/// run on real apps' files gave).
@Suite struct StringsTableTests {
    static let cases: [String] = [
        "/* Class = \"NSMenuItem\"; title = \"Save\"; ObjectID = \"Ab1-cD-eF2\"; */\n\"Ab1-cD-eF2.title\" = \"Sichern\";\n",
        "\"a\" = \"1\";\n// a line comment\n\"b\" = \"2\"; /* after */ \"c\" = \"3\";",
        "bare.key = bare-value_1;\n$x:y/z = \"v\";\n",
        "\"only\";\n\"quoted key\" = \"x\";\n",
        "\"escapes\" = \"tab\\tnew\\nline \\\"quoted\\\" back\\\\slash \\U00e9\\U20AC \\u20AC \\101\\102 \\' \\a\\b\\f\\v\\r\";\n",
        "\"multi\" = \"first\nsecond\";\n",
        "\"dup\" = \"1\";\n\"dup\" = \"2\";\n",
        "{\n  \"braced\" = \"yes\";\n}\n",
        "\"emoji 👩‍💻\" = \"ステータス e\u{301}\";\n",
        "  \n\t/* only a comment */\n",
        "\"a\"=\"b\";\"c\"\n=\n\"d\"\n;",
    ]

    /// What Foundation reads, as a plain dictionary; nil when it refuses the file.
    static func foundation(_ bytes: [UInt8]) -> [String: String]? {
        guard let value = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) else { return nil }
        return value as? [String: String]
    }

    static func ours(_ bytes: [UInt8]) -> [String: String] { StringsTable(bytes: bytes).entries.mapValues(\.value) }

    static func encodings(_ text: String) -> [(String, [UInt8])] {
        let utf16 = Array(text.utf16)
        let little = utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big = utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        return [
            ("UTF-8", Array(text.utf8)), ("UTF-8 with a byte order mark", [0xEF, 0xBB, 0xBF] + Array(text.utf8)),
            ("UTF-16LE", [0xFF, 0xFE] + little), ("UTF-16BE", [0xFE, 0xFF] + big),
        ]
    }

    @Test(arguments: cases)
    func readsWhatFoundationReadsInEveryEncoding(_ text: String) throws {
        for (encoding, bytes) in Self.encodings(text) {
            let expected = try #require(Self.foundation(bytes), "Foundation refuses the case in \(encoding)")
            #expect(Self.ours(bytes) == expected, "\(encoding): \(text)")
        }
    }

    @Test func utf16WithoutAByteOrderMarkIsToldByItsZeroBytes() {
        let text = "\"a.title\" = \"Öffnen\";\n"
        let little = Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(Self.ours(little) == ["a.title": "Öffnen"])
    }

    @Test func eachValueKnowsItsLine() {
        let table = StringsTable(bytes: Array("/* one */\n\"a\" = \"1\";\n\n\"b\" =\n  \"2\";\n".utf8))
        #expect(table.entries["a"]?.line == 2)
        #expect(table.entries["b"]?.line == 5)
    }

    @Test(arguments: [
        ("\"a\" = \"1\";\n\"b\" = \"never closed;\n", 2, "never closed"),
        ("\"a\" = \"1\";\n\"b\" = \"2\"\n\"c\" = \"3\";\n", 3, "expected ';'"),
        ("\"a\" = \"1\";\n= \"2\";\n", 2, "expected a string"),
    ])
    func aFileThatBreaksOffKeepsWhatCameBeforeAndSaysWhere(text: String, line: Int, message: String) throws {
        let table = StringsTable(bytes: Array(text.utf8))
        #expect(table.entries.mapValues(\.value) == ["a": "1"])
        let problem = try #require(table.problem)
        #expect(problem.line == line)
        let said = MessageCatalogue.english.render(problem.message)
        #expect(said.contains(message), "\(said)")
        // Foundation refuses the file, or keeps what came before the break too.
        #expect(Self.foundation(Array(text.utf8)).map { $0 == ["a": "1"] } ?? true)
    }

    /// With `STRINGS_CORPUS` set, every `.strings` file below it: the files Foundation reads give
    /// the same table; without it, the cases above stand in, so the test always checks something.
    @Test func aCorpusOfRealFilesReadsAsFoundationReadsIt() throws {
        let files: [(String, [UInt8])]
        if let folder = ProcessInfo.processInfo.environment["STRINGS_CORPUS"] {
            let enumerator = FileManager.default.enumerator(atPath: folder)
            var found: [(String, [UInt8])] = []
            while let path = enumerator?.nextObject() as? String {
                guard path.hasSuffix(".strings"), let data = FileManager.default.contents(atPath: folder + "/" + path) else { continue }
                found.append((path, Array(data)))
            }
            files = found
        } else {
            files = Self.cases.map { ($0, Array($0.utf8)) }
        }
        var (agreed, refused) = (0, 0)
        for (path, bytes) in files {
            guard let expected = Self.foundation(bytes) else {
                refused += 1
                continue
            }
            #expect(Self.ours(bytes) == expected, "\(path)")
            agreed += 1
        }
        #expect(agreed > 0)
        print("strings corpus: \(files.count) files, \(agreed) read by Foundation and compared, \(refused) refused by Foundation")
    }
}
