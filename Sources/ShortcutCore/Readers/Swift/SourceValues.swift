/// A text in code (a title): a literal, something computed at run time, or nothing written.
enum SourceText: Equatable, Sendable {
    case literal(String)
    case computed
    case absent

    var literal: String? {
        if case .literal(let text) = self { return text }
        return nil
    }
}

/// Reads titles, keys and modifier masks out of the tokens of an argument or an assigned value
/// (keys and masks in SourceKeys.swift).
struct SourceValues {
    let tokens: SourceTokens
    /// Titles held in local names, once worked out (``SourceScanContext`` sets them).
    var bindings: TextBindings?
    /// The file's top-level constants, which a key or modifier mask may name.
    var constants: FileConstants?

    // MARK: Titles

    /// Calls whose first argument is the text they stand for: localization lookups keyed by
    /// their English text, and SwiftUI's text views.
    private static let textWrappers: Set<String> = [
        "NSLocalizedString", "String", "LocalizedStringKey", "LocalizedStringResource", "Text", "NSString",
        "localizedString",
    ]
    private static let localizedSuffixes: Set<String> = ["localized", "localizedString", "localised"]

    func text(_ argument: SourceArgument) -> SourceText { text(from: argument.first, to: argument.last) }

    /// An app's own localization function or macro, keyed by the English text it is given as a
    /// literal: a name that says so (`AILocalizedString`, `OCLocalizedString`,
    /// `NSLocalizedStringFromTable`, `localizedString`) or a function-like macro, whose names are
    /// upper case (`NLS(@"Show Help")`, R's `#define NLS(S) NSLocalizedString(S, @"")`; `_(…)`).
    static func isLocalizationCall(_ name: String) -> Bool {
        if name.contains("ocaliz") || name.contains("ocalis") { return true }
        return name.utf8.allSatisfy { (0x41...0x5A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x5F } && name.utf8.first != 0x30
    }

    /// A literal (`"Save"`, `@"Save"`), a localization of one (`NSLocalizedString("Save", comment:)`,
    /// `String(localized: "Save")`, `"Save".localized`), or computed.
    func text(from first: Int, to last: Int) -> SourceText {
        guard first <= last else { return .absent }
        if first == last {
            if tokens.kind(first) == .identifier, let bound = bindings?.text(of: tokens.text(first), at: first, in: tokens) {
                return bound
            }
            guard tokens.kind(first) == .string else { return .computed }
            return tokens.stringValue(first).map(SourceText.literal) ?? .computed
        }
        if tokens.kind(first) == .identifier, tokens.kind(first + 1) == .leftParen, tokens.match(first + 1) == last,
            let argument = tokens.arguments(of: first + 1).first, argument.label == nil || argument.label == "localized",
            argument.first == argument.last,
            Self.textWrappers.contains(tokens.text(first))
                || (tokens.kind(argument.first) == .string && Self.isLocalizationCall(tokens.text(first)))
        {
            return text(from: argument.first, to: argument.first)
        }
        if tokens.kind(first) == .string, tokens.kind(first + 1) == .dot, tokens.kind(first + 2) == .identifier,
            Self.localizedSuffixes.contains(tokens.text(first + 2)),
            last == first + 2 || (tokens.kind(first + 3) == .leftParen && tokens.match(first + 3) == last)
        {
            return text(from: first, to: first)
        }
        // `OCLocalizedString("Add account", nil).localized`: a localized text, localized again.
        var end = last
        if tokens.kind(end) == .rightParen, tokens.match(end) == end - 1 { end -= 2 }
        if end - 2 > first, tokens.kind(end) == .identifier, Self.localizedSuffixes.contains(tokens.text(end)),
            tokens.kind(end - 1) == .dot,
            tokens.kind(end - 2) == .rightParen
        {
            return text(from: first, to: end - 2)
        }
        // Objective-C: `[NSString stringWithFormat:…]` and the like are computed.
        return .computed
    }

    // MARK: Names

    /// `.name`, `Type.name`, `Module.Type.name`: the components, with whether it starts with `.`.
    func dottedName(from first: Int, to last: Int) -> (implicit: Bool, names: [String])? {
        guard first <= last else { return nil }
        var index = first
        let implicit = tokens.kind(first) == .dot
        if implicit { index += 1 }
        var names: [String] = []
        while index <= last {
            guard tokens.kind(index) == .identifier else { return nil }
            names.append(tokens.text(index))
            index += 1
            if index <= last {
                guard tokens.kind(index) == .dot else { return nil }
                index += 1
                if index > last { return nil }
            }
        }
        return names.isEmpty ? nil : (implicit, names)
    }

    /// How the code writes what it could not resolve, shortened for a message.
    func excerpt(from first: Int, to last: Int) -> String {
        guard first <= last else { return "" }
        let start = Int(tokens[first].start)
        let end = Int(tokens[last].end)
        var text = String(decoding: tokens.source.bytes[start..<min(end, start + 60)], as: UTF8.self)
        text = String(text.map { $0 == "\n" || $0 == "\r" || $0 == "\t" ? " " : $0 })
        return end - start > 60 ? text + "…" : text
    }

    /// What the code is written against: decides the key constants, the default modifiers and
    /// the platforms.
    enum Framework: Sendable { case swiftUI, uiKit, appKit }
}
