/// Code titles that are localization keys, read as the text the app shows
/// (``CodeStrings``): Harbour's `Label("SettingsView.Title", …)` on ⌘, is its Settings, not a
/// command titled "SettingsView.Title" that takes Settings' chord. Only Swift and Objective-C
/// titles are looked up; a manifest and an Interface Builder file write the title itself.
enum LocalizedCodeTitles {
    static func apply(to readings: inout [InputReading], jobs: [LintJob]) {
        for index in jobs.indices where !jobs[index].codeStrings.isEmpty {
            guard InputKind(jobs[index].source).isCode else { continue }
            let strings = jobs[index].codeStrings
            for entry in readings[index].manifest.shortcuts.indices {
                guard let title = readings[index].manifest.shortcuts[entry].title, let text = strings.text(for: title) else { continue }
                readings[index].manifest.shortcuts[entry].title = text
            }
        }
    }
}
