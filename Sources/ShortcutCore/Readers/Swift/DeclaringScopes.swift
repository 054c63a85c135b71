/// The scope of a shortcut that belongs to a view or a responder rather than to the menu bar.
///
/// A SwiftUI button shown in a window (outside `commands`) answers its shortcut while its view is
/// in the key window, and a UIKit responder's `keyCommands` (or the commands it adds with
/// `addKeyCommand(_:)`) answer while it is in the responder chain. That is a narrower scope than
/// the menu bar's: it overrides a menu item on the same chord there (the view's key handling runs
/// first), and two views' or two responders' shortcuts are separate focus areas that never meet
/// (the default buttons of two sheets are both Return). The reader names the scope after the type
/// that declares the shortcut (`view.RenameSheet`, `responder.GameViewController`; `view` or
/// `responder` alone when the file shows no type around it).
extension SourceScanContext {
    /// How far back from a `{` its declaration's keyword (`struct`, `var`) is looked for.
    private static let declarationLimit = 64

    func scope(of declaration: Declaration) -> String? {
        switch declaration.framework {
        case .swiftUI where declaration.isVisibleControl:
            return enclosingTypeName(of: declaration.first).map { "view." + $0 } ?? "view"
        case .uiKit where declaration.menu == nil && isResponderKeyCommand(declaration.first):
            return enclosingTypeName(of: declaration.first).map { "responder." + $0 } ?? "responder"
        default:
            return nil
        }
    }

    /// The name of the innermost `struct`, `class`, `enum`, `actor` or `extension` around the
    /// token.
    func enclosingTypeName(of index: Int) -> String? {
        var enclosing = tokens.parent(index)
        while let open = enclosing {
            if tokens.kind(open) == .leftBrace, let keyword = declarationKeyword(before: open, among: Self.typeKeywords),
                tokens.kind(keyword + 1) == .identifier
            {
                return tokens.text(keyword + 1)
            }
            enclosing = tokens.parent(open)
        }
        return nil
    }

    /// A UIKit key command a responder declares for itself: inside the body of its `keyCommands`
    /// property, or the argument of `addKeyCommand(…)`.
    private func isResponderKeyCommand(_ index: Int) -> Bool {
        var enclosing = tokens.parent(index)
        while let open = enclosing {
            if tokens.kind(open) == .leftParen, let callee = tokens.callee(of: open), tokens.isName(callee, "addKeyCommand") { return true }
            if tokens.kind(open) == .leftBrace, let keyword = declarationKeyword(before: open, among: ["var"]),
                tokens.isName(keyword + 1, "keyCommands")
            {
                return true
            }
            enclosing = tokens.parent(open)
        }
        return false
    }

    private static let typeKeywords: [StaticString] = ["struct", "class", "enum", "actor", "extension"]
    private static let memberKeywords: [StaticString] = ["func", "init", "subscript", "let"]

    /// The nearest of `keywords` before the `{` at `open`, within its statement; a member's
    /// keyword first (`class func f() {`) means the braces are that member's body.
    private func declarationKeyword(before open: Int, among keywords: [StaticString]) -> Int? {
        tokens.keyword(
            before: open, limit: Self.declarationLimit, isKeyword: { index in keywords.contains { tokens.isName(index, $0) } },
            isStop: { index in Self.memberKeywords.contains { tokens.isName(index, $0) } })
    }
}
