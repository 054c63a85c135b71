/// The checks across the manifests of one app: files that name the same `app` are grouped, in
/// the order they were given, and every rule enabled for any of them runs
/// ``Rule/checkTogether(_:)`` on the group. Each finding goes to the file it is about, and only
/// when that file's own configuration runs the rule; ``FileLint/finish(linter:)`` then applies that
/// file's severities and suppressions to it like to any other finding.
enum AppChecks {
    static func run(on files: inout [FileLint], linters: [Linter]) {
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        for (index, file) in files.enumerated() {
            guard let app = file.manifest.app, !app.isEmpty else { continue }
            if groups[app] == nil { order.append(app) }
            groups[app, default: []].append(index)
        }
        for app in order {
            guard let members = groups[app], members.count > 1 else { continue }
            let group = AppManifests(app: app, manifests: members.map { files[$0].manifest })
            var memberByPath: [String: Int] = [:]
            for member in members where memberByPath[files[member].source.path] == nil {
                memberByPath[files[member].source.path] = member
            }
            for rule in rules(enabledIn: members.map { linters[$0] }) {
                for finding in rule.checkTogether(group) {
                    guard let member = memberByPath[finding.file],
                        linters[member].configuration.rules.contains(where: { $0.description.id == finding.ruleID })
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
