/// The spec of a project generator, committed in place of the `.xcodeproj` it generates: XcodeGen's
/// `project.yml`, Tuist's `Project.swift`. The folder holding it is one project, as a folder
/// holding an `.xcodeproj` is; what the spec says of the project's name and test targets is read,
/// without running the generator.
struct GeneratedProjectSpec: Sendable {
    /// The project's name, as the spec gives it.
    var name: String?
    /// The test targets (unit-test and UI-test bundles) and the folders of their sources,
    /// relative to the spec's folder.
    var testFolders: [(target: String, folder: String)] = []

    /// The file names that hold a spec.
    static let xcodeGenName = "project.yml"
    static let tuistName = "Project.swift"

    /// XcodeGen (`name: Kiwix`, `targets: { UnitTests: { type: bundle.unit-test, sources: [Tests] } }`);
    /// nil unless the file is a mapping with `targets`, as every XcodeGen spec is.
    static func xcodeGen(_ source: SourceFile) -> GeneratedProjectSpec? {
        let document = YAMLParser.parse(source).document
        let root = document.root
        guard document.kind(root) == .object, let targets = document.member(root, named: "targets"),
            document.kind(targets) == .object
        else { return nil }
        var spec = GeneratedProjectSpec()
        if let name = document.member(root, named: "name"), document.kind(name) == .string { spec.name = document.text(name) }
        for (key, target) in document.members(targets) {
            guard let type = document.member(target, named: "type"), document.kind(type) == .string,
                isTestType(document.text(type)), let sources = document.member(target, named: "sources")
            else { continue }
            let entries = document.kind(sources) == .array ? Array(document.elements(sources)) : [sources]
            for entry in entries {
                let path = document.kind(entry) == .object ? document.member(entry, named: "path") : entry
                if let path, document.kind(path) == .string, let folder = folder(ofPattern: document.text(path)) {
                    spec.testFolders.append((document.text(key), folder))
                }
            }
        }
        return spec
    }

    /// Tuist (`Project(name: "App", targets: [.target(name: "AppTests", product: .unitTests,
    /// sources: ["Tests/**"])])`); nil unless the file imports `ProjectDescription`, as every
    /// Tuist manifest does (an app's own `Project.swift` model file does not).
    static func tuist(_ source: SourceFile) -> GeneratedProjectSpec? {
        let tokens = SourceLexer.tokenize(source, language: .swift)
        guard (0..<tokens.count).contains(where: { tokens.isName($0, "import") && tokens.isName($0 + 1, "ProjectDescription") })
        else { return nil }
        var spec = GeneratedProjectSpec()
        for index in 0..<tokens.count where tokens.kind(index) == .leftParen && tokens.kind(index - 1) == .identifier {
            let call = ManifestCall(tokens: tokens, open: index)
            if spec.name == nil, tokens.isName(index - 1, "Project") { spec.name = call.string("name") }
            guard let product = call.member("product"), product == "unitTests" || product == "uiTests", let name = call.string("name")
            else { continue }
            spec.testFolders += call.strings("sources").compactMap { pattern in folder(ofPattern: pattern).map { (name, $0) } }
        }
        return spec
    }

    /// XcodeGen's test bundle types.
    static func isTestType(_ type: String) -> Bool {
        XcodeProductType(identifier: "com.apple.product-type." + type).isTest
    }

    /// The folder a sources pattern reaches into: the part before its first wildcard
    /// (`Tests` for `Tests/**`, `Tests/**/*.swift` and `Tests`); nil for none (`*Tests`), which
    /// would be the whole project.
    static func folder(ofPattern pattern: String) -> String? {
        let literal = pattern.prefix { $0 != "*" && $0 != "?" && $0 != "[" && $0 != "{" }
        var folder = String(literal)
        if literal.count < pattern.count { folder = literal.lastIndex(of: "/").map { String(literal[..<$0]) } ?? "" }
        while folder.hasSuffix("/") { folder.removeLast() }
        if folder.hasPrefix("./") { folder.removeFirst(2) }
        return folder.isEmpty || folder == "." ? nil : folder
    }
}
