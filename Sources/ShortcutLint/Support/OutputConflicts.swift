import ShortcutCore

/// The promise that a run never writes over what it reads: before anything is linted or
/// written, every output (each report file, `--write-baseline`) is compared with every input
/// (manifests and source files, the project files read for their platforms and targets,
/// standard input when it is a file, configuration files, house tables, the baseline read) and
/// with the other
/// outputs by ``FileIdentity`` (device and inode), so `./a.yml`, an absolute path, a symbolic
/// link or a hard link to the same file are all caught. Only `--fix` writes a manifest.
struct OutputConflicts {
    /// A file the run reads or writes, and what it is to the run ("the manifest", "the sarif
    /// report"), as messages name it.
    struct File {
        var role: String
        var path: String
        /// Set for standard input, which has no path of its own: the file it was redirected from.
        var descriptor: Int32? = nil

        var identity: FileIdentity? {
            guard let descriptor else { return FileIdentity(path: path) }
            // Only a file can be written over; a terminal or /dev/null on standard input cannot.
            guard let status = FileStatus(descriptor: descriptor), status.kind == .regular else { return nil }
            return status.identity
        }
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
            case .standardInput:
                // `lint -o app.shortcuts.yml - < app.shortcuts.yml` reads the file it would write.
                inputs.append(File(role: "standard input", path: "-", descriptor: 0))
            }
        }
        for path in plan.projectFiles { input("the project file", path) }
        for path in plan.translationFiles { input("the translation", path) }
        for path in plan.stringTableFiles { input("the string table", path) }
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
            guard let identity = file.identity, read[identity] == nil else { continue }
            read[identity] = file
        }
        var written: [FileIdentity: File] = [:]
        for file in outputs {
            guard let identity = file.identity else { continue }
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
