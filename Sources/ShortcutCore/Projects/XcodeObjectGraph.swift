/// The objects of a project file and the questions ``XcodeProject`` asks of them: where a file
/// reference is on disk, which platforms a configuration list builds for, which target of which
/// project a dependency or a linked product stands for.
///
/// A file's path is its group's folder plus its own path; each group's folder is worked out once
/// and remembered, so the paths of all the files cost one pass over the groups, however deep
/// they nest and however many files share them (a project of thousands of files used to walk its
/// chain of groups again for every file).
struct XcodeObjectGraph {
    let objects: [String: PropertyListValue]
    let sourceRoot: String
    /// Each group member's group.
    private let parent: [String: String]
    /// The folder of each group whose folder was asked for (nil: outside the project's files).
    private var folderOfGroup: [String: String?] = [:]
    /// The files of each build file's reference asked for: an app built for two platforms lists
    /// each file in both targets.
    private var pathsOfReference: [String: [String]] = [:]

    init(objects: [String: PropertyListValue], sourceRoot: String) {
        self.objects = objects
        self.sourceRoot = FilePath.normalized(sourceRoot)
        var parent: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"]?.array ?? [] {
                if let child = child.string { parent[child] = id }
            }
        }
        self.parent = parent
    }

    /// The files a build file's reference stands for: the file, or each localization of a
    /// variant group.
    mutating func paths(of reference: String) -> [String] {
        if let known = pathsOfReference[reference] { return known }
        guard let object = objects[reference] else { return [] }
        let paths: [String]
        let isa = object["isa"]?.string
        if isa == "PBXVariantGroup" || isa == "XCVersionGroup" {
            paths = (object["children"]?.array.compactMap(\.string) ?? []).compactMap { path(of: $0) }
        } else {
            paths = path(of: reference).map { [$0] } ?? []
        }
        pathsOfReference[reference] = paths
        return paths
    }

    /// The absolute path of a file reference or group; nil for one outside the project's files
    /// (in the SDK, among the built products) or in a chain of groups too long to be real.
    mutating func path(of id: String) -> String? {
        guard let object = objects[id] else { return nil }
        let own = object["path"]?.string ?? ""
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>":
            guard let group = parent[id] else { return FilePath.normalized(FilePath.join(sourceRoot, own)) }
            guard let folder = folder(ofGroup: group, depth: 0) else { return nil }
            return FilePath.normalized(own.isEmpty ? folder : FilePath.join(folder, own))
        case "SOURCE_ROOT":
            return FilePath.normalized(FilePath.join(sourceRoot, own))
        case "<absolute>":
            return FilePath.normalized(own)
        default:
            return nil
        }
    }

    /// The folder a group stands for, remembered for the next member of the same group.
    private mutating func folder(ofGroup id: String, depth: Int) -> String? {
        if let known = folderOfGroup[id] { return known }
        // A chain longer than any real project's (or a cycle) is read as no place on disk.
        guard depth < 256, let object = objects[id] else { return nil }
        let own = object["path"]?.string ?? ""
        let resolved: String?
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>":
            if let above = parent[id] {
                resolved = folder(ofGroup: above, depth: depth + 1).map { own.isEmpty ? $0 : FilePath.join($0, own) }
            } else {
                resolved = FilePath.join(sourceRoot, own)
            }
        case "SOURCE_ROOT": resolved = FilePath.join(sourceRoot, own)
        case "<absolute>": resolved = own
        default: resolved = nil
        }
        folderOfGroup[id] = .some(resolved)
        return resolved
    }

    /// The platforms the build configurations of a list name; nil when none does.
    /// The first value a build configuration of the list gives the setting `name`; nil when none does.
    func setting(_ name: String, ofConfigurationList id: String?) -> String? {
        guard let id else { return nil }
        for configuration in objects[id]?["buildConfigurations"]?.array.compactMap(\.string) ?? [] {
            guard case .dictionary(let settings)? = objects[configuration]?["buildSettings"] else { continue }
            if let value = settings[name]?.string, !value.isEmpty { return value }
        }
        return nil
    }

    func platforms(ofConfigurationList id: String?) -> PlatformSet? {
        guard let id else { return nil }
        var platforms = PlatformSet()
        for configuration in objects[id]?["buildConfigurations"]?.array.compactMap(\.string) ?? [] {
            guard case .dictionary(let settings)? = objects[configuration]?["buildSettings"] else { continue }
            for name in XcodeProjectPlatforms.settingNames {
                guard let value = settings[name]?.string else { continue }
                platforms.formUnion(XcodeProjectPlatforms.platforms(setting: name, value: value))
            }
        }
        return platforms.isEmpty ? nil : platforms
    }

    /// What a container item proxy points at: a target of this project (`proxyType = 1` with
    /// the project itself as container), or a target or product of another project (the file
    /// reference of its `.xcodeproj`).
    mutating func reference(ofProxy id: String?, rootObject: String) -> XcodeProject.TargetReference? {
        guard let id, let proxy = objects[id], let remote = proxy["remoteGlobalIDString"]?.string,
            let portal = proxy["containerPortal"]?.string
        else { return nil }
        let isTarget = proxy["proxyType"]?.string != "2"
        if portal == rootObject { return isTarget ? .local(remote) : .localProduct(remote) }
        guard let project = path(of: portal) else { return nil }
        return isTarget ? .target(project: project, id: remote) : .product(project: project, fileReference: remote)
    }
}
