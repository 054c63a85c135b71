import Testing

@testable import ShortcutCore

/// control-modifier, option-modifier and too-many-custom count custom shortcuts; standard ones
/// declared for their own action never count.
@Suite struct ModifierRuleTests {
    @Test func controlMessageGivesTheCountOfCustomShortcuts() {
        let manifest = ManifestBuilder()
            .add("Show Word Count", "Control-Command-L").add("Quick Note", "Control-Command-J")
            .add("Insert Link", "Command-K").add("Enter Full Screen", "Control-Command-F").add("Copy", "Command-C")
        let findings = manifest.findings("control-modifier")
        #expect(findings.count == 2)
        #expect(findings.allSatisfy { $0.message.contains("(2 of 3 custom shortcuts use Control, 67%)") })
    }

    @Test func controlCountIncludesCustomChordsAnotherRuleReports() {
        let manifest = ManifestBuilder().add("Quick Note", "Control-Command-J").add("Focus Dock", "Control-F3")
        let finding = manifest.findings("control-modifier")
        #expect(finding.count == 1 && finding[0].message.contains("(2 of 2 custom shortcuts use Control, 100%)"))
    }

    static func optionManifest(options: Int, plain: Int) -> ManifestBuilder {
        var manifest = ManifestBuilder()
        for number in 0..<options { manifest = manifest.add("Tool \(number)", "Option-Command-\(["K", "L", "R", "Y", "J"][number])") }
        for number in 0..<plain { manifest = manifest.add("Panel \(number + 1)", "Command-\(number + 1)") }
        return manifest
    }

    @Test func optionAboveTheShareReportsEveryOptionShortcutWithTheShare() {
        let findings = Self.optionManifest(options: 2, plain: 3).findings("option-modifier")
        #expect(findings.count == 2)
        #expect(findings.allSatisfy { $0.message.contains("2 of 5 custom shortcuts use Option (40%, more than 25%)") })
    }

    /// The HIG's own examples (Finder's Option-Command-W beside Command-W): an Option variant of a
    /// related item on the same key counts toward the share but is not the chord to move.
    @Test func anOptionVariantOfARelatedItemCountsButIsNotReported() {
        let manifest = ManifestBuilder().add("Export…", "Command-E").add("Export All…", "Option-Command-E")
            .add("Toggle Sidebar", "Option-Command-L").add("Insert Link", "Command-K")
        let findings = manifest.findings("option-modifier")
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("\"Toggle Sidebar\" uses Option, and 2 of 4 custom shortcuts use Option") == true)
    }

    /// A chord without Option held by an unrelated command makes no variant (R's Clear Console on
    /// Option-Command-L beside Go to Line on Command-L), nor does an AppKit alternate's absence.
    @Test func anOptionChordBesideAnUnrelatedItemIsStillReported() {
        let manifest = ManifestBuilder().add("Go to Line", "Command-L").add("Clear Console", "Option-Command-L")
            .add("Toggle Sidebar", "Option-Command-J")
        #expect(manifest.findings("option-modifier").count == 2)
    }

    /// The Interface Builder reader records an AppKit alternate as `complements` of the item above
    /// it, so an alternate is a variant whatever its title says.
    @Test func anItemThatComplementsTheOneWithoutOptionIsAVariantWhateverItsTitle() {
        let manifest = ManifestBuilder().add("Export image…", "Command-E", ["id": "export"])
            .add("Refresh Preview", "Option-Command-E", ["complements": "export"]).add("Toggle Sidebar", "Option-Command-J")
        let findings = manifest.findings("option-modifier")
        #expect(findings.count == 1 && findings[0].message.contains("Toggle Sidebar"))
    }

    @Test func optionAtExactlyTheShareIsFine() {
        #expect(Self.optionManifest(options: 1, plain: 3).findings("option-modifier").isEmpty)
    }

    @Test func standardOptionShortcutsDoNotCount() {
        let manifest = ManifestBuilder().add("Insert Link", "Command-K").add("Paste and Match Style", "Option-Shift-Command-V")
            .add("Minimize All", "Option-Command-M")
        #expect(manifest.findings("option-modifier").isEmpty)
    }

    @Test func maxShareIsConfigurable() throws {
        let rule = try OptionModifierRule.configured(["maxShare": .number(0.5)])
        let configuration = LintConfiguration(rules: [rule])
        #expect(Self.optionManifest(options: 2, plain: 3).findings("option-modifier", configuration: configuration).isEmpty)
        #expect(Self.optionManifest(options: 3, plain: 2).findings("option-modifier", configuration: configuration).count == 3)
    }

    @Test(arguments: [RuleOptionValue.number(1.5), .number(-0.1), .string("a lot"), .bool(true)])
    func maxShareRejectsValuesOutsideZeroToOne(_ value: RuleOptionValue) {
        #expect(throws: RuleOptionError.self) { try OptionModifierRule.configured(["maxShare": value]) }
    }

    @Test(arguments: [RuleOptionValue.number(2.5), .number(-1), .string("50")])
    func maxRejectsValuesThatAreNotCounts(_ value: RuleOptionValue) {
        #expect(throws: RuleOptionError.self) { try TooManyCustomRule.configured(["max": value]) }
    }

    @Test func anUnknownOptionNamesTheOptionsTheRuleHas() {
        do {
            _ = try OptionModifierRule.configured(["maxshare": .number(0.3)])
            Issue.record("no error")
        } catch {
            #expect(error.option == "maxshare")
            #expect(error.message.contains("'maxShare'"))
        }
    }

    @Test func tooManyCustomIsReportedOnceAtTheShortcutsKey() {
        var manifest = ManifestBuilder().add("Copy", "Command-C")
        for number in 1...51 { manifest = manifest.add("Action \(number)", "Command-F1", ["when": "view\(number)"]) }
        let result = manifest.lint()
        let findings = result.findings.filter { $0.ruleID == "too-many-custom" }
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("51 custom shortcuts, more than 50") == true)
        let text = String(decoding: result.source.bytes[findings[0].range.start..<findings[0].range.end], as: UTF8.self)
        #expect(text == "\"shortcuts\"")
    }

    @Test func tooManyCustomLimitIsConfigurable() throws {
        let rule = try TooManyCustomRule.configured(["max": .number(1)])
        let manifest = ManifestBuilder().add("Insert Link", "Command-K").add("Refresh", "Command-R").add("Copy", "Command-C")
        #expect(manifest.findings("too-many-custom", configuration: LintConfiguration(rules: [rule])).count == 1)
    }
}
