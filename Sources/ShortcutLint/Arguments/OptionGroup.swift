/// A set of command-line options, each declared once: its name, value, help and check (an
/// ``Option``), with the property its value fills. The group hands the parser and `--help` its
/// specs and reads the parsed values into a value of its own type, so a command gets typed,
/// checked options from one declaration per option. A group may include other groups (as
/// swift-argument-parser's `@OptionGroup`), which is how `lint` and `extract` share the options
/// that choose their inputs.
protocol OptionGroup {
    /// Every option unset (flags off, lists empty), before the parsed values are read in.
    init()

    /// The group's options, each with the property it fills, in the order `--help` lists them,
    /// and the checks of its values together (``OptionDeclaration/check(_:)``).
    static var declarations: [OptionDeclaration<Self>] { get }
}

extension OptionGroup {
    /// What the parser accepts and `--help` lists.
    static var specs: [OptionSpec] { declarations.compactMap(\.spec) }

    /// The group as the user gave it: every option's value, then every check.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        self.init()
        for declaration in Self.declarations where declaration.spec != nil { try declaration.apply(arguments, &self) }
        for declaration in Self.declarations where declaration.spec == nil { try declaration.apply(arguments, &self) }
    }

    /// This group's options inside a larger group, where they fill `property`: declared once,
    /// here, and taken whole by each command that includes the group.
    static func included<Outer>(in property: WritableKeyPath<Outer, Self>) -> [OptionDeclaration<Outer>] {
        declarations.map { declaration in
            OptionDeclaration<Outer>(spec: declaration.spec) { arguments, outer throws(UsageError) in
                try declaration.apply(arguments, &outer[keyPath: property])
            }
        }
    }
}

/// One entry of an ``OptionGroup``: an option and how its value fills the group, or a check of
/// the group's values together (``check(_:)``, run after every value is read).
struct OptionDeclaration<Group> {
    /// The option, or nil for a check.
    let spec: OptionSpec?
    let apply: (ParsedArguments, inout Group) throws(UsageError) -> Void

    /// A rule about several options or the paths (`--dry-run` needs `--fix`), or a value worked
    /// out from several options; it may refuse the command line or complete the group.
    static func check(_ body: @escaping (_ group: inout Group, _ paths: [String]) throws(UsageError) -> Void) -> Self {
        OptionDeclaration(spec: nil) { arguments, group throws(UsageError) in try body(&group, arguments.positionals) }
    }
}

/// The options of a command that takes none.
struct NoOptions: OptionGroup {
    static var declarations: [OptionDeclaration<Self>] { [] }
}

extension Option {
    /// This option, its value (given at most once) filling `property`; nil when it is not given.
    func fills<Group>(_ property: WritableKeyPath<Group, Value?>) -> OptionDeclaration<Group> {
        OptionDeclaration(spec: spec) { arguments, group in group[keyPath: property] = arguments[self] }
    }

    /// This repeatable option, every value in the order given filling `property`.
    func fills<Group>(_ property: WritableKeyPath<Group, [Value]>) -> OptionDeclaration<Group> {
        OptionDeclaration(spec: spec) { arguments, group in group[keyPath: property] = arguments.all(self) }
    }
}

extension Option where Value == Bool {
    /// This flag, whether it was given filling `property`.
    func fills<Group>(_ property: WritableKeyPath<Group, Bool>) -> OptionDeclaration<Group> {
        OptionDeclaration(spec: spec) { arguments, group in group[keyPath: property] = arguments[self] }
    }
}
