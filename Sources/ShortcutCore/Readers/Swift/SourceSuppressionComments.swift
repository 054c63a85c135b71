/// `// shortcut-lint: allow rule-id[, rule-id] -- reason` comments in Swift and Objective-C
/// source (also in `/* … */`).
///
/// A comment on its own line(s) applies to every declaration that starts on the next line of
/// code below it (only other comment lines may stand between), whatever that line starts with
/// (`let item = NSMenuItem(…)`, `menu.addItem(NSMenuItem(…))`); when none starts there, to the
/// innermost declaration that line is part of (a comment above a `.keyboardShortcut` line).
/// Written after code, it applies to the innermost declaration that code belongs to, else to the
/// declarations starting on its line before it (after any earlier comment on that line). The suppression grammar after the marker is the YAML
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
        let declarations = Declarations(
            shortcuts: DeclarationIndex(findings.shortcuts.map(\.range)), unresolved: DeclarationIndex(findings.unresolved.map(\.range)))
        // Own-line comments stacked above one line share its declarations: each set is found once.
        var cache: (window: Range<Int>, targets: Targets)?
        var previousEnd = 0
        for directive in directives {
            defer { previousEnd = directive.range.end }
            guard directive.problem == nil,
                let targets = targets(of: directive, in: tokens, declarations, after: previousEnd, cache: &cache)
            else {
                attachment.strays.append(directive)
                continue
            }
            var remaining: [(text: String, range: ByteRange)] = []
            for id in directive.ruleIDs {
                if id.text == unresolvedRuleID, !targets.unresolved.isEmpty {
                    for note in targets.unresolved { attachment.silenced[note] = true }
                } else {
                    remaining.append(id)
                }
            }
            if !targets.shortcuts.isEmpty {
                let suppressions = remaining.map {
                    Suppression(ruleID: $0.text, reason: directive.reason, range: $0.range, origin: .comment)
                }
                for shortcut in targets.shortcuts { attachment.suppressions[shortcut] += suppressions }
            } else if !remaining.isEmpty {
                var stray = directive
                stray.ruleIDs = remaining
                attachment.strays.append(stray)
            }
        }
        return attachment
    }

    /// The declarations one comment is about: indices into the scanners' two lists.
    private struct Targets {
        var shortcuts: [Int] = []
        var unresolved: [Int] = []
        var isEmpty: Bool { shortcuts.isEmpty && unresolved.isEmpty }
    }

    private struct Declarations {
        let shortcuts: DeclarationIndex
        let unresolved: DeclarationIndex

        /// Those starting inside `window`.
        func starting(in window: Range<Int>) -> Targets {
            Targets(shortcuts: shortcuts.starting(in: window), unresolved: unresolved.starting(in: window))
        }

        /// The innermost declaration holding `offset`; a shortcut and the note about its computed
        /// title share one declaration, and both are taken.
        func innermost(containing offset: Int) -> Targets {
            let shortcut = shortcuts.innermost(containing: offset)
            let note = unresolved.innermost(containing: offset)
            let shortcutStart = shortcut.map { shortcuts.ranges[$0].start }
            let noteStart = note.map { unresolved.ranges[$0].start }
            var targets = Targets()
            if let shortcut, let shortcutStart, noteStart.map({ shortcutStart >= $0 }) ?? true { targets.shortcuts = [shortcut] }
            if let note, let noteStart, shortcutStart.map({ noteStart >= $0 }) ?? true { targets.unresolved = [note] }
            return targets
        }
    }

    /// Declaration ranges of one kind, ordered by start, for the two questions a comment asks.
    private struct DeclarationIndex {
        let ranges: [ByteRange]
        let order: [Int]

        init(_ ranges: [ByteRange]) {
            self.ranges = ranges
            self.order = ranges.indices.sorted { ranges[$0].start < ranges[$1].start }
        }

        /// The place in `order` of the first range starting at or after `offset`.
        private func firstPlace(startingAtOrAfter offset: Int) -> Int {
            var low = 0
            var high = order.count
            while low < high {
                let middle = (low + high) / 2
                if ranges[order[middle]].start < offset { low = middle + 1 } else { high = middle }
            }
            return low
        }

        /// The ranges starting inside `window`, by start.
        func starting(in window: Range<Int>) -> [Int] {
            var place = firstPlace(startingAtOrAfter: window.lowerBound)
            var found: [Int] = []
            while place < order.count, ranges[order[place]].start < window.upperBound {
                found.append(order[place])
                place += 1
            }
            return found
        }

        /// The range with the latest start that holds `offset` (the innermost one). The search
        /// looks at the last range starting at or before `offset` and a bounded number before it
        /// (declarations nest a few levels, not thousands), so a file of many comments and
        /// shortcuts costs a binary search per comment.
        func innermost(containing offset: Int) -> Int? {
            let low = firstPlace(startingAtOrAfter: offset + 1)
            var place = low - 1
            while place >= 0, place >= low - 64 {
                if offset < ranges[order[place]].end { return order[place] }
                place -= 1
            }
            return nil
        }
    }

    /// The declarations a comment applies to (see the type's documentation); nil when it stands
    /// apart from the code (a blank line below it, nothing after it).
    private static func targets(
        of directive: SuppressionComments.Directive, in tokens: SourceTokens, _ declarations: Declarations, after previousEnd: Int,
        cache: inout (window: Range<Int>, targets: Targets)?
    ) -> Targets? {
        let source = tokens.source
        // The first token starting after the comment.
        var next = 0
        var high = tokens.count
        while next < high {
            let middle = (next + high) / 2
            if Int(tokens[middle].start) < directive.range.end { next = middle + 1 } else { high = middle }
        }
        guard directive.ownLine else {
            let line = source.line(of: directive.range.start)
            guard next > 0, tokens.line(of: next - 1) == line else { return nil }
            var targets = declarations.innermost(containing: Int(tokens[next - 1].start))
            // From the line's start, or the comment before this one on the line, which takes what precedes it.
            let start = max(source.startOfLine(line), previousEnd)
            if targets.isEmpty { targets = declarations.starting(in: start..<max(start, directive.range.start)) }
            return targets.isEmpty ? nil : targets
        }
        guard next < tokens.count else { return nil }
        let commentLine = source.line(of: max(directive.range.end - 1, directive.range.start))
        let codeLine = tokens.line(of: next)
        for line in stride(from: commentLine + 1, to: codeLine, by: 1) where source.lineBytes(line).allSatisfy({ $0 == 0x20 || $0 == 0x09 })
        {
            return nil
        }
        let window = Int(tokens[next].start)..<source.endOfLine(codeLine)
        if let cache, cache.window == window { return cache.targets.isEmpty ? nil : cache.targets }
        var targets = declarations.starting(in: window)
        if targets.isEmpty { targets = declarations.innermost(containing: window.lowerBound) }
        cache = (window, targets)
        return targets.isEmpty ? nil : targets
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
                // Only indentation before it on its line (walked back over, never the whole line).
                var before = comment.start
                while before > 0, bytes[before - 1] == 0x20 || bytes[before - 1] == 0x09 { before -= 1 }
                directive.ownLine = before == 0 || bytes[before - 1] == 0x0A || bytes[before - 1] == 0x0D
                directives.append(directive)
            }
        }
        return directives
    }
}
