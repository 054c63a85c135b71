import Foundation
import Testing

/// Until the YAML parser lands, `YAMLParser.parse` is a stub that stops the process; tests that
/// lint YAML are enabled once the stub's file is gone. Remove this file (and the traits that use
/// it) when it is.
enum YAMLAvailability {
    static let isAvailable = !FileManager.default.fileExists(
        atPath: Conformance.packageRoot.appendingPathComponent("Sources/ShortcutCore/YAML/YAMLParserStub.swift").path)

    static let trait = Testing.ConditionTrait.enabled(if: isAvailable, "needs the YAML parser (the YAML stub is still in place)")
}
