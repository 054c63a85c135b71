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

    /// Whether this checkout has the history the pin is checked against. A shallow clone does
    /// not: there the two tests below are skipped, visibly, and `.ci/run` fails on the skip
    /// (Scripts/check-no-skips.sh), so that they never pass without checking anything.
    static let hasHistory: Bool = {
        let shallow = try? ToolRun.Shell(["git", "rev-parse", "--is-shallow-repository"], in: root)
        return shallow?.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == "false"
    }()

    /// A pinned commit the repository does not have would fail every user's first run.
    @Test(.enabled(if: hasHistory, "a shallow clone cannot tell whether the pinned commit exists: clone with history"))
    func thePinnedCommitExists() throws {
        let rev = try #require(Self.value("rev", in: try Self.block("yaml", after: "**pre-commit**")))
        let exists = try ToolRun.Shell(["git", "cat-file", "-e", "\(rev)^{commit}"], in: Self.root)
        #expect(exists.status == 0, "commit \(rev) is not in this repository")
    }

    /// The recipes hand users the pinned commit, so it must keep the promises the README makes:
    /// every test suite the promise table names is already in it (a pin older than the fixes
    /// would give users the defects the README says are gone).
    @Test(.enabled(if: hasHistory, "a shallow clone does not hold the pinned commit's tests: clone with history"))
    func thePinnedCommitHasEveryTestThePromisesCite() throws {
        let rev = try #require(Self.value("rev", in: try Self.block("yaml", after: "**pre-commit**")))
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

    /// The version a `ToolInfo.swift` declares (`0.3.0`, or `0.4.0-dev` between releases).
    static func version(inToolInfo text: String) throws -> String {
        let line = try #require(text.split(separator: "\n").first { $0.contains("static let version = \"") })
        return String(line.split(separator: "\"")[1])
    }

    static let toolInfoPath = "Sources/ShortcutCore/Reporting/ToolInfo.swift"

    static func pinnedRelease() throws -> (rev: String, version: String) {
        let rev = try #require(Self.value("rev", in: try Self.block("yaml", after: "**pre-commit**")))
        let pinned = try ToolRun.Shell(["git", "show", "\(rev):\(Self.toolInfoPath)"], in: Self.root)
        #expect(pinned.status == 0, "the pinned commit \(rev) has no \(Self.toolInfoPath)")
        return (rev, try Self.version(inToolInfo: pinned.standardOutput))
    }

    /// The recipes hand users a release (issue 20: they pinned a commit 25 behind main that
    /// printed the same `--version` as main): the pinned commit declares a version without
    /// `-dev`, and the README names it.
    @Test(.enabled(if: hasHistory, "a shallow clone does not hold the pinned release: clone with history"))
    func theRecipesPinARelease() throws {
        let (rev, version) = try Self.pinnedRelease()
        #expect(!version.contains("-"), "the pinned commit \(rev) is no release: its version is \(version)")
        #expect(Self.readme.contains("release \(version)"), "the README should say the pinned commit is release \(version)")
    }

    /// ...and the newest one, so the recipes have every fix released: this checkout is either that
    /// release (the same sources) or development after it (a `-dev` version of a later release).
    /// Releasing a new version without moving the pin, or changing the sources under a released
    /// version number, fails here.
    @Test(.enabled(if: hasHistory, "a shallow clone does not hold the pinned release: clone with history"))
    func theRecipesPinTheNewestRelease() throws {
        let (rev, pinned) = try Self.pinnedRelease()
        let current = try Self.version(inToolInfo: String(contentsOf: Self.root.appendingPathComponent(Self.toolInfoPath), encoding: .utf8))
        if current == pinned {
            let changed = try ToolRun.Shell(["git", "diff", "--quiet", rev, "--", "Sources", "Package.swift"], in: Self.root)
            #expect(
                changed.status == 0,
                "the sources changed since release \(pinned) (\(rev)): make the version \(pinned)'s successor with -dev")
        } else {
            #expect(current.hasSuffix("-dev"), "version \(current) is a release, but the recipes pin \(pinned): pin \(current)'s commit")
            let next = current.dropLast("-dev".count).split(separator: ".").compactMap { Int($0) }
            let released = pinned.split(separator: ".").compactMap { Int($0) }
            #expect(next.lexicographicallyPrecedes(released) == false && next != released, "\(current) does not come after \(pinned)")
        }
    }

    /// A source archive (`git archive`, as GitHub's release tarballs are made) names its commit,
    /// which `--version` prints: `.gitattributes` has git fill it in.
    @Test func aSourceArchiveRecordsItsCommit() throws {
        let head = try ToolRun.Shell(["git", "rev-parse", "HEAD"], in: Self.root).standardOutput
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let archived = try ToolRun.Shell(
            ["bash", "-c", "git archive HEAD Sources/ShortcutCore/Reporting/ArchivedCommitText.swift | tar -xO"], in: Self.root)
        #expect(archived.standardOutput.contains("static let text = \"\(head)\""), "\(archived.standardOutput)\(archived.standardError)")
    }

    /// The pre-commit hook runs when a commit touches any file the linter reads, and lints the
    /// repository, so a changed Swift file is checked against the XIB it did not change (issue
    /// 20: the hook saw changed manifests only).
    @Test func thePreCommitHookLintsTheAppOfEveryFileItReads() throws {
        let hooks = try String(contentsOf: Self.root.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        #expect(YAMLParser.parse(SourceFile(path: ".pre-commit-hooks.yaml", text: hooks)).error == nil)
        #expect(Self.value("pass_filenames", in: hooks) == "false")
        #expect(Self.value("entry", in: hooks) == "shortcut-lint lint")
        let pattern = try #require(Self.value("files", in: hooks))
        let files = try NSRegularExpression(pattern: pattern)
        func matches(_ path: String) -> Bool { files.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil }
        for path in [
            "App/Base.lproj/MainMenu.xib", "App/Main.storyboard", "Sources/App/Commands.swift", "App/Menus.m", "App/Menus.mm",
            "Shortcuts/App.shortcuts.yml", "shortcuts.json", "App.xcodeproj/project.pbxproj", "Package.swift", ".shortcut-lint.yml",
        ] {
            #expect(matches(path), "\(path)")
        }
        for path in ["README.md", "App/Info.plist", "App/Assets.xcassets/Contents.json"] { #expect(!matches(path), "\(path)") }
        // What the hook runs, in the repository's root, after a commit that changed only the Swift file.
        let repository = try TemporaryDirectory([
            "Scribe.xcodeproj/project.pbxproj": ProjectFixture.pbxproj("SDKROOT = macosx;"),
            "Scribe/MainMenu.xib": ProjectFixture.xib(ProjectFixture.printItem), "Scribe/NoteCommands.swift": ProjectFixture.publish,
        ])
        let run = try ToolRun(Self.value("entry", in: hooks)!.split(separator: " ").dropFirst().map(String.init), in: repository.url)
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("Scribe/NoteCommands.swift:7:"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("[duplicate-shortcut]"))
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
