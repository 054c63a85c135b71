/// The tool's name and version, as reports and `--version` print them.
///
/// `version` is checked in and changed by hand (README, "Releasing"): `X.Y.Z` in the commit a
/// release tag `vX.Y.Z` names, `X.Y.Z-dev` (the next release) on every commit after it, so two
/// builds that print the same version are built from the same release. The commit is known when
/// the source came from `git archive` (GitHub's release tarballs): `.gitattributes` has git write
/// it into ``ArchivedCommit``; a build from a clone prints the version alone.
package enum ToolInfo {
    package static let name = "shortcut-lint"
    package static let version = "0.4.0-dev"
    package static let informationURI = "https://github.com/shortcut-lint/shortcut-lint"

    /// The full commit id the source was archived from, if `git archive` wrote it.
    package static var commit: String? { ArchivedCommit.id(ArchivedCommit.text) }

    /// What `--version` prints: `shortcut-lint 0.3.0`, with `(commit …)` when it is known.
    package static var versionLine: String {
        "\(name) \(version)" + (commit.map { " (commit \($0))" } ?? "")
    }
}

/// The commit of a `git archive` of the repository: git replaces the placeholder in
/// ArchivedCommitText.swift (`export-subst` in `.gitattributes`) with the full commit id.
enum ArchivedCommit {
    /// The commit id in `text`, or nil while it is still git's placeholder (a clone).
    static func id(_ text: String) -> String? {
        text.count == 40 && text.allSatisfy(\.isHexDigit) ? text : nil
    }
}
