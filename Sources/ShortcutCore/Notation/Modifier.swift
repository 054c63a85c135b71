/// A modifier key. The raw values give the HIG's listing order: Control, Option, Shift, Command
/// (then Globe/fn, which only the system's own shortcuts use).
public enum Modifier: UInt8, CaseIterable, Comparable, Sendable {
    case control, option, shift, command, function

    /// The name the HIG prints (`Shift-Command-P`).
    public var name: String {
        switch self {
        case .control: "Control"
        case .option: "Option"
        case .shift: "Shift"
        case .command: "Command"
        case .function: "Globe"
        }
    }

    /// The menu symbol (`⇧⌘P`).
    public var symbol: String {
        switch self {
        case .control: "⌃"
        case .option: "⌥"
        case .shift: "⇧"
        case .command: "⌘"
        case .function: "🌐"
        }
    }

    /// The name used in `Resources/reserved.json`.
    public var dataName: String {
        switch self {
        case .control: "control"
        case .option: "option"
        case .shift: "shift"
        case .command: "command"
        case .function: "fn"
        }
    }

    public init?(dataName: String) {
        guard let match = Modifier.allCases.first(where: { $0.dataName == dataName }) else { return nil }
        self = match
    }

    public static func < (lhs: Modifier, rhs: Modifier) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A set of modifiers in one byte, so a chord packs into 16 bits.
public struct ModifierSet: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public init(_ modifier: Modifier) { self.init(rawValue: 1 << modifier.rawValue) }

    public init<S: Sequence>(_ modifiers: S) where S.Element == Modifier {
        self.init(rawValue: modifiers.reduce(0) { $0 | 1 << $1.rawValue })
    }

    public static let control = ModifierSet(.control)
    public static let option = ModifierSet(.option)
    public static let shift = ModifierSet(.shift)
    public static let command = ModifierSet(.command)
    public static let function = ModifierSet(.function)

    /// The members in HIG order.
    public var ordered: [Modifier] { Modifier.allCases.filter { contains(ModifierSet($0)) } }

    public func contains(_ modifier: Modifier) -> Bool { contains(ModifierSet(modifier)) }
}
