/// Names a source file declares as something other than an outlet: local variables, loop
/// variables, closure and method parameters. Code that sets a key equivalent through one of them
/// (`for menuItem in menu.items { menuItem.keyEquivalent = "" }`) changes the item it holds at that
/// moment, not an Interface Builder outlet of the same name (``OutletKeyChange``).
extension SourceTokens {
    /// Swift `let`/`var` (without `@IBOutlet` on the declaration), `for name in`, `{ name in`,
    /// `{ a, b in`; Objective-C `for (NSMenuItem *name in …)`, `NSMenuItem *name = …` (without
    /// `IBOutlet`) and method parameters `(NSMenuItem *)name`.
    func namesDeclaredAsNonOutlets() -> Set<String> {
        var names: Set<String> = []
        for index in 0..<count where kind(index) == .identifier {
            if isName(index, "let") || isName(index, "var") || isName(index, "for") {
                var name = index + 1
                if isName(name, "case") { name += 1 }
                if isName(name, "let") || isName(name, "var") { name += 1 }
                if kind(name) == .identifier, !isOutletDeclaration(before: index) { names.insert(text(name)) }
            } else if isName(index + 1, "in"), isClosureParameter(index) {
                names.insert(text(index))
            } else if isOperator(index - 1, "*") {
                // `*name =`, `*name in` (a local or loop variable), `*)name` is below.
                if isOperator(index + 1, "=") || isName(index + 1, "in"), !isOutletDeclaration(before: index) {
                    names.insert(text(index))
                }
            } else if kind(index - 1) == .rightParen, isOperator(index - 2, "*"), kind(index - 3) == .identifier,
                kind(index - 4) == .leftParen, kind(index - 5) == .colon || kind(index - 5) == .operator
            {
                names.insert(text(index))  // `- (void)setItem:(NSMenuItem *)item`
            }
        }
        return names
    }

    /// Whether `@IBOutlet` or `IBOutlet` comes among the few tokens before a declaration's keyword.
    private func isOutletDeclaration(before index: Int) -> Bool {
        for back in max(0, index - 6)..<index where isName(back, "@IBOutlet") || isName(back, "IBOutlet") { return true }
        return false
    }

    /// `{ name in` or `{ a, b in`: the names after an opening brace, up to `in`.
    private func isClosureParameter(_ index: Int) -> Bool {
        var position = index
        while kind(position - 1) == .comma, kind(position - 2) == .identifier { position -= 2 }
        return kind(position - 1) == .leftBrace
    }

    /// The names the file declares with the type `NSMenuItem`: `NSMenuItem *item`,
    /// `(NSMenuItem *)menuItem`, `item: NSMenuItem`, `let item = NSMenuItem(…)` (a button's key
    /// equivalent is no menu item's).
    func namesDeclaredAsMenuItems() -> Set<String> {
        var names: Set<String> = []
        for index in 0..<count where isName(index, "NSMenuItem") {
            if isOperator(index + 1, "*") {
                // `NSMenuItem *item`, `(NSMenuItem *)item`, `NSMenuItem* item`.
                let name = kind(index + 2) == .rightParen ? index + 3 : index + 2
                if kind(name) == .identifier { names.insert(text(name)) }
            } else if kind(index - 1) == .colon, kind(index - 2) == .identifier {
                names.insert(text(index - 2))
            } else if isOperator(index - 1, "="), kind(index - 2) == .identifier {
                names.insert(text(index - 2))
            }
        }
        return names
    }
}
