/// `<!-- shortcut-lint: allow rule-id[, rule-id] -->` comments in Interface Builder files.
///
/// A comment applies to the `menuItem` that starts right after it, with nothing but whitespace
/// and other comments between (the line above, as people write it). XML forbids `--` inside a
/// comment, so the YAML form's `-- reason` cannot be written here. Comments that name no rule or
/// stand above no item with a key equivalent are returned as strays for `unused-suppression`.
enum InterfaceBuilderComments {
    static func attach(to manifest: inout Manifest, items: [Int], xml: PositionedXML) -> [SuppressionComments.Directive] {
        guard !xml.comments.isEmpty else { return [] }
        var entryByElement: [Int: Int] = [:]
        for (entry, element) in items.enumerated() { entryByElement[element] = entry }
        var strays: [SuppressionComments.Directive] = []
        xml.source.bytes.withUnsafeBufferPointer { bytes in
            for (position, comment) in xml.comments.enumerated() {
                guard var directive = directive(in: comment, bytes: bytes, source: xml.source) else { continue }
                guard directive.problem == nil,
                    let element = elementAfter(position, xml: xml, bytes: bytes),
                    let entry = entryByElement[element]
                else {
                    if directive.problem == nil, directive.ruleIDs.isEmpty { directive.problem = "'allow' names no rule" }
                    strays.append(directive)
                    continue
                }
                for id in directive.ruleIDs {
                    manifest.shortcuts[entry].allow.append(
                        Suppression(ruleID: id.text, reason: directive.reason, range: id.range, origin: .comment))
                }
            }
        }
        return strays
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

    /// The element starting right after comment `position`, when only whitespace and other
    /// comments stand between them.
    private static func elementAfter(_ position: Int, xml: PositionedXML, bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var offset = xml.comments[position].range.end
        var next = position + 1
        while offset < bytes.count {
            if XMLNames.isSpace(bytes[offset]) {
                offset += 1
            } else if next < xml.comments.count, xml.comments[next].range.start == offset {
                offset = xml.comments[next].range.end
                next += 1
            } else {
                break
            }
        }
        // The first element starting at or after `offset` (elements are in start order).
        var low = 0
        var high = xml.elements.count
        while low < high {
            let mid = (low + high) / 2
            if xml.elements[mid].range.start < offset { low = mid + 1 } else { high = mid }
        }
        return low < xml.elements.count && xml.elements[low].range.start == offset ? low : nil
    }
}
