/// Splits command-line arguments by a command's option table, the way swift-argument-parser and
/// POSIX tools do: `--name value`, `--name=value`, `-n value`, `-nVALUE`, grouped short flags
/// (`-qs`), `--` ending the options, and `-` as an ordinary argument (stdin). Each value is
/// checked and typed as its spec declares, once, here.
import ShortcutCore

struct ArgumentParser {
    let specs: [OptionSpec]

    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                result.positionals.append(argument)
            } else if argument == "--" {
                optionsEnded = true
            } else if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                let name = String(body.prefix { $0 != "=" })
                let inlineValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
                guard let spec = specs.first(where: { $0.name == name }) else {
                    throw UsageError(message: "unknown option '--\(name)'\(suggestion(for: name))", unknownOption: argument)
                }
                try record(spec, inlineValue: inlineValue, arguments: arguments, index: &index, into: &result)
            } else {
                try parseShortGroup(argument.dropFirst(), arguments: arguments, index: &index, into: &result)
            }
        }
        return result
    }

    private func parseShortGroup(
        _ group: Substring, arguments: [String], index: inout Int, into result: inout ParsedArguments
    ) throws(UsageError) {
        var rest = group
        while let letter = rest.first {
            rest = rest.dropFirst()
            guard let spec = specs.first(where: { $0.short == letter }) else {
                throw UsageError(message: "unknown option '-\(letter)'", unknownOption: "-" + group)
            }
            if spec.takesValue {
                try record(spec, inlineValue: rest.isEmpty ? nil : String(rest), arguments: arguments, index: &index, into: &result)
                return
            }
            try record(spec, inlineValue: nil, arguments: arguments, index: &index, into: &result)
        }
    }

    /// Reads one occurrence of an option: its value (inline, or the next argument) checked by
    /// the spec; a second occurrence of an option that is not repeatable is refused.
    private func record(
        _ spec: OptionSpec, inlineValue: String?, arguments: [String], index: inout Int, into result: inout ParsedArguments
    ) throws(UsageError) {
        guard let kind = spec.value else {
            if inlineValue != nil { throw UsageError(message: "'--\(spec.name)' does not take a value") }
            result.record(true, for: spec.name)
            return
        }
        let text: String
        if let inlineValue {
            text = inlineValue
        } else if index < arguments.count {
            text = arguments[index]
            index += 1
        } else {
            throw UsageError(message: "missing value for '--\(spec.name) <\(kind.placeholder.lowercased())>'")
        }
        if !spec.repeatable, result.has(spec.name) {
            throw UsageError(message: "'--\(spec.name)' was given more than once; give it once")
        }
        result.record(try kind.parse(text, spec.name), for: spec.name)
    }

    /// "; did you mean '--format'?" for a near miss.
    private func suggestion(for name: String) -> String {
        EditDistance.suggestion(for: name, among: specs.map(\.name)).map { "; did you mean '--\($0)'?" } ?? ""
    }
}
