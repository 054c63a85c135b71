/// The Xcode projects a run has read, each once by the path of its `.xcodeproj` (a 2.7 MB
/// `project.pbxproj` takes a while; a scan asks about it for every folder of its files).
struct XcodeProjectCache: Sendable {
    let fileSystem: any ProjectFileSystem
    private var projects: [String: XcodeProject?] = [:]
    /// The `project.pbxproj` files that exist but could not be read, and why.
    private(set) var problems: [ProjectFileProblem] = []

    init(fileSystem: any ProjectFileSystem) {
        self.fileSystem = fileSystem
    }

    /// The project of the `.xcodeproj` at the absolute `path`; nil when it cannot be read.
    mutating func project(at path: String) -> XcodeProject? {
        if let known = projects[path] { return known }
        let folder = FilePath.parent(of: path) ?? "/"
        let file = FilePath.join(path, "project.pbxproj")
        var project: XcodeProject?
        do {
            if let bytes = try fileSystem.contents(ofFile: file) {
                if let root = PropertyListValue.parse(bytes) {
                    project = XcodeProject(root: root, projectFolder: folder)
                    if project == nil { problems.append(ProjectFileProblem(path: file, reason: .projectFileNoProjectObject())) }
                } else {
                    problems.append(ProjectFileProblem(path: file, reason: .projectFileNotAPropertyList()))
                }
            }
        } catch {
            problems.append(ProjectFileProblem(path: file, reason: .verbatim(text: .text(error.reason))))
        }
        projects[path] = .some(project)
        return project
    }
}

/// What the projects around a nested Xcode project build of it. A repository's app is what its
/// outermost project builds; a project in a folder below (a vendored framework, a helper, a
/// library's demo) is part of that app as far as the outer project builds it:
///
/// - the outer project references the nested one (its `.xcodeproj` is in the outer file list) and
///   its targets, or the targets they need, depend on or link some of the nested project's
///   targets: those are built (Skim builds Sparkle's framework, not Sparkle's test app);
/// - no project of the outer build references it: its apps are apps of their own (a vendored
///   library's demo app, a sample to try the app on), not this repository's.
///
/// Workspaces are not followed: a workspace lists projects to open together, not what one app
/// builds.
enum EnclosingBuild: Hashable, Sendable {
    /// The nested project is part of the outer build: the ids of its targets that are built.
    case part(built: Set<String>, by: String)
    /// No project of the outer build references the nested project.
    case unreferenced(by: String)

    /// What the projects `outer` (absolute `.xcodeproj` paths: the outermost folder's, whose name
    /// messages give as `name`) build of the project at `nested`.
    static func of(_ nested: String, outer: [String], name: String, cache: inout XcodeProjectCache) -> EnclosingBuild {
        var referenced = Set(outer)
        var visited: Set<Node> = []
        var pending: [Node] = []
        for path in outer {
            referenced.formUnion(cache.project(at: path)?.referencedProjects ?? [])
            for target in cache.project(at: path)?.targets ?? [] where !target.productType.isTest {
                pending.append(Node(project: path, target: target.id))
            }
        }
        var projectsSeen: Set<String> = []
        while let node = pending.popLast() {
            guard visited.insert(node).inserted, let project = cache.project(at: node.project),
                let target = project.target(id: node.target)
            else { continue }
            if projectsSeen.insert(node.project).inserted { referenced.formUnion(project.referencedProjects) }
            for need in target.needs {
                switch need {
                case .local(let id):
                    pending.append(Node(project: node.project, target: id))
                case .localProduct(let file):
                    if let needed = project.target(product: file) { pending.append(Node(project: node.project, target: needed.id)) }
                case .target(let path, let id):
                    pending.append(Node(project: path, target: id))
                case .product(let path, let file):
                    if let needed = cache.project(at: path)?.target(product: file) {
                        pending.append(Node(project: path, target: needed.id))
                    }
                }
            }
        }
        guard referenced.contains(nested) else { return .unreferenced(by: name) }
        return .part(built: Set(visited.filter { $0.project == nested }.map(\.target)), by: name)
    }

    /// A target of a project.
    private struct Node: Hashable {
        var project: String
        var target: String
    }
}
