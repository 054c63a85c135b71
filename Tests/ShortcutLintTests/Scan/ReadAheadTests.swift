import Foundation
import Testing

@testable import ShortcutLint

/// A repository scan lists each folder once and reads the found files while the run is planned
/// (docs/performance.md, "Folders listed once" and "Reading while planning"); what planning and
/// reading give must be what they gave when each asked the file system itself.
@Suite struct ReadAheadTests {
    let directory: TemporaryDirectory
    var root: String { directory.url.path }

    init() throws {
        directory = try TemporaryDirectory([
            "App/Package.swift": "// swift-tools-version:5.9\n",
            "App/Sources/App/View.swift": "let a = 1\n",
            "App/.shortcut-lint.yml": "rules: {}\n",
        ])
    }

    @Test func aScanKeepsTheNamesOfEachFolderItListed() {
        let listings = FolderListings()
        _ = InputDiscovery.resolve([root], listings: listings)
        #expect(listings.names(in: root + "/App")?.sorted() == [".shortcut-lint.yml", "Package.swift", "Sources"])
        #expect(listings.names(in: root + "/App/Sources/App") == ["View.swift"])
        #expect(listings.names(in: "/nowhere") == nil)
    }

    @Test func aFileTheScanDidNotFindInAListedFolderIsKnownToBeAbsent() {
        let listings = FolderListings()
        _ = InputDiscovery.resolve([root], listings: listings)
        #expect(listings.lacks(root + "/App/.shortcut-lint.yaml"))
        #expect(!listings.lacks(root + "/App/.shortcut-lint.yml"))
        // A folder the scan never listed is the file system's to answer.
        #expect(!listings.lacks(directory.url.deletingLastPathComponent().path + "/.shortcut-lint.yml"))
    }

    @Test func theFileSystemAnswersFromTheListingsAsItWouldItself() throws {
        let listings = FolderListings()
        _ = InputDiscovery.resolve([root], listings: listings)
        let listed = LocalFileSystem(listings: listings)
        let plain = LocalFileSystem()
        for name in [".shortcut-lint.yml", ".shortcut-lint.yaml", "Package.swift"] {
            let path = root + "/App/" + name
            #expect(try listed.contents(ofFile: path) == plain.contents(ofFile: path))
        }
        #expect(listed.names(inDirectory: root + "/App")?.sorted() == plain.names(inDirectory: root + "/App")?.sorted())
    }

    @Test func aFileReadAheadIsTheFileAndOneThatIsNotIsLeftToTheRun() {
        let view = root + "/App/Sources/App/View.swift"
        let prefetch = FilePrefetch([.file(view), .file(root + "/App/Missing.swift"), .standardInput])
        #expect(prefetch.bytes(of: view) == Array("let a = 1\n".utf8))
        #expect(prefetch.bytes(of: root + "/App/Missing.swift") == nil)
        #expect(prefetch.bytes(of: root + "/App/Package.swift") == nil)
    }

    @Test func whatWasReadAheadIsLetGoOnceTheRunHasItsFiles() {
        let view = root + "/App/Sources/App/View.swift"
        let prefetch = FilePrefetch([.file(view), .file(root + "/App/Package.swift")])
        #expect(prefetch.bytes(of: view) != nil)
        prefetch.discard()
        #expect(prefetch.bytes(of: view) == nil)
    }
}
