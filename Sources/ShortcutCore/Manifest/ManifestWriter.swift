/// Writes an ``ExtractedManifest`` as a YAML manifest in its normal form: `app`, `kind` (a game's or an agent's),
/// `platforms`, then one entry per shortcut with the fields a person would write, in the order
/// ``ManifestDecoder/EntryField`` declares them (`key` in HIG text, `menu` as `A > B`, `platforms`
/// where they differ from the manifest's, a suppression's reason after `allow`). A comment above
/// each entry names the file and line it was read from; what could not be extracted is listed in
/// comments at the end. Linted, the manifest gives the findings its
/// files gave (the README's "Extracting a manifest" says where it cannot).
package enum ManifestWriter {
    package static func yaml(_ manifest: ExtractedManifest) -> String {
        var lines = header(manifest)
        if let app = manifest.app { lines.append("app: " + YAMLScalarWriter.block(app)) }
        if manifest.kind != .app { lines.append("kind: " + manifest.kind.rawValue) }
        if !manifest.platforms.isEmpty { lines.append("platforms: " + platformList(manifest.platforms)) }
        if manifest.entries.isEmpty {
            lines.append("shortcuts: []")
        } else {
            lines.append("shortcuts:")
            var ids: Set<String> = []
            for item in manifest.entries { lines += entry(item, manifestPlatforms: manifest.platforms, ids: &ids) }
        }
        if !manifest.notes.isEmpty {
            lines.append("")
            lines.append("# Not extracted, or not checked (as `shortcut-lint lint` reports them):")
            for note in manifest.notes {
                lines.append("#   " + comment("\(note.file):\(note.location.line):\(note.location.column): \(note.message)"))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static let emptyHeader = "# No keyboard shortcuts were found."
    private static let headerMark = ", extracted by shortcut-lint from "

    /// Whether `bytes` are what ``yaml(_:)`` wrote (its first line, after a stream's `---`): a
    /// later `extract` of the same folder must not read an earlier one's output as a manifest.
    package static func isExtracted(_ bytes: [UInt8]) -> Bool {
        var text = bytes.prefix(4_096)
        if text.starts(with: Array("---\n".utf8)) { text = text.dropFirst(4) }
        let firstLine = String(decoding: text.prefix { $0 != 0x0A }, as: UTF8.self)
        return firstLine == emptyHeader || (firstLine.hasPrefix("# The keyboard shortcuts") && firstLine.contains(headerMark))
    }

    private static func header(_ manifest: ExtractedManifest) -> [String] {
        let count = manifest.files.count
        guard count > 0 else { return [emptyHeader] }
        let whose = manifest.name.map { " of \($0)" } ?? ""
        var lines = ["# The keyboard shortcuts\(whose)\(headerMark)\(count) file\(count == 1 ? "" : "s"):"]
        lines += manifest.files.map { "#   " + comment($0) }
        if !manifest.localizedCopies.isEmpty {
            lines.append("# Localized copies, not extracted (`shortcut-lint lint` checks each as its language's menu):")
            lines += manifest.localizedCopies.map {
                "#   " + comment("\($0.file) (\(MessageCatalogue.english.render($0.language.displayName)))")
            }
        }
        lines.append("# Each entry's comment names the file and line of its key.")
        return lines
    }

    private static func entry(_ item: ExtractedManifest.Entry, manifestPlatforms: PlatformSet, ids: inout Set<String>) -> [String] {
        let entry = item.entry
        var remarks: [String] = []
        if entry.isAlternate { remarks.append("an alternate item, shown in place of the one above while its modifier is held") }
        if entry.title == nil { remarks.append(missingTitle(entry)) }
        if !item.otherLines.isEmpty {
            let lines = item.otherLines.map(String.init).joined(separator: ", ")
            remarks.append(
                "also declared at line\(item.otherLines.count == 1 ? "" : "s") \(lines), in another branch of the same `if`, `switch` or `#if`"
            )
        }
        var fields: [(String, String)] = []
        for field in ManifestDecoder.EntryField.allCases {
            if let value = value(of: field, in: entry, manifestPlatforms: manifestPlatforms, ids: &ids, remarks: &remarks) {
                fields.append((field.name, value))
            }
        }
        var lines = ["  # from " + comment("\(item.file):\(item.location.line)" + remarks.map { ", " + $0 }.joined())]
        for (index, field) in fields.enumerated() {
            lines.append((index == 0 ? "  - " : "    ") + field.0 + ": " + field.1)
        }
        return lines
    }

    /// What the entry's `field` is written as, or nil to leave the field out: an absent value, a
    /// flag that is off, platforms that are the manifest's, an id an earlier entry has.
    private static func value(
        of field: ManifestDecoder.EntryField, in entry: ShortcutEntry, manifestPlatforms: PlatformSet, ids: inout Set<String>,
        remarks: inout [String]
    ) -> String? {
        switch field.value {
        case .text(let property), .located(let property, _): return entry[keyPath: property].map(YAMLScalarWriter.block)
        case .flag(let property): return entry[keyPath: property] ? "true" : nil
        case .own: break
        }
        switch field {
        case .id:
            guard let id = entry.id else { return nil }
            if ids.insert(id).inserted { return YAMLScalarWriter.block(id) }
            remarks.append("its id '\(id)' is an earlier entry's")
            return nil
        case .title: return entry.title.map(YAMLScalarWriter.block) ?? "null"
        case .key: return YAMLScalarWriter.block(entry.key?.shortcut.higText ?? entry.keyText ?? "")
        case .menu: return entry.menu.flatMap { $0.components.isEmpty ? nil : YAMLScalarWriter.block($0.text) }
        case .when: return entry.when.map(YAMLScalarWriter.block)
        case .platforms: return entry.platforms != manifestPlatforms && !entry.platforms.isEmpty ? platformList(entry.platforms) : nil
        case .allow:
            guard !entry.allow.isEmpty else { return nil }
            var value = YAMLScalarWriter.flowSequence(entry.allow.map(\.ruleID))
            let reasons = entry.allow.compactMap(\.reason).filter { !$0.isEmpty }
            if !reasons.isEmpty { value += "  # reason: " + comment(reasons.joined(separator: "; ")) }
            return value
        default: return nil
        }
    }

    /// Why an entry has no title, as the code says it: computed when the app runs, given where a
    /// `KeyboardShortcut` value is applied in another file, or not written at all (a
    /// `UIKeyCommand(input:modifierFlags:action:)`).
    private static func missingTitle(_ entry: ShortcutEntry) -> String {
        if entry.titleIsComputed { return "its title is computed when the app runs: write it here" }
        if entry.isDetachedValue { return "a KeyboardShortcut value whose title is where another file applies it: write it here" }
        return "it has no title in the code (`title: null`): give it one here if it should have a menu title"
    }

    private static func platformList(_ platforms: PlatformSet) -> String {
        "[" + platforms.platforms.map(\.rawValue).joined(separator: ", ") + "]"
    }

    /// Text for one comment line: no line break or control character may end the comment early
    /// or reach a terminal raw.
    private static func comment(_ text: String) -> String {
        TerminalText.escaped(text)
    }
}
