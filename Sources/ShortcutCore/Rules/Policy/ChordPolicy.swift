/// The problems a custom chord can have in its modifiers and key, each owned by exactly one rule.
///
/// Several guidelines can describe the same chord: Control-K lacks Command *and* uses Control;
/// Option-5 types a character *and* depends on the layout. Reporting both would be one problem
/// under two ids, so the problems are ranked and the first that applies (among enabled rules)
/// owns the chord. The order, most specific first:
///
/// 1. `navigation-key`: Tab or an arrow key without Command, outside a `when` scope.
/// 2. `missing-modifier`: no modifier at all (Esc excepted).
/// 3. `control-modifier`: Control anywhere in the chord.
/// 4. `option-types-character`: Option, or Option-Shift, alone with a character key.
/// 5. `prefer-command`: modifiers without Command.
/// 6. `layout-dependent-key`: a modifier other than Command with a digit or punctuation key.
///
/// Inside a `when` scope, Tab and the arrows belong to the view (a canvas moving its selection,
/// the HIG's "holding an arrow key moves the selected item"), so 1, 2 and 5 leave them alone.
///
/// The first stroke of a sequence is judged by all six. Later strokes are pressed while the app
/// holds the sequence open, so they neither type characters nor move focus; only Control (the
/// system still intercepts it) and the layout (the character must exist) are judged there.
public enum ChordProblem: Int, CaseIterable, Sendable {
    case navigationKey, missingModifier, controlModifier, optionTypesCharacter, preferCommand, layoutDependentKey

    public var ruleID: String {
        switch self {
        case .navigationKey: "navigation-key"
        case .missingModifier: "missing-modifier"
        case .controlModifier: "control-modifier"
        case .optionTypesCharacter: "option-types-character"
        case .preferCommand: "prefer-command"
        case .layoutDependentKey: "layout-dependent-key"
        }
    }

    /// Whether the problem describes `chord`, ignoring the others.
    func applies(to chord: Chord, firstStroke: Bool, scoped: Bool) -> Bool {
        let modifiers = chord.modifiers
        let key = chord.key
        switch self {
        case .navigationKey:
            return firstStroke && !scoped && key.movesFocus && !modifiers.contains(.command)
        case .missingModifier:
            return firstStroke && modifiers.isEmpty && key != .escape && !(scoped && key.movesFocus)
        case .controlModifier:
            return modifiers.contains(.control)
        case .optionTypesCharacter:
            return firstStroke && modifiers.contains(.option) && modifiers.isSubset(of: [.option, .shift])
                && key.isCharacterKey
        case .preferCommand:
            return firstStroke && !modifiers.isEmpty && !modifiers.contains(.command) && !(scoped && key.movesFocus)
        case .layoutDependentKey:
            return (key.kind == .digit || key.kind == .punctuation) && !modifiers.subtracting(.command).isEmpty
        }
    }
}

/// Which of the ranked chord problems are enabled in this run, so that turning one rule off hands
/// its chords to the next rule that applies instead of silencing them.
public struct ChordPolicy: Sendable {
    private var enabledMask: UInt8

    public init(enabledRuleIDs: Set<String>) {
        enabledMask = 0
        for problem in ChordProblem.allCases where enabledRuleIDs.contains(problem.ruleID) {
            enabledMask |= 1 << UInt8(problem.rawValue)
        }
    }

    /// The problem that owns `chord`, if any: the first enabled one that applies.
    public func problem(of chord: Chord, firstStroke: Bool, scoped: Bool) -> ChordProblem? {
        var remaining = enabledMask
        while remaining != 0 {
            let bit = remaining.trailingZeroBitCount
            remaining &= remaining - 1
            let problem = ChordProblem(rawValue: bit)!
            if problem.applies(to: chord, firstStroke: firstStroke, scoped: scoped) { return problem }
        }
        return nil
    }

    /// The first stroke of `shortcut` that `problem` owns, if any.
    func stroke(of shortcut: Shortcut, ownedBy problem: ChordProblem, scoped: Bool) -> Int? {
        for (index, chord) in shortcut.chords.enumerated()
        where self.problem(of: chord, firstStroke: index == 0, scoped: scoped) == problem {
            return index
        }
        return nil
    }
}

extension Key {
    static let escape = Key(dataName: "Esc")!
    static let tab = Key(dataName: "Tab")!

    /// Tab moves focus between focus groups and the arrows within one (seed 004).
    var movesFocus: Bool { kind == .arrow || self == .tab }

    /// A key that types a letter, digit or punctuation character when pressed with at most
    /// Shift and Option.
    var isCharacterKey: Bool { kind == .letter || kind == .digit || kind == .punctuation }

    /// Keys whose bare press types a character (WCAG 2.1.4 "character key shortcuts"): the
    /// character keys and the keypad's digits and operators.
    var typesCharacterWhenBare: Bool {
        isCharacterKey || (kind == .keypad && dataName != "KeypadEnter" && dataName != "KeypadClear")
    }
}
