/// The menus of a Base-localized Interface Builder file in the languages its `.strings` files or
/// String Catalog translate (``TitleTranslation``): each is the base file read again with that
/// language's titles (its items and submenus), checked by the per-file rules, and reported only
/// where it says something the base does not (``RepeatedFindings``): keys are the base's, so what
/// can differ is a title's wording. Such a finding is on the base file's line, since the menu
/// item is there, and its message starts by naming the language and the translation's line.
///
/// A language with a translated copy of the file (`de.lproj/Main.storyboard`) is that copy's
/// (``LanguageVariants``), not the titles'. A translation file that cannot be read to its end is
/// a note on the base file: the titles after the break are not checked.
enum TranslatedTitles {
    /// Adds each translation's own findings to its base file's.
    static func check(
        _ files: inout [FileLint], jobs: [LintJob], readings: [InputReading], localized: LocalizedApps
    ) {
        for (index, job) in jobs.enumerated() where !job.titleTranslations.isEmpty && InputKind(job.source) == .interfaceBuilder {
            let copied = Set(localized.copies.values.filter { $0.base == index }.map(\.language))
            var noted: Set<String> = []
            for translation in job.titleTranslations {
                if let problem = translation.problem, job.linter.rules.enabledIDs.contains(UnresolvedShortcutRule.id),
                    noted.insert(translation.path).inserted
                {
                    files[index].findings.append(note(problem, in: translation, file: files[index], job: job))
                }
                guard !copied.contains(translation.language), !translation.titles.isEmpty else { continue }
                files[index].findings += findings(of: translation, base: files[index], reading: readings[index], job: job)
            }
        }
    }

    /// The findings of the base file read with `translation`'s titles that the base does not have.
    private static func findings(of translation: TitleTranslation, base: FileLint, reading: InputReading, job: LintJob) -> [Finding] {
        var variant = reading
        let read = InterfaceBuilderReader.reading(job.source, titles: translation.titles.mapValues(\.value))
        variant.manifest = read.manifest
        variant.problems = read.problems
        if let platforms = job.linter.configuration.platformOverride { variant.manifest.check(only: platforms) }
        // The items the base set aside (its key is changed by code) are set aside here too.
        let kept = Set(base.manifest.shortcuts.map(\.position))
        variant.manifest.keep { kept.contains($0.position) }
        variant.manifest.variantLanguage = translation.language
        let lint = FileLint(job.source, input: variant, linter: job.linter)
        let repeats = RepeatedFindings(
            copy: lint.manifest, base: base.manifest, correspondence: MenuItemCorrespondence(base: base.manifest, copy: lint.manifest),
            baseFindings: base.findings, ownCopies: [:], wordingRules: job.linter.rules.wordingJudges)
        return lint.findings.filter { !repeats.isRepeat($0) }.map { finding in
            var named = finding
            let item = lint.manifest.menuLayout.item(holding: finding.range).map { lint.manifest.menuLayout.items[$0] }
            let line = item?.objectID.flatMap { translation.titles[$0 + ".title"]?.line }
            let place = MessageArgument.text(translation.path + (line.map { ":\($0)" } ?? ""))
            named.message = job.linter.configuration.messages.render(
                .translatedTitlesInLanguage(menu: .message(translation.language.menuName), place: place, message: .text(finding.message)))
            return named
        }
    }

    /// A note that the translation was read only up to a line.
    private static func note(
        _ problem: (line: Int, message: Message), in translation: TitleTranslation, file: FileLint, job: LintJob
    )
        -> Finding
    {
        let range = ByteRange(start: 0, end: 0)
        let (place, reason, menu) = (
            MessageArgument.text("\(translation.path):\(problem.line)"), MessageArgument.message(problem.message),
            MessageArgument.message(translation.language.menuName)
        )
        let message: Message =
            translation.titles.isEmpty
            ? .translatedTitlesUnreadable(place: place, reason: reason, menu: menu)
            : .translatedTitlesUnreadableAfter(place: place, reason: reason, menu: menu)
        return Finding(
            ruleID: UnresolvedShortcutRule.id, severity: .info, message: job.linter.configuration.messages.render(message),
            file: file.source.path, range: range, span: file.source.span(range))
    }
}
