// swift-tools-version:5.9
// The example app's package: shortcut-lint reads `platforms:` to know where its SwiftUI code runs.
// (It is an example to lint, not a package this repository builds.)
import PackageDescription

let package = Package(
    name: "Scribe",
    defaultLocalization: "en",
    platforms: [.macOS(.v14), .iOS(.v17)],
    targets: [
        // Base.lproj/MainMenu.xib, with German and Japanese copies in de.lproj and ja.lproj.
        .executableTarget(name: "Scribe", resources: [.process("Base.lproj"), .process("de.lproj"), .process("ja.lproj")])
    ]
)
