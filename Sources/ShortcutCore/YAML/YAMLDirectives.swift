/// What the directives before a document declared.
struct YAMLDirectives {
    /// Offset of the first directive (a directive with no `---` after it is an error there).
    var first: Int?
    var sawVersion = false
    var tagHandles: [String: String] = [:]
}

extension YAMLStreamParser {
    /// Reads one `%YAML` or `%TAG` line; other (reserved) directives are skipped, as the spec
    /// asks of a parser that does not know them.
    mutating func parseDirective(into directives: inout YAMLDirectives) throws(ParseError) {
        let start = pos
        if directives.first == nil { directives.first = start }
        pos += 1
        let name = text(scanToken())
        switch name {
        case "YAML":
            guard !directives.sawVersion else { throw syntaxError(.yamlOneYamlDirective(), at: start) }
            directives.sawVersion = true
            skipInlineSpace()
            let versionRange = scanToken()
            let parts = text(versionRange).split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
            else {
                throw syntaxError(
                    .yamlInvalidVersion(version: .text(quotedForMessage(text(versionRange)))), at: versionRange.lowerBound)
            }
            guard parts[0] == "1" else {
                throw unsupportedError(.yamlFeatureVersion(version: .text(text(versionRange))), at: versionRange.lowerBound)
            }
        case "TAG":
            skipInlineSpace()
            let handleRange = scanToken()
            let handle = text(handleRange)
            let isHandle =
                handle == "!" || handle == "!!"
                || (handle.count > 2 && handle.hasPrefix("!") && handle.hasSuffix("!")
                    && handle.utf8.dropFirst().dropLast().allSatisfy(Self.isWordCharacter))
            guard isHandle else {
                throw syntaxError(.yamlInvalidTagHandle(handle: .text(quotedForMessage(handle))), at: handleRange.lowerBound)
            }
            skipInlineSpace()
            let prefixRange = scanToken()
            guard !prefixRange.isEmpty else { throw syntaxError(.yamlTagNeedsPrefix(), at: prefixRange.lowerBound) }
            guard directives.tagHandles[handle] == nil else {
                throw syntaxError(.yamlTagHandleTwice(handle: .text(handle)), at: handleRange.lowerBound)
            }
            directives.tagHandles[handle] = text(prefixRange)
        default:
            while pos < end && !YAMLByte.isBreak(bytes[pos]) { pos += 1 }
        }
        try endOfNodeLine()
    }

    /// Skips to the next blank; returns what was skipped.
    private mutating func scanToken() -> Range<Int> {
        let start = pos
        while !isBlank(at: pos) { pos += 1 }
        return start..<pos
    }
}
