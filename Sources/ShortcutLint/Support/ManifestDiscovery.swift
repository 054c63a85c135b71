/// Turns the paths on the command line into the manifests to lint: files are taken as given;
/// directories are searched (recursively, skipping hidden and build folders) for
/// `shortcuts.json`, `*.shortcuts.json` and their `.yml`/`.yaml` twins.
enum ManifestDiscovery {
    enum Item: Equatable {
        case file(String)
        case standardInput
    }

    struct Failure: Error {
        let message: String
    }

    /// Folder names never searched: build output and dependencies.
    static let skippedFolders: Set<String> = [".build", "node_modules", "Pods", "Carthage", "DerivedData", "build"]

    static func isManifestName(_ name: String) -> Bool {
        let lower = name.lowercased()
        for base in ["shortcuts"] {
            for ext in [".json", ".yml", ".yaml"] where lower == base + ext || lower.hasSuffix("." + base + ext) {
                return true
            }
        }
        return false
    }

    /// The manifests for `paths` in a stable order (each directory's files sorted by path), and a
    /// failure per path that could not be used.
    static func resolve(_ paths: [String]) -> (items: [Item], failures: [Failure]) {
        var items: [Item] = []
        var failures: [Failure] = []
        var seen = Set<String>()
        for path in paths.isEmpty ? ["."] : paths {
            if path == "-" {
                items.append(.standardInput)
                continue
            }
            guard let kind = Directory.kind(of: path) else {
                failures.append(Failure(message: "cannot read '\(path)': No such file or directory"))
                continue
            }
            if kind != .directory {
                if seen.insert(path).inserted { items.append(.file(path)) }
                continue
            }
            let found = search(directory: path)
            if found.isEmpty {
                failures.append(Failure(
                    message: "no manifests in '\(path)' (looked for shortcuts.json, *.shortcuts.json, *.shortcuts.yml, *.shortcuts.yaml)"))
            }
            for file in found where seen.insert(file).inserted { items.append(.file(file)) }
        }
        return (items, failures)
    }

    private static func search(directory: String) -> [String] {
        var found: [String] = []
        var pending = [directory]
        while let folder = pending.popLast() {
            guard let names = Directory.names(in: folder) else { continue }
            for name in names {
                let path = folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
                guard let kind = Directory.kind(of: path) else { continue }
                if kind == .directory {
                    if !name.hasPrefix("."), !skippedFolders.contains(name) { pending.append(path) }
                } else if isManifestName(name) {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }
}
