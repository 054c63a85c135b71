import Foundation
import Testing

@testable import ShortcutCore

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The reader on real Interface Builder files from open-source Mac apps (`../shared/corpus`),
/// against hand counts (``InterfaceBuilderCorpus``), and our XML parser against Foundation's.
@Suite(
    .enabled(
        if: CorpusFiles.isAvailable, "../shared/corpus not found at \(CorpusFiles.root.path): corpus test skipped (CI provides ../shared)"))
struct InterfaceBuilderCorpusTests {
    static func source(_ file: CorpusFile) throws -> SourceFile {
        SourceFile(path: file.path, bytes: [UInt8](try Data(contentsOf: CorpusFiles.root.appendingPathComponent(file.path))))
    }

    @Test(arguments: InterfaceBuilderCorpus.files.map(\.path))
    func findsExactlyTheHandCountedItemsPerMenu(_ path: String) throws {
        let file = InterfaceBuilderCorpus.files.first { $0.path == path }!
        let read = InterfaceBuilderReader.read(try Self.source(file))
        #expect(read.problems.isEmpty, "\(read.problems.map(\.message))")
        #expect(read.manifest.shortcuts.count == file.total)
        let main = read.manifest.shortcuts.filter { $0.when == nil }
        for (menu, items) in file.mainMenu {
            #expect(main.filter { $0.menu?.components.first == menu }.count == items, "\(menu)")
        }
        for (scope, items) in file.otherMenus {
            #expect(read.manifest.shortcuts.filter { $0.when == scope }.count == items, "\(scope)")
        }
        #expect(read.manifest.shortcuts.filter(\.isAlternate).count == file.alternates)
        #expect(read.manifest.app == file.app)
        #expect(read.manifest.platforms == PlatformSet(.macOS))
    }

    @Test(arguments: InterfaceBuilderCorpus.files.map(\.path))
    func sampledItemsHaveTheirTitleChordMenuAndLine(_ path: String) throws {
        let file = InterfaceBuilderCorpus.files.first { $0.path == path }!
        let source = try Self.source(file)
        let entries = InterfaceBuilderReader.read(source).manifest.shortcuts
        for sample in file.samples {
            let entry = entries.first { source.location(of: $0.range.start).line == sample.line }
            #expect(entry?.title == sample.title, "line \(sample.line)")
            #expect(entry?.keyText == sample.key, "line \(sample.line)")
            #expect(entry?.menu?.text == sample.menu, "line \(sample.line)")
            // The key is on the item's line, or on the next one when it is a `<string>` element.
            let keyLine =
                String(decoding: source.lineBytes(sample.line), as: UTF8.self).contains("keyEquivalent=")
                ? sample.line : sample.line + 1
            #expect(entry.map { source.location(of: $0.keyRange.start).line } == keyLine, "line \(sample.line)")
        }
    }

    @Test func rulesAboutHowAKeyIsWrittenHaveNothingToSayAboutReadItems() throws {
        for file in InterfaceBuilderCorpus.files {
            let read = InterfaceBuilderReader.read(try Self.source(file))
            let configuration = LintConfiguration.default
            let context = LintContext(
                manifest: read.manifest, reserved: configuration.reserved, problems: read.problems)
            let findings = configuration.rules.flatMap { $0.check(context) }
            let writing = findings.filter { ["modifier-order", "two-character-key", "invalid-shortcut"].contains($0.ruleID) }
            #expect(writing.isEmpty, "\(file.path): \(writing.map(\.message))")
        }
    }

    /// Foundation's parser (libxml2 on Linux) is the yardstick: the same elements, in the same
    /// order, with the same decoded attribute values.
    @Test(arguments: InterfaceBuilderCorpus.files.map(\.path))
    func ourTreeMatchesFoundationsXMLParser(_ path: String) throws {
        let file = InterfaceBuilderCorpus.files.first { $0.path == path }!
        let source = try Self.source(file)
        let ours = PositionedXML.parse(source)
        #expect(ours.error == nil)
        let theirs = try FlatXML.parse(source.bytes)
        let document = ours.document
        #expect(document.elements.count == theirs.count)
        for (index, element) in zip(document.elements.indices, theirs) {
            #expect(document.name(of: index) == element.name)
            var attributes: [String: String] = [:]
            for attribute in document.attributes[document.elements[index].attributes] {
                attributes[document.text(attribute.nameRange)] = document.value(of: attribute)
            }
            if attributes != element.attributes {
                Issue.record("element \(index) <\(element.name)>: \(attributes) != \(element.attributes)")
                return
            }
        }
    }
}

enum CorpusFiles {
    static let root = Shared.root.appendingPathComponent("corpus")
    static var isAvailable: Bool { FileManager.default.fileExists(atPath: root.appendingPathComponent("README.md").path) }
}

/// Every element Foundation's `XMLParser` reports, in order, with its attributes.
final class FlatXML: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
    }

    private var elements: [Element] = []

    static func parse(_ bytes: [UInt8]) throws -> [Element] {
        let collector = FlatXML()
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = collector
        guard parser.parse() else { throw XMLTree.ParseFailure(description: "\(parser.parserError.map { "\($0)" } ?? "")") }
        return collector.elements
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        elements.append(Element(name: elementName, attributes: attributes))
    }
}
