/// Which platforms each token can be compiled for, from the `#if` / `#elseif` / `#else` /
/// `#endif` blocks around it (`#ifdef`, `#elif` in Objective-C). Branches that are never compiled
/// (`#if false`, `#if 0`) left no tokens (SourceLexer+Conditionals.swift); `false` and `0` are
/// read as holding nowhere here too, so `#if false || os(iOS)` is iOS.
///
/// A condition is read three-valued: `os(macOS)` holds exactly on macOS, a condition the reader
/// cannot judge (`DEBUG`, `swift(>=5.9)`) may hold anywhere. A branch covers the platforms where
/// its condition may hold and no earlier branch's condition surely holds, so `#else` after
/// `#if os(macOS)` is everything but macOS, and `#else` after `#if DEBUG` is everything.
struct PlatformRegions: Sendable {
    static let everywhere = PlatformSet(Platform.allCases)

    /// Per token: the platforms it can be compiled for.
    private var sets: [PlatformSet]
    /// Per token: the index of the directive token (`#if`) whose line it is on, or -1.
    private var directiveStarts: [Int32]
    /// Per token: the innermost branch (an index into ``branches``) it is compiled in, or -1.
    private var branchOf: [Int32]
    /// Each branch of an `#if` block: its `#if` token, the directive that opens the branch, and
    /// the branch around the whole block (-1 at the top).
    private var branches: [(conditional: Int32, opener: Int32, outer: Int32)] = []
    var problems: [SourceProblem] = []

    func platforms(at index: Int) -> PlatformSet { sets[index] }
    func isDirective(_ index: Int) -> Bool { directiveStarts[index] >= 0 }
    func directiveStart(of index: Int) -> Int { Int(directiveStarts[index]) }

    /// The `#if` branches around the token, innermost first, as (the block's `#if` token, the
    /// directive that opens the branch): two tokens in different branches of one block are
    /// never compiled together.
    func branches(at index: Int) -> [ExclusiveBranches.Arm] {
        var arms: [ExclusiveBranches.Arm] = []
        var branch = branchOf[index]
        while branch >= 0 {
            let found = branches[Int(branch)]
            arms.append(ExclusiveBranches.Arm(conditional: Int(found.conditional), arm: Int(found.opener)))
            branch = found.outer
        }
        return arms
    }

    init(_ tokens: SourceTokens) { self.init(tokens, perToken: true) }

    /// The problems of the `#if` blocks alone (an `#endif` without an `#if`, an `#if` never closed),
    /// for a file the scanners do not read (``ShortcutAnchors``): the same walk, without the
    /// per-token tables or reading any condition.
    static func problems(of tokens: SourceTokens) -> [SourceProblem] { PlatformRegions(tokens, perToken: false).problems }

    private init(_ tokens: SourceTokens, perToken: Bool) {
        let count = perToken ? tokens.count : 0
        sets = [PlatformSet](repeating: Self.everywhere, count: count)
        directiveStarts = [Int32](repeating: -1, count: count)
        branchOf = [Int32](repeating: -1, count: count)
        var frames: [Frame] = []
        var current = Self.everywhere
        var branch: Int32 = -1
        let all = tokens.tokens
        var index = 0
        while index < all.count {
            guard all[index].kind == .pound, let directive = Directive(tokens, index) else {
                if perToken {
                    sets[index] = current
                    branchOf[index] = branch
                }
                index += 1
                continue
            }
            // The directive and its condition: the rest of the line.
            var end = index + 1
            while end < all.count, !all[end].flags.contains(.startsLine) { end += 1 }
            for position in index..<end where perToken {
                directiveStarts[position] = Int32(index)
                sets[position] = current
            }
            let condition = { perToken ? Condition.parse(tokens, from: index + 1, to: end, directive: directive) : .unknown }
            switch directive {
            case .if, .ifdef, .ifndef:
                let parsed = condition()
                frames.append(
                    Frame(start: index, outer: current, outerBranch: branch, remaining: Self.everywhere.subtracting(parsed.surely)))
                current = current.intersection(parsed.maybe)
                branch = Self.open(&branches, frames[frames.count - 1], at: index)
            case .elseif:
                guard var frame = frames.popLast() else { break }
                let parsed = condition()
                current = frame.outer.intersection(frame.remaining).intersection(parsed.maybe)
                frame.remaining.subtract(parsed.surely)
                frames.append(frame)
                branch = Self.open(&branches, frame, at: index)
            case .else:
                guard let frame = frames.last else { break }
                current = frame.outer.intersection(frame.remaining)
                frames[frames.count - 1].remaining = []
                branch = Self.open(&branches, frame, at: index)
            case .endif:
                guard let frame = frames.popLast() else {
                    problems.append(SourceProblem(.sourceEndifWithoutIf(), range: tokens[index].range))
                    break
                }
                current = frame.outer
                branch = frame.outerBranch
            }
            index = end
        }
        // A literal or comment that never ends after the `#if` may have swallowed its `#endif`.
        if let unclosed = frames.first, tokens.brokenLiteral.map({ $0 < Int(tokens[unclosed.start].start) }) ?? true {
            problems.append(SourceProblem(.sourceIfNeverClosed(), range: tokens[unclosed.start].range))
        }
    }

    /// A new branch of `frame`'s block, opened by the directive at `index`.
    private static func open(_ branches: inout [(conditional: Int32, opener: Int32, outer: Int32)], _ frame: Frame, at index: Int) -> Int32
    {
        branches.append((Int32(frame.start), Int32(index), frame.outerBranch))
        return Int32(branches.count - 1)
    }

    private struct Frame {
        var start: Int
        var outer: PlatformSet
        /// The branch around the block.
        var outerBranch: Int32
        /// Where no earlier branch's condition surely holds.
        var remaining: PlatformSet
    }

    private enum Directive {
        case `if`, ifdef, ifndef, elseif, `else`, endif

        init?(_ tokens: SourceTokens, _ index: Int) {
            switch true {
            case tokens.isName(index, "#if"): self = .if
            case tokens.isName(index, "#ifdef"): self = .ifdef
            case tokens.isName(index, "#ifndef"): self = .ifndef
            case tokens.isName(index, "#elseif"), tokens.isName(index, "#elif"): self = .elseif
            case tokens.isName(index, "#else"): self = .else
            case tokens.isName(index, "#endif"): self = .endif
            default: return nil
            }
        }
    }

    /// Where a condition may hold and where it surely holds.
    private struct Condition {
        var maybe: PlatformSet
        var surely: PlatformSet

        static let unknown = Condition(maybe: PlatformRegions.everywhere, surely: [])

        static func exactly(_ platforms: PlatformSet) -> Condition { Condition(maybe: platforms, surely: platforms) }

        var negated: Condition {
            Condition(maybe: PlatformRegions.everywhere.subtracting(surely), surely: PlatformRegions.everywhere.subtracting(maybe))
        }

        static func parse(_ tokens: SourceTokens, from start: Int, to end: Int, directive: Directive) -> Condition {
            // `#ifdef NAME` says whether a macro is defined: nothing the reader can judge.
            if directive == .ifdef || directive == .ifndef { return .unknown }
            var parser = ConditionParser(tokens: tokens, index: start, end: end)
            let condition = parser.expression(depth: 0)
            return parser.index == end ? condition : .unknown
        }
    }

    /// `a || b && !c`, with `os(…)`, `canImport(…)`, `targetEnvironment(…)`, `TARGET_OS_…`
    /// and parentheses; anything else is unknown.
    private struct ConditionParser {
        let tokens: SourceTokens
        var index: Int
        let end: Int

        mutating func expression(depth: Int) -> Condition {
            var result = conjunction(depth: depth)
            while index < end, tokens.isOperator(index, "||") {
                index += 1
                let right = conjunction(depth: depth)
                result = Condition(maybe: result.maybe.union(right.maybe), surely: result.surely.union(right.surely))
            }
            return result
        }

        mutating func conjunction(depth: Int) -> Condition {
            var result = unary(depth: depth)
            while index < end, tokens.isOperator(index, "&&") {
                index += 1
                let right = unary(depth: depth)
                result = Condition(
                    maybe: result.maybe.intersection(right.maybe), surely: result.surely.intersection(right.surely))
            }
            return result
        }

        mutating func unary(depth: Int) -> Condition {
            guard index < end, depth < 64 else {
                index = end
                return .unknown
            }
            if tokens.isOperator(index, "!") {
                index += 1
                return unary(depth: depth + 1).negated
            }
            var result = Condition.unknown
            if tokens.kind(index) == .leftParen, let close = tokens.match(index), close < end {
                index += 1
                result = expression(depth: depth + 1)
                index = close + 1
            } else if tokens.kind(index) == .identifier {
                result = atom()
            } else if tokens.kind(index) == .number {
                // `#if 0`, `#if 1`: the lexer skipped the branches that are never compiled.
                let digits = tokens.text(index)
                if digits.allSatisfy({ $0 == "0" }) {
                    result = .exactly([])
                } else if digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) {
                    result = .exactly(PlatformRegions.everywhere)
                }
                index += 1
            } else {
                index += 1
            }
            // `TARGET_OS_IOS == 1`, `swift(>=5)`-like comparisons: not judged.
            if index < end, tokens.kind(index) == .operator, !tokens.isOperator(index, "&&"), !tokens.isOperator(index, "||") {
                index = min(index + 2, end)
                return .unknown
            }
            return result
        }

        /// `name` or `name(argument)`.
        mutating func atom() -> Condition {
            let name = tokens.text(index)
            index += 1
            var argument: String?
            if tokens.kind(index) == .leftParen, let close = tokens.match(index), close < end {
                if close == index + 2, tokens.kind(index + 1) == .identifier { argument = tokens.text(index + 1) }
                index = close + 1
            }
            switch (name, argument) {
            case ("false", nil): return .exactly([])
            case ("true", nil) where tokens.language == .swift: return .exactly(PlatformRegions.everywhere)
            case ("os", let platform?): return .exactly(Self.os[platform] ?? [])
            case ("canImport", let module?): return Self.modules[module].map { .exactly($0) } ?? .unknown
            case ("targetEnvironment", "macCatalyst"): return .exactly(PlatformSet(.macOS))
            case (_, nil): return Self.targetMacros[name].map { .exactly($0) } ?? .unknown
            default: return .unknown
            }
        }

        static let os: [String: PlatformSet] = [
            "macOS": PlatformSet(.macOS), "OSX": PlatformSet(.macOS), "iOS": PlatformSet([.iOS, .iPadOS]),
            "tvOS": PlatformSet(.tvOS), "watchOS": PlatformSet(.watchOS), "visionOS": PlatformSet(.visionOS),
            "xrOS": PlatformSet(.visionOS),
        ]

        static let modules: [String: PlatformSet] = [
            "AppKit": PlatformSet(.macOS), "Cocoa": PlatformSet(.macOS),
            "UIKit": PlatformSet([.iOS, .iPadOS, .tvOS, .visionOS]), "WatchKit": PlatformSet(.watchOS),
        ]

        /// Objective-C's `TargetConditionals.h` macros.
        static let targetMacros: [String: PlatformSet] = [
            "TARGET_OS_OSX": PlatformSet(.macOS), "TARGET_OS_MACCATALYST": PlatformSet(.macOS),
            "TARGET_OS_IPHONE": PlatformSet([.iOS, .iPadOS, .tvOS, .visionOS, .watchOS]),
            "TARGET_OS_IOS": PlatformSet([.iOS, .iPadOS]), "TARGET_OS_TV": PlatformSet(.tvOS),
            "TARGET_OS_WATCH": PlatformSet(.watchOS), "TARGET_OS_VISION": PlatformSet(.visionOS),
        ]
    }
}
