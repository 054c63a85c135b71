/// An open collection on the parser's own stack. Collections are not parsed by recursion: a
/// frame records where its parsing stands, and ``YAMLStreamParser/parseOpenCollections()``
/// takes one step at a time for the innermost frame. Nesting depth then costs heap, not call
/// stack, so 512 levels are safe on any thread (a macOS secondary thread has only 512 KB).
struct YAMLFrame {
    enum Kind { case blockSequence, blockMapping, flowSequence, flowMapping, flowPair }

    enum Step: Equatable {
        /// At the first entry.
        case first
        /// A block mapping's key is read and its `:` consumed: the value comes next.
        case value(YAMLBlockPosition)
        /// An entry is complete: look for the next one or the end.
        case next
        /// A flow sequence entry that is a collection just ended (a `:` after it would make it a
        /// key).
        case afterCollection(start: Int)
    }

    var kind: Kind
    var step: Step
    /// A block collection's column.
    var indent = 0
    /// Where a flow collection's bracket is.
    var start = 0
    /// For a flow collection inside a block: the flow indentation to restore when it closes.
    var enclosingFlowIndent: Int?
}

extension YAMLStreamParser {
    /// Parses until every open collection is closed.
    mutating func parseOpenCollections() throws(ParseError) {
        while let top = frames.last {
            switch top.kind {
            case .blockSequence: try stepBlockSequence(top)
            case .blockMapping: try stepBlockMapping(top)
            case .flowSequence: try stepFlowSequence(top)
            case .flowMapping: try stepFlowMapping(top)
            case .flowPair: try stepFlowPair()
            }
        }
    }

    /// Sets the step of the innermost frame (before parsing a value that may open another).
    @inline(__always) mutating func setStep(_ step: YAMLFrame.Step) {
        frames[frames.count - 1].step = step
    }
}
