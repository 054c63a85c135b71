/// The checks across the files of one app (``AppGrouping``: one project or package target, else
/// one manifest `app`), in the order they were given: every rule enabled for any of them runs
/// ``Rule/checkTogether(_:)`` on the group. Each finding goes to the file it is about, and only
/// when that file's own configuration runs the rule; ``FileLint/finish(linter:)`` then applies that
/// file's severities and suppressions to it like to any other finding.
enum AppChecks {
    static func run(on files: inout [FileLint], groups: [AppGrouping.Group], jobs: [LintJob]) {
        for group in groups where group.members.count > 1 {
            let members = group.members
            let apps = AppManifests(app: group.name ?? "", manifests: members.map { files[$0].manifest })
            var memberByPath: [String: Int] = [:]
            for member in members where memberByPath[files[member].source.path] == nil {
                memberByPath[files[member].source.path] = member
            }
            for rule in rules(enabledIn: members.map { jobs[$0].linter }) {
                for finding in rule.checkTogether(apps) {
                    guard let member = memberByPath[finding.file],
                        jobs[member].linter.rules.enabledIDs.contains(finding.ruleID)
                    else { continue }
                    files[member].findings.append(finding)
                }
            }
        }
    }

    /// Each rule enabled by at least one of the linters, once, configured as the first of them
    /// configures it.
    private static func rules(enabledIn linters: [Linter]) -> [any Rule] {
        var seen = Set<String>()
        var rules: [any Rule] = []
        for linter in linters {
            for rule in linter.manifestRules where seen.insert(rule.description.id).inserted { rules.append(rule) }
        }
        return rules
    }
}
