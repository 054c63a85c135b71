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
    /// The scope of a UIKit responder's own key commands (`responder.<Type>`).
    static let responderScope = "responder"

    /// How far back from a `{` its declaration's keyword (`struct`, `var`) is looked for.
    private static let declarationLimit = 64

    func scope(of declaration: Declaration) -> String? {
        if let menu = declaration.menuScope { return menu }
        switch declaration.framework {
        case .swiftUI where declaration.isVisibleControl:
            return typeName(around: declaration.first).map { "view." + $0 } ?? "view"
        case .uiKit where declaration.menu == nil && isResponderKeyCommand(declaration.first):
            return typeName(around: declaration.first).map { Self.responderScope + "." + $0 } ?? Self.responderScope
        default:
            return nil
        }
    }

    /// The type whose code the token is in: the innermost Swift type around it, or the class of
    /// the Objective-C `@implementation` it is in.
    func typeName(around index: Int) -> String? {
        enclosingTypeName(of: index) ?? implementationName(before: index)
    }

    /// Objective-C: the class of the `@implementation` the token is in.
    func implementationName(before index: Int) -> String? {
        guard tokens.language == .objectiveC else { return nil }
        var position = index - 1
        while position >= 0 {
            if tokens.isName(position, "@implementation") {
                return tokens.kind(position + 1) == .identifier ? tokens.text(position + 1) : nil
            }
            if tokens.isName(position, "@end") { return nil }
            position -= 1
        }
        return nil
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
    /// property (Objective-C: its `- (NSArray *)keyCommands` method), or the argument of
    /// `addKeyCommand(…)` (`[self addKeyCommand:…]`).
    private func isResponderKeyCommand(_ index: Int) -> Bool {
        if tokens.language == .objectiveC, let function = tokens.enclosingFunction(of: index) {
            // `- (NSArray<UIKeyCommand *> *)keyCommands {`: the selector after the return type.
            if tokens.kind(function.header + 1) == .leftParen, let close = tokens.match(function.header + 1),
                tokens.isName(close + 1, "keyCommands"), tokens.kind(close + 2) == .leftBrace
            {
                return true
            }
        }
        var enclosing = tokens.parent(index)
        while let open = enclosing {
            if tokens.kind(open) == .leftParen, let callee = tokens.callee(of: open), tokens.isName(callee, "addKeyCommand") { return true }
            // `[self addKeyCommand:[UIKeyCommand …]]`.
            if tokens.kind(open) == .leftBracket, tokens.language == .objectiveC, tokens.isName(index - 2, "addKeyCommand"),
                tokens.kind(index - 1) == .colon, tokens.parent(index) == open
            {
                return true
            }
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
