import Testing

@testable import ShortcutCore

/// Path arithmetic discovery relies on: absolute paths, parents up to the root, relative paths.
@Suite struct FilePathTests {
    @Test(arguments: [
        ("a/b.json", "/work", "/work/a/b.json"),
        ("./a/../b.json", "/work", "/work/b.json"),
        ("/abs//x/./y", "/work", "/abs/x/y"),
        ("../../..", "/work/p", "/"),
        (".", "/work/p/", "/work/p"),
    ])
    func absolute(_ path: String, _ directory: String, _ expected: String) {
        #expect(FilePath.absolute(path, workingDirectory: directory) == expected)
    }

    @Test func onlyACleanAbsolutePathIsNormalizedAlready() {
        for clean in ["/", "/a", "/a/b.c", "/a/.hidden/..x/x..", "/work/Sources/App/View.swift"] {
            #expect(FilePath.isNormalized(clean), "\(clean)")
            #expect(FilePath.normalized(clean) == clean)
        }
        for unclean in ["", "a/b", "/a/", "//a", "/a//b", "/a/./b", "/a/../b", "/.", "/..", "/a/.", "/a/.."] {
            #expect(!FilePath.isNormalized(unclean), "\(unclean)")
        }
    }

    @Test func parentsEndAtTheRoot() {
        #expect(FilePath.parent(of: "/a/b") == "/a")
        #expect(FilePath.parent(of: "/a") == "/")
        #expect(FilePath.parent(of: "/") == nil)
    }

    @Test func relativePathsOnlyBelowTheDirectory() {
        #expect(FilePath.relative("/repo/a/b.json", to: "/repo") == "a/b.json")
        #expect(FilePath.relative("/repo", to: "/repo") == "")
        #expect(FilePath.relative("/repository/b.json", to: "/repo") == nil)
        #expect(FilePath.relative("/x/b.json", to: "/") == "x/b.json")
    }

    @Test func displayIsRelativeToTheWorkingDirectoryWhenBelowIt() {
        #expect(FilePath.display("/work/p/.shortcut-lint.yml", workingDirectory: "/work/p") == ".shortcut-lint.yml")
        #expect(FilePath.display("/work/.shortcut-lint.yml", workingDirectory: "/work/p") == "/work/.shortcut-lint.yml")
    }

    @Test func joinKeepsAbsoluteNamesAndBareNames() {
        #expect(FilePath.join("cfg", "house.json") == "cfg/house.json")
        #expect(FilePath.join("", "house.json") == "house.json")
        #expect(FilePath.join("/", "house.json") == "/house.json")
        #expect(FilePath.join("cfg", "/etc/house.json") == "/etc/house.json")
    }
}
