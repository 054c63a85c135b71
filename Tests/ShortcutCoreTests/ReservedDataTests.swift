import Foundation
import Testing
@testable import ShortcutCore

/// The binary carries `Resources/reserved.json` as a generated string literal; these tests keep
/// the two from drifting apart.
@Suite struct ReservedDataTests {
    static let jsonFile = Conformance.packageRoot.appendingPathComponent("Resources/reserved.json")

    @Test func embeddedTableIsByteIdenticalToTheJSONFile() throws {
        let file = try Data(contentsOf: Self.jsonFile)
        let embedded = Data(EmbeddedReservedTable.json.utf8)
        // Compared as one Bool: a byte-by-byte diff of 200 kB would bury the message.
        let identical = embedded == file
        #expect(
            identical,
            """
            Sources/ShortcutCore/Reserved/EmbeddedReservedTable.swift is stale \
            (\(embedded.count) bytes embedded, \(file.count) in Resources/reserved.json). \
            Regenerate it from the package root: swift Scripts/embed-reserved.swift
            """
        )
    }

    @Test func jsonFileEndsWithANewlineAndHasNoCarriageReturns() throws {
        let file = try Data(contentsOf: Self.jsonFile)
        #expect(file.last == UInt8(ascii: "\n"))
        #expect(!file.contains(UInt8(ascii: "\r")))
    }
}
