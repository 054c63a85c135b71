import ShortcutCore

/// A project named on the command line, `lint MyApp.xcodeproj` or `lint MyApp.xcworkspace`, is
/// the project: the files it builds are linted, as a folder's files are (``ProjectContents``).
/// A workspace stands for the projects and package folders it lists; projects in dependency
/// folders a scan never enters (`Pods`, `Carthage`) are left out. A named `Package.swift` stands
/// for its package's folder (``InputDiscovery``).
enum NamedProjects {
    /// Whether the folder at `path` is a project or workspace bundle.
    static func isProject(_ path: String) -> Bool {
        let name = InputDiscovery.Scan.lastComponent(path)
        return name.count > ".xcodeproj".count && name.hasSuffix(".xcodeproj")
            || name.count > ".xcworkspace".count && name.hasSuffix(".xcworkspace")
    }
}

extension InputDiscovery.Scan {
    /// The files of the project or workspace at `path` (as written).
    mutating func addProject(_ path: String) {
        let workingDirectory = LocalFileSystem.currentDirectory
        let absolute = FilePath.absolute(path, workingDirectory: workingDirectory)
        let folder = FilePath.parent(of: absolute) ?? "/"
        let before = items.count
        let failuresBefore = failures.count
        if absolute.hasSuffix(".xcworkspace") {
            guard let locations = ProjectContents.workspace(at: absolute, fileSystem: LocalFileSystem()) else {
                failures.append(.init(message: "cannot read the workspace '\(path)': it has no readable contents.xcworkspacedata"))
                return
            }
            resolution.scanRoots.append(folder)
            for location in locations where !isInDependencyFolder(location, below: folder) {
                if location.hasSuffix(".xcodeproj") {
                    addFiles(ofProject: location, shown: FilePath.display(location, workingDirectory: workingDirectory))
                } else if FileStatus(path: FilePath.join(location, "Package.swift"))?.kind == .regular {
                    add(FilePath.display(location, workingDirectory: workingDirectory))
                }
            }
        } else {
            resolution.scanRoots.append(folder)
            addFiles(ofProject: absolute, shown: path)
        }
        if items.count == before, failures.count == failuresBefore {
            failures.append(.init(message: "nothing to lint in '\(path)': it builds none of \(InputDiscovery.searchedNames)"))
        }
    }

    /// The files to lint of the `.xcodeproj` at the absolute `project`: those its targets build,
    /// and those in the folders they synchronize, each file once.
    private mutating func addFiles(ofProject project: String, shown: String) {
        let workingDirectory = LocalFileSystem.currentDirectory
        guard let contents = ProjectContents.xcodeProject(at: project, fileSystem: LocalFileSystem()) else {
            failures.append(.init(message: "cannot read the project '\(shown)': it has no readable project.pbxproj"))
            return
        }
        for file in contents.files {
            var path = file
            if InputKind(path: file) == nil, file.hasSuffix(".nib") {
                // A `.nib` bundle the project lists: its Interface Builder document.
                path = FilePath.join(file, "designable.nib")
            }
            guard InputDiscovery.isLinted(Self.lastComponent(path), in: FilePath.parent(of: path) ?? "/"),
                let status = FileStatus(path: path), status.kind == .regular, seenFiles.insert(status.identity).inserted
            else { continue }
            items.append(.file(FilePath.display(path, workingDirectory: workingDirectory)))
        }
        for folder in contents.folders where FileStatus(path: folder)?.kind == .directory {
            items += search(FilePath.display(folder, workingDirectory: workingDirectory)).files.map(InputDiscovery.Item.file)
        }
    }

    /// Whether `path` lies in a folder a scan of `root` would not enter as the app's
    /// (`Pods/Pods.xcodeproj`): a workspace lists its dependencies' projects beside the app's.
    private func isInDependencyFolder(_ path: String, below root: String) -> Bool {
        guard let relative = FilePath.relative(path, to: root) else { return false }
        return relative.split(separator: "/").dropLast().contains { !InputDiscovery.isSearched(folder: String($0)) }
    }
}
