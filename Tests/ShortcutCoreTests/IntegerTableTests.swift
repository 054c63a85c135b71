import Testing

@testable import ShortcutCore

@Suite struct IntegerTableTests {
    @Test func findsEveryKeyAfterGrowingManyTimes() {
        var table = IntegerTable<Int>()
        let keys = (0..<50_000).map { UInt64($0) &* 0x1_0000_0001 }
        for (value, key) in keys.enumerated() { table[key] = value }
        #expect(table.count == keys.count)
        #expect(keys.enumerated().allSatisfy { table[$0.element] == $0.offset })
    }

    @Test func missingKeysAreNil() {
        var table = IntegerTable<Int>()
        table[0] = 1
        table[1 << 40] = 2
        #expect(table[2] == nil)
        #expect(table[1 << 41] == nil)
        #expect(table[0] == 1)
    }

    @Test func updateCreatesOnceThenChangesInPlace() {
        var table = IntegerTable<[Int]>()
        for value in 0..<3 { table.update(7, default: []) { $0.append(value) } }
        #expect(table[7] == [0, 1, 2])
        #expect(table.count == 1)
    }

    @Test func keysDifferingOnlyInLowBitsAreDistinct() {
        var table = IntegerTable<UInt64>()
        for key in UInt64(0)..<256 { table[key << 40 | key] = key }
        #expect((UInt64(0)..<256).allSatisfy { table[$0 << 40 | $0] == $0 })
    }
}

@Suite struct TitleVocabularyTests {
    @Test func relatedTitlesShareANumberedWord() {
        var vocabulary = TitleVocabulary()
        let close = vocabulary.words("Close")
        let closeAll = vocabulary.words("Close All Windows")
        let rotate = vocabulary.words("Rotate Layer")
        #expect(TitleVocabulary.intersect(close, closeAll))
        #expect(!TitleVocabulary.intersect(close, rotate))
        #expect(vocabulary.words(nil).isEmpty)
    }

    @Test func relatesExactlyTheTitlesTitleWordsRelates() {
        let titles = [
            "Close", "CLOSE ALL WINDOWS", "Window", "Hide ‹App›", "Hide Scribe", "Save As…", "Save to the Cloud",
            "Glass", "Glasses", "保存", "保存する", "Zoom In", "in", "All", "Go to Line 42", "line-42", "", "Quit ‹App›",
            "Comment", "Uncomment", "Unlock", "Lock", "Unit", "It", "No Alignment", "Align Left", "Document", "Docu", "Undo",
        ]
        var vocabulary = TitleVocabulary()
        for lhs in titles {
            for rhs in titles {
                #expect(
                    TitleVocabulary.intersect(vocabulary.words(lhs), vocabulary.words(rhs)) == TitleWords.overlap(lhs, rhs),
                    "\(lhs) / \(rhs)")
            }
        }
    }

    @Test func aWordIsRelatedToTheWordItIsDerivedFrom() {
        var vocabulary = TitleVocabulary()
        #expect(TitleVocabulary.intersect(vocabulary.words("Uncomment"), vocabulary.words("Comment")))
        #expect(TitleVocabulary.intersect(vocabulary.words("No Alignment"), vocabulary.words("Align Center")))
        #expect(TitleVocabulary.intersect(vocabulary.words("Adjustments"), vocabulary.words("Adjust Levels")))
        #expect(!TitleVocabulary.intersect(vocabulary.words("Unit Converter"), vocabulary.words("Select It")))
        #expect(!TitleVocabulary.intersect(vocabulary.words("Comment"), vocabulary.words("Com Port")))
        #expect(!TitleVocabulary.intersect(vocabulary.words("Remove"), vocabulary.words("Move Up")))
    }

    @Test func wordsAreAscendingWithoutRepeats() {
        var vocabulary = TitleVocabulary()
        let words = vocabulary.words("Layer to Layer, then Group Layer")
        #expect(words == words.sorted())
        #expect(Set(words).count == words.count)
    }
}
