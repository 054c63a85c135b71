// swift-tools-version:6.0
import PackageDescription

// shortcut-lint uses the Swift toolchain only: no package dependencies.
let package = Package(
    name: "shortcut-lint",
    products: [
        .library(name: "ShortcutCore", targets: ["ShortcutCore"]),
        .executable(name: "shortcut-lint", targets: ["ShortcutLint"]),
    ],
    targets: [
        .target(name: "ShortcutCore"),
        .executableTarget(name: "ShortcutLint", dependencies: ["ShortcutCore"]),
        // `swift run generate-reserved-table` writes Sources/ShortcutCore/Reserved/EmbeddedReservedTable.swift
        // from Resources/reserved.json; the tests use the same renderer to fail when the file is stale.
        .target(name: "ReservedTableGenerator", dependencies: ["ShortcutCore"]),
        .executableTarget(
            name: "generate-reserved-table", dependencies: ["ReservedTableGenerator", "ShortcutCore"],
            path: "Sources/GenerateReservedTable"),
        // `swift run generate-messages` writes Sources/ShortcutCore/Messages/EmbeddedMessages.swift from
        // Resources/messages/*.yml (one catalogue per language); the tests fail when the file is stale.
        .executableTarget(
            name: "generate-messages", dependencies: ["ReservedTableGenerator", "ShortcutCore"], path: "Sources/GenerateMessages"),
        .testTarget(
            name: "ShortcutCoreTests",
            dependencies: ["ShortcutCore", "ReservedTableGenerator"],
            // Data the tests read from disk by path (the real-menu corpus), not resources.
            exclude: ["Fixtures"]
        ),
        // The public API alone, as a library user imports it (no @testable): docs/library.md's example.
        .testTarget(name: "ShortcutCoreAPITests", dependencies: ["ShortcutCore"]),
        .testTarget(
            name: "ShortcutLintTests",
            // Depending on the executable makes `swift test` build it next to the test bundle,
            // so the end-to-end tests can run the real binary.
            dependencies: ["ShortcutCore", "ShortcutLint"],
            // The expected `--help` texts, read from the source tree by HelpSnapshotTests.
            exclude: ["Snapshots"]
        ),
    ]
)
