/// What shortcut-lint reads of an Xcode project (`X.xcodeproj/project.pbxproj`): its targets, the
/// files each target builds, and the platforms each is built for. A project often builds several
/// apps (an app and its helper, a Mac and an iOS app): each target is an app of its own.
///
/// A target's files are those its build phases list (sources, resources: each file reference's
/// path resolved through its groups, a variant group's localizations included) and every file
/// below the folders it synchronizes (Xcode 16's `PBXFileSystemSynchronizedRootGroup`), less that
/// folder's membership exceptions for the target.
struct XcodeProject: Sendable {
    struct Target: Sendable {
        var name: String
        /// Absolute paths of the files the target builds.
        var files: Set<String> = []
        /// Absolute folders whose files the target builds, with the files it leaves out.
        var folders: [(path: String, except: Set<String>)] = []
        /// From the target's build settings, else the project's.
        var platforms: PlatformSet?
        /// The App Store category its build settings give (`INFOPLIST_KEY_LSApplicationCategoryType`),
        /// else the project's.
        var applicationCategory: String?
        /// Its Info.plist (`INFOPLIST_FILE`), absolute, where the category may be written instead.
        var infoPlist: String?
    }

    var targets: [Target] = []
    /// The project's own build settings' platforms (what targets inherit).
    var platforms: PlatformSet?
    /// The language the project is developed in (`developmentRegion`: `en`, `de`, `English`).
    var developmentRegion: String?

    /// The first target (in the project's order) that builds the file at the absolute `path`.
    func target(building path: String) -> Target? {
        targets.first { target in
            target.files.contains(path)
                || target.folders.contains { folder in
                    guard let relative = FilePath.relative(path, to: folder.path), !relative.isEmpty else { return false }
                    return !folder.except.contains(relative)
                }
        }
    }

    /// Reads `project.pbxproj` of the `.xcodeproj` in `folder` (absolute); nil when it is not a
    /// property list this reader understands.
    init?(pbxproj bytes: [UInt8], projectFolder folder: String) {
        guard let root = PropertyListValue.parse(bytes), case .dictionary(let objects)? = root["objects"],
            let projectID = root["rootObject"]?.string, let project = objects[projectID]
        else { return nil }
        let reader = ObjectGraph(objects: objects, sourceRoot: FilePath.join(folder, project["projectDirPath"]?.string ?? ""))
        platforms = reader.platforms(ofConfigurationList: project["buildConfigurationList"]?.string)
        developmentRegion = project["developmentRegion"]?.string
        for id in project["targets"]?.array.compactMap(\.string) ?? [] {
            guard let target = objects[id], let name = target["name"]?.string else { continue }
            let configurations = target["buildConfigurationList"]?.string
            var read = Target(name: name, platforms: reader.platforms(ofConfigurationList: configurations))
            if read.platforms == nil { read.platforms = platforms }
            read.applicationCategory =
                reader.setting(Self.categorySetting, ofConfigurationList: configurations)
                ?? reader.setting(Self.categorySetting, ofConfigurationList: project["buildConfigurationList"]?.string)
            read.infoPlist = reader.setting("INFOPLIST_FILE", ofConfigurationList: configurations).map {
                FilePath.normalized(FilePath.join(reader.sourceRoot, Self.withoutSourceRoot($0)))
            }
            for phase in target["buildPhases"]?.array.compactMap(\.string) ?? [] {
                for buildFile in objects[phase]?["files"]?.array.compactMap(\.string) ?? [] {
                    guard let reference = objects[buildFile]?["fileRef"]?.string else { continue }
                    read.files.formUnion(reader.paths(of: reference))
                }
            }
            for group in target["fileSystemSynchronizedGroups"]?.array.compactMap(\.string) ?? [] {
                guard let path = reader.path(of: group) else { continue }
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
}

extension XcodeProject {
    /// The build setting Xcode writes into a generated Info.plist as `LSApplicationCategoryType`.
    static let categorySetting = "INFOPLIST_KEY_LSApplicationCategoryType"

    /// `$(SRCROOT)/Game/Info.plist` as a path below the project's folder.
    static func withoutSourceRoot(_ path: String) -> String {
        for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where path.hasPrefix(prefix) {
            return String(path.dropFirst(prefix.count))
        }
        return path
    }
}

/// The objects of a project file and the questions asked of them: where a file reference is on
/// disk, which platforms a configuration list builds for.
private struct ObjectGraph {
    let objects: [String: PropertyListValue]
    let sourceRoot: String
    /// Each group member's group.
    let parent: [String: String]

    init(objects: [String: PropertyListValue], sourceRoot: String) {
        self.objects = objects
        self.sourceRoot = FilePath.normalized(sourceRoot)
        var parent: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"]?.array.compactMap(\.string) ?? [] { parent[child] = id }
        }
        self.parent = parent
    }

    /// The files a build file's reference stands for: the file, or each localization of a
    /// variant group.
    func paths(of reference: String) -> [String] {
        guard let object = objects[reference] else { return [] }
        if object["isa"]?.string == "PBXVariantGroup" || object["isa"]?.string == "XCVersionGroup" {
            return (object["children"]?.array.compactMap(\.string) ?? []).compactMap(path)
        }
        return path(of: reference).map { [$0] } ?? []
    }

    /// The absolute path of a file reference or group; nil for one outside the project's files
    /// (in the SDK, among the built products) or a chain of groups too long to be real.
    func path(of id: String) -> String? {
        var components: [String] = []
        var current: String? = id
        var steps = 0
        while let node = current, let object = objects[node], steps < 256 {
            steps += 1
            let own = object["path"]?.string ?? ""
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>":
                if !own.isEmpty { components.append(own) }
                current = parent[node]
                if current == nil { return FilePath.normalized(([sourceRoot] + components.reversed()).joined(separator: "/")) }
            case "SOURCE_ROOT":
                return FilePath.normalized(([sourceRoot, own] + components.reversed()).joined(separator: "/"))
            case "<absolute>":
                return FilePath.normalized(([own] + components.reversed()).joined(separator: "/"))
            default:
                return nil
            }
        }
        return nil
    }

    /// The first value a build configuration of the list gives the setting `name`; nil when none does.
    func setting(_ name: String, ofConfigurationList id: String?) -> String? {
        guard let id else { return nil }
        for configuration in objects[id]?["buildConfigurations"]?.array.compactMap(\.string) ?? [] {
            guard case .dictionary(let settings)? = objects[configuration]?["buildSettings"] else { continue }
            if let value = settings[name]?.string, !value.isEmpty { return value }
        }
        return nil
    }

    /// The platforms the build configurations of a list name; nil when none does.
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
}
