import Testing
import Foundation

/// Where the external conformance suites live: `../shared/conformance` next to the package.
///
/// CI always has them; a user's fresh clone does not, so tests that need them are disabled with a
/// message saying so (and `.ci/run` fails on its own when the folder is missing there).
enum Conformance {
    /// The package root, found from this file's path (Tests/ShortcutCoreTests/Support/…).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let root: URL = {
        if let override = ProcessInfo.processInfo.environment["SHORTCUT_LINT_SHARED"] {
            return URL(fileURLWithPath: override).appendingPathComponent("conformance")
        }
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/conformance")
    }()

    static func suite(_ name: String) -> URL { root.appendingPathComponent(name) }

    static func isAvailable(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: suite(name).path)
    }

    static func missingMessage(_ name: String) -> Comment {
        "\(name) not found at \(suite(name).path): conformance test skipped (CI provides ../shared)"
    }
}

/// The shared data and seeds folders beside the conformance suites.
enum Shared {
    static let root: URL = Conformance.root.deletingLastPathComponent()
    static func file(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }
    static var isAvailable: Bool { FileManager.default.fileExists(atPath: root.appendingPathComponent("seeds").path) }
}
