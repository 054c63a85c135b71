import ShortcutCore

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `shortcut-lint extract [PATH ...]`: reads what `lint` reads and writes a YAML manifest of every
/// shortcut found, one per app, so a team can adopt the manifest route or review its shortcuts in
/// one place.
enum ExtractCommand: Command {
    static let name = "extract"
    static let usageArguments = "[<path> ...]"
    static let arguments = ["<path>"]

    /// The options of `extract`: where the manifests go, and the inputs as `lint` reads them.
    struct Options: OptionGroup {
        var output: String?
        var input = InputOptions()

        static var declarations: [OptionDeclaration<Self>] {
            [
                Option<String>.path(
                    "output", short: "o", "PATH",
                    help: "extract.output"
                ).fills(\.output)
            ] + InputOptions.included(in: \.input)
        }
    }

    static func run(_ options: Options, paths: [String]) -> ExitCode {
        guard let setup = RunSetup(options.input, paths: paths) else { return .failure }
        var (inputs, readFailed) = setup.read()
        // An earlier extract's output found in a scanned folder (the README's recipes run one
        // after another in the same folder) is not read again: its shortcuts would be doubled.
        let named = Set(paths)
        var earlierOutputs: Set<String> = []
        inputs.removeAll { input in
            guard !named.contains(input.source.path), ManifestWriter.isExtracted(input.source.bytes) else { return false }
            Terminal.note("not reading '\(input.source.path)': shortcut-lint extract wrote it (name it to read it)")
            earlierOutputs.insert(input.source.path)
            return true
        }
        let manifests = ManifestExtraction.extract(LintRun.jobs(inputs, plan: setup.plan))
        if manifests.isEmpty {
            Terminal.note("no keyboard shortcuts found in \(inputs.count) file\(inputs.count == 1 ? "" : "s")")
        }
        var syntaxErrors = false
        for note in manifests.flatMap(\.notes) where note.isSyntaxError {
            syntaxErrors = true
            Terminal.printLine("\(note.file):\(note.location.line):\(note.location.column): error: \(note.message)", to: .standardError)
        }

        let outputs: [ExtractOutput]
        do throws(UsageError) {
            outputs = try ExtractOutput.plan(manifests, to: options.output)
        } catch {
            return Usage.fail(error.message, command: self)
        }
        var conflicts = setup.conflicts
        // An earlier output that was not read may be written again (the recipe run twice).
        conflicts.inputs.removeAll { earlierOutputs.contains($0.path) }
        for case let path? in outputs.map(\.path) { conflicts.output("the manifest", path) }
        if let conflict = conflicts.firstConflict() {
            Terminal.error(conflict)
            return .failure
        }
        var writeFailed = false
        for output in outputs {
            guard let path = output.path else {
                Terminal.write(Array(output.text.utf8))
                continue
            }
            do throws(AtomicFile.Failure) {
                try AtomicFile.writeOutput(Array(output.text.utf8), to: path)
                Terminal.note("wrote \(output.entries) shortcut\(output.entries == 1 ? "" : "s") to '\(path)'")
            } catch {
                Terminal.error(error.message)
                writeFailed = true
            }
        }
        if setup.failed || readFailed || writeFailed { return .failure }
        return syntaxErrors ? .findings : .clean
    }
}

/// Where `extract` writes what: standard output or one file (every manifest, as a YAML stream
/// when there are several), or one file per app in a folder.
struct ExtractOutput {
    /// nil: standard output.
    var path: String?
    var text: String
    var entries: Int

    static func plan(_ manifests: [ExtractedManifest], to output: String?) throws(UsageError) -> [ExtractOutput] {
        let manifests = manifests.isEmpty ? [ExtractedManifest()] : manifests
        let texts = manifests.map(ManifestWriter.yaml)
        guard let output, output != "-" else { return [stream(texts, manifests, path: nil)] }
        guard isFolder(output) else { return [stream(texts, manifests, path: output)] }
        if FileStatus(path: output) == nil, mkdir(output, 0o777) != 0 {
            throw UsageError(message: "cannot create the folder '\(output)': \(FileIO.lastError())")
        }
        var used: Set<String> = []
        return zip(manifests, texts).map { manifest, text in
            let base = fileName(for: manifest)
            var name = base
            var number = 2
            while !used.insert(name.lowercased()).inserted {
                name = "\(base)-\(number)"
                number += 1
            }
            let path = output.hasSuffix("/") ? output + name : output + "/" + name
            return ExtractOutput(path: path + ".shortcuts.yml", text: text, entries: manifest.entries.count)
        }
    }

    private static func stream(_ texts: [String], _ manifests: [ExtractedManifest], path: String?) -> ExtractOutput {
        let text = texts.count == 1 ? texts[0] : texts.map { "---\n" + $0 }.joined()
        return ExtractOutput(path: path, text: text, entries: manifests.reduce(0) { $0 + $1.entries.count })
    }

    private static func isFolder(_ path: String) -> Bool {
        path.hasSuffix("/") || FileStatus(path: path)?.kind == .directory
    }

    /// The longest app name a file name keeps, in UTF-8 bytes: file systems allow 255 bytes
    /// per name, and `-2.shortcuts.yml` must still fit.
    static let maximumNameBytes = 120

    /// The app's name as a file name: no folder separators, control characters or leading dot,
    /// and a name too long for a file system (an app name of 300 characters) shortened with "…".
    static func fileName(for manifest: ExtractedManifest) -> String {
        let name =
            manifest.name ?? manifest.app ?? manifest.files.first.map { path in
                let file = path.split(separator: "/").last.map(String.init) ?? path
                return String(file.prefix { $0 != "." })
            } ?? "shortcuts"
        var safe = ""
        for scalar in name.unicodeScalars {
            safe.unicodeScalars.append(scalar == "/" || scalar == "\\" || scalar == ":" || TerminalText.isUnsafe(scalar) ? "-" : scalar)
        }
        if safe.hasPrefix(".") { safe = "_" + safe.dropFirst() }
        if safe.utf8.count > maximumNameBytes {
            var short = ""
            for character in safe {
                guard short.utf8.count + character.utf8.count + "…".utf8.count <= maximumNameBytes else { break }
                short.append(character)
            }
            safe = short + "…"
        }
        return safe.isEmpty ? "shortcuts" : safe
    }
}
