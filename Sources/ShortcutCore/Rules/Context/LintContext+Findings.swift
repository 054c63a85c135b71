/// Building findings that point where they should, and the phrases several rules' messages share.
extension LintContext {
    /// A finding about an entry, pointing at its `key` value unless `range` says otherwise, its
    /// message worded in the run's language.
    package func finding(
        _ rule: RuleDescription, entry: ShortcutEntry, message: Message, severity: Severity? = nil,
        range: ByteRange? = nil, related: RelatedItem? = nil, fix: Fix? = nil
    ) -> Finding {
        .about(
            entry, in: manifest, rule: rule, message: messages.render(message), severity: severity, range: range, related: related,
            fix: fix)
    }

    /// A finding about the manifest as a whole, or a place that is not an entry's key.
    package func finding(_ rule: RuleDescription, at range: ByteRange, message: Message, severity: Severity? = nil) -> Finding {
        Finding(
            ruleID: rule.id, severity: severity ?? rule.defaultSeverity, message: messages.render(message), file: path, range: range,
            span: manifest.source.span(range))
    }

    /// How another entry of this manifest is named in `related`.
    package func related(_ other: ShortcutEntry) -> RelatedItem {
        let start = manifest.source.location(of: other.keyRange.start)
        return .entry(file: path, line: start.line, column: start.column, id: other.id, title: other.title)
    }

    /// The line of an entry's key, for messages that name another entry ("line 12").
    package func line(of entry: ShortcutEntry) -> Int { manifest.source.location(of: entry.keyRange.start).line }
}

extension ParsedShortcut {
    /// How a message names stroke `index`: the whole key as written for a single chord, or the
    /// stroke in HIG text and symbols followed by the sequence it belongs to.
    func describe(stroke index: Int) -> MessageArgument {
        guard shortcut.count > 1 else { return .text(display) }
        let chord = chords[index]
        return .message(.strokeOfSequence(chord: .text(chord.higText), symbols: .text(chord.symbols), shortcut: .text(display)))
    }
}

/// A share as a whole percentage (0.25 → 25).
func percentage(_ share: Double) -> Int { Int((share * 100).rounded()) }

/// Alternatives as a message lists them: "Show Fonts / New Tab".
func slashList(_ items: [MessageArgument]) -> MessageArgument {
    guard let last = items.last else { return .none }
    return items.dropLast().reversed().reduce(last) { rest, item in .message(.listSlash(first: item, second: rest)) }
}

/// Items as a message lists them: "a", "a and b", "a, b and c".
func andList(_ items: [MessageArgument]) -> MessageArgument {
    guard let last = items.last else { return .none }
    guard items.count > 1 else { return last }
    let head = items.dropLast().dropFirst().reduce(items[0]) { .message(.listComma(first: $0, second: $1)) }
    return .message(.listAnd(first: head, second: last))
}

/// Modifier names as a message lists them: "Option", "Control and Option".
func modifierList(_ modifiers: [Modifier]) -> MessageArgument {
    guard let last = modifiers.last else { return .none }
    return modifiers.dropLast().reversed().reduce(MessageArgument.text(last.name)) { rest, modifier in
        .message(.listAnd(first: .text(modifier.name), second: rest))
    }
}
