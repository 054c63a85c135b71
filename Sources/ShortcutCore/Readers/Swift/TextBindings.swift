/// Titles held in local names: `title = NSLocalizedString("Hide Others", comment: "")` followed
/// by `menu.addItem(withTitle: title, …)`, a common way to write menu-building code.
///
/// A name used as a title stands for the latest assignment to it above the use, but only when
/// that assignment sits in the use's block or one around it: one made inside an `if` or a loop
/// the use is not in may not have run, so the title is computed. An assignment of anything but
/// a literal (or a localized literal), and any `+=`, makes it computed too.
struct TextBindings {
    private struct Assignment {
        var index: Int
        /// The innermost `{` around the assignment; -1 at the top level.
        var block: Int
        var text: SourceText
    }

    private var assignments: [String: [Assignment]] = [:]

    init(_ tokens: SourceTokens, values: SourceValues) {
        for index in 0..<tokens.count where tokens[index].kind == .operator {
            let compound = !tokens.isOperator(index, "=")
            guard !compound || tokens.isOperator(index, "+=") else { continue }
            // `name = …`, `let name = …`, `var name: String = …`; not `item.title = …` nor a default argument.
            var name = index - 1
            if tokens.kind(name) == .identifier, tokens.kind(name - 1) == .colon, tokens.kind(name - 2) == .identifier { name -= 2 }
            guard tokens.kind(name) == .identifier, tokens.kind(name - 1) != .dot,
                tokens.parent(index).map({ tokens.kind($0) == .leftBrace }) ?? true
            else { continue }
            let last = tokens.statementEnd(from: index + 1)
            let text = compound ? SourceText.computed : values.text(from: index + 1, to: last)
            assignments[tokens.text(name), default: []].append(
                Assignment(index: index, block: Self.block(of: index, in: tokens), text: text == .absent ? .computed : text))
        }
    }

    /// What `name` holds at the token `use`, or nil when nothing in the file assigns it.
    func text(of name: String, at use: Int, in tokens: SourceTokens) -> SourceText? {
        // Assignments are recorded in token order: the latest before `use` by binary search.
        guard let list = assignments[name] else { return nil }
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle].index < use { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let latest = list[low - 1]
        var block = Self.block(of: use, in: tokens)
        while true {
            if block == latest.block { return latest.text }
            guard block >= 0 else { return .computed }
            block = Self.block(of: block, in: tokens)
        }
    }

    /// The innermost `{` around a token, or -1.
    private static func block(of index: Int, in tokens: SourceTokens) -> Int {
        var parent = tokens.parent(index)
        while let open = parent, tokens.kind(open) != .leftBrace { parent = tokens.parent(open) }
        return parent ?? -1
    }
}
