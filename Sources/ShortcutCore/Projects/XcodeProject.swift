/// What shortcut-lint reads of an Xcode project (`X.xcodeproj/project.pbxproj`): its targets, what
/// each builds (``XcodeProductType``), the files each builds, the platforms each is built for, and
/// what each needs built first. A project often builds several apps (an app and its helper, a Mac
/// and an iOS app): each target is an app of its own.
///
/// A target's files are those its build phases list (sources, resources: each file reference's
/// path resolved through its groups, a variant group's localizations included) and every file
/// below the folders it synchronizes (Xcode 16's `PBXFileSystemSynchronizedRootGroup`), less that
/// folder's membership exceptions for the target. What it needs are its target dependencies and
/// the products it links or embeds, of this project or of a project it references (a vendored
/// framework's `.xcodeproj` in its file list).
///
/// Reading is linear in the size of the file: the property list in one pass, each group's folder
/// once.
struct XcodeProject: Sendable {
    struct Target: Sendable {
        /// The target's object id (what dependencies name).
        var id: String
        var name: String
        var productType: XcodeProductType
        /// Absolute paths of the files the target builds.
        var files: Set<String> = []
        /// Absolute folders whose files the target builds, with the files it leaves out.
        var folders: [(path: String, except: Set<String>)] = []
        /// From the target's build settings, else the project's.
        var platforms: PlatformSet?
        /// The targets built for it: its dependencies and the products it links or embeds.
        var needs: [TargetReference] = []
        /// The object id of its product's file reference (what a target that links it names).
        var productReference: String?
        /// The App Store category its build settings give (`INFOPLIST_KEY_LSApplicationCategoryType`),
        /// else the project's.
        var applicationCategory: String?
        /// Whether its build settings make it an agent (`INFOPLIST_KEY_LSUIElement`), else the project's.
        var agentSetting: String?
        /// Its Info.plist (`INFOPLIST_FILE`), absolute, where the category and `LSUIElement` may be
        /// written instead.
        var infoPlist: String?

        /// Whether the target builds the file at the absolute `path`.
        func builds(_ path: String) -> Bool {
            files.contains(path)
                || folders.contains { folder in
                    guard let relative = FilePath.relative(path, to: folder.path), !relative.isEmpty else { return false }
                    return !folder.except.contains(relative)
                }
        }
    }

    /// A target a target needs: of this project, or of a project it references (by the absolute
    /// path of that `.xcodeproj`), named by the target's id or by its product's file reference.
    enum TargetReference: Hashable, Sendable {
        case local(String)
        case localProduct(String)
        case target(project: String, id: String)
        case product(project: String, fileReference: String)
    }

    var targets: [Target] = []
    /// The project's own build settings' platforms (what targets inherit).
    var platforms: PlatformSet?
    /// The language the project is developed in (`developmentRegion`: `en`, `de`, `English`).
    var developmentRegion: String?
    /// The absolute paths of the `.xcodeproj`s this project references (its subprojects).
    var referencedProjects: [String] = []

    /// The first target (in the project's order) that builds the file at the absolute `path`, and
    /// that is not a test bundle when another target builds it too. A `designable.nib` is built
    /// as the `.nib` bundle holding it.
    func target(building path: String) -> Target? {
        var found: Target?
        for target in targets where target.builds(path) || (Self.nibBundle(of: path).map(target.builds) ?? false) {
            if !target.productType.isTest { return target }
            if found == nil { found = target }
        }
        return found
    }

    /// The `.nib` bundle a `designable.nib` is the document of (`MainMenu.nib` for
    /// `MainMenu.nib/designable.nib`), which the project lists instead of the file.
    static func nibBundle(of path: String) -> String? {
        guard path.hasSuffix("/designable.nib"), let bundle = FilePath.parent(of: path), bundle.hasSuffix(".nib") else { return nil }
        return bundle
    }

    /// The target with the object id `id`, or whose product is the file reference `id`.
    func target(id: String) -> Target? { targets.first { $0.id == id } }
    func target(product id: String) -> Target? { targets.first { $0.productReference == id } }

    /// Reads `project.pbxproj` of the `.xcodeproj` in `folder` (absolute); nil when it is not a
    /// property list this reader understands.
    init?(pbxproj bytes: [UInt8], projectFolder folder: String) {
        guard let root = PropertyListValue.parse(bytes) else { return nil }
        self.init(root: root, projectFolder: folder)
    }

    /// The same, from the parsed property list; nil when it holds no project object.
    init?(root: PropertyListValue, projectFolder folder: String) {
        guard case .dictionary(let objects)? = root["objects"],
            let projectID = root["rootObject"]?.string, let project = objects[projectID]
        else { return nil }
        var graph = XcodeObjectGraph(objects: objects, sourceRoot: FilePath.join(folder, project["projectDirPath"]?.string ?? ""))
        platforms = graph.platforms(ofConfigurationList: project["buildConfigurationList"]?.string)
        developmentRegion = project["developmentRegion"]?.string
        for reference in project["projectReferences"]?.array ?? [] {
            if let file = reference["ProjectRef"]?.string, let path = graph.path(of: file) { referencedProjects.append(path) }
        }
        for id in project["targets"]?.array.compactMap(\.string) ?? [] {
            guard let target = objects[id], let name = target["name"]?.string else { continue }
            let configurations = target["buildConfigurationList"]?.string
            var read = Target(
                id: id, name: name, productType: XcodeProductType(identifier: target["productType"]?.string),
                platforms: graph.platforms(ofConfigurationList: configurations) ?? platforms,
                productReference: target["productReference"]?.string)
            read.applicationCategory =
                graph.setting(Self.categorySetting, ofConfigurationList: configurations)
                ?? graph.setting(Self.categorySetting, ofConfigurationList: project["buildConfigurationList"]?.string)
            read.agentSetting =
                graph.setting(Self.agentSetting, ofConfigurationList: configurations)
                ?? graph.setting(Self.agentSetting, ofConfigurationList: project["buildConfigurationList"]?.string)
            read.infoPlist = graph.setting("INFOPLIST_FILE", ofConfigurationList: configurations).map {
                FilePath.normalized(FilePath.join(graph.sourceRoot, Self.withoutSourceRoot($0)))
            }
            for dependency in target["dependencies"]?.array.compactMap(\.string) ?? [] {
                let object = objects[dependency]
                if let proxy = graph.reference(ofProxy: object?["targetProxy"]?.string, rootObject: projectID) {
                    read.needs.append(proxy)
                } else if let local = object?["target"]?.string {
                    read.needs.append(.local(local))
                }
            }
            for phase in target["buildPhases"]?.array.compactMap(\.string) ?? [] {
                for buildFile in objects[phase]?["files"]?.array.compactMap(\.string) ?? [] {
                    guard let reference = objects[buildFile]?["fileRef"]?.string else { continue }
                    read.files.formUnion(graph.paths(of: reference))
                    if let needed = Self.product(reference, objects: objects, graph: &graph, rootObject: projectID) {
                        read.needs.append(needed)
                    }
                }
            }
            for group in target["fileSystemSynchronizedGroups"]?.array.compactMap(\.string) ?? [] {
                guard let path = graph.path(of: group) else { continue }
                var except: Set<String> = []
                for exceptions in objects[group]?["exceptions"]?.array.compactMap(\.string) ?? []
                where objects[exceptions]?["target"]?.string == id {
                    except.formUnion(objects[exceptions]?["membershipExceptions"]?.array.compactMap(\.string) ?? [])
                }
                read.folders.append((path, except))
            }
            targets.append(read)
        }
    }

    /// The target whose product a build file links or embeds: another project's, through a
    /// reference proxy, or this project's own (a built product's file reference).
    private static func product(
        _ reference: String, objects: [String: PropertyListValue], graph: inout XcodeObjectGraph, rootObject: String
    ) -> TargetReference? {
        guard let object = objects[reference] else { return nil }
        if object["isa"]?.string == "PBXReferenceProxy" {
            return graph.reference(ofProxy: object["remoteRef"]?.string, rootObject: rootObject)
        }
        return object["sourceTree"]?.string == "BUILT_PRODUCTS_DIR" ? .localProduct(reference) : nil
    }
}

extension XcodeProject {
    /// The build setting Xcode writes into a generated Info.plist as `LSApplicationCategoryType`.
    static let categorySetting = "INFOPLIST_KEY_LSApplicationCategoryType"
    /// The build setting Xcode writes into a generated Info.plist as `LSUIElement`.
    static let agentSetting = "INFOPLIST_KEY_LSUIElement"

    /// `$(SRCROOT)/Game/Info.plist` as a path below the project's folder.
    static func withoutSourceRoot(_ path: String) -> String {
        for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where path.hasPrefix(prefix) {
            return String(path.dropFirst(prefix.count))
        }
        return path
    }
}
