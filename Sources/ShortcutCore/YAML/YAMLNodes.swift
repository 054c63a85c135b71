/// Adding nodes to the tree: scalars resolved by the core schema or their tag, keys as strings,
/// aliases as copies of their anchor's node, collections within the depth limit.
extension YAMLStreamParser {
    /// Adds a scalar or an alias as a value, or (when `asKey`) as a mapping key.
    mutating func commit(_ token: YAMLToken, properties: YAMLNodeProperties, asKey: Bool) throws(ParseError) {
        if token.style == .empty {
            try commitEmpty(at: token.range.start, properties: properties, asKey: asKey)
            return
        }
        guard token.style == .alias else {
            try commitScalar(token, properties: properties, asKey: asKey)
            return
        }
        guard properties.isEmpty else {
            throw syntaxError(
                .yamlAliasProperties(), at: properties.anchor?.lowerBound ?? properties.tagRange.lowerBound)
        }
        try commitAlias(name: token.text, range: token.range, asKey: asKey)
    }

    private mutating func commitScalar(_ scalar: YAMLToken, properties: YAMLNodeProperties, asKey: Bool) throws(ParseError) {
        let isPlain = scalar.style == .plain && properties.tag == nil
        // Keys are strings whatever they look like (the manifest compares key text), but a tag
        // on a key must still fit it.
        var resolved: (kind: NodeKind, isTrue: Bool)? = (.string, false)
        var isMergeKey = false
        withScalarText(scalar) { text in
            if let tag = properties.tag {
                resolved = YAMLCoreSchema.resolve(tag, text)
            } else if isPlain && !asKey {
                resolved = YAMLCoreSchema.resolvePlain(text)
            }
            if asKey {
                isMergeKey = isPlain && text.count == 2 && text[0] == YAMLByte.lessThan && text[1] == YAMLByte.lessThan
            }
        }
        if isMergeKey {
            // YAML 1.1 merged `<<: *defaults` into the mapping; 1.2 reads a key "<<". Neither
            // reading is safe to assume, so the manifest must spell its entries out.
            throw unsupportedError(.yamlFeatureMergeKeys(), at: scalar.range.start)
        }
        guard var resolved else {
            throw syntaxError(
                .yamlTagDoesNotFit(tag: .text(text(properties.tagRange)), value: .text(quotedForMessage(scalarText(scalar)))),
                at: properties.tagRange.lowerBound)
        }
        if asKey { resolved = (.string, false) }
        registerAnchor(properties)
        if scalar.isDecoded {
            builder.addScalar(
                resolved.kind, range: scalar.range, decodedText: scratch[scalar.text],
                plain: isPlain, boolValue: resolved.isTrue)
        } else {
            builder.addScalar(
                resolved.kind, range: scalar.range,
                sourceText: ByteRange(start: scalar.text.lowerBound, end: scalar.text.upperBound),
                plain: isPlain, boolValue: resolved.isTrue)
        }
        lastNodeEnd = scalar.range.end
    }

    /// An alias expands to a copy of its anchor's node; a key alias must name a scalar.
    mutating func commitAlias(name: Range<Int>, range: ByteRange, asKey: Bool) throws(ParseError) {
        let nameText = text(name)
        guard let target = anchors[nameText] else {
            throw syntaxError(.yamlUndefinedAlias(name: .text(nameText)), at: range.start)
        }
        guard builder.isComplete(nodeAt: target) else {
            throw unsupportedError(.yamlFeatureRecursiveAlias(name: .text(nameText)), at: range.start)
        }
        lastNodeEnd = range.end
        if asKey {
            guard builder.kind(ofNodeAt: target).isScalar else {
                throw unsupportedError(.yamlFeatureCollectionKeyAlias(name: .text(nameText)), at: range.start)
            }
            builder.addString(range: range, sharingTextOfNodeAt: target)
            try countExpansion(1, at: range.start)
            return
        }
        try countExpansion(builder.appendCopy(ofNodeAt: target, at: range), at: range.start)
    }

    /// A node with no content (`key:`, `- `, a lone tag): null, or an empty string when tagged so.
    /// As a key it must be tagged a string (`!!str : value`); a null key has no JSON equivalent.
    mutating func commitEmpty(at offset: Int, properties: YAMLNodeProperties, asKey: Bool) throws(ParseError) {
        if asKey && properties.tag != .string && properties.tag != .nonSpecific {
            throw unsupportedError(.yamlFeatureNullKey(), at: offset)
        }
        let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        var kind = NodeKind.null
        if let tag = properties.tag {
            guard let resolved = YAMLCoreSchema.resolve(tag, empty) else {
                throw syntaxError(.yamlTagEmptyValue(tag: .text(text(properties.tagRange))), at: properties.tagRange.lowerBound)
            }
            kind = resolved.kind
        }
        registerAnchor(properties)
        builder.addScalar(
            kind, range: ByteRange(at: offset), sourceText: ByteRange(at: offset),
            plain: properties.tag == nil)
        lastNodeEnd = offset
    }

    /// Opens a mapping or sequence, checking its tag and the depth limit.
    mutating func beginCollection(_ kind: NodeKind, properties: YAMLNodeProperties, start: Int) throws(ParseError) {
        guard builder.depth < ParseLimits.maximumDepth else { throw depthLimitError(at: start) }
        if let tag = properties.tag {
            let fits = tag == .nonSpecific || (kind == .object ? tag == .mapping : tag == .sequence)
            guard fits else {
                let what = MessageArgument.message(kind == .object ? .yamlWordAMapping() : .yamlWordASequence())
                throw syntaxError(
                    .yamlTagCannotBeGiven(tag: .text(text(properties.tagRange)), what: what), at: properties.tagRange.lowerBound)
            }
        }
        registerAnchor(properties)
        builder.beginContainer(kind, start: start)
    }

    private mutating func registerAnchor(_ properties: YAMLNodeProperties) {
        guard let name = properties.anchor else { return }
        anchors[text(name)] = builder.nextIndex
    }

    private mutating func countExpansion(_ added: Int, at offset: Int) throws(ParseError) {
        aliasExpansion += added
        guard aliasExpansion <= ParseLimits.maximumAliasExpansion else {
            throw ParseError(.limit, .yamlAliasBomb(count: .number(ParseLimits.maximumAliasExpansion)), at: offset)
        }
    }

    @inline(__always) private func withScalarText<Result>(_ scalar: YAMLToken, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if scalar.isDecoded {
            return scratch.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[scalar.text])) }
        }
        return body(UnsafeBufferPointer(rebasing: bytes[scalar.text]))
    }

    private func scalarText(_ scalar: YAMLToken) -> String {
        withScalarText(scalar) { String(decoding: $0, as: UTF8.self) }
    }
}
