/// `KeyboardShortcut` and `KeyEquivalent` values declared under a name and applied in the same
/// file:
///
/// ```swift
/// extension KeyboardShortcut { static let exportAll = KeyboardShortcut("e", modifiers: [.command, .option]) }
/// Button("Export All") { }.keyboardShortcut(.exportAll)
/// ```
///
/// The shortcut is where it is applied: the control there has the title and sits in the menu, so
/// the use becomes the entry and the declaration none. A `KeyboardShortcut` the file never applies
/// is an entry of its own (its use is in another file), marked ``ShortcutEntry/isDetachedValue``;
/// a `KeyEquivalent` is only a key, never an entry.
struct ShortcutConstants {
    struct Constant {
        enum Kind { case shortcut, key }

        var kind: Kind
        var name: String
        /// The type whose body declares it (`KeyboardShortcut` for a static member of an
        /// extension), nil at file level.
        var type: String?
        var line: Int
        /// The declaration as a shortcut (a key constant's modifiers are the use's).
        var declaration: SourceScanContext.Declaration
        /// Applied at least once: not an entry of its own.
        var isApplied = false

        var typeName: String { kind == .shortcut ? "KeyboardShortcut" : "KeyEquivalent" }
    }

    private var constants: [Constant] = []
    /// The constants of each kind by where they are declared and their name (``place(_:_:)``),
    /// so a use finds its candidates in one look-up, however many constants share a name.
    private var shortcutsByPlace: [String: [Int]] = [:]
    private var keysByPlace: [String: [Int]] = [:]

    private static func place(_ type: String?, _ name: String) -> String { (type ?? "") + "\u{0}" + name }

    mutating func add(_ constant: Constant) {
        let place = Self.place(constant.type, constant.name)
        switch constant.kind {
        case .shortcut: shortcutsByPlace[place, default: []].append(constants.count)
        case .key: keysByPlace[place, default: []].append(constants.count)
        }
        constants.append(constant)
    }

    /// The constants named `name` declared in `type` (nil: at file level); key constants only
    /// where a whole shortcut cannot stand.
    private func declared(_ name: String, in type: String?, shortcuts: Bool) -> [Int] {
        let place = Self.place(type, name)
        return Self.joined(shortcuts ? shortcutsByPlace[place] ?? [] : [], keysByPlace[place] ?? [])
    }

    /// Both lists, without copying either when the other is empty (the usual case: a name is one
    /// constant's), so a file using one name many times stays linear.
    private static func joined(_ first: [Int], _ second: [Int]) -> [Int] {
        first.isEmpty ? second : second.isEmpty ? first : first + second
    }

    /// The key a use of a constant stands for (`.exportAll`, `KeyboardShortcut.exportAll`,
    /// `Shortcuts.save`, `saveShortcut`): a shortcut constant's whole chord, a key constant's key,
    /// or an unresolved key that names the declaring line. Nil when the file declares no such
    /// constant and the use does not say it is one. `shortcuts` says whether a whole shortcut may
    /// stand there (`.keyboardShortcut(_:)`) or only a key (`KeyboardShortcut(_:modifiers:)`).
    ///
    /// `.name` is a static member of the type expected there, `Type.name` (`Self.name`) a member of
    /// that type, and a bare `name` a member of the type around the use, else a file-level
    /// constant, as Swift looks them up.
    mutating func key(
        usedAs names: [String], implicit: Bool, written: String, enclosingType: String?, shortcuts: Bool
    ) -> SourceKey? {
        let name = names[names.count - 1]
        let candidates: [Int]
        if implicit {
            // A member of the type expected there: KeyboardShortcut's or KeyEquivalent's.
            candidates = Self.joined(
                shortcuts ? shortcutsByPlace[Self.place("KeyboardShortcut", name)] ?? [] : [],
                keysByPlace[Self.place("KeyEquivalent", name)] ?? [])
        } else if names.count > 1 {
            let qualifier = names[names.count - 2]
            candidates = declared(name, in: qualifier == "Self" ? enclosingType : qualifier, shortcuts: shortcuts)
        } else {
            let members = enclosingType.map { declared(name, in: $0, shortcuts: shortcuts) } ?? []
            candidates = members.isEmpty ? declared(name, in: nil, shortcuts: shortcuts) : members
            guard !candidates.isEmpty else { return nil }
        }
        guard !candidates.isEmpty else {
            let qualifier = implicit ? "KeyboardShortcut" : names[names.count - 2]
            guard qualifier == "KeyboardShortcut" || qualifier == "KeyEquivalent" else { return nil }
            return .unresolved(.dynamic(.unresolvedUndeclaredConstant(name: .text(written))))
        }
        guard candidates.count == 1 else {
            let lines = candidates.prefix(3).sorted().map { String(constants[$0].line) }
            let others = candidates.count - lines.count
            let list: Message =
                others > 0
                ? .unresolvedLinesAndMore(lines: .text(lines.joined(separator: ", ")), count: .number(others))
                : .unresolvedLinesAnd(lines: .text(lines.dropLast().joined(separator: ", ")), last: .text(lines[lines.count - 1]))
            return .unresolved(.dynamic(.unresolvedAmbiguousConstant(name: .text(written), lines: .message(list))))
        }
        constants[candidates[0]].isApplied = true
        let constant = constants[candidates[0]]
        func origin(_ reason: Message) -> Message {
            .unresolvedConstantOrigin(
                name: .text(written), type: .text(constant.typeName), line: .number(constant.line), reason: .message(reason))
        }
        guard constant.kind == .shortcut else {
            guard case .unresolved(var unresolved) = constant.declaration.key else { return constant.declaration.key }
            unresolved.because = origin(unresolved.because)
            return .unresolved(unresolved)
        }
        switch SourceValues.chord(constant.declaration.key, constant.declaration.modifiers) {
        case nil:
            return SourceKey.none
        case .success(let chord):
            return .complete(chord.key, chord.modifiers)
        case .failure(var unresolved):
            unresolved.because = origin(unresolved.because)
            return .unresolved(unresolved)
        }
    }

    /// The shortcut declarations no use resolved to: entries of their own.
    var detached: [SourceScanContext.Declaration] {
        let values = constants.filter { $0.kind == .shortcut && !$0.isApplied }.map(\.declaration)
        let results = functionResults.filter { !appliedFunctions.contains($0.key) }.sorted { $0.key < $1.key }.flatMap(\.value)
        return (values + results).map {
            var declaration = $0
            declaration.isDetachedValue = true
            return declaration
        }
    }

    // MARK: Values a function returns

    /// The `KeyboardShortcut` values each function of the file returns, by its name: Harbour's
    /// `func keyboardShortcut(for action: ContainerAction) -> KeyboardShortcut { switch action {
    /// case .start: KeyboardShortcut("s", modifiers: .command) … } }` (rrroyal/Harbour e56c10c,
    /// Harbour/UI/Components/ContainerContextMenu.swift:89–99).
    private var functionResults: [String: [SourceScanContext.Declaration]] = [:]
    private var appliedFunctions: Set<String> = []

    mutating func add(_ declaration: SourceScanContext.Declaration, returnedBy function: String) {
        functionResults[function, default: []].append(declaration)
    }

    /// What `.keyboardShortcut(function(…))` may apply: every value the function returns (one of
    /// them when the app runs, so each is a shortcut of the use's control); nil for a function that
    /// returns none.
    mutating func results(ofFunction function: String) -> [SourceScanContext.Declaration]? {
        guard let results = functionResults[function] else { return nil }
        appliedFunctions.insert(function)
        return results
    }
}

extension SourceTokens {
    /// The name a value of `type` at `index` through `last` is given: `let save = …`,
    /// `static let save: KeyboardShortcut = …`, or the body of `var save: KeyboardShortcut { … }`
    /// (with or without `return`).
    func constantName(ofValueAt index: Int, through last: Int, type: StaticString) -> String? {
        if let name = assignedName(ofValueAt: index) { return name }
        var open = index - 1
        if isName(open, "return") { open -= 1 }
        guard kind(open) == .leftBrace, match(open) == last + 1, isName(open - 1, type), kind(open - 2) == .colon,
            kind(open - 3) == .identifier, isName(open - 4, "var")
        else { return nil }
        return text(open - 3)
    }
}
