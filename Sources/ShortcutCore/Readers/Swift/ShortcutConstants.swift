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
    private var byName: [String: [Int]] = [:]

    mutating func add(_ constant: Constant) {
        byName[constant.name, default: []].append(constants.count)
        constants.append(constant)
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
        let all = (byName[name] ?? []).filter { shortcuts || constants[$0].kind == .key }
        let candidates: [Int]
        if implicit || names.count > 1 {
            let qualifier = implicit ? nil : names[names.count - 2]
            let type = qualifier == "Self" ? enclosingType : qualifier
            // `.name` is a member of the type expected: KeyboardShortcut's or KeyEquivalent's.
            candidates = all.filter { index in constants[index].type == (type ?? constants[index].typeName) }
            guard !candidates.isEmpty else {
                guard qualifier == nil || qualifier == "KeyboardShortcut" || qualifier == "KeyEquivalent" else { return nil }
                return .unresolved(.dynamic("`\(written)` is a constant this file does not declare"))
            }
        } else {
            let members = all.filter { constants[$0].type != nil && constants[$0].type == enclosingType }
            candidates = members.isEmpty ? all.filter { constants[$0].type == nil } : members
            guard !candidates.isEmpty else { return nil }
        }
        guard candidates.count == 1 else {
            let lines = candidates.map { String(constants[$0].line) }
            return .unresolved(
                .dynamic(
                    "`\(written)` may be any of the values declared on lines \(lines.dropLast().joined(separator: ", ")) and \(lines[lines.count - 1])"
                ))
        }
        constants[candidates[0]].isApplied = true
        let constant = constants[candidates[0]]
        let declared = "`\(written)` is the \(constant.typeName) declared on line \(constant.line), where "
        guard constant.kind == .shortcut else {
            guard case .unresolved(var unresolved) = constant.declaration.key else { return constant.declaration.key }
            unresolved.reason = declared + unresolved.reason
            return .unresolved(unresolved)
        }
        switch SourceValues.chord(constant.declaration.key, constant.declaration.modifiers) {
        case nil:
            return SourceKey.none
        case .success(let chord):
            return .complete(chord.key, chord.modifiers)
        case .failure(var unresolved):
            unresolved.reason = declared + unresolved.reason
            return .unresolved(unresolved)
        }
    }

    /// The shortcut declarations no use resolved to: entries of their own.
    var detached: [SourceScanContext.Declaration] {
        constants.filter { $0.kind == .shortcut && !$0.isApplied }.map {
            var declaration = $0.declaration
            declaration.isDetachedValue = true
            return declaration
        }
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
