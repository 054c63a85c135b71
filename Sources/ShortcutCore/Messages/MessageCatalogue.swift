#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The words of every message in one language: what a ``Message`` says, what `explain`, `rules`,
/// the reports and `--help` print. Each language is one file, `Resources/messages/<code>.yml`
/// (docs/architecture.md, "Messages"), compiled into the binary by `swift run generate-messages`
/// (``EmbeddedMessages``), so a copied `shortcut-lint` needs no resource files.
///
/// A catalogue holds wording only: rules decide what to say and fill the placeholders, and the
/// same ids and placeholders exist in every catalogue (`MessageCatalogueTests`).
public struct MessageCatalogue: Sendable, Hashable {
    /// The language tag the file is named by (`en`, `ja`).
    public let code: String
    /// The language's name in that language (`English`, `日本語`).
    public let name: String
    package let plural: PluralRule
    /// What ends a sentence (`.`, `。`): ``MessageTemplate/Style/sentence`` adds it.
    package let fullStop: String
    private let templates: Templates

    /// A catalogue as a file states it, before its texts are parsed.
    package struct Definition: Sendable {
        package var code: String
        package var name: String
        package var plural: PluralRule
        package var fullStop: String
        /// Each id's template text.
        package var texts: [String: String]

        package init(code: String, name: String, plural: PluralRule, fullStop: String, texts: [String: String]) {
            self.code = code
            self.name = name
            self.plural = plural
            self.fullStop = fullStop
            self.texts = texts
        }
    }

    /// A template with its placeholders numbered as the message's arguments are.
    private enum Resolved: Sendable {
        case text(String)
        case placeholder(Int, MessageTemplate.Style)
        case plural(Int, [(PluralCategory, [Resolved])])
    }

    /// The catalogue of `definition`, its texts' placeholders numbered by `placeholders` (each
    /// id's names in argument order); nil with the first text that does not parse or names a
    /// placeholder its id does not have.
    package init(_ definition: Definition, placeholders: [String: [String]]) throws(MessageTemplate.SyntaxError) {
        self.init(compiled: definition, placeholders: placeholders)
        for id in definition.texts.keys { _ = try templates.resolved(id) }
    }

    /// The catalogue of a compiled-in definition, whose texts are parsed the first time each is
    /// rendered: parsing all of them (both languages, every id) was half of a small run's time,
    /// and a run renders a few dozen. The generator and `MessageCatalogueTests` hold every text
    /// to the syntax.
    private init(compiled definition: Definition, placeholders: [String: [String]]) {
        code = definition.code
        name = definition.name
        plural = definition.plural
        fullStop = definition.fullStop
        templates = Templates(texts: definition.texts, placeholders: placeholders)
    }

    /// Each id's text, and its template once parsed. A class, so that copies of the catalogue
    /// share what was parsed; a mutex, as files are linted in parallel.
    private final class Templates: @unchecked Sendable {
        let texts: [String: String]
        let placeholders: [String: [String]]
        private var parsed: [String: [Resolved]] = [:]
        private let mutex: UnsafeMutablePointer<pthread_mutex_t>

        init(texts: [String: String], placeholders: [String: [String]]) {
            self.texts = texts
            self.placeholders = placeholders
            mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
            pthread_mutex_init(mutex, nil)
        }

        deinit {
            pthread_mutex_destroy(mutex)
            mutex.deallocate()
        }

        private func locked<Result>(_ body: () -> Result) -> Result {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return body()
        }

        /// The template of `id`, parsed (outside the lock) the first time; nil when there is no such id.
        func resolved(_ id: String) throws(MessageTemplate.SyntaxError) -> [Resolved]? {
            if let known = locked({ parsed[id] }) { return known }
            guard let text = texts[id] else { return nil }
            let resolved = try Self.resolve(try MessageTemplate(parsing: text).segments, id: id, names: placeholders[id] ?? [])
            locked { parsed[id] = resolved }
            return resolved
        }

        private static func resolve(
            _ segments: [MessageTemplate.Segment], id: String, names: [String]
        ) throws(MessageTemplate.SyntaxError) -> [Resolved] {
            var resolved: [Resolved] = []
            for segment in segments {
                switch segment {
                case .text(let text): resolved.append(.text(text))
                case .placeholder(let name, let style):
                    guard let index = names.firstIndex(of: name) else {
                        throw .init(message: "\(id): no placeholder '\(name)'", offset: 0)
                    }
                    resolved.append(.placeholder(index, style))
                case .plural(let name, let branches):
                    guard let index = names.firstIndex(of: name) else {
                        throw .init(message: "\(id): no placeholder '\(name)'", offset: 0)
                    }
                    var resolvedBranches: [(PluralCategory, [Resolved])] = []
                    for (category, branch) in branches {
                        resolvedBranches.append((category, try resolve(branch, id: id, names: names)))
                    }
                    resolved.append(.plural(index, resolvedBranches))
                }
            }
            return resolved
        }
    }

    // MARK: The compiled-in catalogues

    /// Every compiled-in catalogue, English first.
    public static let all: [MessageCatalogue] = EmbeddedMessages.catalogues.map {
        MessageCatalogue(compiled: $0, placeholders: EmbeddedMessages.placeholders)
    }

    /// The catalogue every other falls back to, and the library's default.
    public static let english = all[0]

    /// The catalogue of a language tag or a POSIX locale name (`ja`, `ja-JP`, `ja_JP.UTF-8`): the
    /// exact language first, else its primary language; nil when there is none (`C`, `fr`).
    public static func named(_ tag: String) -> MessageCatalogue? {
        let bare = String(tag.prefix { $0 != "." && $0 != "@" }.map { $0 == "_" ? "-" : $0 }).lowercased()
        if let exact = all.first(where: { $0.code.lowercased() == bare }) { return exact }
        let primary = bare.prefix { $0 != "-" }
        return all.first { $0.code.lowercased() == primary }
    }

    /// The names of `id`'s placeholders, in the order a ``Message`` holds their values.
    package static func placeholders(of id: String) -> [String] { EmbeddedMessages.placeholders[id] ?? [] }

    public static func == (lhs: MessageCatalogue, rhs: MessageCatalogue) -> Bool { lhs.code == rhs.code }

    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    // MARK: Wording

    /// The message in this language.
    package func render(_ message: Message) -> String {
        var text = ""
        append(message, to: &text)
        return text
    }

    /// A placeholder's value on its own in this language.
    package func render(_ argument: MessageArgument) -> String {
        var text = ""
        append(argument, to: &text)
        return text
    }

    /// The text `id` (a `texts` entry: documentation, reports, help) with its placeholders filled
    /// by name.
    package func text(_ id: String, _ arguments: [String: MessageArgument] = [:]) -> String {
        render(Message(id: id, arguments: Self.placeholders(of: id).map { arguments[$0] ?? .none }))
    }

    /// Whether the catalogue has a text for `id`.
    package func has(_ id: String) -> Bool { templates.texts[id] != nil }

    private func append(_ message: Message, to text: inout String) {
        let segments: [Resolved]?
        do throws(MessageTemplate.SyntaxError) {
            segments = try templates.resolved(message.id)
        } catch {
            preconditionFailure("Resources/messages/\(code).yml: \(error.message) (the generator checks this)")
        }
        guard let segments else { preconditionFailure("no message '\(message.id)' in Resources/messages/\(code).yml") }
        append(segments, message.arguments, to: &text)
    }

    private func append(_ segments: [Resolved], _ arguments: [MessageArgument], to text: inout String) {
        for segment in segments {
            switch segment {
            case .text(let literal):
                text += literal
            case .placeholder(let index, .plain):
                append(arguments[index], to: &text)
            case .placeholder(let index, let style):
                var value = ""
                append(arguments[index], to: &value)
                text += styled(value, style)
            case .plural(let index, let branches):
                guard case .number(let number) = arguments[index] else {
                    preconditionFailure("a plural placeholder takes a number")
                }
                let category = plural.category(of: number)
                let branch = branches.first { $0.0 == category } ?? branches.first { $0.0 == .other }
                append(branch?.1 ?? [], arguments, to: &text)
            }
        }
    }

    private func append(_ argument: MessageArgument, to text: inout String) {
        switch argument {
        case .text(let value): text += value
        case .number(let number): text += String(number)
        case .message(let message): append(message, to: &text)
        case .localized(let localized):
            if localized.translations[code] == nil, let id = localized.catalogueID, has("data.\(id)") {
                text += self.text("data.\(id)")
            } else {
                text += localized.text(in: code)
            }
        case .none: break
        }
    }

    private func styled(_ value: String, _ style: MessageTemplate.Style) -> String {
        switch style {
        case .plain: value
        case .capitalized: value.prefix(1).uppercased() + value.dropFirst()
        case .sentence: value.hasSuffix(".") || value.hasSuffix("…") || value.hasSuffix("。") ? value : value + fullStop
        case .clause: value.hasSuffix(".") || value.hasSuffix("。") ? String(value.dropLast()) : value
        }
    }
}
