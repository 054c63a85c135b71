/// Decodes a config's `rules:` mapping into configured rules and severity overrides:
///
/// ```yaml
/// rules:
///   control-modifier: off                              # off | error | warning | info
///   option-modifier: { severity: error, maxShare: 0.3 }
///   too-many-custom: { max: 80 }
/// ```
///
/// `true` and `false` are accepted too (on at the default severity, off). Every rule id, setting,
/// option name and option value is checked here, at its position, against the options the rule
/// declares (``RuleOption``).
struct RuleSettingsDecoder {
    static let levels = ["off", "error", "warning", "info"]

    let catalog: [any Rule.Type]

    struct Result {
        var rules: [any Rule]
        var severityOverrides: [String: Severity]
    }

    func decode(_ node: NodeID, reader: inout ConfigurationReader) -> Result {
        var rules: [any Rule] = catalog.map { $0.init() }
        var enabled = Array(repeating: true, count: catalog.count)
        var overrides: [String: Severity] = [:]
        let document = reader.document
        guard document.kind(node) == .object || document.kind(node) == .null else {
            reader.error(
                "'rules' must be a mapping from rule ids to settings, found \(FieldReader.describe(document.kind(node)))", at: node)
            return Result(rules: rules, severityOverrides: overrides)
        }
        let ids = catalog.map { $0.description.id }
        for (id, key, value) in reader.members(of: node, context: "'rules'") {
            guard let index = ids.firstIndex(of: id) else {
                reader.error(
                    "unknown rule '\(id)'\(ConfigurationReader.hint(for: id, among: ids)) ('shortcut-lint rules' lists the rule ids)",
                    at: key)
                continue
            }
            let description = catalog[index].description
            var setting = decodeSetting(value, rule: description, reader: &reader)
            if !description.isConfigurable, let level = setting.level, !level.isOn {
                reader.error(
                    "rule '\(id)' cannot be turned off or given another severity: nothing else can be checked without it",
                    at: setting.levelNode ?? value)
                setting.level = nil
            }
            switch setting.level {
            case .off?: enabled[index] = false
            case .severity(let severity)?: overrides[id] = severity
            case .on?, nil: break
            }
            if !setting.options.values.isEmpty {
                do {
                    rules[index] = catalog[index].init(settings: try RuleSettings(setting.options, for: description))
                } catch {
                    reader.error("rule '\(id)': \(error.message)", at: setting.optionNodes[error.option] ?? key)
                }
            }
        }
        return Result(rules: zip(rules, enabled).filter(\.1).map(\.0), severityOverrides: overrides)
    }

    enum Level {
        case off, on
        case severity(Severity)

        var isOn: Bool { if case .on = self { true } else { false } }
    }

    struct Setting {
        var level: Level?
        var levelNode: NodeID?
        var options = RuleOptionValues()
        /// Where each option's value is written, for errors a rule raises about it.
        var optionNodes: [String: NodeID] = [:]
    }

    private func decodeSetting(_ node: NodeID, rule: RuleDescription, reader: inout ConfigurationReader) -> Setting {
        let document = reader.document
        var setting = Setting()
        guard document.kind(node) == .object else {
            setting.level = level(node, rule: rule, reader: &reader)
            setting.levelNode = node
            return setting
        }
        let optionNames = rule.options.map(\.name)
        for (name, key, value) in reader.members(of: node, context: "the settings of '\(rule.id)'") {
            if name == "severity" {
                setting.level = level(value, rule: rule, reader: &reader)
                setting.levelNode = value
                continue
            }
            guard optionNames.contains(name) else {
                let known =
                    optionNames.isEmpty
                    ? "it has none besides 'severity'"
                    : "its options: severity, \(optionNames.joined(separator: ", "))"
                reader.error(
                    "rule '\(rule.id)' has no option '\(name)'\(ConfigurationReader.hint(for: name, among: optionNames + ["severity"])); \(known)",
                    at: key)
                continue
            }
            guard let optionValue = optionValue(value, document: document) else {
                reader.error(
                    "option '\(name)' of '\(rule.id)' must be a number, a string or a boolean, found \(FieldReader.describe(document.kind(value)))",
                    at: value)
                continue
            }
            setting.options.values[name] = optionValue
            setting.optionNodes[name] = value
        }
        return setting
    }

    private func level(_ node: NodeID, rule: RuleDescription, reader: inout ConfigurationReader) -> Level? {
        let document = reader.document
        if let flag = document.bool(node) { return flag ? .on : .off }
        let kind = document.kind(node)
        let text = kind == .string || (document.isPlainScalar(node) && kind != .null) ? document.text(node) : nil
        if let text, let level = Self.level(named: text) { return level }
        let found = text.map { "'\($0)'" } ?? FieldReader.describe(document.kind(node))
        let hint = text.map { ConfigurationReader.hint(for: $0, among: Self.levels) } ?? ""
        reader.error(
            "the setting of '\(rule.id)' must be off, error, warning, info or a mapping of options, found \(found)\(hint)",
            at: node)
        return nil
    }

    static func level(named text: String) -> Level? {
        if text == "off" { return .off }
        return Severity(rawValue: text).map(Level.severity)
    }

    private func optionValue(_ node: NodeID, document: Document) -> RuleOptionValue? {
        switch document.kind(node) {
        case .bool: document.bool(node).map(RuleOptionValue.bool)
        case .number: document.number(node).map(RuleOptionValue.number)
        case .string: .string(document.text(node))
        default: nil
        }
    }
}
