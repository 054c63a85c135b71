import Foundation
import ShortcutCore
import Testing

/// The README's recipes work as written: they pin a commit that exists, the workflow installs
/// Swift and caches the build, and the Xcode build phase script lints the manifests its input
/// file list names.
@Suite struct RecipeTests {
    static let root = ShippedExampleTests.packageRoot
    static let readme: String = (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    /// The body of the first fenced block of `language` after `marker`.
    static func block(_ language: String, after marker: String) throws -> String {
        let section = try #require(readme.range(of: marker), "README has no '\(marker)'")
        let rest = readme[section.upperBound...]
        let open = try #require(rest.range(of: "```\(language)\n"))
        let close = try #require(rest[open.upperBound...].range(of: "```"))
        return String(rest[open.upperBound..<close.lowerBound])
    }

    static func value(_ key: String, in text: String) -> String? {
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "-" }
            guard trimmed.hasPrefix(key + ":") else { continue }
            let value = trimmed.dropFirst(key.count + 1).prefix { $0 != "#" }
            return value.trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    @Test func preCommitAndActionsPinOneFullCommitId() throws {
        let preCommit = try Self.block("yaml", after: "**pre-commit**")
        let workflow = try Self.block("yaml", after: "**GitHub Actions**")
        let rev = try #require(Self.value("rev", in: preCommit))
        #expect(rev.count == 40 && rev.allSatisfy(\.isHexDigit), "rev: \(rev) is not a full commit id")
        #expect(Self.value("SHORTCUT_LINT_REF", in: workflow) == rev)
        #expect(Self.readme.contains("`\(rev)`"), "the prose names the pinned commit")
    }

    /// A pinned commit the repository does not have would fail every user's first run. (A
    /// shallow clone cannot tell, so there the id's form is all that is checked.)
    @Test func thePinnedCommitExists() throws {
        let rev = try #require(Self.value("rev", in: try Self.block("yaml", after: "**pre-commit**")))
        let shallow = try ToolRun.Shell(["git", "rev-parse", "--is-shallow-repository"], in: Self.root)
        guard shallow.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == "false" else { return }
        let exists = try ToolRun.Shell(["git", "cat-file", "-e", "\(rev)^{commit}"], in: Self.root)
        #expect(exists.status == 0, "commit \(rev) is not in this repository")
    }

    /// The recipes hand users the pinned commit, so it must keep the promises the README makes:
    /// every test suite the promise table names is already in it (a pin older than the fixes
    /// would give users the defects the README says are gone).
    @Test func thePinnedCommitHasEveryTestThePromisesCite() throws {
        let rev = try #require(Self.value("rev", in: try Self.block("yaml", after: "**pre-commit**")))
        let shallow = try ToolRun.Shell(["git", "rev-parse", "--is-shallow-repository"], in: Self.root)
        guard shallow.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == "false" else { return }
        let start = try #require(Self.readme.range(of: "## What the linter promises"))
        let end = try #require(Self.readme[start.upperBound...].range(of: "\n## "))
        let rows = Self.readme[start.upperBound..<end.lowerBound].split(separator: "\n").filter { $0.hasPrefix("| **") }
        let suites = Set(
            rows.compactMap { $0.split(separator: "|").last }.flatMap { cell in
                cell.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element.split(separator: ".")[0]) }
            })
        #expect(!suites.isEmpty)
        for suite in suites.sorted() {
            let found = try ToolRun.Shell(["git", "grep", "-q", "struct \(suite)\\b", rev, "--", "Tests"], in: Self.root)
            #expect(found.status == 0, "the pinned commit \(rev) has no \(suite)")
        }
    }

    @Test func theWorkflowInstallsSwiftChecksOutThePinAndCachesTheBuild() throws {
        let workflow = try Self.block("yaml", after: "**GitHub Actions**")
        let parsed = YAMLParser.parse(SourceFile(path: "shortcuts.yml", text: workflow))
        #expect(parsed.error == nil, "\(parsed.error?.message ?? "")")
        #expect(Self.value("container", in: workflow)?.hasPrefix("swift:6.") == true)
        #expect(Self.value("ref", in: workflow) == "${{ env.SHORTCUT_LINT_REF }}")
        #expect(workflow.contains("uses: actions/cache@"))
        #expect(workflow.contains("key: shortcut-lint-${{ env.SHORTCUT_LINT_REF }}"))
        #expect(workflow.contains("if: steps.cache.outputs.cache-hit != 'true'"))
    }

    @Test func noRecipeNamesATagThatDoesNotExist() {
        #expect(!Self.readme.contains("rev: v"))
    }

    /// The build phase script, run as Xcode would (its input file list resolved to absolute
    /// paths), lints the listed manifests with relative paths, honours the baseline, and touches
    /// its output only when the manifests pass.
    @Test func theXcodeBuildPhaseLintsTheListedManifests() throws {
        let script = try Self.block("sh", after: "**Xcode**")
        let binary = try #require(ToolRun.binary)
        let project = try TemporaryDirectory([
            "Shortcuts/App.shortcuts.yml": "app: X\nshortcuts:\n  - {title: Snap, key: Shift-Command-3, menu: File}\n",
            "Other/ignored.shortcuts.yml": "shortcuts:\n  - {title: Oops, key: Command-Space, menu: File}\n",
            "App/Commands.swift": "Button(\"Capture\") {}.keyboardShortcut(\"4\", modifiers: [.command, .shift])\n",
            "build.sh": script,
        ])
        let root = project.url.path
        try project.write(
            "\(root)/Shortcuts/App.shortcuts.yml\n\(root)/App/Commands.swift\n\(root)/.shortcut-lint.yml\n\(root)/.shortcut-lint-baseline.json\n",
            to: "resolved.xcfilelist")
        func build() throws -> ToolRun.Shell {
            try ToolRun.Shell(
                [
                    "PATH=\(binary.deletingLastPathComponent().path):/usr/bin:/bin", "SRCROOT=\(root)",
                    "SCRIPT_INPUT_FILE_LIST_0=\(root)/resolved.xcfilelist", "SCRIPT_OUTPUT_FILE_0=\(root)/stamp",
                    "bash", "\(root)/build.sh",
                ], in: project.url)
        }
        let first = try build()
        #expect(first.status == 1)
        #expect(first.standardOutput.contains("Shortcuts/App.shortcuts.yml:3:24: error:"))
        #expect(first.standardOutput.contains("App/Commands.swift:1:"), "the listed Swift file is linted too")
        #expect(!first.standardOutput.contains("\(root)/Shortcuts"), "paths are relative to $SRCROOT")
        #expect(!first.standardOutput.contains("ignored"), "only the listed manifests are read")
        #expect(!FileManager.default.fileExists(atPath: "\(root)/stamp"))
        _ = try ToolRun(["lint", "--write-baseline", ".shortcut-lint-baseline.json", "Shortcuts", "App"], in: project.url)
        let second = try build()
        #expect(second.status == 0, "\(second.standardOutput)\(second.standardError)")
        #expect(FileManager.default.fileExists(atPath: "\(root)/stamp"))
    }
}
