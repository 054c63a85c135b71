/// `<!-- shortcut-lint: allow rule-id[, rule-id] -->` comments in Interface Builder files.
///
/// A comment applies to every `menuItem` that starts on the next line holding markup, with
/// nothing but whitespace and other comments between (the line above, as people write it),
/// whatever that line starts with (`<items><menuItem …>`). XML forbids `--` inside a
/// comment, so the YAML form's `-- reason` cannot be written here. Comments that name no rule or
/// stand above no item with a key equivalent are returned as strays for `unused-suppression`.
enum InterfaceBuilderComments {
    static func attach(to manifest: inout Manifest, items: [Int], xml: PositionedXML) -> [SuppressionComments.Directive] {
        guard !xml.comments.isEmpty else { return [] }
        var entryByElement: [Int: Int] = [:]
        for (entry, element) in items.enumerated() { entryByElement[element] = entry }
        var strays: [SuppressionComments.Directive] = []
        xml.source.bytes.withUnsafeBufferPointer { bytes in
            let windows = markupWindows(xml: xml, bytes: bytes)
            // Comments stacked above one line share its items: each set is found once.
            var cache: (window: Range<Int>, entries: [Int])?
            for (position, comment) in xml.comments.enumerated() {
                guard var directive = directive(in: comment, bytes: bytes, source: xml.source) else { continue }
                var entries: [Int] = []
                if directive.problem == nil {
                    if let cache, cache.window == windows[position] {
                        entries = cache.entries
                    } else {
                        entries = elements(startingIn: windows[position], xml: xml).compactMap { entryByElement[$0] }
                        cache = (windows[position], entries)
                    }
                }
                guard !entries.isEmpty else {
                    if directive.problem == nil, directive.ruleIDs.isEmpty { directive.problem = .suppressionNoRule() }
                    strays.append(directive)
                    continue
                }
                for entry in entries {
                    for id in directive.ruleIDs {
                        manifest.shortcuts[entry].allow.append(
                            Suppression(ruleID: id.text, reason: directive.reason, range: id.range, origin: .comment))
                    }
                }
            }
        }
        return strays
    }

    /// Per comment, the markup it stands above: from the first byte after it that is neither
    /// whitespace nor another comment, to the end of that line or the next comment on it (which
    /// takes what follows). Found in one backward pass, so a run of comments is walked once.
    private static func markupWindows(xml: PositionedXML, bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        let comments = xml.comments
        var windows = [Range<Int>](repeating: 0..<0, count: comments.count)
        for position in comments.indices.reversed() {
            var offset = comments[position].range.end
            while offset < bytes.count, XMLNames.isSpace(bytes[offset]) { offset += 1 }
            let next = position + 1 < comments.count ? comments[position + 1].range.start : bytes.count
            if offset == next, position + 1 < comments.count {
                windows[position] = windows[position + 1]
            } else {
                windows[position] = offset..<min(xml.source.endOfLine(xml.source.line(of: offset)), max(offset, next))
            }
        }
        return windows
    }

    /// The elements starting inside `window` (elements are in start order).
    private static func elements(startingIn window: Range<Int>, xml: PositionedXML) -> Range<Int> {
        var low = 0
        var high = xml.elements.count
        while low < high {
            let mid = (low + high) / 2
            if xml.elements[mid].range.start < window.lowerBound { low = mid + 1 } else { high = mid }
        }
        var end = low
        while end < xml.elements.count, xml.elements[end].range.start < window.upperBound { end += 1 }
        return low..<end
    }

    /// The directive a comment holds, or nil when it is an ordinary comment.
    private static func directive(
        in comment: PositionedXML.Comment, bytes: UnsafeBufferPointer<UInt8>, source: SourceFile
    ) -> SuppressionComments.Directive? {
        var start = comment.contentRange.start
        let end = comment.contentRange.end
        while start < end, XMLNames.isSpace(bytes[start]) { start += 1 }
        let marker = SuppressionComments.marker
        guard end - start >= marker.count, marker.withUnsafeBufferPointer({ $0.elementsEqual(bytes[start..<start + marker.count]) })
        else { return nil }
        var directive = SuppressionComments.parse(bytes, from: start + marker.count, to: end)
        directive.range = comment.range
        directive.ownLine = true
        return directive
    }
}
