/// The checks across the files of one app (``AppGrouping``: one project or package target, else
/// one manifest `app`), in the order they were given: every rule enabled for any of them runs
/// ``Rule/checkTogether(_:)`` on the group. Each finding goes to the file it is about, and only
/// when that file's own configuration runs the rule; ``FileLint/finish(linter:)`` then applies that
/// file's severities and suppressions to it like to any other finding.
///
/// A localized app (``LocalizedApps``) is checked once per language: its base menu, then each
/// language's (``LanguageVariants``), of which only the findings on the language's own copies are
/// kept (the rest are the base's, found already).
enum AppChecks {
    static func run(on files: inout [FileLint], groups: [AppGrouping.Group], jobs: [LintJob], localized: LocalizedApps = LocalizedApps()) {
        for (number, group) in groups.enumerated() where group.members.count > 1 {
            guard let variants = localized.variants[number] else {
                check(group.members, app: group.name, keepingOnly: nil, on: &files, jobs: jobs)
                continue
            }
            check(variants.base.members, app: group.name, keepingOnly: nil, on: &files, jobs: jobs)
            for variant in variants.translations {
                let manifests = files
                let translations = localized.translations(among: variant.own) { manifests[$0].manifest }
                check(
                    variant.members, app: group.name, language: variant.language, translations: translations,
                    keepingOnly: Set(variant.own), on: &files, jobs: jobs)
            }
        }
    }

    /// Runs the checks across `members` (run indices), as one menu; with `keepingOnly`, only the
    /// findings on those files are kept.
    private static func check(
        _ members: [Int], app: String?, language: Language? = nil, translations: [TranslatedCopy] = [], keepingOnly: Set<Int>?,
        on files: inout [FileLint], jobs: [LintJob]
    ) {
        guard members.count > 1 || !translations.isEmpty else { return }
        let apps = AppManifests(
            app: app ?? "", manifests: members.map { files[$0].manifest }, language: language, translations: translations,
            messages: members.first.map { jobs[$0].linter.configuration.messages } ?? .english)
        var memberByPath: [String: Int] = [:]
        for member in members where memberByPath[files[member].source.path] == nil {
            memberByPath[files[member].source.path] = member
        }
        for rule in rules(enabledIn: members, jobs: jobs) {
            for finding in rule.checkTogether(apps) {
                guard let member = memberByPath[finding.file], keepingOnly?.contains(member) ?? true,
                    jobs[member].linter.rules.enabledIDs.contains(finding.ruleID)
                else { continue }
                files[member].findings.append(finding)
            }
        }
    }

    /// Each rule enabled by at least one of the members' linters, once, configured as the first
    /// of them configures it.
    private static func rules(enabledIn members: [Int], jobs: [LintJob]) -> [any Rule] {
        var seen = Set<String>()
        var rules: [any Rule] = []
        var previous: [String]?
        for member in members {
            // The files of an app mostly share one configuration: its rules are seen already.
            let ids = jobs[member].linter.rules.manifestIDs
            if ids == previous { continue }
            previous = ids
            for (rule, id) in zip(jobs[member].linter.manifestRules, ids) where seen.insert(id).inserted { rules.append(rule) }
        }
        return rules
    }
}
