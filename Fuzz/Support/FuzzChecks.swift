// Invariants every fuzz target checks on what it gets back. A violated invariant stops the run
// with `fatalError`, which libFuzzer reports as a crash and saves the input that caused it.
//
// These files are compiled into the same module as the ShortcutCore sources (Scripts/fuzz.sh),
// so they need no import; they keep to public API unless a comment says otherwise.

/// Stops the fuzzer with `message` when `condition` is false. `@autoclosure` keeps the message
/// from being built on the hot path.
func require(_ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) {
    if !condition { fatalError("invariant violated: \(message())", file: file, line: line) }
}

enum FuzzChecks {
    /// Every node of `document` lies inside its file and starts no later than it ends, container
    /// counts match their children, and every scalar's text can be read.
    static func check(_ document: Document) {
        let count = document.source.bytes.count
        require(document.nodeCount >= 1, "a document has a root")
        // An explicit stack: a YAML alias bomb may expand to a million nodes, and nesting is
        // capped at ParseLimits.maximumDepth anyway.
        var pending = [document.root]
        var visited = 0
        while let node = pending.popLast() {
            visited += 1
            let range = document.range(node)
            require(
                0 <= range.start && range.start <= range.end && range.end <= count,
                "node range \(range.start)..<\(range.end) outside 0..<\(count)")
            switch document.kind(node) {
            case .array:
                var elements = 0
                for element in document.elements(node) {
                    elements += 1
                    pending.append(element)
                }
                require(elements == document.count(node), "array count \(document.count(node)) but \(elements) elements")
            case .object:
                var members = 0
                for (key, value) in document.members(node) {
                    members += 1
                    pending.append(key)
                    pending.append(value)
                }
                require(members == document.count(node), "object count \(document.count(node)) but \(members) members")
            case .null, .bool, .number, .string:
                let length = document.withText(node) { $0.count }
                if let offset = document.verbatimTextOffset(node) {
                    require(offset >= 0 && offset + length <= count, "verbatim text \(offset)+\(length) outside the file")
                }
            }
        }
        require(visited == document.nodeCount, "walked \(visited) nodes of \(document.nodeCount)")
    }

    /// A parse error points inside the file (or just past its end).
    static func check(_ error: ParseError?, in source: SourceFile) {
        guard let error else { return }
        require(
            0 <= error.offset && error.offset <= source.bytes.count,
            "error offset \(error.offset) outside 0...\(source.bytes.count)")
    }

    /// A location names a line of the file and a column no further than just past its end.
    static func check(_ location: SourceLocation, in source: SourceFile, _ what: @autoclosure () -> String) {
        let lines = source.lineStarts.count
        require(location.line >= 1 && location.line <= lines, "\(what()) line \(location.line) not in 1...\(lines)")
        require(location.column >= 1, "\(what()) column \(location.column) < 1")
        // A column counts scalars, so it is at most the line's byte length + 1.
        let start = source.lineStarts[location.line - 1]
        let end = location.line < lines ? source.lineStarts[location.line] : source.bytes.count
        require(location.column <= end - start + 1, "\(what()) column \(location.column) past the end of line \(location.line)")
    }

    static func check(_ span: SourceSpan, in source: SourceFile, _ what: @autoclosure () -> String) {
        check(span.start, in: source, "\(what()) start")
        check(span.end, in: source, "\(what()) end")
        require(span.start <= span.end, "\(what()) starts at \(span.start) after its end \(span.end)")
    }

    /// Findings point into the file they are about.
    static func check(_ findings: [Finding], in source: SourceFile) {
        let count = source.bytes.count
        for finding in findings {
            let what = finding.ruleID
            require(
                0 <= finding.range.start && finding.range.start <= finding.range.end && finding.range.end <= count,
                "\(what) range \(finding.range.start)..<\(finding.range.end) outside 0..<\(count)")
            check(finding.span, in: source, what)
            if let fix = finding.fix {
                require(
                    0 <= fix.range.start && fix.range.start <= fix.range.end && fix.range.end <= count,
                    "\(what) fix range \(fix.range.start)..<\(fix.range.end) outside 0..<\(count)")
                if let span = fix.span { check(span, in: source, "\(what) fix") }
            }
            if case .entry(_, let line, let column, _, _) = finding.related {
                check(SourceLocation(line: line, column: column), in: source, "\(what) related entry")
            }
        }
    }
}
