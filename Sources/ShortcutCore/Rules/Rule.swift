/// A check over one manifest. Adding a rule = one file conforming to this protocol, plus one
/// line in ``RuleCatalog/all``.
///
/// A rule is a value: `init()` gives it its default options, ``configure(_:)`` applies a user's
/// options from the config file, and ``check(_:)`` reports findings for one manifest.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }

    init()

    /// Applies options from configuration; throws a message naming the bad option.
    mutating func configure(_ options: RuleOptionValues) throws(RuleOptionError)

    func check(_ context: LintContext) -> [Finding]

    /// Whether the linter attaches free chords to this rule's findings. Conforming to
    /// ``OffersChordSuggestions`` sets it; a requirement rather than an `is` test, because the
    /// first dynamic protocol cast scans every conformance in the binary (half a millisecond,
    /// a tenth of a small run).
    var offersChordSuggestions: Bool { get }
}

extension Rule {
    public mutating func configure(_ options: RuleOptionValues) throws(RuleOptionError) {
        if let name = options.values.keys.sorted().first {
            throw RuleOptionError(option: name, message: "\(Self.description.id) has no option '\(name)'")
        }
    }

    public var description: RuleDescription { Self.description }

    public var offersChordSuggestions: Bool { false }
}

/// Option values for one rule, as written in the config file.
public struct RuleOptionValues: Sendable {
    public var values: [String: RuleOptionValue]

    public init(_ values: [String: RuleOptionValue] = [:]) { self.values = values }
}

public enum RuleOptionValue: Hashable, Sendable {
    case number(Double)
    case string(String)
    case bool(Bool)
}

/// A rule option with a wrong name or value.
public struct RuleOptionError: Error, Sendable {
    public var option: String
    public var message: String

    public init(option: String, message: String) {
        self.option = option
        self.message = message
    }
}
