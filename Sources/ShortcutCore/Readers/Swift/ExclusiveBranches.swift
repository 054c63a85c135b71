/// Which declarations can never exist together: those in different branches of one `if` /
/// `else if` / `else` chain, one `switch`, or one `#if` / `#elseif` / `#else` block. Code that
/// declares the same chord in both branches (CodeEdit's `if newWindowing { … ⌃⌘S … } else { …
/// ⌃⌘S … }`) declares one shortcut, which the reader keeps as one entry.
///
/// Statements are found from the brackets alone: an arm is a `{ … }` group whose statement starts
/// with `if` (Swift requires the braces, and no bare trailing closure in a condition) or that
/// follows `else`, or the part of a `switch` body from one `case`/`default` label to the next.
struct ExclusiveBranches {
    /// One branch around a token: the statement (the token of its `if`, `switch` or `#if`) and
    /// which branch of it (the token that opens that branch).
    struct Arm: Equatable, Sendable {
        var conditional: Int
        var arm: Int
    }

    let tokens: SourceTokens
    let regions: PlatformRegions
    /// What each `{` opens, worked out once: a file may hold thousands of shortcuts in one block.
    private var statements: [Int: Statement] = [:]
    /// The `case` and `default` labels of each switch body, in order.
    private var caseLabels: [Int: [Int]] = [:]

    private enum Statement {
        /// A branch of the `if` chain starting at that token.
        case ifBranch(Int)
        case switchBody
        case other
    }

    init(tokens: SourceTokens, regions: PlatformRegions) {
        self.tokens = tokens
        self.regions = regions
    }

    /// How far back a statement's keyword is looked for from its `{`: conditions are short.
    private static let conditionLimit = 256

    /// The branches around the token at `index`: the `#if` blocks and the `if` and `switch`
    /// statements it sits in, innermost first within each kind.
    mutating func arms(at index: Int) -> [Arm] {
        var arms = regions.branches(at: index)
        var child = index
        var enclosing = tokens.parent(index)
        while let brace = enclosing {
            if tokens.kind(brace) == .leftBrace {
                switch statement(openedBy: brace) {
                case .ifBranch(let conditional):
                    arms.append(Arm(conditional: conditional, arm: brace))
                case .switchBody:
                    if let label = caseLabel(before: child, in: brace) { arms.append(Arm(conditional: brace, arm: label)) }
                case .other:
                    break
                }
            }
            child = brace
            enclosing = tokens.parent(brace)
        }
        return arms
    }

    private mutating func statement(openedBy brace: Int) -> Statement {
        if let known = statements[brace] { return known }
        if let conditional = ifChain(openedBy: brace) { return .ifBranch(conditional) }
        let found: Statement = statementKeyword(before: brace).map { tokens.isName($0, "switch") } == true ? .switchBody : .other
        statements[brace] = found
        return found
    }

    /// Two declarations (by their arms) in different branches of one statement.
    static func exclude(_ first: [Arm], _ second: [Arm]) -> Bool {
        first.contains { arm in second.contains { $0.conditional == arm.conditional && $0.arm != arm.arm } }
    }

    /// The `if` token of the chain whose branch the `{` at `brace` opens, if it opens one: the
    /// brace right after `else` (or after `else if …`) continues the chain of the `}` before it;
    /// otherwise the statement must start with `if`. Every brace of the chain walked is
    /// remembered, so a long `else if` chain is walked once.
    private mutating func ifChain(openedBy brace: Int) -> Int? {
        var walked: [Int] = []
        var open = brace
        var conditional: Int?
        while true {
            if let known = statements[open] {
                if case .ifBranch(let start) = known { conditional = start }
                break
            }
            walked.append(open)
            var previousBranchEnd = open - 2
            if !tokens.isName(open - 1, "else") {
                guard let keyword = statementKeyword(before: open), tokens.isName(keyword, "if") else { break }
                guard tokens.isName(keyword - 1, "else") else {
                    conditional = keyword
                    break
                }
                previousBranchEnd = keyword - 2  // `} else if …`
            }
            guard tokens.kind(previousBranchEnd) == .rightBrace, let previous = tokens.match(previousBranchEnd) else { break }
            open = previous
        }
        for walkedBrace in walked where walkedBrace != brace || conditional != nil {
            statements[walkedBrace] = conditional.map { .ifBranch($0) } ?? .other
        }
        return conditional
    }

    /// The nearest statement keyword before the `{` at `brace`, within its statement.
    private func statementKeyword(before brace: Int) -> Int? {
        tokens.keyword(before: brace, limit: Self.conditionLimit, isKeyword: isStatementKeyword)
    }

    private func isStatementKeyword(_ index: Int) -> Bool {
        for keyword: StaticString in ["if", "switch", "guard", "while", "for", "repeat", "do", "catch", "else"]
        where tokens.isName(index, keyword) {
            return true
        }
        return false
    }

    /// The `case` or `default` label of the switch body `brace` that `child` (a direct child of
    /// it, or the bracket group holding the declaration) comes under.
    private mutating func caseLabel(before child: Int, in brace: Int) -> Int? {
        let labels = caseLabels[brace] ?? labels(of: brace)
        caseLabels[brace] = labels
        var (low, high) = (0, labels.count)
        while low < high {
            let middle = (low + high) / 2
            if labels[middle] < child { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? labels[low - 1] : nil
    }

    /// The labels directly inside a switch body, in order.
    private func labels(of brace: Int) -> [Int] {
        guard let close = tokens.match(brace) else { return [] }
        var labels: [Int] = []
        var index = brace + 1
        while index < close {
            if tokens.kind(index).isOpening, let end = tokens.match(index) {
                index = end + 1
                continue
            }
            let isPattern =
                tokens.isName(index - 1, "if") || tokens.isName(index - 1, "guard") || tokens.isName(index - 1, "while")
                || tokens.isName(index - 1, "for") || tokens.kind(index - 1) == .comma
            if !isPattern, tokens.isName(index, "case") || tokens.isName(index, "default") { labels.append(index) }
            index += 1
        }
        return labels
    }
}

extension ExclusiveBranches {
    /// How many branches of one statement are told apart per chord: past that, a repeat is kept
    /// as an entry of its own (a switch with a hundred cases on one chord is not one shortcut).
    private static let branchesPerChord = 8

    private struct Place: Hashable {
        var chord: UInt16
        var conditional: Int
    }

    /// The shortcuts, each one that repeats an earlier one's chord (on a shared platform, in the
    /// same scope) in another branch of the same statement folded into that earlier one (two
    /// branches that build two menus of their own, as Skim's `showHelpMenu` does, declare two
    /// shortcuts, one in each menu): one entry, applying on
    /// the platforms of both, titled by the first that has a title, with the suppressions of both.
    /// Linear: branches are worked out only for chords declared more than once, once per shortcut.
    mutating func foldingAlternatives(
        _ shortcuts: [SourceShortcut], allow: [[Suppression]]
    ) -> [(shortcut: SourceShortcut, allow: [Suppression])] {
        var kept: [(shortcut: SourceShortcut, allow: [Suppression])] = []
        var unplaced: [UInt16: [Int]] = [:]  // kept shortcuts on a chord whose branches are not yet indexed
        var byBranch: [Place: [(arm: Int, kept: Int)]] = [:]
        for (index, shortcut) in shortcuts.enumerated() {
            let chord = shortcut.chord.packed
            guard unplaced[chord] != nil else {
                unplaced[chord] = [kept.count]
                kept.append((shortcut, allow[index]))
                continue
            }
            for other in unplaced[chord] ?? [] {
                for arm in arms(at: kept[other].shortcut.firstToken) {
                    let place = Place(chord: chord, conditional: arm.conditional)
                    let known = byBranch[place, default: []]
                    guard known.count < Self.branchesPerChord, !known.contains(where: { $0.arm == arm.arm }) else { continue }
                    byBranch[place, default: []].append((arm.arm, other))
                }
            }
            unplaced[chord] = []
            let arms = arms(at: shortcut.firstToken)
            let twin = arms.lazy.compactMap { arm in
                byBranch[Place(chord: chord, conditional: arm.conditional)]?.first {
                    $0.arm != arm.arm && kept[$0.kept].shortcut.scope == shortcut.scope
                        && !kept[$0.kept].shortcut.platforms.isDisjoint(with: shortcut.platforms)
                }?.kept
            }.first
            if let twin {
                kept[twin].shortcut.platforms.formUnion(shortcut.platforms)
                if kept[twin].shortcut.title == nil {
                    kept[twin].shortcut.title = shortcut.title
                    kept[twin].shortcut.titleIsComputed = kept[twin].shortcut.titleIsComputed || shortcut.titleIsComputed
                }
                kept[twin].allow += allow[index]
                kept[twin].shortcut.otherDeclarations.append(shortcut.keyRange)
                continue
            }
            unplaced[chord, default: []].append(kept.count)
            kept.append((shortcut, allow[index]))
        }
        return kept
    }
}
