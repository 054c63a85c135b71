import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML document read back by Foundation's `XMLParser`: proof that a report is well-formed, and
/// a tree to check its shape and decoded attribute values against.
final class XMLTree: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var children: [Element] = []
        var text = ""

        /// All descendants (and self) with this name, in document order.
        func all(_ name: String) -> [Element] {
            (self.name == name ? [self] : []) + children.flatMap { $0.all(name) }
        }
    }

    struct ParseFailure: Error, CustomStringConvertible {
        let description: String
    }

    private var stack: [Element] = []
    private var root: Element?

    /// The root element, or a failure naming the parser's error (line and column).
    static func parse(_ bytes: [UInt8]) throws -> Element {
        let tree = XMLTree()
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = tree
        guard parser.parse(), let root = tree.root else {
            throw ParseFailure(
                description:
                    "not well-formed XML at \(parser.lineNumber):\(parser.columnNumber): \(parser.parserError.map { "\($0)" } ?? "no root")"
            )
        }
        return root
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        stack.append(Element(name: elementName, attributes: attributes))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if !stack.isEmpty { stack[stack.count - 1].text += string }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        let element = stack.removeLast()
        if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
    }
}
