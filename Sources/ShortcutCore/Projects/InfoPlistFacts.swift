/// What an Info.plist tells the linter about its app, in the XML form Xcode writes: the App Store
/// category (`LSApplicationCategoryType`, which makes a game) and whether the app is an agent
/// (`LSUIElement`, which hides its menu bar). Nothing else of the file is read; a binary property
/// list, or one that names neither, gives nils.
struct InfoPlistFacts: Equatable, Sendable {
    /// `<key>LSApplicationCategoryType</key>` followed by `<string>public.app-category.games</string>`.
    var category: String?
    /// `<key>LSUIElement</key>` followed by `<true/>` (or a string or integer Xcode reads as true).
    var isAgent: Bool

    init(category: String? = nil, isAgent: Bool = false) {
        self.category = category
        self.isAgent = isAgent
    }

    init(_ bytes: [UInt8]) {
        category = Self.value(of: "LSApplicationCategoryType", in: bytes).flatMap { $0.element == "string" ? $0.text : nil }
        isAgent = Self.value(of: "LSUIElement", in: bytes).map(Self.isTrue) ?? false
    }

    /// The kind of app these facts make: an agent, else a game by its category, else an app.
    var kind: AppKind {
        if isAgent { return .agent }
        return category.map(AppKind.init(applicationCategory:)) ?? .app
    }

    /// Whether a build setting's value (`INFOPLIST_KEY_LSUIElement = YES`) is true.
    static func isTrue(setting: String) -> Bool {
        ["YES", "1", "TRUE"].contains(setting.filter { !$0.isWhitespace }.uppercased())
    }

    private static func isTrue(_ value: (element: String, text: String)) -> Bool {
        switch value.element {
        case "true": true
        case "string", "integer": isTrue(setting: value.text)
        default: false
        }
    }

    /// The element after `<key>name</key>`: its name (`string`, `true`) and text.
    private static func value(of name: String, in bytes: [UInt8]) -> (element: String, text: String)? {
        guard let keyEnd = end(of: Array("<key>\(name)</key>".utf8), in: bytes, from: 0) else { return nil }
        var index = keyEnd
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D {
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "<"),
            let close = bytes[index...].firstIndex(of: UInt8(ascii: ">"))
        else { return nil }
        var element = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
        if element.hasSuffix("/") { return (String(element.dropLast()), "") }
        element = String(element.prefix { $0 != " " })
        let start = close + 1
        guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "<")) else { return nil }
        return (element, String(decoding: bytes[start..<end], as: UTF8.self))
    }

    /// Where the first `needle` at or after `start` ends.
    private static func end(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return index + needle.count }
            index += 1
        }
        return nil
    }
}
