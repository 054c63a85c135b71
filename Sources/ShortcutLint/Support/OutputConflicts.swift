import ShortcutCore

/// The promise that a run never writes over what it reads: before anything is linted or
/// written, every output (each report file, `--write-baseline`) is compared with every input
/// (manifests, configuration files, house tables, the baseline read) and with the other
/// outputs by ``FileIdentity`` (device and inode), so `./a.yml`, an absolute path, a symbolic
/// link or a hard link to the same file are all caught. Only `--fix` writes a manifest.
struct OutputConflicts {
    /// A file the run reads or writes, and what it is to the run ("the manifest", "the sarif
    /// report"), as messages name it.
    struct File {
        var role: String
        var path: String
    }

    var inputs: [File] = []
    var outputs: [File] = []

    init() {}

    /// The files `plan` reads: its files to lint, configuration files and their house tables.
    init(reading plan: LintPlan) {
        for job in plan.jobs {
            switch job.item {
            case .file(let path), .stream(let path):
                input(InputKind(path: path)?.isManifest == false ? "the input file" : "the manifest", path)
            case .standardInput: continue
            }
        }
        for config in plan.configurationFiles {
            input("the configuration", config.path)
            for path in config.houseTablePaths { input("the house table", path) }
        }
    }

    mutating func input(_ role: String, _ path: String) { inputs.append(File(role: role, path: path)) }

    mutating func output(_ role: String, _ path: String) { outputs.append(File(role: role, path: path)) }

    /// The first conflict, as a message naming both files; nil when every output is its own file.
    func firstConflict() -> String? {
        guard !outputs.isEmpty else { return nil }
        var read: [FileIdentity: File] = [:]
        for file in inputs {
            guard let identity = FileIdentity(path: file.path), read[identity] == nil else { continue }
            read[identity] = file
        }
        var written: [FileIdentity: File] = [:]
        for file in outputs {
            guard let identity = FileIdentity(path: file.path) else { continue }
            if let input = read[identity] {
                return
                    "refusing to write \(file.role) to '\(file.path)': that is \(input.role) '\(input.path)', which this run reads; write \(file.role) to another file"
            }
            if let other = written[identity] {
                return
                    "\(other.role) and \(file.role) would both be written to the same file ('\(other.path)' and '\(file.path)'); give each its own file"
            }
            written[identity] = file
        }
        return nil
    }
}
