/// What a key argument stands for (keys and modifier masks as code writes them, and the chord
/// they make, are read by the extension of ``SourceValues`` below).
enum SourceKey: Equatable, Sendable {
    /// An empty key equivalent: no shortcut.
    case none
    /// A character (`"k"`, `"\u{F700}"`); the modifiers may turn it into a keypad key.
    case character(Unicode.Scalar)
    /// A named constant (`.upArrow`, `UIKeyCommand.inputEscape`), Shift included for back-tab.
    case named(Key, shift: Bool)
    /// A whole shortcut (`.defaultAction` is Return alone); modifiers written with it do not apply.
    case complete(Key, ModifierSet)
    /// Not checkable; the reason says why.
    case unresolved(Unresolved)
}

/// Why a shortcut in code cannot be checked: computed at run time (dynamic), or written with a
/// key or modifier the rules do not model.
struct Unresolved: Error, Equatable, Sendable {
    /// Why, in the catalogues' terms (`unresolved.*`).
    var because: Message
    var isDynamic: Bool

    /// Why, in English.
    var reason: String { MessageCatalogue.english.render(because) }

    static func dynamic(_ reason: Message) -> Unresolved { Unresolved(because: reason, isDynamic: true) }
    static func unsupported(_ reason: Message) -> Unresolved { Unresolved(because: reason, isDynamic: false) }

    /// The finding's message: "dynamic shortcut, not checked: the key `k` is computed at run time".
    var wording: Message { isDynamic ? .unresolvedDynamic(reason: .message(because)) : .unresolvedNotChecked(reason: .message(because)) }

    /// The finding's message in English.
    var message: String { MessageCatalogue.english.render(wording) }
}

/// What a modifier argument stands for.
struct SourceModifiers: Equatable, Sendable {
    var set: ModifierSet
    /// `.numericPad`: the key is on the keypad.
    var numericPad = false
    /// Why the modifiers cannot be checked, when they cannot.
    var unresolved: Unresolved?
}

extension SourceValues {
    // MARK: Keys

    /// The key an argument names: a one-character literal, or the framework's named constant.
    func key(from first: Int, to last: Int, framework: Framework, depth: Int = 0) -> SourceKey {
        guard first <= last else { return .unresolved(.unsupported(.unresolvedNoKey())) }
        if first == last, depth == 0, tokens.kind(first) == .identifier, let value = constants?.value(of: tokens.text(first)) {
            return key(from: value.lowerBound, to: value.upperBound, framework: framework, depth: 1)
        }
        if first == last, tokens.kind(first) == .string {
            guard let value = tokens.stringValue(first) else {
                return .unresolved(.dynamic(.unresolvedKeyComputed(code: .text(excerpt(from: first, to: last)))))
            }
            return Self.key(literal: value)
        }
        if first == last, tokens.isName(first, "nil") { return .none }
        if let (implicit, names) = dottedName(from: first, to: last) {
            return named(names, implicit: implicit, framework: framework, first: first, last: last)
        }
        // `KeyEquivalent("k")`, `Character("k")`.
        if tokens.kind(first) == .identifier, ["KeyEquivalent", "Character"].contains(tokens.text(first)),
            tokens.kind(first + 1) == .leftParen, tokens.match(first + 1) == last,
            let argument = tokens.arguments(of: first + 1).first, argument.label == nil
        {
            return key(from: argument.first, to: argument.last, framework: framework)
        }
        if framework == .appKit, let key = appKitCharacter(from: first, to: last) { return key }
        return .unresolved(.dynamic(.unresolvedKeyComputed(code: .text(excerpt(from: first, to: last)))))
    }

    static func key(literal value: String) -> SourceKey {
        guard !value.isEmpty else { return .none }
        let scalars = value.unicodeScalars
        guard value.count == 1, scalars.count == 1, let scalar = scalars.first else {
            return .unresolved(.unsupported(.unresolvedMoreThanOneKey(value: .text(printable(value).forMessage))))
        }
        return .character(scalar)
    }

    private func named(_ names: [String], implicit: Bool, framework: Framework, first: Int, last: Int) -> SourceKey {
        let name = names[names.count - 1]
        let qualifier = names.dropLast().last
        switch framework {
        case .swiftUI:
            if implicit || qualifier == "KeyEquivalent", let dataName = SourceKeyVocabulary.swiftUIKeys[name],
                let key = Key(dataName: dataName)
            {
                return .named(key, shift: false)
            }
            if implicit || qualifier == "KeyboardShortcut" {
                if name == "defaultAction", let key = Key(dataName: "Return") { return .complete(key, []) }
                if name == "cancelAction", let key = Key(dataName: "Esc") { return .complete(key, []) }
            }
        case .uiKit:
            if qualifier == "UIKeyCommand" || names.count == 1, let dataName = SourceKeyVocabulary.uiKitInputs[name],
                let key = Key(dataName: dataName)
            {
                return .named(key, shift: false)
            }
        case .appKit:
            if let key = appKitCharacter(from: first, to: last) { return key }
        }
        return .unresolved(.dynamic(.unresolvedKeyComputed(code: .text(excerpt(from: first, to: last)))))
    }

    /// Identifiers that may wrap an AppKit key constant without changing it.
    private static let characterWrappers: Set<String> = [
        "String", "Character", "UnicodeScalar", "Unicode", "Scalar", "unichar", "Int", "UInt16", "UInt32", "format",
        "utf16CodeUnits", "count", "NSString", "stringWithFormat", "stringWithCharacters", "length", "NSEvent",
        "SpecialKey", "unicodeScalar", "rawValue", "init", "as",
    ]

    /// `String(Character(UnicodeScalar(NSUpArrowFunctionKey)!))`, `String(format: "%C", NSF5FunctionKey)`,
    /// `[NSString stringWithFormat:@"%C", NSDeleteCharacter]`, `NSEvent.SpecialKey.home.unicodeScalar`:
    /// exactly one AppKit key name, wrapped in conversions only.
    private func appKitCharacter(from first: Int, to last: Int) -> SourceKey? {
        var found: SourceKey?
        for index in first...last where tokens.kind(index) == .identifier {
            let name = tokens.text(index)
            let afterDot = tokens.kind(index - 1) == .dot
            var key: SourceKey?
            if SourceKeyVocabulary.backTabNames.contains(name), let tab = Key(dataName: "Tab") {
                key = .named(tab, shift: true)
            } else if name.hasPrefix("NS") || afterDot, let dataName = SourceKeyVocabulary.appKitCharacters[name],
                let named = Key(dataName: dataName)
            {
                key = .named(named, shift: false)
            }
            if let key {
                guard found == nil else { return nil }
                found = key
            } else if !Self.characterWrappers.contains(name) {
                return nil
            }
        }
        return found
    }

    // MARK: Modifiers

    /// `[.command, .shift]`, `.command`, `[]`, `NSEvent.ModifierFlags.command`, or Objective-C's
    /// `NSEventModifierFlagCommand | NSEventModifierFlagShift` (and `0`).
    func modifiers(from first: Int, to last: Int, depth: Int = 0) -> SourceModifiers {
        var result = SourceModifiers(set: [])
        var (first, last) = (first, last)
        while first < last, tokens.kind(first) == .leftParen, tokens.match(first) == last { (first, last) = (first + 1, last - 1) }
        guard first <= last else { return result }
        var parts: [(first: Int, last: Int)] = []
        if tokens.kind(first) == .leftBracket, tokens.match(first) == last {
            parts = tokens.elements(of: first).map { ($0.first, $0.last) }
        } else {
            var start = first
            var index = first
            while index <= last {
                if tokens.isOperator(index, "|") {
                    parts.append((start, index - 1))
                    start = index + 1
                }
                index = tokens.skipGroup(index)
            }
            parts.append((start, last))
        }
        for part in parts {
            // A part in parentheses, as in `(NSEventModifierFlagCommand | NSEventModifierFlagShift)`.
            var part = part
            while tokens.kind(part.first) == .leftParen, tokens.match(part.first) == part.last { part = (part.first + 1, part.last - 1) }
            // A C cast, as in `(UIKeyModifierFlags)0`.
            if tokens.kind(part.first) == .leftParen, let close = tokens.match(part.first), close < part.last, close == part.first + 2,
                tokens.kind(part.first + 1) == .identifier
            {
                part.first = close + 1
            }
            if isNoModifier(from: part.first, to: part.last) { continue }
            // A constant of the file: its value's modifiers.
            if part.first == part.last, depth == 0, tokens.kind(part.first) == .identifier,
                let value = constants?.value(of: tokens.text(part.first))
            {
                let named = modifiers(from: value.lowerBound, to: value.upperBound, depth: 1)
                guard named.unresolved == nil else {
                    result.unresolved = named.unresolved
                    return result
                }
                result.set.formUnion(named.set)
                result.numericPad = result.numericPad || named.numericPad
                continue
            }
            guard let name = dottedName(from: part.first, to: part.last)?.names.last, let word = SourceKeyVocabulary.modifierWords[name]
            else {
                result.unresolved = .dynamic(.unresolvedModifiersComputed(code: .text(excerpt(from: first, to: last))))
                return result
            }
            switch word {
            case .modifier(let modifier): result.set.insert(ModifierSet(modifier))
            case .numericPad: result.numericPad = true
            case .capsLock:
                result.unresolved = .unsupported(.unresolvedCapsLock(name: .text(name)))
                return result
            case .unsupported:
                result.unresolved = .unsupported(.unresolvedUnknownModifier(name: .text(name)))
                return result
            }
        }
        return result
    }

    /// The empty set written as a value: `0`, `kNilOptions`, `UIKeyModifierFlags(rawValue: 0)`,
    /// `NSEvent.ModifierFlags()`, `.init(rawValue: 0)` (MUDRammer's `modifierFlags:kNilOptions`,
    /// ownCloud's `modifierFlags: UIKeyModifierFlags(rawValue: 0)`).
    private func isNoModifier(from first: Int, to last: Int) -> Bool {
        if first == last {
            return (tokens.kind(first) == .number && tokens.text(first) == "0") || tokens.isName(first, "kNilOptions")
        }
        // `Type(rawValue: 0)`, `Type()`, `.init(rawValue: 0)`: a flag set's initializer with nothing set.
        guard tokens.kind(last) == .rightParen, let open = tokens.match(last), open > first,
            let (_, names) = dottedName(from: first, to: open - 1),
            names.last == "init" || names.last.map({ $0.hasSuffix("ModifierFlags") || $0 == "EventModifiers" }) == true
        else { return false }
        if open + 1 == last { return true }
        let arguments = tokens.arguments(of: open)
        return arguments.count == 1 && arguments[0].label == "rawValue" && arguments[0].first == arguments[0].last
            && tokens.kind(arguments[0].first) == .number && tokens.text(arguments[0].first) == "0"
    }

    // MARK: Chords

    /// The chord a key and modifiers make; nil for no shortcut, or why it cannot be checked.
    static func chord(_ key: SourceKey, _ modifiers: SourceModifiers) -> Result<Chord, Unresolved>? {
        switch key {
        case .none:
            return nil
        case .unresolved(let unresolved):
            return .failure(unresolved)
        case .complete(let key, let set):
            return .success(Chord(key: key, modifiers: set))
        case .named(let named, let shift):
            if let unresolved = modifiers.unresolved { return .failure(unresolved) }
            return .success(Chord(key: named, modifiers: shift ? modifiers.set.union(.shift) : modifiers.set))
        case .character(let scalar):
            if let unresolved = modifiers.unresolved { return .failure(unresolved) }
            if modifiers.numericPad, let keypad = SourceKeyVocabulary.keypadKey(for: scalar) {
                return .success(Chord(key: keypad, modifiers: modifiers.set))
            }
            guard let (found, shift) = SourceKeyVocabulary.key(for: scalar) else {
                return .failure(
                    .unsupported(.unresolvedOffLayout(character: .text(printable(String(Character(scalar)))))))
            }
            return .success(Chord(key: found, modifiers: shift ? modifiers.set.union(.shift) : modifiers.set))
        }
    }

    /// Control and private-use characters as `U+F700`, the rest as they are.
    static func printable(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            scalar.value < 0x20 || scalar.value == 0x7F || (0xE000...0xF8FF).contains(scalar.value)
                ? "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4) : String(scalar)
        }.joined()
    }
}
extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
