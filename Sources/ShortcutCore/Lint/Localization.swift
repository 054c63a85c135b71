/// Where a file sits among an app's localizations, from its path alone: `App/de.lproj/MainMenu.xib`
/// is the German copy of `App/MainMenu.xib`. Only one localization of an interface is loaded when
/// the app runs, so each language's copy is a variant of one menu, never more items of it
/// (``LanguageVariants``).
package struct Localization: Hashable, Sendable {
    /// The language the `.lproj` folder names (``Language``), or nil for `Base.lproj`.
    package var language: Language?
    /// The file the copy is a variant of: the path without its `.lproj` folder
    /// (`App/MainMenu.xib` for `App/de.lproj/MainMenu.xib` and `App/Base.lproj/MainMenu.xib`).
    package var family: String

    package var isBase: Bool { language == nil }

    /// The localization of the file at `path`, when a folder on the way is an `.lproj` bundle (the
    /// innermost one); nil for a file outside any.
    package init?(path: String) {
        guard Self.mayName(path) else { return nil }
        var components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard
            let index = components.indices.last(where: { index in
                index < components.count - 1 && components[index].utf8.count > 6 && components[index].lowercased().hasSuffix(".lproj")
            })
        else { return nil }
        let folder = components[index].dropLast(6)
        language = folder.lowercased() == "base" ? nil : Language(folder: String(folder))
        components.remove(at: index)
        family = components.joined(separator: "/")
    }

    /// Whether `.lproj` is in the path, in any case: most paths of a repository have none, and
    /// cutting each into components to find out was a tenth of a scan's time on one core.
    private static func mayName(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            guard bytes.count >= 6 else { return false }
            for index in 0...(bytes.count - 6) where bytes[index] == UInt8(ascii: ".") {
                if bytes[index + 1] | 0x20 == UInt8(ascii: "l"), bytes[index + 2] | 0x20 == UInt8(ascii: "p"),
                    bytes[index + 3] | 0x20 == UInt8(ascii: "r"), bytes[index + 4] | 0x20 == UInt8(ascii: "o"),
                    bytes[index + 5] | 0x20 == UInt8(ascii: "j")
                {
                    return true
                }
            }
            return false
        }
    }

    /// A copy in `language` of `family` (tests).
    package init(language: Language?, family: String) {
        self.language = language
        self.family = family
    }
}

/// A language as an `.lproj` folder names it: an ISO code with an optional script and region
/// (`de`, `pt-PT`, `pt_BR`, `zh-Hans`), or one of the English names older projects use
/// (`English.lproj`, `German.lproj`), which mean the codes. Two spellings of one language are one
/// language (`English` and `en`, `pt_PT` and `pt-PT`).
package struct Language: Hashable, Sendable, Comparable {
    /// Normalised: the language code in lower case, a script in title case, a region in upper
    /// case, joined by `-` (`en`, `pt-PT`, `zh-Hans`).
    package var code: String

    package init(code: String) {
        self.init(folder: code)
    }

    /// The language of an `.lproj` folder named `folder` (without the extension).
    init(folder: String) {
        if let code = Self.oldNames[folder.lowercased()] {
            self.code = code
            return
        }
        let parts = folder.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        var normalised: [String] = []
        for (position, part) in parts.enumerated() {
            if position == 0 {
                normalised.append(part.lowercased())
            } else if part.count == 4, part.allSatisfy(\.isLetter) {
                normalised.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
            } else {
                normalised.append(part.uppercased())
            }
        }
        code = normalised.isEmpty ? folder : normalised.joined(separator: "-")
    }

    /// The language part of the code (`pt` for `pt-PT`).
    package var primary: Substring { code.split(separator: "-").first ?? Substring(code) }

    /// How messages name it: "German (de)", "Brazilian Portuguese (pt-BR)", or the code alone
    /// for a language the catalogues do not name (`texts.language-names` in
    /// `Resources/messages/<language>.yml`).
    package var displayName: MessageArgument {
        let id = ["language-names.\(code)", "language-names.\(primary)"].first { MessageCatalogue.english.has($0) }
        guard let id else { return .text(code) }
        return .message(.languageDisplay(name: .message(Message(id: id)), code: .text(code)))
    }

    /// "the German (de) menu".
    package var menuName: Message { .languageMenu(language: displayName) }

    package static func < (lhs: Language, rhs: Language) -> Bool { lhs.code < rhs.code }

    /// The English folder names of Mac OS X's first localizations (`English.lproj`), which
    /// projects made before Xcode 4 still carry.
    static let oldNames: [String: String] = [
        "english": "en", "german": "de", "french": "fr", "japanese": "ja", "spanish": "es", "italian": "it", "dutch": "nl",
        "swedish": "sv", "danish": "da", "finnish": "fi", "norwegian": "no", "portuguese": "pt", "korean": "ko", "russian": "ru",
        "polish": "pl", "chinese": "zh",
    ]
}
