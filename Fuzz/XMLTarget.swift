/// The XML parser and the Interface Builder reader on arbitrary bytes, then every rule on the
/// manifest the reader returns: no crash, no hang, and everything points into the file.
///
/// Checks: every element, attribute, text and comment range lies in the file, in order, with
/// children inside their parents; the error offset lies in the file; every entry's key range is
/// an attribute value inside its item, its written key parses, and its problems and findings
/// point into the file.
enum FuzzTarget: FuzzTargetKind {
    static var builtInSeeds: [[UInt8]] { [] }

    static let configuration = LintConfiguration.default

    static func test(_ input: [UInt8]) {
        let source = SourceFile(path: "fuzz.xib", bytes: input)
        let parsed = PositionedXML.parse(source)
        check(parsed.document)
        FuzzChecks.check(parsed.error, in: source)

        let reading = InterfaceBuilderReader.reading(source)
        let count = input.count
        for problem in reading.problems {
            require(
                0 <= problem.range.start && problem.range.start <= problem.range.end && problem.range.end <= count,
                "problem range \(problem.range.start)..<\(problem.range.end) outside 0..<\(count)")
        }
        for entry in reading.manifest.shortcuts {
            require(
                entry.range.start <= entry.keyRange.start && entry.keyRange.end <= entry.range.end,
                "key range \(entry.keyRange) outside its item \(entry.range)")
            require(entry.key != nil && entry.keyError == nil, "the written key \(entry.keyText ?? "nil") does not parse")
            require(entry.keyTextOffset == nil, "an Interface Builder entry offers its key text to --fix")
        }
        for (outlet, entries) in reading.manifest.itemOutlets {
            require(
                !entries.isEmpty && entries.allSatisfy(reading.manifest.shortcuts.indices.contains), "outlet \(outlet) points at \(entries)"
            )
        }
        let context = LintContext(
            manifest: reading.manifest, reserved: configuration.reserved, problems: reading.problems)
        for rule in configuration.rules { FuzzChecks.check(rule.check(context), in: source) }
    }

    static func check(_ xml: PositionedXML) {
        let count = xml.source.bytes.count
        func inFile(_ range: ByteRange) -> Bool { 0 <= range.start && range.start <= range.end && range.end <= count }
        var previousStart = -1
        for (index, element) in xml.elements.enumerated() {
            require(
                inFile(element.range) && inFile(element.nameRange) && inFile(element.contentRange),
                "element \(index) has a range outside the file")
            require(element.range.start > previousStart, "elements are not in document order at \(index)")
            previousStart = element.range.start
            if element.parent >= 0 {
                let parent = xml.elements[element.parent]
                require(
                    parent.range.start < element.range.start && element.range.end <= parent.range.end,
                    "element \(index) is not inside its parent")
            }
            for attribute in xml.attributes[element.attributes] {
                require(
                    inFile(attribute.valueRange) && element.range.start < attribute.nameRange.start,
                    "an attribute of element \(index) lies outside it")
                _ = xml.value(of: attribute)
            }
            _ = xml.text(of: index)
        }
        for comment in xml.comments { require(inFile(comment.range), "a comment lies outside the file") }
    }
}
