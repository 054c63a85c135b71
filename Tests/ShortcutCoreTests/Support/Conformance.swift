import Foundation
import Testing

/// Where the external conformance suites live: `../shared/conformance` next to the package.
///
/// CI always has them; a user's fresh clone does not, so tests that need them are disabled with a
/// message saying so there. In CI (`SHORTCUT_LINT_REQUIRE_SHARED=1`, set by `.ci/run`) they are
/// never disabled: a missing suite fails the test instead of skipping it.
enum Conformance {
    /// The package root, found from this file's path (Tests/ShortcutCoreTests/Support/…).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let root: URL = Shared.root.appendingPathComponent("conformance")

    static func suite(_ name: String) -> URL { root.appendingPathComponent(name) }

    /// Enables a test that reads the suite `name`: always in CI, elsewhere only when it exists.
    static func needs(_ name: String) -> ConditionTrait { Shared.needs("conformance/\(name)", name) }
}

/// `../shared` beside the package (or `SHORTCUT_LINT_SHARED`): the seeds, the data files, the
/// conformance suites and the corpus, which CI provides and a user's clone lacks.
///
/// Every test that reads it is enabled through ``needs(_:_:)``, never a condition of its own: so
/// in CI, where `.ci/run` sets `SHORTCUT_LINT_REQUIRE_SHARED=1`, such a test runs and fails when
/// its files are missing rather than skipping unnoticed (and `.ci/run` also fails on any skip).
enum Shared {
    static let root: URL = {
        if let override = ProcessInfo.processInfo.environment["SHORTCUT_LINT_SHARED"] {
            return URL(fileURLWithPath: override)
        }
        return Conformance.packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
    }()

    static func file(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }

    static func exists(_ relativePath: String) -> Bool { FileManager.default.fileExists(atPath: file(relativePath).path) }

    /// Set by `.ci/run`: a test that needs shared files must run, and fail if they are missing.
    static var isRequired: Bool { ProcessInfo.processInfo.environment["SHORTCUT_LINT_REQUIRE_SHARED"] == "1" }

    /// Enables a test that reads `relativePath` (what it is: `what`): when the path exists, and
    /// always when shared files are required or `asked` (a regeneration, which must not skip).
    static func needs(_ relativePath: String, _ what: String, orWhen asked: Bool = false) -> ConditionTrait {
        .enabled(
            if: exists(relativePath) || isRequired || asked,
            "\(what) not found at \(file(relativePath).path): skipped (CI provides ../shared and runs it)")
    }
}
