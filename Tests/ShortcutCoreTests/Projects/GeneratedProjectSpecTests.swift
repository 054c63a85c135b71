import Testing

@testable import ShortcutCore

/// What a project generator's spec says, read without running the generator.
@Suite struct GeneratedProjectSpecTests {
    @Test func aSourcesPatternReachesIntoTheFolderBeforeItsFirstWildcard() {
        #expect(GeneratedProjectSpec.folder(ofPattern: "Tests") == "Tests")
        #expect(GeneratedProjectSpec.folder(ofPattern: "Tests/") == "Tests")
        #expect(GeneratedProjectSpec.folder(ofPattern: "Tests/**") == "Tests")
        #expect(GeneratedProjectSpec.folder(ofPattern: "./App/Tests/**/*.swift") == "App/Tests")
        #expect(GeneratedProjectSpec.folder(ofPattern: "Tests*/**") == nil, "the whole project: no test folder")
    }

    @Test func anXcodeGenSpecNeedsTargets() {
        #expect(GeneratedProjectSpec.xcodeGen(SourceFile(path: "project.yml", bytes: Array("name: App\n".utf8))) == nil)
        let spec = GeneratedProjectSpec.xcodeGen(
            SourceFile(
                path: "project.yml", bytes: Array("targets:\n  AppUITests:\n    type: bundle.ui-testing\n    sources: UITests\n".utf8)))
        #expect(spec?.name == nil)
        #expect(spec?.testFolders.map(\.folder) == ["UITests"])
    }
}
