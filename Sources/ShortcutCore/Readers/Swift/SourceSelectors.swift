/// The Objective-C selector an item's `action` names, as Interface Builder would record it:
/// `#selector(NSApplication.terminate(_:))` in Swift and `@selector(terminate:)` in Objective-C
/// are both `terminate:`. A standard one makes the entry that standard command
/// (``ShortcutEntry/action``).
extension SourceTokens {
    /// The selector of the `#selector(…)` or `@selector(…)` expression that `first…last` is, or
    /// nil. Swift's `name(_:)` (and a bare `name`, since an action takes its sender) is `name:`;
    /// a Swift reference with argument labels (`open(with:)`) is not converted, since Swift's
    /// renaming for Objective-C would have to be guessed; `getter:`/`setter:` forms are nil.
    func selector(from first: Int, to last: Int) -> String? {
        guard first + 2 <= last, kind(first + 1) == .leftParen, match(first + 1) == last else { return nil }
        if kind(first) == .attribute, isName(first, "@selector") { return objectiveCSelector(from: first + 2, to: last - 1) }
        if kind(first) == .pound, isName(first, "#selector") { return swiftSelector(from: first + 2, to: last - 1) }
        return nil
    }

    /// `terminate:`, `initWithTitle:action:keyEquivalent:`: the names and colons as written.
    private func objectiveCSelector(from first: Int, to last: Int) -> String? {
        guard first <= last else { return nil }
        var selector = ""
        for index in first...last {
            switch kind(index) {
            case .identifier: selector += text(index)
            case .colon: selector += ":"
            default: return nil
            }
        }
        return selector
    }

    /// `Type.name(_:)`, `name(_:)` or `name`: the method's name and one colon.
    private func swiftSelector(from first: Int, to last: Int) -> String? {
        guard first <= last, !isName(first, "getter"), !isName(first, "setter") else { return nil }
        var end = last
        if kind(end) == .rightParen {
            // `name(_:)`: exactly `_ :` between the parentheses.
            guard let open = match(end), open == end - 3, isName(open + 1, "_"), kind(open + 2) == .colon else { return nil }
            end = open - 1
        }
        guard kind(end) == .identifier, end == first || kind(end - 1) == .dot else { return nil }
        if end - 2 >= first, kind(end - 2) == .identifier, let renamed = Self.swiftRenamed[text(end - 2)]?[text(end)] {
            return renamed
        }
        return text(end) + ":"
    }

    /// Standard actions whose Swift name is not their Objective-C selector, by class: NSDocument's
    /// `save(_:)` is `saveDocument:` (Apple Developer Documentation › AppKit › NSDocument › save(_:),
    /// saveAs(_:), saveTo(_:), duplicate(_:)). Only a reference qualified with the class is renamed:
    /// a bare `duplicate(_:)` may be the app's own method.
    static let swiftRenamed: [String: [String: String]] = [
        "NSDocument": [
            "save": "saveDocument:", "saveAs": "saveDocumentAs:", "saveTo": "saveDocumentTo:", "duplicate": "duplicateDocument:",
        ]
    ]
}
