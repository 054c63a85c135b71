/// The test code of a Swift package, as its `Package.swift` declares it, read with the Swift
/// lexer without running the manifest: every `.testTarget(name: "AppTests", path: "Checks")`.
/// A test target's sources are in `Tests/<name>` unless `path:` says where; what is there runs
/// only under `swift test`, never in the app.
package enum SwiftPackageTestTargets {
    /// Each test target's name and folder (relative to the package), in manifest order.
    static func read(_ tokens: SourceTokens) -> [(name: String, folder: String)] {
        var found: [(String, String)] = []
        for index in 0..<tokens.count
        where tokens.kind(index) == .dot && tokens.isName(index + 1, "testTarget") && tokens.kind(index + 2) == .leftParen {
            let arguments = ManifestCall(tokens: tokens, open: index + 2)
            guard let name = arguments.string("name") else { continue }
            found.append((name, arguments.string("path") ?? "Tests/" + name))
        }
        return found
    }
}

/// The labelled arguments of one call in a manifest written in Swift (`Package.swift`, Tuist's
/// `Project.swift`): `name: "App"`, `product: .unitTests`, `sources: ["Tests/**"]`.
struct ManifestCall {
    let tokens: SourceTokens
    /// The index of the call's `(`.
    let open: Int

    /// The first token of the argument labelled `label`, directly in the call.
    func argument(_ label: StaticString) -> Int? {
        guard let close = tokens.match(open) else { return nil }
        var index = open + 1
        while index + 2 < close {
            if tokens.parent(index) == open, tokens.isName(index, label), tokens.kind(index + 1) == .colon { return index + 2 }
            index += 1
        }
        return nil
    }

    /// A string literal argument's value.
    func string(_ label: StaticString) -> String? {
        argument(label).flatMap { tokens.kind($0) == .string ? tokens.stringValue($0) : nil }
    }

    /// An enum case argument's name (`unitTests` for `product: .unitTests`).
    func member(_ label: StaticString) -> String? {
        guard let start = argument(label), tokens.kind(start) == .dot, tokens.kind(start + 1) == .identifier else { return nil }
        return tokens.text(start + 1)
    }

    /// The string literals of an array argument (`sources: ["Tests/**", "More/**"]`), or of a
    /// lone string literal.
    func strings(_ label: StaticString) -> [String] {
        guard let start = argument(label) else { return [] }
        if tokens.kind(start) == .string { return tokens.stringValue(start).map { [$0] } ?? [] }
        guard tokens.kind(start) == .leftBracket, let close = tokens.match(start) else { return [] }
        return ((start + 1)..<close).compactMap { index in
            tokens.parent(index) == start && tokens.kind(index) == .string ? tokens.stringValue(index) : nil
        }
    }
}
