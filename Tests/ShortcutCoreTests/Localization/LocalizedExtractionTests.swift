import Testing

@testable import ShortcutCore

/// `extract` on a localized app writes its base menu once, and lists the translated copies.
@Suite struct LocalizedExtractionTests {
    @Test func theBaseMenuIsExtractedAndTheCopiesListed() throws {
        let linter = Linter()
        let app = AppGroup(id: "/work/Scribe", name: "Scribe")
        let base = InterfaceBuilderFixture.xib(#"<menuItem title="Publish" keyEquivalent="k" id="pub"/>"#)
        let german = InterfaceBuilderFixture.xib(#"<menuItem title="Veröffentlichen" keyEquivalent="k" id="pub"/>"#)
        let manifests = ManifestExtraction.extract([
            LintJob(source: SourceFile(path: "Scribe/Base.lproj/MainMenu.xib", text: base), linter: linter, app: app),
            LintJob(source: SourceFile(path: "Scribe/de.lproj/MainMenu.xib", text: german), linter: linter, app: app),
        ])
        let manifest = try #require(manifests.first)
        #expect(manifests.count == 1)
        #expect(manifest.files == ["Scribe/Base.lproj/MainMenu.xib"])
        #expect(manifest.entries.map(\.entry.title) == ["Quit Scribe", "Publish"])
        let yaml = ManifestWriter.yaml(manifest)
        #expect(
            yaml.contains(
                """
                #   Scribe/Base.lproj/MainMenu.xib
                # Localized copies, not extracted (`shortcut-lint lint` checks each as its language's menu):
                #   Scribe/de.lproj/MainMenu.xib (German (de))
                # Each entry's comment names the file and line of its key.
                """), "\(yaml)")
    }
}
