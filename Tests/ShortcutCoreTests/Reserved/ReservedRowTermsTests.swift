import Testing

@testable import ShortcutCore

/// A reserved row compiles its title patterns the first time it is asked and keeps them; a copy
/// whose terms change is asked with its own terms, and the row it was copied from keeps its own.
@Suite struct ReservedRowTermsTests {
    @Test func aRowWhoseTitlesChangeAfterItWasAskedRecognizesTheNewTitles() throws {
        let save = try #require(ReservedTable.builtIn.entry(id: "save"))
        #expect(save.recognizesUse(StandardUseQuery(title: "Save")))
        #expect(!save.recognizesUse(StandardUseQuery(title: "Archive Notebook")))
        var changed = save
        changed.titles = ["Archive Notebook"]
        changed.synonyms = []
        changed.localizedTitles = []
        changed.verbs = []
        changed.selectors = []
        #expect(changed.recognizesUse(StandardUseQuery(title: "Archive Notebook")))
        #expect(!changed.recognizesUse(StandardUseQuery(title: "Save")))
        #expect(!save.recognizesUse(StandardUseQuery(title: "Archive Notebook")))
        #expect(changed != save)
    }

    @Test func copiesOfARowAreEqualWhetherOrNotEitherWasAsked() throws {
        let copy = try #require(ReservedTable.builtIn.entry(id: "copy"))
        let asked = copy
        _ = asked.recognizesUse(StandardUseQuery(title: "Copy"))
        let fresh = try #require(ReservedTable.builtIn.entry(id: "copy"))
        #expect(asked == fresh && asked.hashValue == fresh.hashValue)
    }
}
