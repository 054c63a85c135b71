/// A shortcut in source code or an Interface Builder menu that cannot be checked: reported once,
/// at its line, never guessed.
struct UnresolvedShortcutRule: Rule {
    static let id = "unresolved-shortcut"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .info,
        summary:
            "A shortcut in source code is computed at run time, a menu item uses a key the rules do not know, or the app's code changes a menu item's key, so it is not checked.",
        rationale: """
            The Swift and Objective-C readers check the shortcuts code declares with literals: \
            `.keyboardShortcut("k", modifiers: [.command, .shift])`, `UIKeyCommand(input: "f", …)`, \
            `NSMenuItem(title: "Open…", action: …, keyEquivalent: "o")`. A key or modifier mask held in a \
            variable, passed as a parameter or returned by a function is only known when the app runs, \
            so the shortcut is not checked: this note says where, once per shortcut, rather than \
            guessing. A shortcut whose title alone is computed (built with `\\(…)`, or by a function) \
            is still checked, without a title, and noted once. Keys outside the US keyboard layout and \
            Caps Lock masks are noted the same way, and so are Interface Builder key equivalents on \
            keys the rules do not model (F21 to F35, Insert, Help, a character off the US layout). \
            An Interface Builder item whose key equivalent the app's code changes when it runs, \
            through the item's outlet (`[extendForwardsItem setKeyEquivalentModifierMask:…]`, \
            `extendItem.keyEquivalent = …`), is set aside and noted the same way when that code is \
            linted with the file (one Xcode project or package target): the other items on its \
            chord are judged among themselves. \
            Declare such \
            shortcuts in a manifest to have them checked, or silence the note with \
            `// shortcut-lint: allow unresolved-shortcut` on the line above (in an Interface Builder \
            file, `<!-- shortcut-lint: allow unresolved-shortcut -->` above the menu item).
            """,
        triggeringExamples: [
            RuleExample(
                swift: "Button(\"Open Recent\") { openRecent() }\n    .keyboardShortcut(↓recentKey, modifiers: .command)\n",
                note: "The key is a variable.", messages: ["not checked"])
        ],
        nonTriggeringExamples: [
            RuleExample(swift: "Button(\"Open Recent\") { openRecent() }\n    .keyboardShortcut(\"o\", modifiers: [.command, .shift])\n")
        ])

    init() {}

    func check(_ context: LintContext) -> [Finding] {
        context.problems.filter { $0.kind == .unresolved }.map {
            context.finding(Self.description, at: $0.range, message: .verbatim(text: .text($0.message)))
        }
    }
}
