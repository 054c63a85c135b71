#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `# shortcut-lint: allow rule-id[, rule-id] -- reason` comments in YAML manifests.
///
/// A comment applies to the entry it sits on (the line of any of the entry's fields) or to the
/// entry that starts directly below it (other comment lines may stand between). Finding them is
/// a byte scan of the source for `#`; a `#` inside a quoted or block scalar is text, not a
/// comment, which the positioned document tells apart. Comments that name no rule or apply to no
/// entry are returned as strays for `unused-suppression` to report.
enum SuppressionComments {
    /// One `# shortcut-lint:` comment.
    struct Directive: Sendable {
        /// From the `#` to the end of the comment's text.
        var range: ByteRange
        /// Nothing but indentation (or a sequence's `-`) before the `#`.
        var ownLine: Bool
        var ruleIDs: [(text: String, range: ByteRange)]
        var reason: String?
        /// Why the comment is not a suppression, when it is not one.
        var problem: Message?
    }

    static let marker = Array("shortcut-lint:".utf8)

    /// Adds each comment's rule ids to its entry's `allow` list; returns the comments that
    /// suppress nothing because they are malformed or on no entry.
    static func attach(to manifest: inout Manifest, document: Document) -> [Directive] {
        var directives = scan(document.source)
        guard !directives.isEmpty else { return [] }
        directives = directives.filterOutsideScalars(of: document)
        guard !directives.isEmpty else { return [] }
        let source = document.source
        // Entries left out of this run (another platform) own their comments too; index -1.
        let unchecked = manifest.uncheckedEntryRanges
        var entries = Array(manifest.shortcuts.indices) + Array(repeating: -1, count: unchecked.count)
        let allRanges = manifest.shortcuts.map(\.range) + unchecked
        var ranges = allRanges
        // Entries come in source order unless aliases repeat earlier text.
        if !ranges.indices.dropFirst().allSatisfy({ ranges[$0 - 1].start <= ranges[$0].start }) {
            let order = ranges.indices.sorted { allRanges[$0].start < allRanges[$1].start }
            entries = order.map { entries[$0] }
            ranges = order.map { allRanges[$0] }
        }
        var strays: [Directive] = []
        for directive in directives {
            guard directive.problem == nil, let position = owner(of: directive, entries: ranges, source: source) else {
                strays.append(directive)
                continue
            }
            let index = entries[position]
            guard index >= 0 else { continue }
            for id in directive.ruleIDs {
                manifest.shortcuts[index].allow.append(
                    Suppression(ruleID: id.text, reason: directive.reason, range: id.range, origin: .comment))
            }
        }
        return strays
    }

    /// The position (in `entries`, sorted by start) of the entry a comment belongs to.
    private static func owner(of directive: Directive, entries: [ByteRange], source: SourceFile) -> Int? {
        let offset = directive.range.start
        // The last entry starting before the comment.
        var low = 0
        var high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].start <= offset { low = mid + 1 } else { high = mid }
        }
        let line = source.line(of: offset)
        if low > 0 {
            let entry = entries[low - 1]
            if offset < entry.end || source.line(of: max(entry.start, entry.end - 1)) == line { return low - 1 }
        }
        guard directive.ownLine, low < entries.count else { return nil }
        let entryLine = source.line(of: entries[low].start)
        for between in stride(from: line + 1, to: entryLine, by: 1) where !isCommentOrDash(source.lineBytes(between)) {
            return nil
        }
        return low
    }

    /// A line holding only a comment, or only the `-` of a sequence item whose mapping starts on
    /// the next line.
    private static func isCommentOrDash(_ line: ArraySlice<UInt8>) -> Bool {
        let content = line.drop { $0 == 0x20 || $0 == 0x09 }
        guard let first = content.first else { return false }
        return first == UInt8(ascii: "#") || content.allSatisfy { $0 == UInt8(ascii: "-") || $0 == 0x20 || $0 == 0x09 }
    }

    // MARK: Scanning

    /// Every `# shortcut-lint:` comment in the bytes, in order. A `#` starts a YAML comment only
    /// at a line start or after whitespace.
    static func scan(_ source: SourceFile) -> [Directive] {
        var directives: [Directive] = []
        source.bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            let count = bytes.count
            var index = 0
            // memchr finds each '#' a word at a time; most of a manifest has none.
            while index < count, let found = memchr(base + index, Int32(UInt8(ascii: "#")), count - index) {
                let hash = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                index = hash + 1
                if hash > 0, !isSpaceOrBreak(bytes[hash - 1]) { continue }
                var cursor = index
                while cursor < count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
                guard cursor + marker.count <= count,
                    marker.withUnsafeBufferPointer({ $0.elementsEqual(bytes[cursor..<cursor + marker.count]) })
                else { continue }
                var end = cursor + marker.count
                while end < count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
                var directive = parse(bytes, from: cursor + marker.count, to: end)
                while end > hash, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
                directive.range = ByteRange(start: hash, end: end)
                var lineStart = hash
                while lineStart > 0, bytes[lineStart - 1] != 0x0A, bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
                directive.ownLine = bytes[lineStart..<hash].allSatisfy {
                    $0 == 0x20 || $0 == 0x09 || $0 == UInt8(ascii: "-") || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF
                }
                directives.append(directive)
                index = end
            }
        }
        return directives
    }

    /// `allow a, b -- reason` after the marker (also used for XML comments and for the source
    /// readers' `//` comments).
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Directive {
        var directive = Directive(range: ByteRange(at: start), ownLine: false, ruleIDs: [])
        let words = wordRanges(bytes, from: start, to: end)
        let text = { (range: Range<Int>) in String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
        guard let verb = words.first, text(verb) == "allow" else {
            let found =
                words.first.map { MessageArgument.message(.suppressionFoundWord(word: .text(text($0)))) }
                ?? .message(.suppressionFoundNothing())
            directive.problem = .suppressionExpectedAllow(found: found)
            return directive
        }
        var reasonStart: Int?
        for word in words.dropFirst() {
            if reasonStart == nil, let dashes = firstDoubleDash(bytes, in: word) {
                if dashes > word.lowerBound {
                    directive.ruleIDs.append((text(word.lowerBound..<dashes), ByteRange(start: word.lowerBound, end: dashes)))
                }
                reasonStart = dashes + 2
                break
            }
            directive.ruleIDs.append((text(word), ByteRange(start: word.lowerBound, end: word.upperBound)))
        }
        if var low = reasonStart {
            var high = end
            while low < high, bytes[low] == 0x20 || bytes[low] == 0x09 { low += 1 }
            while high > low, bytes[high - 1] == 0x20 || bytes[high - 1] == 0x09 { high -= 1 }
            directive.reason = low < high ? text(low..<high) : nil
        }
        if directive.ruleIDs.isEmpty { directive.problem = .suppressionNoRule() }
        return directive
    }

    /// Words separated by spaces, tabs and commas.
    private static func wordRanges(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> [Range<Int>] {
        var words: [Range<Int>] = []
        var index = start
        while index < end {
            while index < end, isSeparator(bytes[index]) { index += 1 }
            let wordStart = index
            while index < end, !isSeparator(bytes[index]) { index += 1 }
            if index > wordStart { words.append(wordStart..<index) }
        }
        return words
    }

    private static func firstDoubleDash(_ bytes: UnsafeBufferPointer<UInt8>, in word: Range<Int>) -> Int? {
        var index = word.lowerBound
        while index + 1 < word.upperBound {
            if bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-") { return index }
            index += 1
        }
        return nil
    }

    private static func isSeparator(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == UInt8(ascii: ",") }

    private static func isSpaceOrBreak(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
}

extension [SuppressionComments.Directive] {
    /// Drops "comments" that are really text inside a scalar (`title: "A # shortcut-lint: …"`).
    /// One pass over the document's scalars, each checked against the sorted comment offsets.
    func filterOutsideScalars(of document: Document) -> [SuppressionComments.Directive] {
        var inside = [Bool](repeating: false, count: count)
        for record in document.records where record.kind.isScalar && record.end > record.start {
            // First comment at or after the scalar's start.
            var low = 0
            var high = count
            while low < high {
                let mid = (low + high) / 2
                if self[mid].range.start < Int(record.start) { low = mid + 1 } else { high = mid }
            }
            while low < count, self[low].range.start < Int(record.end) {
                inside[low] = true
                low += 1
            }
        }
        return zip(self, inside).filter { !$0.1 }.map(\.0)
    }
}

extension SourceFile {
    /// The 1-based line holding a byte offset (no column: cheaper than `location(of:)`).
    func line(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    /// The byte offset just past a 1-based line and its line break: where the next line starts.
    func endOfLine(_ line: Int) -> Int {
        line >= 1 && line < lineStarts.count ? lineStarts[line] : bytes.count
    }

    /// The byte offset where a 1-based line starts.
    func startOfLine(_ line: Int) -> Int {
        line >= 1 && line <= lineStarts.count ? lineStarts[line - 1] : bytes.count
    }
}
