import Testing

@testable import ShortcutCore

/// Which language a file is a copy in, and of which file, from its path alone.
@Suite struct LocalizationPathTests {
    @Test(arguments: [
        ("App/de.lproj/MainMenu.xib", "de", "App/MainMenu.xib"),
        ("App/pt-PT.lproj/MainMenu.xib", "pt-PT", "App/MainMenu.xib"),
        ("App/pt_BR.lproj/MainMenu.xib", "pt-BR", "App/MainMenu.xib"),
        ("zh-hans.lproj/MainMenu.xib", "zh-Hans", "MainMenu.xib"),
        ("English.lproj/MainMenu.xib", "en", "MainMenu.xib"),
        ("Resources/German.lproj/Menus/Main.xib", "de", "Resources/Menus/Main.xib"),
        ("/abs/es-419.lproj/Main.storyboard", "es-419", "/abs/Main.storyboard"),
    ])
    func aCopyInAnLprojFolderIsItsLanguagesVariantOfThePathWithoutTheFolder(path: String, language: String, family: String) throws {
        let localization = try #require(Localization(path: path))
        #expect(localization.language?.code == language)
        #expect(localization.family == family)
    }

    @Test func baseLprojIsTheBaseOfItsFamily() throws {
        let localization = try #require(Localization(path: "App/Base.lproj/MainMenu.xib"))
        #expect(localization.isBase)
        #expect(localization.family == "App/MainMenu.xib")
    }

    @Test(arguments: ["App/MainMenu.xib", "de.lproj", "App/.lproj/MainMenu.xib", "App/lproj/MainMenu.xib"])
    func aFileOutsideAnLprojFolderBelongsToEveryLanguage(path: String) {
        #expect(Localization(path: path) == nil)
    }

    @Test func twoSpellingsOfOneLanguageAreOneLanguage() {
        #expect(Language(code: "English") == Language(code: "en"))
        #expect(Language(code: "pt_PT") == Language(code: "pt-PT"))
    }

    @Test(arguments: [
        ("de", "German (de)"), ("pt-BR", "Brazilian Portuguese (pt-BR)"), ("es-MX", "Mexican Spanish (es-MX)"),
        ("fr-CH", "French (fr-CH)"), ("tlh", "tlh"),
    ])
    func messagesNameALanguageByItsNameAndCode(code: String, name: String) {
        #expect(MessageCatalogue.english.render(Language(code: code).displayName) == name)
    }
}
