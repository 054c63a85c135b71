import Testing

@testable import ShortcutCore

/// `primaryLocationLineHash` must equal what GitHub's upload action computes, or code scanning
/// warns and keeps its own. The first cases are the vectors of codeql-action's own
/// `fingerprints.test.ts`; the rest were derived with `Scripts/fingerprint-reference.py`.
struct LineFingerprintTests {
    struct Vector: Sendable, CustomTestStringConvertible {
        let name: String
        let bytes: [UInt8]
        let expected: [String]

        init(_ name: String, _ text: String, _ expected: [String]) {
            self.init(name, Array(text.utf8), expected)
        }

        init(_ name: String, _ bytes: [UInt8], _ expected: [String]) {
            self.name = name
            self.bytes = bytes
            self.expected = expected
        }

        var testDescription: String { name }
    }

    static let githubVectors: [Vector] = [
        Vector("empty file", "", ["c129715d7a2bc9a3:1"]),
        Vector(
            "leading blanks and no final newline", " a\nb\n  \t\tc\n d",
            ["271789c17abda88f:1", "54703d4cd895b18:1", "180aee12dab6264:1", "a23a3dc5e078b07b:1"]),
        Vector(
            "blank lines, no final newline", " hello; \t\nworld!!!\n\n\n  \t\tGreetings\n End",
            [
                "8b7cf3e952e7aeb2:1", "b1ae1287ec4718d9:1", "bff680108adb0fcc:1", "c6805c5e1288b612:1",
                "b86d3392aea1be30:1", "e6ceba753e1a442:1",
            ]),
        Vector("LF", " hello; \t\nworld!!!\n\n\n  \t\tGreetings\n End\n", helloHashes),
        Vector("CR", " hello; \t\nworld!!!\r\r\r  \t\tGreetings\r End\r", helloHashes),
        Vector("CRLF", " hello; \t\r\nworld!!!\r\n\r\n\r\n  \t\tGreetings\r\n End\r\n", helloHashes),
        Vector("mixed line ends", " hello; \t\nworld!!!\r\n\n\r  \t\tGreetings\r End\r\n", helloHashes),
        Vector(
            "repeated lines count earlier equal hashes", String(repeating: "Lorem ipsum dolor sit amet.\n", count: 10),
            [
                "a7f2ff13bc495cf2:1", "a7f2ff13bc495cf2:2", "a7f2ff13bc495cf2:3", "a7f2ff13bc495cf2:4",
                "a7f2ff13bc495cf2:5", "a7f2ff13bc495cf2:6", "a7f2ff1481e87703:1", "a9cf91f7bbf1862b:1",
                "55ec222b86bcae53:1", "cc97dc7b1d7d8f7b:1", "c129715d7a2bc9a3:1",
            ]),
    ]

    static let helloHashes = [
        "e9496ae3ebfced30:1", "fb7c023a8b9ccb3f:1", "ce8ba1a563dcdaca:1", "e20e36e16fcb0cc8:1",
        "b3edc88f2938467e:1", "c8e28b0b4002a3a0:1", "c129715d7a2bc9a3:1",
    ]

    static let unicodeVectors: [Vector] = [
        Vector("symbols in the BMP", "{\"key\": \"⇧⌘K\"}\n", ["f8662dfdf2f6c572:1", "c129715d7a2bc9a3:1"]),
        Vector(
            "an emoji hashes as two UTF-16 surrogates", "title: 🎹 Piano\nkey: ⌘P\n",
            ["7335ff01f6c5ef32:1", "defcbfb9d517afbc:1", "c129715d7a2bc9a3:1"]),
        Vector("a byte order mark is hashed", "\u{FEFF}{\"app\": \"A\"}\n", ["2ab3f5834d4c94c8:1", "c129715d7a2bc9a3:1"]),
        Vector(
            "invalid UTF-8 hashes as U+FFFD", Array("key: ".utf8) + [0xFF] + Array("\nnext\n".utf8),
            ["c47aa3704ab5d93e:1", "a5f9e5dec441e0b8:1", "c129715d7a2bc9a3:1"]),
    ]

    @Test("GitHub's own test vectors", arguments: githubVectors)
    func matchesGitHubVectors(_ vector: Vector) {
        #expect(allFingerprints(vector.bytes) == vector.expected)
    }

    @Test("Non-ASCII text hashes as UTF-16 code units", arguments: unicodeVectors)
    func hashesUTF16CodeUnits(_ vector: Vector) {
        #expect(allFingerprints(vector.bytes) == vector.expected)
    }

    @Test func onlyRequestedLinesAreReturned() {
        let bytes = Array(" hello; \t\nworld!!!\n\n\n  \t\tGreetings\n End\n".utf8)
        let result = LineFingerprint.fingerprints(forLines: [2, 5], in: bytes)
        #expect(result == [2: "fb7c023a8b9ccb3f:1", 5: "b3edc88f2938467e:1"])
    }

    @Test func aLinePastTheEndHasNoFingerprint() {
        #expect(LineFingerprint.fingerprints(forLines: [9], in: Array("a\n".utf8)).isEmpty)
    }

    @Test func movingALineDownKeepsItsHash() {
        let before = Array("app: A\nkey: Command-K\n".utf8)
        let after = Array("# added\napp: A\nkey: Command-K\n".utf8)
        #expect(
            LineFingerprint.fingerprints(forLines: [2], in: before)[2]
                == LineFingerprint.fingerprints(forLines: [3], in: after)[3])
    }

    private func allFingerprints(_ bytes: [UInt8]) -> [String] {
        let count = LineFingerprint.lineHashes(bytes).count
        let result = LineFingerprint.fingerprints(forLines: Set(1...max(count, 1)), in: bytes)
        return (1...max(count, 1)).compactMap { result[$0] }
    }
}
