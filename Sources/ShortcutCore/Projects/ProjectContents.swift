/// What a project or workspace named on the command line stands for, so that `lint MyApp.xcodeproj`
/// and `lint MyApp.xcworkspace` lint what they build, as `lint Package.swift` lints its package:
///
/// - an `.xcodeproj`: the files its targets build (a localized file's every localization), and
///   the folders its targets synchronize (Xcode 16), which are searched like any folder;
/// - an `.xcworkspace`: the projects and folders it lists (`contents.xcworkspacedata`: its
///   `FileRef`s, in groups too), the projects among them read as above.
///
/// Test targets' files are listed too: whether they are linted is the run's choice, as for a
/// folder (``Project/Exclusion``).
package enum ProjectContents {
    /// The files and the synchronized folders of the `.xcodeproj` at the absolute `path` (sorted,
    /// absolute); nil when its `project.pbxproj` cannot be read.
    package static func xcodeProject(at path: String, fileSystem: any ProjectFileSystem) -> (files: [String], folders: [String])? {
        var cache = XcodeProjectCache(fileSystem: fileSystem)
        guard let project = cache.project(at: path) else { return nil }
        var files: Set<String> = []
        var folders: Set<String> = []
        for target in project.targets {
            files.formUnion(target.files)
            folders.formUnion(target.folders.map(\.path))
        }
        return (files.sorted(), folders.sorted())
    }

    /// The absolute paths a workspace at the absolute `path` lists (projects, packages' folders,
    /// other files), in its order; nil when its `contents.xcworkspacedata` cannot be read.
    package static func workspace(at path: String, fileSystem: any ProjectFileSystem) -> [String]? {
        let data = FilePath.join(path, "contents.xcworkspacedata")
        guard let bytes = try? fileSystem.contents(ofFile: data) else { return nil }
        let xml = PositionedXML.parse(SourceFile(path: data, bytes: bytes)).document
        guard let root = xml.root else { return [] }
        let container = FilePath.parent(of: path) ?? "/"
        var found: [String] = []
        // A group's location is relative to the group it is in, and so is a FileRef's.
        func walk(_ element: Int, folder: String) {
            for child in xml.children(of: element) {
                let location = xml.value("location", of: child).flatMap { resolve($0, in: folder, container: container, workspace: path) }
                if xml.element(child, isNamed: "Group") {
                    walk(child, folder: location ?? folder)
                } else if xml.element(child, isNamed: "FileRef"), let location {
                    found.append(location)
                }
            }
        }
        walk(root, folder: container)
        return found
    }

    /// A workspace location (`group:App.xcodeproj`, `container:App.xcodeproj`, `absolute:/x`,
    /// `self:` for the project holding a `project.xcworkspace`), as an absolute path.
    static func resolve(_ location: String, in folder: String, container: String, workspace: String) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let kind = location[..<colon]
        let rest = String(location[location.index(after: colon)...])
        switch kind {
        case "group": return FilePath.normalized(rest.isEmpty ? folder : FilePath.join(folder, rest))
        case "container": return FilePath.normalized(rest.isEmpty ? container : FilePath.join(container, rest))
        case "absolute": return FilePath.normalized(rest)
        case "self": return FilePath.parent(of: workspace).flatMap { $0.hasSuffix(".xcodeproj") ? $0 : nil }
        default: return nil
        }
    }
}
