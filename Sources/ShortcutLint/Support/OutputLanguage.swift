import ShortcutCore

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The language the run speaks: findings, reports, `rules`, `explain` and help. `--lang` chooses
/// it; without it the environment does, as gettext reads it: `LC_ALL`, else `LC_MESSAGES`, else
/// `LANG` (the first one set and not empty), in the form `ja_JP.UTF-8`; a language without a
/// catalogue (`C`, `POSIX`, `fr_FR`) is English. Set once, before a command runs.
enum OutputLanguage {
    /// The catalogue of this run.
    nonisolated(unsafe) private(set) static var current = MessageCatalogue.english

    /// The environment variables that name the messages' language, strongest first.
    static let variables = ["LC_ALL", "LC_MESSAGES", "LANG"]

    /// The catalogue the environment names, English when it names none with a catalogue.
    static func fromEnvironment(_ value: (String) -> String?) -> MessageCatalogue {
        guard let setting = variables.lazy.compactMap(value).first(where: { !$0.isEmpty }) else { return .english }
        return MessageCatalogue.named(setting) ?? .english
    }

    /// The process's environment.
    static func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

    /// Chooses the run's catalogue: `chosen` (`--lang`), else the environment's.
    static func choose(_ chosen: MessageCatalogue?) {
        current = chosen ?? fromEnvironment(environment)
    }

    /// `cli.<id>` in the run's language.
    static func text(_ id: String, _ arguments: [String: MessageArgument] = [:]) -> String {
        current.text("cli.\(id)", arguments)
    }
}
