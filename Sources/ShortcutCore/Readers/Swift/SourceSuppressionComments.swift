/// `// shortcut-lint: allow rule-id[, rule-id] -- reason` comments in Swift and Objective-C
/// source (also in `/* … */`).
///
/// A comment applies to the declaration that starts on the next line of code below it (only
/// other comment lines may stand between), or, written after code, to the declaration that code
/// belongs to. When declarations nest (a `Menu` with a shortcut holding buttons with shortcuts),
/// the innermost one takes the comment. The suppression grammar after the marker is the YAML
/// comments' (``SuppressionComments``).
enum SourceSuppressionComments {
    /// What the comments of a file did: suppressions for shortcuts, unresolved shortcuts they
    /// silence, and the comments that apply to nothing (for `unused-suppression`).
    struct Attachment {
        /// Per shortcut (parallel to the scanners' list): the rule ids its comments allow.
        var suppressions: [[Suppression]]
        /// Per unresolved shortcut: whether a comment allows its rule.
        var silenced: [Bool]
        var strays: [SuppressionComments.Directive]
    }

    static func attach(_ tokens: SourceTokens, _ findings: SourceFindings, unresolvedRuleID: String) -> Attachment {
        var attachment = Attachment(
            suppressions: Array(repeating: [], count: findings.shortcuts.count),
            silenced: Array(repeating: false, count: findings.unresolved.count), strays: [])
        let directives = scan(tokens)
        guard !directives.isEmpty else { return attachment }
        let shortcutRanges = findings.shortcuts.map(\.range)
        let unresolvedRanges = findings.unresolved.map(\.range)
        let shortcutOrder = shortcutRanges.indices.sorted { shortcutRanges[$0].start < shortcutRanges[$1].start }
        let unresolvedOrder = unresolvedRanges.indices.sorted { unresolvedRanges[$0].start < unresolvedRanges[$1].start }
        for directive in directives {
            guard directive.problem == nil, let anchor = anchor(of: directive, in: tokens) else {
                attachment.strays.append(directive)
                continue
            }
            let shortcut = innermost(shortcutRanges, sortedBy: shortcutOrder, containing: anchor)
            let unresolved = innermost(unresolvedRanges, sortedBy: unresolvedOrder, containing: anchor)
            let shortcutRange = shortcut.map { findings.shortcuts[$0].range }
            let unresolvedRange = unresolved.map { findings.unresolved[$0].range }
            // The innermost declaration wins; a shortcut and the note about its computed title share one.
            let toShortcut = shortcutRange.map { range in unresolvedRange.map { range.start >= $0.start } ?? true } ?? false
            let toUnresolved = unresolvedRange.map { range in shortcutRange.map { range.start >= $0.start } ?? true } ?? false
            var remaining: [(text: String, range: ByteRange)] = []
            for id in directive.ruleIDs {
                if toUnresolved, let unresolved, id.text == unresolvedRuleID {
                    attachment.silenced[unresolved] = true
                } else {
                    remaining.append(id)
                }
            }
            if toShortcut, let shortcut {
                attachment.suppressions[shortcut] += remaining.map {
                    Suppression(ruleID: $0.text, reason: directive.reason, range: $0.range, origin: .comment)
                }
            } else if !remaining.isEmpty {
                var stray = directive
                stray.ruleIDs = remaining
                attachment.strays.append(stray)
            }
        }
        return attachment
    }

    /// The index of the range with the latest start that holds `offset` (the innermost one).
    /// `order` lists the ranges by start; the search looks at the last one starting at or before
    /// `offset` and a bounded number before it (declarations nest a few levels, not thousands),
    /// so a file of many comments and shortcuts costs a binary search per comment.
    private static func innermost(_ ranges: [ByteRange], sortedBy order: [Int], containing offset: Int) -> Int? {
        var low = 0
        var high = order.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[order[middle]].start <= offset { low = middle + 1 } else { high = middle }
        }
        var position = low - 1
        while position >= 0, position >= low - 64 {
            let range = ranges[order[position]]
            if offset < range.end { return order[position] }
            position -= 1
        }
        return nil
    }

    /// The code the comment is about: the first token on the code line below a comment on its
    /// own line(s), or the last token before a comment written after code.
    private static func anchor(of directive: SuppressionComments.Directive, in tokens: SourceTokens) -> Int? {
        let source = tokens.source
        // The first token starting after the comment.
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if Int(tokens[middle].start) < directive.range.end { low = middle + 1 } else { high = middle }
        }
        if directive.ownLine {
            guard low < tokens.count else { return nil }
            let commentLine = source.line(of: max(directive.range.end - 1, directive.range.start))
            let codeLine = tokens.line(of: low)
            for line in stride(from: commentLine + 1, to: codeLine, by: 1)
            where source.lineBytes(line).allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                return nil
            }
            return Int(tokens[low].start)
        }
        guard low > 0, tokens.line(of: low - 1) == source.line(of: directive.range.start) else { return nil }
        return Int(tokens[low - 1].start)
    }

    /// Every `shortcut-lint:` comment of the file.
    static func scan(_ tokens: SourceTokens) -> [SuppressionComments.Directive] {
        var directives: [SuppressionComments.Directive] = []
        let marker = SuppressionComments.marker
        tokens.source.bytes.withUnsafeBufferPointer { bytes in
            for comment in tokens.comments {
                let isBlock = bytes[comment.start + 1] == UInt8(ascii: "*")
                var cursor = comment.start + 2
                while cursor < comment.end, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 || bytes[cursor] == UInt8(ascii: "/") {
                    cursor += 1
                }
                guard cursor + marker.count <= comment.end,
                    marker.withUnsafeBufferPointer({ $0.elementsEqual(bytes[cursor..<cursor + marker.count]) })
                else { continue }
                var end = comment.end
                if isBlock, end - 2 >= cursor, bytes[end - 1] == UInt8(ascii: "/"), bytes[end - 2] == UInt8(ascii: "*") { end -= 2 }
                // One line only: a block comment's suppression ends with its first line.
                var lineEnd = cursor
                while lineEnd < end, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
                var directive = SuppressionComments.parse(bytes, from: cursor + marker.count, to: lineEnd)
                directive.range = comment
                var lineStart = comment.start
                while lineStart > 0, bytes[lineStart - 1] != 0x0A, bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
                directive.ownLine = bytes[lineStart..<comment.start].allSatisfy { $0 == 0x20 || $0 == 0x09 }
                directives.append(directive)
            }
        }
        return directives
    }
}
