import Foundation
import Testing

@testable import ShortcutCore

/// nst/JSONTestSuite: `y_` files must be accepted, `n_` files rejected, `i_` files are the
/// implementation's choice (ours is pinned below, so a change is noticed).
@Suite(Conformance.needs("JSONTestSuite"))
struct JSONTestSuiteTests {
    static let folder = Conformance.suite("JSONTestSuite").appendingPathComponent("test_parsing")

    static let fileNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    /// The suite's files with `prefix`. Without the suite in CI, one name that cannot be read,
    /// so each test fails instead of finding no cases and skipping.
    static func files(_ prefix: String) -> [String] {
        let found = fileNames.filter { $0.hasPrefix(prefix) }
        return found.isEmpty && Shared.isRequired ? ["\(prefix)(JSONTestSuite missing).json"] : found
    }

    static func parse(_ name: String) throws -> (bytes: [UInt8], result: ParseResult) {
        let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
        return (bytes, JSONParser.parse(SourceFile(path: name, bytes: bytes)))
    }

    /// Our `i_` choice: number literals beyond Double's range are well-formed JSON and kept as
    /// text; so are a leading byte order mark and 500 levels of nesting. Strings that cannot be
    /// valid UTF-8 (lone surrogate escapes, invalid or non-UTF-8 bytes) are refused.
    static func acceptsImplementationDefined(_ name: String) -> Bool {
        name.hasPrefix("i_number_") || name.hasPrefix("i_structure_")
    }

    @Test(arguments: files("y_"))
    func mustAccept(_ name: String) throws {
        let (_, result) = try Self.parse(name)
        #expect(result.error == nil, "\(name): \(result.error?.message ?? "")")
    }

    @Test(arguments: files("y_"))
    func decodesTheSameValueAsFoundation(_ name: String) throws {
        let (bytes, result) = try Self.parse(name)
        // Compare only where Foundation reads the file too: values, not text.
        guard result.error == nil, let expected = try? JSONValue.parseJSONText(bytes), expected.count == 1 else {
            return
        }
        #expect(JSONValue.from(result.document, result.document.root) == expected[0])
    }

    @Test(arguments: files("n_"))
    func mustReject(_ name: String) throws {
        let (_, result) = try Self.parse(name)
        #expect(result.error != nil, "\(name) was accepted")
    }

    @Test(arguments: files("i_"))
    func implementationDefinedFileGetsOurDocumentedAnswer(_ name: String) throws {
        let (_, result) = try Self.parse(name)
        #expect((result.error == nil) == Self.acceptsImplementationDefined(name), "\(name): \(result.error?.message ?? "accepted")")
    }

    @Test func summary() throws {
        var accepted: [String: Int] = [:]
        var total: [String: Int] = [:]
        var wrong: [String] = []
        for name in Self.fileNames {
            let prefix = String(name.prefix(2))
            let ok = try Self.parse(name).result.error == nil
            total[prefix, default: 0] += 1
            if ok { accepted[prefix, default: 0] += 1 }
            if (prefix == "y_" && !ok) || (prefix == "n_" && ok) { wrong.append(name) }
        }
        let y = (accepted["y_"] ?? 0, total["y_"] ?? 0)
        let n = ((total["n_"] ?? 0) - (accepted["n_"] ?? 0), total["n_"] ?? 0)
        let i = (total["i_"] ?? 0, accepted["i_"] ?? 0)
        print("JSONTestSuite: \(y.0)/\(y.1) y accepted, \(n.0)/\(n.1) n rejected, \(i.0) i (\(i.1) accepted, \(i.0 - i.1) rejected)")
        #expect(wrong == [])
        #expect(y.1 > 0 && n.1 > 0)
    }
}
