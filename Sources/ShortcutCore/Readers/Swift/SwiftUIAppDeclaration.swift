/// Finds `@main struct PikaApp: App`: the file declares the program's entry point as a SwiftUI
/// `App`. Such an app's menu bar is the one SwiftUI builds from its scenes and `.commands`; a
/// `Main.storyboard` or `MainMenu.xib` that the project still carries (Pika's, from before it moved
/// to the SwiftUI lifecycle) is never shown, so its main menu is not the app's
/// (``SwiftUIMenuBar``).
///
/// Read from tokens, as the other readers are: the `@main` attribute, then (past other attributes
/// and modifiers) `struct` or `class`, the type's name, and an inheritance list naming `App` or
/// `SwiftUI.App` before the body opens.
enum SwiftUIAppDeclaration {
    /// The range from `@main` to the type's name, if the file declares a SwiftUI `App` there.
    static func find(in tokens: SourceTokens) -> ByteRange? {
        guard tokens.language == .swift else { return nil }
        for index in 0..<tokens.count where tokens.kind(index) == .attribute && tokens.isName(index, "@main") {
            if let range = declaration(after: index, in: tokens) { return range }
        }
        return nil
    }

    /// How far past `@main` the type's keyword may sit: other attributes and modifiers
    /// (`@MainActor final`), never a whole declaration.
    private static let keywordReach = 24

    private static func declaration(after attribute: Int, in tokens: SourceTokens) -> ByteRange? {
        var index = attribute + 1
        while index < min(tokens.count, attribute + keywordReach) {
            if tokens.isName(index, "struct") || tokens.isName(index, "class") { break }
            // An attribute's arguments (`@available(macOS 13, *)`) are skipped whole.
            if tokens.kind(index) == .leftParen, let close = tokens.match(index) {
                index = close + 1
                continue
            }
            guard tokens.kind(index) == .identifier || tokens.kind(index) == .attribute else { return nil }
            index += 1
        }
        guard tokens.isName(index, "struct") || tokens.isName(index, "class") else { return nil }
        let name = index + 1
        guard tokens.kind(name) == .identifier, tokens.kind(name + 1) == .colon else { return nil }
        var inherited = name + 2
        while inherited < tokens.count, tokens.kind(inherited) != .leftBrace, !tokens.isName(inherited, "where") {
            let isApp = tokens.isName(inherited, "App") && tokens.kind(inherited + 1) != .dot
            let isQualified = tokens.kind(inherited - 1) != .dot || tokens.isName(inherited - 2, "SwiftUI")
            if isApp, isQualified { return tokens.range(from: attribute, through: name) }
            inherited += 1
        }
        return nil
    }
}
