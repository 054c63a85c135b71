/// What project discovery asks of the file system: configuration files' reads, and the names in
/// a folder (to see a `Package.swift` or a `*.xcodeproj`).
package protocol ProjectFileSystem: ConfigurationFileSystem {
    /// The names of the entries of the directory at the absolute `path` (without `.` and `..`);
    /// nil when it cannot be listed.
    func names(inDirectory path: String) -> [String]?
}

/// Finds the project each source file belongs to, so that everything one app declares is checked
/// together, SwiftUI code is read for the platforms the app is built for, and what is not part of
/// the app (tests, apps the repository only carries) can be left out.
///
/// From the file's folder up to the root, the nearest folder that claims it wins:
/// - a folder with a `Package.swift` claims the files of its target folders
///   (`Sources/<Target>/…`; also `Source`, `src`, `srcs` and `Tests`), each target an app of its
///   own named after the target; files elsewhere in the package (scripts, examples) go on up.
///   A test target's files (`Tests/<Target>`, a `.testTarget`'s `path:`) are test code;
/// - a folder with an `.xcodeproj` claims every file below it. A file a target of the project
///   builds (``XcodeProject``) belongs to that target, an app of its own named after it (the
///   first such target, in the project's order, when several build it; a test bundle only when
///   nothing else builds the file, and then the file is test code); the other files are one app
///   named after the project (after the folder when it holds several projects). A project in a
///   folder below another project's is part of the app as far as the outer project builds it
///   (``EnclosingBuild``);
/// - a folder with a project generator's spec and no `.xcodeproj` (XcodeGen's `project.yml`,
///   Tuist's `Project.swift`, ``GeneratedProjectSpec``) claims every file below it as one app,
///   named as the spec names the project; its test targets' folders are test code.
///
/// Each folder is listed once and each `Package.swift`, spec and `project.pbxproj` read once,
/// however many files share them. Folders that cannot be listed count as holding no project;
/// project files that exist but cannot be read count as declaring nothing, and are listed in
/// ``problems`` for the run to note.
package struct ProjectDiscovery: Sendable {
    package let fileSystem: any ProjectFileSystem
    /// Absolute; relative file paths are resolved against it.
    package let workingDirectory: String
    /// The folders the run lints (absolute): a project nested in another's folder is judged by
    /// the outermost project at or below the nearest of them. Without one, no project is judged
    /// nested.
    package let scanRoots: [String]
    /// Which project claims the files of each folder a file was in.
    private var claimOfFolder: [String: Claim?] = [:]
    private var markersOfFolder: [String: Markers] = [:]
    /// The platforms each project declares, read once (by `Package.swift` path or `.xcodeproj` folder).
    private var platformsOfProject: [String: PlatformSet?] = [:]
    /// The test folders of each package (by `Package.swift` path), absolute, with their targets.
    private var testFoldersOfPackage: [String: [(folder: String, name: String)]] = [:]
    private var specOfFolder: [String: GeneratedProjectSpec?] = [:]
    private var xcodeProjects: XcodeProjectCache
    /// What the outer build makes of each nested project (by its path and the outer folder).
    private var enclosingBuilds: [String: EnclosingBuild] = [:]
    /// The package manifests that exist but could not be read, and why.
    private var packageProblems: [ProjectFileProblem] = []
    /// What each Info.plist read says of its app.
    private var factsOfInfoPlist: [String: InfoPlistFacts] = [:]

    /// The project files (`Package.swift`, `project.pbxproj`) that exist but could not be read,
    /// each once, in the order they were met: the run notes each (``ProjectFileProblem``).
    package var problems: [ProjectFileProblem] { packageProblems + xcodeProjects.problems }

    /// Source folders of a Swift package whose subfolders are targets.
    static let targetParents: Set<Substring> = ["Sources", "Source", "src", "srcs", "Tests"]

    package init(fileSystem: any ProjectFileSystem, workingDirectory: String, scanRoots: [String] = []) {
        self.fileSystem = fileSystem
        self.workingDirectory = FilePath.absolute(workingDirectory, workingDirectory: "/")
        self.scanRoots = scanRoots.map {
            FilePath.absolute($0, workingDirectory: FilePath.absolute(workingDirectory, workingDirectory: "/"))
        }
        xcodeProjects = XcodeProjectCache(fileSystem: fileSystem)
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
            var found: Project?
            for project in projects where found == nil {
                found = target(building: absolute, in: project, folder: folder, platforms: platforms)
            }
            // A file of a nested project that the outer project builds itself (a vendored
            // library's sources compiled into the app) is the outer target's, not the nested
            // project's demo or test app's.
            let isTheApps = found.map { $0.exclusion == nil || $0.exclusion!.isTestCode } ?? false
            if !isTheApps, let outer = outerTarget(building: absolute, below: folder) { return outer }
            if let found { return found }
            var region: String?
            for project in projects where region == nil { region = xcodeProjects.project(at: project)?.developmentRegion }
            return Project(kind: .xcodeProject, app: AppGroup(id: folder, name: name, developmentRegion: region), platforms: platforms)
        case .generated(let folder, let name, let tests)?:
            let test = tests.first { FilePath.relative(absolute, to: $0.folder) != nil }
            return Project(
                kind: .xcodeProject, app: AppGroup(id: folder, name: name), platforms: nil, exclusion: test.map { .testTarget($0.name) })
        case nil:
            return nil
        }
    }

    /// The project a folder's files belong to: the nearest package whose target holds the folder,
    /// the nearest folder with Xcode projects, or with a project generator's spec.
    private enum Claim: Sendable {
        case package(Project)
        /// The folder, the app's name, the absolute paths of its `.xcodeproj`s, their platforms.
        case xcode(folder: String, name: String, projects: [String], platforms: PlatformSet?)
        /// The folder, the app's name, the test targets' folders (absolute).
        case generated(folder: String, name: String, tests: [(folder: String, name: String)])
    }

    private mutating func search(from start: String) -> Claim? {
        var current: String? = start
        while let folder = current {
            let markers = markers(of: folder)
            if markers.hasPackageManifest, let project = packageTarget(of: start, inPackage: folder) { return .package(project) }
            if !markers.xcodeProjects.isEmpty {
                let name =
                    markers.xcodeProjects.count == 1
                    ? String(markers.xcodeProjects[0].dropLast(".xcodeproj".count)) : Self.lastComponent(folder)
                let platforms = declaredPlatforms(of: folder) { $0.readXcodePlatforms(folder, projects: markers.xcodeProjects) }
                return .xcode(
                    folder: folder, name: name, projects: markers.xcodeProjects.map { FilePath.join(folder, $0) }, platforms: platforms)
            }
            if let spec = generatedSpec(in: folder, markers: markers) {
                let tests = spec.testFolders.map { (FilePath.normalized(FilePath.join(folder, $0.folder)), $0.target) }
                return .generated(folder: folder, name: spec.name ?? Self.lastComponent(folder), tests: tests)
            }
            current = FilePath.parent(of: folder)
        }
        return nil
    }

    /// The package target holding `folder` in the package at `package`: `Sources/<Target>`, or a
    /// test target (`Tests/<Target>`, or the folder a `.testTarget` names), which is test code.
    private mutating func packageTarget(of folder: String, inPackage package: String) -> Project? {
        let manifest = FilePath.join(package, "Package.swift")
        let tests = testFolders(ofPackage: manifest, in: package)
        let test = tests.first { FilePath.relative(folder, to: $0.folder) != nil }
        guard let target = test ?? Self.target(of: folder, inPackage: package) else { return nil }
        let platforms = platformsOfProject[manifest] ?? nil
        let isTest = test != nil || FilePath.relative(target.folder, to: FilePath.join(package, "Tests")) != nil
        return Project(
            kind: .swiftPackageTarget, app: AppGroup(id: target.folder, name: target.name), platforms: platforms,
            exclusion: isTest ? .packageTests(target.name) : nil)
    }

    /// The target folder holding `folder` in the package at `package`: `Sources/<Target>`.
    static func target(of folder: String, inPackage package: String) -> (folder: String, name: String)? {
        guard let relative = FilePath.relative(folder, to: package) else { return nil }
        let components = relative.split(separator: "/")
        guard components.count >= 2, targetParents.contains(components[0]) else { return nil }
        return (FilePath.join(FilePath.join(package, String(components[0])), String(components[1])), String(components[1]))
    }

    /// The Xcode target of the project at `path` that builds the file at `file`, as a project;
    /// nil when none builds it.
    private mutating func target(building file: String, in path: String, folder: String, platforms: PlatformSet?) -> Project? {
        guard let model = xcodeProjects.project(at: path) else { return nil }
        let nib = XcodeProject.nibBundle(of: file)
        let building = model.targets.filter { $0.builds(file) || (nib.map($0.builds) ?? false) }
        guard let first = building.first else { return nil }
        let nesting = enclosingBuild(of: path, folder: folder)
        let projectName = Self.lastComponent(path)
        func exclusion(_ target: XcodeProject.Target) -> Project.Exclusion? {
            if target.productType.isTest { return .testTarget(target.name) }
            switch nesting {
            case .part(let built, let outer)?:
                return built.contains(target.id) ? nil : .notBuilt(target: target.name, project: projectName, by: outer)
            case .unreferenced?:
                return target.productType.isApplication ? .otherApp(target: target.name, project: projectName) : nil
            case nil:
                return nil
            }
        }
        // The first target of the app that builds it; else the first that is no test bundle.
        let target = building.first { exclusion($0) == nil } ?? building.first { !$0.productType.isTest } ?? first
        var project = Project(
            kind: .xcodeTarget,
            app: AppGroup(id: path + "#" + target.name, name: target.name, developmentRegion: model.developmentRegion, folder: folder),
            platforms: target.platforms ?? platforms, exclusion: exclusion(target))
        project.appKind = appKind(of: target)
        return project
    }

    /// A target's kind: what its build settings say (an agent, a category), each fact they leave
    /// out from its Info.plist (read once per file).
    private mutating func appKind(of target: XcodeProject.Target) -> AppKind {
        var facts = InfoPlistFacts(
            category: target.applicationCategory, isAgent: target.agentSetting.map(InfoPlistFacts.isTrue(setting:)) ?? false)
        if let path = target.infoPlist, target.applicationCategory == nil || target.agentSetting == nil {
            let file: InfoPlistFacts
            if let known = factsOfInfoPlist[path] {
                file = known
            } else {
                file = (try? fileSystem.contents(ofFile: path)).map(InfoPlistFacts.init) ?? InfoPlistFacts()
                factsOfInfoPlist[path] = file
            }
            if target.applicationCategory == nil { facts.category = file.category }
            if target.agentSetting == nil { facts.isAgent = file.isAgent }
        }
        return facts.kind
    }

    /// The folders above `folder`, nearest first, up to the nearest scan root above it, that hold
    /// Xcode projects, with the projects' absolute paths; empty when `folder` is no nested project's.
    private mutating func enclosingProjects(of folder: String) -> [(folder: String, projects: [String])] {
        guard let root = scanRoots.filter({ FilePath.relative(folder, to: $0) != nil }).max(by: { $0.count < $1.count }), root != folder
        else { return [] }
        var found: [(String, [String])] = []
        var current = FilePath.parent(of: folder)
        while let above = current, FilePath.relative(above, to: root) != nil {
            let projects = markers(of: above).xcodeProjects
            if !projects.isEmpty { found.append((above, projects.map { FilePath.join(above, $0) })) }
            current = above == root ? nil : FilePath.parent(of: above)
        }
        return found
    }

    /// What the outer build makes of the project at `path` (in `folder`): nil when no folder
    /// between it and the nearest scan root above holds a project.
    private mutating func enclosingBuild(of path: String, folder: String) -> EnclosingBuild? {
        guard let outer = enclosingProjects(of: folder).last else { return nil }
        let key = path + "\n" + outer.folder
        if let known = enclosingBuilds[key] { return known }
        let name = outer.projects.count == 1 ? Self.lastComponent(outer.projects[0]) : Self.lastComponent(outer.folder)
        let build = EnclosingBuild.of(path, outer: outer.projects, name: name, cache: &xcodeProjects)
        enclosingBuilds[key] = build
        return build
    }

    /// The target of a project above the nested project in `folder` that builds the file at
    /// `file` itself, nearest project first.
    private mutating func outerTarget(building file: String, below folder: String) -> Project? {
        for outer in enclosingProjects(of: folder) {
            let platforms = declaredPlatforms(of: outer.folder) { discovery in
                discovery.readXcodePlatforms(outer.folder, projects: outer.projects.map { Self.lastComponent($0) })
            }
            for project in outer.projects {
                if let found = target(building: file, in: project, folder: outer.folder, platforms: platforms), found.exclusion == nil {
                    return found
                }
            }
        }
        return nil
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

    /// The test targets' folders of the package whose manifest is at `manifest`, read once
    /// (with its platforms: the manifest is read once for both).
    private mutating func testFolders(ofPackage manifest: String, in package: String) -> [(folder: String, name: String)] {
        if let known = testFoldersOfPackage[manifest] { return known }
        var folders: [(String, String)] = []
        var platforms: PlatformSet?
        do {
            if let bytes = try fileSystem.contents(ofFile: manifest) {
                // Lexed once for its problems, platforms and test targets.
                let tokens = SourceLexer.tokenize(SourceFile(path: manifest, bytes: bytes), language: .swift)
                if let reason = ProjectFileProblem.packageManifest(tokens) {
                    packageProblems.append(ProjectFileProblem(path: manifest, reason: reason))
                }
                platforms = SwiftPackagePlatforms.read(tokens)
                for target in SwiftPackageTestTargets.read(tokens) {
                    folders.append((FilePath.normalized(FilePath.join(package, target.folder)), target.name))
                }
            }
        } catch {
            packageProblems.append(ProjectFileProblem(path: manifest, reason: .verbatim(text: .text(error.reason))))
        }
        testFoldersOfPackage[manifest] = folders
        platformsOfProject[manifest] = .some(platforms)
        return folders
    }

    /// The project generator's spec in `folder`, read once; nil when there is none.
    private mutating func generatedSpec(in folder: String, markers: Markers) -> GeneratedProjectSpec? {
        guard markers.hasXcodeGenSpec || markers.hasTuistManifest else { return nil }
        if let known = specOfFolder[folder] { return known }
        let fileSystem = fileSystem
        let read = { (name: String) -> SourceFile? in
            let path = FilePath.join(folder, name)
            return (try? fileSystem.contents(ofFile: path)).flatMap { $0.map { SourceFile(path: path, bytes: $0) } }
        }
        var spec = markers.hasXcodeGenSpec ? read(GeneratedProjectSpec.xcodeGenName).flatMap(GeneratedProjectSpec.xcodeGen) : nil
        if spec == nil, markers.hasTuistManifest { spec = read(GeneratedProjectSpec.tuistName).flatMap(GeneratedProjectSpec.tuist) }
        specOfFolder[folder] = .some(spec)
        return spec
    }

    /// What in a folder makes it a project.
    private struct Markers: Sendable {
        var hasPackageManifest = false
        /// `*.xcodeproj` names, sorted.
        var xcodeProjects: [String] = []
        var hasXcodeGenSpec = false
        var hasTuistManifest = false
    }

    private mutating func markers(of folder: String) -> Markers {
        if let known = markersOfFolder[folder] { return known }
        var markers = Markers()
        for name in fileSystem.names(inDirectory: folder) ?? [] {
            if name == "Package.swift" {
                markers.hasPackageManifest = true
            } else if name.hasSuffix(".xcodeproj"), name.count > ".xcodeproj".count {
                markers.xcodeProjects.append(name)
            } else if name == GeneratedProjectSpec.xcodeGenName {
                markers.hasXcodeGenSpec = true
            } else if name == GeneratedProjectSpec.tuistName {
                markers.hasTuistManifest = true
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
