/// `shortcut-lint extract`: reads each file as `lint` does (``InputReading``: the same readers,
/// platforms and configuration) and gathers the entries of each app (``AppGrouping``: one
/// project or package target, else one `app`) into one ``ExtractedManifest``, for
/// ``ManifestWriter`` to write. No rule runs. A localized app gives its base menu: translated
/// copies (`de.lproj/MainMenu.xib`, ``LanguageVariants``) are listed, not extracted, since their
/// entries would be the base's again, in other words.
package enum ManifestExtraction {
    /// The apps found, in the order of their first file; apps whose files hold no shortcut and
    /// nothing to note are left out.
    package static func extract(_ jobs: [LintJob]) -> [ExtractedManifest] {
        // Each document of a YAML stream (an earlier extract of several apps) is a file of its own.
        let jobs = jobs.flatMap { job in
            (ManifestStream.documents(of: job.source) ?? [job.source]).map {
                var document = job; document.source = $0; return document
            }
        }
        let app = AppReadings.read(jobs)
        var readings = app.readings
        let groups = app.groups
        let localized = LocalizedApps(groups: groups, readings: &readings, developmentRegions: Linter.developmentRegions(jobs))
        return groups.compactMap { group in
            let copies = group.members.filter { localized.copies[$0] != nil }
            let members = group.members.filter { localized.copies[$0] == nil }.map { readings[$0] }
            var extracted = ExtractedManifest(
                app: members.lazy.compactMap { $0.manifest.app }.first { !$0.isEmpty }, name: group.name,
                platforms: members.reduce(PlatformSet()) { $0.union($1.manifest.platforms) })
            // A game's or an agent's file makes the app one (the first such kind, in file order).
            if let kind = members.lazy.map(\.manifest.kind).first(where: { $0 != .app }) { extracted.kind = kind }
            for reading in members {
                let source = reading.manifest.source
                let before = (extracted.entries.count, extracted.notes.count)
                for entry in reading.manifest.shortcuts where entry.keyText != nil {
                    extracted.entries.append(
                        .init(
                            entry: entry, file: source.path, location: source.location(of: entry.keyRange.start),
                            otherLines: entry.otherDeclarations.map { source.location(of: $0.start).line }))
                }
                for problem in reading.problems {
                    extracted.notes.append(
                        .init(
                            file: source.path, location: source.location(of: problem.range.start),
                            message: problem.message,
                            isSyntaxError: problem.kind == .syntax))
                }
                if (extracted.entries.count, extracted.notes.count) != before { extracted.files.append(source.path) }
            }
            guard !extracted.files.isEmpty else { return nil }
            extracted.localizedCopies = copies.compactMap { member in
                localized.copies[member].map { (readings[member].manifest.source.path, $0.language) }
            }
            return extracted
        }
    }
}
