/// Reading option values from configuration, with errors that name the option and say what a
/// valid value looks like.
extension RuleOptionValues {
    /// Calls `apply` for each option in name order; an option the rule does not have is an error
    /// that lists the ones it has.
    func forEach(
        rule: RuleDescription, _ apply: (String, RuleOptionValue) throws(RuleOptionError) -> Bool
    ) throws(RuleOptionError) {
        for name in values.keys.sorted() {
            guard let value = values[name] else { continue }
            if try apply(name, value) { continue }
            let known = rule.options.map { "'\($0.name)'" }.joined(separator: ", ")
            throw RuleOptionError(option: name, message: "\(rule.id) has no option '\(name)'; its options: \(known)")
        }
    }
}

extension RuleOptionValue {
    /// A number within `range`, or an error that says which values are allowed.
    func number(_ name: String, in range: ClosedRange<Double>, example: String) throws(RuleOptionError) -> Double {
        guard case .number(let number) = self, range.contains(number) else {
            throw RuleOptionError(
                option: name, message: "'\(name)' must be a number from \(Self.text(range.lowerBound)) to \(Self.text(range.upperBound)), such as \(example)")
        }
        return number
    }

    /// A whole number of at least `minimum`.
    func count(_ name: String, minimum: Int, example: String) throws(RuleOptionError) -> Int {
        guard case .number(let number) = self, number >= Double(minimum), number == number.rounded(), number < 1e9 else {
            throw RuleOptionError(option: name, message: "'\(name)' must be a whole number of at least \(minimum), such as \(example)")
        }
        return Int(number)
    }

    private static func text(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
