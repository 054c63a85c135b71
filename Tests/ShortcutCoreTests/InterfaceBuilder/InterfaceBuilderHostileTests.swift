import Testing

@testable import ShortcutCore

/// Hostile Interface Builder files through the reader: each gives one syntax problem with a line
/// and column (what a finding shows), never a crash, a hang or unbounded memory.
struct InterfaceBuilderHostileTests {
    static func problem(_ bytes: [UInt8]) throws -> (problem: ManifestProblem, location: ShortcutCore.SourceLocation) {
        let source = SourceFile(path: "Hostile.xib", bytes: bytes)
        let read = InterfaceBuilderReader.read(source)
        let problem = try #require(read.problems.first)
        #expect(problem.kind == .syntax)
        return (problem, source.location(of: problem.range.start))
    }

    @Test func anEntityBombInADoctypeIsRefusedWhereItsDeclarationsStart() throws {
        let bomb = """
            <?xml version="1.0"?>
            <!DOCTYPE document [
              <!ENTITY a "aaaaaaaaaa">
              <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
              <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
            ]>
            <document><objects><menu systemMenu="main" id="1"><items>
              <menuItem title="&c;" keyEquivalent="n" id="2"/>
            </items></menu></objects></document>
            """
        let (problem, location) = try Self.problem(Array(bomb.utf8))
        #expect(problem.message.contains("unsupported DOCTYPE with an internal subset"))
        #expect(location == SourceLocation(line: 2, column: 20))
    }

    @Test func aDoctypeNamingAnExternalFileIsRefusedAtItsLineAndColumn() throws {
        let text = InterfaceBuilderFixture.xib(InterfaceBuilderFixture.item("n", title: "New")).replacingOccurrences(
            of: "<document ", with: "<!DOCTYPE document SYSTEM \"file:///etc/passwd\">\n<document ")
        let (problem, location) = try Self.problem(Array(text.utf8))
        #expect(problem.message.hasPrefix("unsupported DOCTYPE: shortcut-lint reads no DTD, internal or external"))
        #expect(location == SourceLocation(line: 2, column: 1))
        #expect(InterfaceBuilderReader.read(SourceFile(path: "MainMenu.xib", text: text)).manifest.shortcuts.isEmpty)
    }

    @Test func invalidUTF8IsReportedAtTheBadByte() throws {
        var bytes = Array("<document>\n<objects>".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("</objects></document>".utf8)
        let (problem, location) = try Self.problem(bytes)
        #expect(problem.message.hasPrefix("the file is not valid UTF-8"))
        #expect(location == SourceLocation(line: 2, column: 10))
    }

    @Test func anUnclosedTagNamesWhereItOpened() throws {
        let (problem, location) = try Self.problem(Array("<document>\n  <objects>\n    <menu id=\"1\">\n".utf8))
        #expect(problem.message == "unclosed element <menu> opened at 3:5; expected </menu> before the end of the file")
        #expect(location == SourceLocation(line: 4, column: 1))
    }

    @Test func anUndefinedEntityIsASyntaxProblem() throws {
        let (problem, location) = try Self.problem(Array("<document>\n  <objects title=\"&app;\"/>\n</document>".utf8))
        #expect(problem.message.contains("undefined entity '&app;'"))
        #expect(location == SourceLocation(line: 2, column: 19))
    }

    /// 50 MB, built here rather than committed: read in one linear pass.
    @Test func aFiftyMegabyteXIBIsReadWhole() throws {
        let item = """
                                    <menuItem title="Rotate Layer" keyEquivalent="r" id="abc-de-fgh">
                                        <modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/>
                                        <connections>
                                            <action selector="rotate:" target="-1" id="ijk-lm-nop"/>
                                        </connections>
                                    </menuItem>

            """
        let count = 50_000_000 / item.utf8.count + 1
        var text = InterfaceBuilderFixture.xib("")
        let marker = text.range(of: "</items>")!
        text.insert(contentsOf: String(repeating: item, count: count), at: marker.lowerBound)
        let source = SourceFile(path: "Huge.xib", text: text)
        #expect(source.bytes.count > 50_000_000)
        let read = InterfaceBuilderReader.read(source)
        #expect(read.problems.isEmpty)
        #expect(read.manifest.shortcuts.count == count + 1)
        #expect(read.manifest.shortcuts.last?.keyText == "Option-Command-R")
    }
}
