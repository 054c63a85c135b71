import Testing

@testable import ShortcutCore

struct ReportPathTests {
    @Test(arguments: [
        ("Examples/a.json", "Examples/a.json"),
        ("./Examples/a.json", "Examples/a.json"),
        ("Examples//sub/../a.json", "Examples/a.json"),
        ("/repo/Examples/a.json", "Examples/a.json"),
        ("../repo/a.json", "a.json"),
    ])
    func aPathInsideTheWorkingDirectoryIsRelativeToIt(_ given: String, _ expected: String) {
        let path = ReportPath(given, workingDirectory: "/repo")
        #expect(path.path == expected)
        #expect(path.isRelative)
    }

    @Test(arguments: [
        ("/elsewhere/a.json", "/elsewhere/a.json"), ("../other/a.json", "/other/a.json"), ("/repository/a.json", "/repository/a.json"),
    ])
    func aPathOutsideTheWorkingDirectoryIsAbsolute(_ given: String, _ expected: String) {
        let path = ReportPath(given, workingDirectory: "/repo/")
        #expect(path.path == expected)
        #expect(!path.isRelative)
        #expect(path.uri == "file://" + expected)
    }

    @Test func withoutAWorkingDirectoryAPathIsOnlyNormalized() {
        #expect(ReportPath("./a//b.json", workingDirectory: nil).path == "a/b.json")
        #expect(ReportPath("/x/./a.json", workingDirectory: nil).path == "/x/a.json")
    }

    @Test(arguments: [
        ("My App/a b.json", "My%20App/a%20b.json"),
        ("100%#?.json", "100%25%23%3F.json"),
        ("Ünïcode/⌘.json", "%C3%9Cn%C3%AFcode/%E2%8C%98.json"),
        ("a-b_c.d~e/f.json", "a-b_c.d~e/f.json"),
    ])
    func uriIsPercentEncoded(_ given: String, _ expected: String) {
        #expect(ReportPath(given, workingDirectory: "/repo").uri == expected)
    }

    @Test func theWorkingDirectoryIsADirectoryURIEndingInASlash() {
        #expect(ReportPath.directoryURI("/home/me/My Repo") == "file:///home/me/My%20Repo/")
        #expect(ReportPath.directoryURI("/") == "file:///")
    }
}
