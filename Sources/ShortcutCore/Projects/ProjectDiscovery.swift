/// What project discovery asks of the file system: configuration files' reads, and the names in
/// a folder (to see a `Package.swift` or a `*.xcodeproj`).
package protocol ProjectFileSystem: ConfigurationFileSystem {
    /// The names of the entries of the directory at the absolute `path` (without `.` and `..`);
    /// nil when it cannot be listed.
    func names(inDirectory path: String) -> [String]?
}

/// A project a file belongs to: the app it is part of, and the platforms it is built for.
package struct Project: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// A target of an Xcode project: the files its build phases list, or the folders it
        /// synchronizes hold.
        case xcodeTarget
        /// A folder holding an `.xcodeproj`: every file below it that no nearer project claims and
        /// no target of the project builds.
        case xcodeProject
        /// A target folder of a Swift package: `Sources/<Target>/` (or `Source`, `src`, `srcs`,
        /// `Tests`) beside a `Package.swift`.
        case swiftPackageTarget
    }

    package var kind: Kind
    /// The app: an Xcode target, else the project's folder, or a package target's folder; and its name.
    package var app: AppGroup
    /// The platforms the project declares (``SwiftPackagePlatforms``, ``XcodeProjectPlatforms``);
    /// nil when it declares none that can be read.
    package var platforms: PlatformSet?
    /// A game or an app: an Xcode target whose App Store category is a game's
    /// (`LSApplicationCategoryType` in its build settings or its Info.plist) is a game.
    package var appKind: AppKind = .app
}

/// Finds the project each source file belongs to, so that everything one app declares is checked
/// together and SwiftUI code is read for the platforms the app is built for.
///
/// From the file's folder up to the root, the nearest folder that claims it wins:
/// - a folder with a `Package.swift` claims the files of its target folders
///   (`Sources/<Target>/…`; also `Source`, `src`, `srcs` and `Tests`), each target an app of its
///   own named after the target; files elsewhere in the package (scripts, examples) go on up;
/// - a folder with an `.xcodeproj` claims every file below it. A file a target of the project
///   builds (``XcodeProject``) belongs to that target, an app of its own named after it (the
///   first such target, in the project's order, when several build it); the other files are one
///   app named after the project (after the folder when it holds several projects).
///
/// Each folder is listed once and each `Package.swift` and `project.pbxproj` read once, however
/// many files share them. Folders that cannot be listed and files that cannot be read count as
/// holding no project and declaring no platforms.
package struct ProjectDiscovery: Sendable {
    package let fileSystem: any ProjectFileSystem
    /// Absolute; relative file paths are resolved against it.
    package let workingDirectory: String
    /// Which project claims the files of each folder a file was in.
    private var claimOfFolder: [String: Claim?] = [:]
    private var markersOfFolder: [String: Markers] = [:]
    /// The platforms each project declares, read once (by `Package.swift` path or `.xcodeproj` folder).
    private var platformsOfProject: [String: PlatformSet?] = [:]
    /// The `LSApplicationCategoryType` of each Info.plist read (nil inside: it has none).
    private var categoryOfInfoPlist: [String: String?] = [:]

    /// Source folders of a Swift package whose subfolders are targets.
    static let targetParents: Set<Substring> = ["Sources", "Source", "src", "srcs", "Tests"]

    package init(fileSystem: any ProjectFileSystem, workingDirectory: String) {
        self.fileSystem = fileSystem
        self.workingDirectory = FilePath.absolute(workingDirectory, workingDirectory: "/")
    }

    /// The project of the file at `path` (relative to the working directory, or absolute); nil
    /// when no folder above it claims it.
    package mutating func project(forFile path: String) -> Project? {
        let absolute = FilePath.absolute(path, workingDirectory: workingDirectory)
        guard let folder = FilePath.parent(of: absolute) else { return nil }
        let claim: Claim?
        if let known = claimOfFolder[folder] {
            claim = known
        } else {
            claim = search(from: folder)
            claimOfFolder[folder] = claim
        }
        switch claim {
        case .package(let project)?:
            return project
        case .xcode(let folder, let name, let projects, let platforms)?:
            for project in projects {
                guard let target = project.model?.target(building: absolute) else { continue }
                return Project(
                    kind: .xcodeTarget,
                    app: AppGroup(
                        id: project.path + "#" + target.name, name: target.name, developmentRegion: project.model?.developmentRegion),
                    platforms: target.platforms ?? platforms, appKind: appKind(of: target))
            }
            let region = projects.lazy.compactMap { $0.model?.developmentRegion }.first
            return Project(kind: .xcodeProject, app: AppGroup(id: folder, name: name, developmentRegion: region), platforms: platforms)
        case nil:
            return nil
        }
    }

    /// A target's kind, from the category its build settings give, else the one its Info.plist
    /// writes (read once per file).
    private mutating func appKind(of target: XcodeProject.Target) -> AppKind {
        if let category = target.applicationCategory { return AppKind(applicationCategory: category) }
        guard let path = target.infoPlist else { return .app }
        if let known = categoryOfInfoPlist[path] { return known.map(AppKind.init(applicationCategory:)) ?? .app }
        let category = (try? fileSystem.contents(ofFile: path)).flatMap(InfoPlistCategory.read)
        categoryOfInfoPlist[path] = .some(category)
        return category.map(AppKind.init(applicationCategory:)) ?? .app
    }

    /// The project a folder's files belong to: the nearest package whose target holds the folder,
    /// or the nearest folder with Xcode projects.
    private enum Claim: Sendable {
        case package(Project)
        case xcode(folder: String, name: String, projects: [LoadedXcodeProject], platforms: PlatformSet?)
    }

    /// An `.xcodeproj` and what was read of it.
    private struct LoadedXcodeProject: Sendable {
        var path: String
        var model: XcodeProject?
    }

    private mutating func search(from start: String) -> Claim? {
        var current: String? = start
        while let folder = current {
            let markers = markers(of: folder)
            if markers.hasPackageManifest, let target = Self.target(of: start, inPackage: folder) {
                let manifest = FilePath.join(folder, "Package.swift")
                let platforms = declaredPlatforms(of: manifest) { $0.readPackagePlatforms(manifest) }
                return .package(
                    Project(kind: .swiftPackageTarget, app: AppGroup(id: target.folder, name: target.name), platforms: platforms))
            }
            if !markers.xcodeProjects.isEmpty {
                let name =
                    markers.xcodeProjects.count == 1
                    ? String(markers.xcodeProjects[0].dropLast(".xcodeproj".count)) : Self.lastComponent(folder)
                let platforms = declaredPlatforms(of: folder) { $0.readXcodePlatforms(folder, projects: markers.xcodeProjects) }
                let projects = markers.xcodeProjects.map { name in
                    let path = FilePath.join(folder, name)
                    let bytes = try? fileSystem.contents(ofFile: FilePath.join(path, "project.pbxproj"))
                    return LoadedXcodeProject(path: path, model: bytes.flatMap { XcodeProject(pbxproj: $0, projectFolder: folder) })
                }
                return .xcode(folder: folder, name: name, projects: projects, platforms: platforms)
            }
            current = FilePath.parent(of: folder)
        }
        return nil
    }

    /// The target folder holding `folder` in the package at `package`: `Sources/<Target>`.
    static func target(of folder: String, inPackage package: String) -> (folder: String, name: String)? {
        guard let relative = FilePath.relative(folder, to: package) else { return nil }
        let components = relative.split(separator: "/")
        guard components.count >= 2, targetParents.contains(components[0]) else { return nil }
        return (FilePath.join(FilePath.join(package, String(components[0])), String(components[1])), String(components[1]))
    }

    /// The platforms a project declares (`project`: its `Package.swift`, or the folder of its
    /// `.xcodeproj`s), read by `read` the first time only.
    private mutating func declaredPlatforms(of project: String, read: (Self) -> PlatformSet?) -> PlatformSet? {
        if let known = platformsOfProject[project] { return known }
        let platforms = read(self)
        platformsOfProject[project] = platforms
        return platforms
    }

    private func readXcodePlatforms(_ folder: String, projects: [String]) -> PlatformSet? {
        var platforms = PlatformSet()
        for project in projects {
            let file = FilePath.join(FilePath.join(folder, project), "project.pbxproj")
            if let bytes = try? fileSystem.contents(ofFile: file), let read = XcodeProjectPlatforms.read(bytes) {
                platforms.formUnion(read)
            }
        }
        return platforms.isEmpty ? nil : platforms
    }

    private func readPackagePlatforms(_ path: String) -> PlatformSet? {
        guard let bytes = try? fileSystem.contents(ofFile: path) else { return nil }
        return SwiftPackagePlatforms.read(SourceFile(path: path, bytes: bytes))
    }

    /// What in a folder makes it a project.
    private struct Markers: Sendable {
        var hasPackageManifest = false
        /// `*.xcodeproj` names, sorted.
        var xcodeProjects: [String] = []
    }

    private mutating func markers(of folder: String) -> Markers {
        if let known = markersOfFolder[folder] { return known }
        var markers = Markers()
        for name in fileSystem.names(inDirectory: folder) ?? [] {
            if name == "Package.swift" {
                markers.hasPackageManifest = true
            } else if name.hasSuffix(".xcodeproj"), name.count > ".xcodeproj".count {
                markers.xcodeProjects.append(name)
            }
        }
        markers.xcodeProjects.sort()
        markersOfFolder[folder] = markers
        return markers
    }

    private static func lastComponent(_ folder: String) -> String {
        folder == "/" ? "/" : String(folder[folder.index(after: folder.lastIndex(of: "/")!)...])
    }
}
