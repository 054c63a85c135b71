import Testing

@testable import ShortcutCore

/// Which JSON files a folder scan reads as manifests: those with a manifest's shape.
@Suite struct ManifestShapeTests {
    private func holds(_ text: String) -> Bool { ManifestShape.holds(SourceFile(path: "Shortcuts.json", bytes: Array(text.utf8))) }

    @Test func aMappingWithAManifestsKeysIsAManifest() {
        #expect(holds(#"{"app": "Scribe", "shortcuts": []}"#))
        #expect(holds(#"{"shortcuts": [{"title": "Copy", "key": "Command-C"}]}"#))
        #expect(holds(#"{"platforms": ["macOS"]}"#), "a manifest with a mistake is still a manifest")
        #expect(holds("{}"))
        #expect(holds("  \n"), "an empty manifest, as an empty YAML one is")
    }

    @Test func aBrokenManifestIsStillAManifest() {
        #expect(holds(#"{"app": "Scribe", "shortcuts": [ {"title": "A"} {"title": "B"} ]}"#), "the error is worth reporting")
        #expect(holds(#"{"shortcuts": ["#))
        #expect(holds("{ oops"))
        #expect(holds("\u{FF}"), "broken before its first value")
    }

    @Test func anAppsOwnDataIsNot() {
        #expect(!holds(#"[{"title": "Copy", "key": "cmd+c"}]"#))
        #expect(!holds(#"{"version": 1, "bindings": []}"#))
        #expect(!holds(#"{"shortcuts": {"copy": "cmd+c"}}"#))
        #expect(!holds("\"text\""))
    }
}
