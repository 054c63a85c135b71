/// Hides findings an entry explicitly allows (`allow: [rule-id]`). Suppressed findings stay in
/// the results, marked, so the JSON report still shows them; they are not counted.
enum Suppressions {
    static func apply(to findings: inout [Finding], in manifest: Manifest) {
        let allowed = manifest.shortcuts.filter { !$0.allow.isEmpty }
        guard !allowed.isEmpty else { return }
        var byEntry: [Int: [Suppression]] = [:]
        for entry in allowed { byEntry[entry.position] = entry.allow }
        for index in findings.indices {
            guard let entry = findings[index].entry, let suppressions = byEntry[entry.index],
                let match = suppressions.first(where: { $0.ruleID == findings[index].ruleID })
            else { continue }
            findings[index].suppression = .inSource(reason: match.reason)
        }
    }
}
