/// The chord notation parser on arbitrary text. What parses must render, and rendering is a fixed
/// point: the HIG text and the symbols of a shortcut both read back to the same shortcut.
/// An error must point inside the text.
enum FuzzTarget: FuzzTargetKind {
    static var builtInSeeds: [[UInt8]] {
        // Every spelling of every key (KeyCatalog is internal: this file is compiled into the
        // same module as ShortcutCore), alone and behind each kind of modifier notation.
        var texts = BuiltInSeeds.reservedChords
        for key in KeyCatalog.keys {
            let names = [key.dataName] + (key.displayName.map { [$0] } ?? []) + key.aliases
            for name in names where !name.hasPrefix("|") {
                texts += [name, "Command-\(name)", "⇧⌘\(name)", "cmd+shift+\(name)"]
            }
        }
        return texts.map { Array($0.utf8) }
    }

    static func test(_ input: [UInt8]) {
        let text = String(decoding: input, as: UTF8.self)
        let length = text.utf8.count
        switch ShortcutNotation.parse(text) {
        case .failure(let error):
            require(
                error.offset >= 0 && error.length >= 0 && error.offset + error.length <= length,
                "error at \(error.offset)+\(error.length) outside a text of \(length) bytes")
            require(error.column >= 1, "error column \(error.column) < 1")
            _ = error.description
        case .success(let parsed):
            let shortcut = parsed.shortcut
            require(shortcut.count >= 1 && shortcut.count <= Shortcut.maximumLength, "\(shortcut.count) chords")
            require(parsed.written.count == shortcut.count, "\(parsed.written.count) written chords for \(shortcut.count)")
            for written in parsed.written {
                require(
                    0 <= written.range.lowerBound && written.range.upperBound <= length, "chord range \(written.range) in \(length) bytes")
                require(
                    written.range.contains(written.keyRange.lowerBound) && written.keyRange.upperBound <= written.range.upperBound,
                    "key range \(written.keyRange) outside chord range \(written.range)")
            }
            _ = parsed.display
            for rendering in [shortcut.higText, shortcut.symbols] {
                switch ShortcutNotation.parse(rendering) {
                case .success(let again):
                    require(
                        again.shortcut == shortcut,
                        "\(text.debugDescription) renders as \(rendering.debugDescription), which reads as \(again.shortcut.higText.debugDescription)"
                    )
                case .failure(let error):
                    fatalError("\(text.debugDescription) renders as \(rendering.debugDescription), which does not parse: \(error)")
                }
            }
        }
    }
}
