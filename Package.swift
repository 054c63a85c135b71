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
        .testTarget(
            name: "ShortcutCoreTests",
            dependencies: ["ShortcutCore"],
            // Data the tests read from disk by path (the real-menu corpus), not resources.
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ShortcutLintTests",
            // Depending on the executable makes `swift test` build it next to the test bundle,
            // so the end-to-end tests can run the real binary.
            dependencies: ["ShortcutCore", "ShortcutLint"]
        ),
    ]
)
