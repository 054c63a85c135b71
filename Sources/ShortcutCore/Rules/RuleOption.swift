/// A rule option, declared once in the rule's file: its name, what values it takes, its default
/// and what it means. The config decoder validates values against it, the docs print it, and the
/// rule reads the configured value through ``RuleSettings``.
package struct RuleOption: Sendable {
    package enum Kind: Sendable {
        /// A fraction from 0 to 1 (`maxShare: 0.25`).
        case share
        /// A whole number of at least `minimum` (`max: 50`).
        case count(minimum: Int)
    }

    package let name: String
    package let kind: Kind
    package let defaultValue: Double
    /// What the option means: the text `<rule-id>.options.<name>` of the catalogues, filled in by
    /// the rule's ``RuleDescription``.
    package var summary = ""

    /// A share from 0 to 1; `summary` only for a rule whose words are not the catalogues'.
    package static func share(_ name: String, default value: Double, summary: String = "") -> RuleOption {
        RuleOption(name: name, kind: .share, defaultValue: value, summary: summary)
    }

    /// A whole number; `summary` only for a rule whose words are not the catalogues'.
    package static func count(_ name: String, minimum: Int = 0, default value: Int, summary: String = "") -> RuleOption {
        RuleOption(name: name, kind: .count(minimum: minimum), defaultValue: Double(value), summary: summary)
    }

    /// The largest count an option takes: no app has a billion shortcuts, and a larger number is
    /// a typo (`max: 2147483648` used to be told "must be at least 0").
    package static let maximumCount = 999_999_999

    /// The default as a config file writes it (`0.25`, `50`).
    package var defaultText: String { Self.text(defaultValue) }

    /// `value` if it suits the option, or an error that says which values do.
    func validate(_ value: RuleOptionValue) throws(RuleOptionError) -> Double {
        switch kind {
        case .share:
            guard case .number(let number) = value, (0...1).contains(number) else {
                throw RuleOptionError(option: name, message: "'\(name)' must be a number from 0 to 1, such as \(defaultText)")
            }
            return number
        case .count(let minimum):
            guard case .number(let number) = value, number >= Double(minimum), number == number.rounded(),
                number <= Double(Self.maximumCount)
            else {
                throw RuleOptionError(
                    option: name,
                    message: "'\(name)' must be a whole number from \(minimum) to \(Self.maximumCount), such as \(defaultText)")
            }
            return number
        }
    }

    private static func text(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}

/// A rule's option values after configuration: what the user set, checked against the rule's
/// declarations, and the defaults for the rest.
package struct RuleSettings: Sendable {
    private var values: [String: Double] = [:]

    package init() {}

    /// The configured value of `option`, or its default.
    package subscript(option: RuleOption) -> Double { values[option.name] ?? option.defaultValue }

    /// A ``RuleOption/Kind/count(minimum:)`` option's value as a whole number.
    package func count(_ option: RuleOption) -> Int { Int(self[option]) }

    /// The values a config file wrote for `rule`, each checked against the rule's declaration;
    /// an option the rule does not declare is an error listing the ones it has.
    package init(_ raw: RuleOptionValues, for rule: RuleDescription) throws(RuleOptionError) {
        for name in raw.values.keys.sorted() {
            guard let value = raw.values[name] else { continue }
            guard let option = rule.options.first(where: { $0.name == name }) else {
                let known = rule.options.map { "'\($0.name)'" }.joined(separator: ", ")
                throw RuleOptionError(option: name, message: "\(rule.id) has no option '\(name)'; its options: \(known)")
            }
            values[name] = try option.validate(value)
        }
    }
}

/// Option values for one rule, as written in the config file.
package struct RuleOptionValues: Sendable {
    package var values: [String: RuleOptionValue]

    package init(_ values: [String: RuleOptionValue] = [:]) { self.values = values }
}

package enum RuleOptionValue: Hashable, Sendable {
    case number(Double)
    case string(String)
    case bool(Bool)
}

/// A rule option with a wrong name or value.
package struct RuleOptionError: Error, Sendable {
    package var option: String
    package var message: String

    package init(option: String, message: String) {
        self.option = option
        self.message = message
    }
}
