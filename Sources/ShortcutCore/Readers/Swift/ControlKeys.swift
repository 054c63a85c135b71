/// The keys a view answers as it is operated, when a UIKit responder declares them among its own
/// key commands: a dialog's Return and Esc, a list's arrows and Delete, a player's Space, a field's
/// Tab and Shift-Tab, a text view's Control bindings of the text system (⌃P, ⌃N). They are not commands of the app: people
/// operate the view on screen too, and the menu bar is no place for them
/// (``ShortcutEntry/isControlKey``).
///
/// The shapes: Element X's message composer, a text view, sends on Return and breaks the line on
/// Shift-Return in its `override var keyCommands` (element-hq/element-x-ios 5d0343c,
/// ElementX/Sources/Screens/RoomScreen/ComposerToolbar/View/MessageComposerTextField.swift:232–235);
/// ownCloud's list cell presses its message button on Return and its reveal button on Right arrow
/// (owncloud/ios-app 0ac09a3, ownCloudAppShared/Client/Collection Views/Cells/UniversalItemListCell.swift:708–724).
extension SourceScanContext {
    /// Keys that operate a view alone or with Shift: confirm, cancel, move focus, move or extend
    /// the selection, scroll, activate or play (Space), delete the selection.
    private static let viewKeys: Set<String> = [
        "Return", "KeypadEnter", "Esc", "Tab", "UpArrow", "DownArrow", "LeftArrow", "RightArrow", "PageUp", "PageDown", "Home", "End",
        "Space", "Delete", "ForwardDelete",
    ]

    /// The Control bindings of the text system (Emacs keys: ⌃A line start, ⌃E line end, ⌃F/⌃B a
    /// character, ⌃P/⌃N a line, ⌃D/⌃H delete, ⌃K kill, ⌃Y yank, ⌃L centre, ⌃O open line, ⌃T
    /// transpose), which a text view keeps working.
    private static let textBindings: Set<String> = ["A", "E", "F", "B", "P", "N", "D", "H", "K", "Y", "L", "O", "T"]

    /// Whether a responder's key command on `chord`, declared at the token `first`, is such a key.
    func isControlKey(_ chord: Chord, declaredAt first: Int) -> Bool {
        let name = chord.key.dataName
        if chord.modifiers.isEmpty || chord.modifiers == .shift { return Self.viewKeys.contains(name) }
        guard chord.modifiers == .control, Self.textBindings.contains(name) else { return false }
        return typeName(around: first).map { $0.hasSuffix("TextView") || $0.hasSuffix("TextField") } ?? false
    }
}
