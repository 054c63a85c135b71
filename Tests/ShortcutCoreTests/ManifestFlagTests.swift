import Testing

@testable import ShortcutCore

/// The flags the readers of Interface Builder files and source set, written in a manifest:
/// `hidden`, `visibleControl` and `controlKey` (what `extract` writes, so the rules are told the
/// same).
@Suite struct ManifestFlagTests {
    private func entry(_ fields: String) -> (entry: ShortcutEntry?, problems: [ManifestProblem]) {
        let text = "app: Scribe\nshortcuts:\n  - title: Save All\n    key: Option-Command-S\n    menu: File\n\(fields)"
        let document = YAMLParser.parse(SourceFile(path: "a.shortcuts.yml", text: text)).document
        let (manifest, problems) = ManifestDecoder.decode(document)
        return (manifest.shortcuts.first, problems)
    }

    @Test func theFlagsAreRead() {
        let read = entry("    hidden: true\n    visibleControl: true\n")
        #expect(read.problems.isEmpty)
        #expect(read.entry?.isHidden == true)
        #expect(read.entry?.isVisibleControl == true)
    }

    @Test func aFlagLeftOutOrFalseIsOff() {
        let read = entry("    hidden: false\n")
        #expect(read.problems.isEmpty)
        #expect(read.entry?.isHidden == false)
        #expect(read.entry?.isVisibleControl == false)
    }

    @Test func aFlagThatIsNotABooleanIsAnError() {
        let read = entry("    hidden: yes\n")
        #expect(read.problems.map(\.message) == ["'hidden' must be true or false, found a string"])
        #expect(read.entry?.isHidden == false)
    }

    @Test func aVisibleControlNeedsNoMenu() {
        let manifest = "app: Scribe\nplatforms: [iPadOS]\nshortcuts:\n  - title: Insert Link\n    key: Command-K\n"
        #expect(LintHelpers.ruleIDs(manifest).contains(ShortcutOnlyActionRule.id))
        #expect(!LintHelpers.ruleIDs(manifest + "    visibleControl: true\n").contains(ShortcutOnlyActionRule.id))
    }

    /// A dialog's Return among a responder's key commands, as `extract` writes it.
    @Test func aControlKeyIsNoCustomShortcut() {
        let manifest =
            "app: Scribe\nplatforms: [iPadOS]\nshortcuts:\n  - title: Open Link\n    key: Return\n    when: responder.LinkViewController\n"
        #expect(LintHelpers.ruleIDs(manifest).sorted() == [MissingModifierRule.id, ShortcutOnlyActionRule.id])
        #expect(LintHelpers.ruleIDs(manifest + "    controlKey: true\n").isEmpty)
    }
}
