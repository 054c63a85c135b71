/// The tags the parser understands: the YAML 1.2 core schema's, plus the non-specific `!`
/// (which makes a plain scalar a string). Every other tag is refused as unsupported.
enum YAMLTag: Equatable {
    case string, integer, float, boolean, null, mapping, sequence, nonSpecific
}

/// A node's anchor and tag, read before its content.
struct YAMLNodeProperties {
    /// The anchor's name (the bytes after `&`).
    var anchor: Range<Int>?
    var tag: YAMLTag?
    /// The tag as written, for messages.
    var tagRange: Range<Int> = 0..<0
    /// Just past the last property: where an empty node carrying them sits.
    var end = 0

    var isEmpty: Bool { anchor == nil && tag == nil }
}

extension YAMLStreamParser {
    /// Reads anchors and tags (at most one of each, in either order). In a flow collection they
    /// may be followed by line breaks before the node; in a block, only by spaces.
    mutating func parseProperties(_ properties: inout YAMLNodeProperties, inFlow: Bool) throws(ParseError) {
        while pos < end {
            let byte = bytes[pos]
            if byte == YAMLByte.ampersand {
                guard properties.anchor == nil else {
                    throw syntaxError(.yamlOneAnchor(), at: pos)
                }
                properties.anchor = try scanAnchorName()
            } else if byte == YAMLByte.exclamation {
                guard properties.tag == nil else {
                    throw syntaxError(.yamlOneTag(), at: pos)
                }
                let start = pos
                properties.tag = try scanTag()
                properties.tagRange = start..<pos
            } else {
                break
            }
            properties.end = pos
            if inFlow {
                guard isBlankOrFlowIndicator(at: pos) else {
                    throw syntaxError(.yamlSpaceAfterProperty(found: describeByte(at: pos)), at: pos)
                }
                try skipFlowSpace()
            } else {
                guard isBlank(at: pos) else {
                    throw syntaxError(.yamlSpaceAfterProperty(found: describeByte(at: pos)), at: pos)
                }
                skipInlineSpace()
            }
        }
    }

    /// Reads `&name` or `*name` and returns the name's bytes. A name runs to whitespace or a
    /// flow indicator, so `*a:` names `a:` (YAML 1.2).
    mutating func scanAnchorName() throws(ParseError) -> Range<Int> {
        let indicator = pos
        pos += 1
        let start = pos
        while pos < end {
            let byte = bytes[pos]
            if YAMLByte.isBlank(byte) || YAMLByte.isFlowIndicator(byte) { break }
            if YAMLByte.isForbiddenControl(byte) { throw controlCharacterError(at: pos) }
            pos += 1
        }
        guard pos > start else {
            let what = MessageArgument.message(bytes[indicator] == YAMLByte.ampersand ? .yamlWordAnAnchor() : .yamlWordAnAlias())
            throw syntaxError(.yamlNeedsName(what: what, indicator: .text(text(indicator..<indicator + 1))), at: indicator)
        }
        return start..<pos
    }

    /// Reads a tag (`!!str`, `!`, `!<tag:yaml.org,2002:str>`, `!e!suffix`) and resolves it.
    mutating func scanTag() throws(ParseError) -> YAMLTag {
        let start = pos
        pos += 1
        if pos < end && bytes[pos] == YAMLByte.lessThan {
            pos += 1
            let uriStart = pos
            while pos < end && bytes[pos] != YAMLByte.greaterThan && !YAMLByte.isBlank(bytes[pos]) { pos += 1 }
            guard pos < end && bytes[pos] == YAMLByte.greaterThan, pos > uriStart else {
                throw syntaxError(.yamlUnclosedVerbatimTag(), at: start)
            }
            let uri = try percentDecoded(uriStart..<pos)
            pos += 1
            return try resolveTag(uri, written: start..<pos)
        }
        var handle = "!"
        if pos < end && bytes[pos] == YAMLByte.exclamation {
            handle = "!!"
            pos += 1
        } else {
            var index = pos
            while index < end && Self.isWordCharacter(bytes[index]) { index += 1 }
            if index > pos && index < end && bytes[index] == YAMLByte.exclamation {
                handle = "!\(text(pos..<index))!"
                pos = index + 1
            }
        }
        let suffixStart = pos
        while pos < end && !YAMLByte.isBlank(bytes[pos]) && !YAMLByte.isFlowIndicator(bytes[pos]) {
            if bytes[pos] == YAMLByte.exclamation {
                throw syntaxError(.yamlTagBang(), at: pos)
            }
            if YAMLByte.isForbiddenControl(bytes[pos]) { throw controlCharacterError(at: pos) }
            pos += 1
        }
        if handle == "!" && pos == suffixStart { return .nonSpecific }
        guard pos > suffixStart else {
            throw syntaxError(.yamlTagNeedsName(tag: .text(text(start..<pos))), at: start)
        }
        let prefix: String
        if let declared = tagHandles[handle] {
            prefix = declared
        } else if handle == "!" {
            prefix = "!"
        } else if handle == "!!" {
            prefix = "tag:yaml.org,2002:"
        } else {
            throw syntaxError(.yamlUndeclaredHandle(handle: .text(handle)), at: start)
        }
        return try resolveTag(prefix + percentDecoded(suffixStart..<pos), written: start..<pos)
    }

    private func resolveTag(_ tag: String, written: Range<Int>) throws(ParseError) -> YAMLTag {
        switch tag {
        case "tag:yaml.org,2002:str": return .string
        case "tag:yaml.org,2002:int": return .integer
        case "tag:yaml.org,2002:float": return .float
        case "tag:yaml.org,2002:bool": return .boolean
        case "tag:yaml.org,2002:null": return .null
        case "tag:yaml.org,2002:map": return .mapping
        case "tag:yaml.org,2002:seq": return .sequence
        // YAML 1.1's collection types: a set is a mapping whose values are null, an ordered map a
        // sequence of one-pair mappings. Their JSON form is exactly that mapping or sequence.
        case "tag:yaml.org,2002:set": return .mapping
        case "tag:yaml.org,2002:omap", "tag:yaml.org,2002:pairs": return .sequence
        default:
            // Name the full tag when a %TAG directive made a familiar shorthand mean another.
            let shown = tag.hasPrefix("!") || text(written).hasPrefix("!<") ? text(written) : "\(text(written)) (\(tag))"
            throw ParseError(
                .unsupported,
                .yamlUnsupportedTag(tag: .text(shown)),
                at: written.lowerBound)
        }
    }

    /// A tag's characters with `%XX` escapes decoded.
    private func percentDecoded(_ range: Range<Int>) throws(ParseError) -> String {
        var decoded = [UInt8]()
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == YAMLByte.percent {
                guard index + 2 < range.upperBound,
                    let high = Self.hexValue(bytes[index + 1]), let low = Self.hexValue(bytes[index + 2])
                else { throw syntaxError(.yamlInvalidPercentEscape(), at: index) }
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(byte)
                index += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    static func isWordCharacter(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == YAMLByte.dash
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x41 + 10
        case 0x61...0x66: return byte - 0x61 + 10
        default: return nil
        }
    }
}
