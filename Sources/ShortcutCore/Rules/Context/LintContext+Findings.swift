/// Building findings that point where they should, and the phrases several rules' messages share.
extension LintContext {
    /// A finding about an entry, pointing at its `key` value unless `range` says otherwise.
    package func finding(
        _ rule: RuleDescription, entry: ShortcutEntry, message: String, severity: Severity? = nil,
        range: ByteRange? = nil, related: RelatedItem? = nil, fix: Fix? = nil
    ) -> Finding {
        .about(entry, in: manifest, rule: rule, message: message, severity: severity, range: range, related: related, fix: fix)
    }

    /// A finding about the manifest as a whole, or a place that is not an entry's key.
    package func finding(_ rule: RuleDescription, at range: ByteRange, message: String, severity: Severity? = nil) -> Finding {
        Finding(
            ruleID: rule.id, severity: severity ?? rule.defaultSeverity, message: message, file: path, range: range,
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
    func describe(stroke index: Int) -> String {
        guard shortcut.count > 1 else { return display }
        let chord = chords[index]
        return "\(chord.higText) (\(chord.symbols)), a stroke of \(display),"
    }
}

/// "1 of 4 custom shortcuts uses", "3 of 24 custom shortcuts use".
func countPhrase(_ count: Int, of total: Int, _ noun: String, verb: String) -> String {
    "\(count) of \(total) \(noun)\(total == 1 ? "" : "s") \(count == 1 ? verb + "s" : verb)"
}

/// A share as a whole percentage (0.25 → "25%").
func percent(_ share: Double) -> String { "\(Int((share * 100).rounded()))%" }

extension String {
    var trimmingTrailingPeriod: String { hasSuffix(".") ? String(dropLast()) : self }

    /// The text as a sentence ending in a full stop.
    var asSentence: String { hasSuffix(".") || hasSuffix("…") ? self : self + "." }

    /// The text with its first letter in upper case, to start a sentence ("an untitled shortcut").
    var sentenceStart: String { prefix(1).uppercased() + dropFirst() }
}
